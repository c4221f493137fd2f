import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { giftSettingsSchema, sampleOfferSchema } from "~/lib/gifts/gift-forms";
import type { SampleStockRow } from "~/lib/gifts/gift-options.server";
import { MAX_SAMPLE_CHOICES } from "~/lib/gifts/gift-rules";
import { CheckboxField, Field } from "../ui/field";
import { Pagination } from "../ui/pagination";

type Answer = { intent: string | null; productId: number | null; result: SubmissionResult<string[]> | null } | undefined;
type Settings = { wrap_offered: boolean; wrap_price: string; samples_per_order: string };

function SettingsForm({ settings, lastResult }: { settings: Settings; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "gift-settings",
    lastResult,
    defaultValue: { ...settings, wrap_offered: settings.wrap_offered ? "on" : "" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: giftSettingsSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-2xl gap-x-6 bg-white p-6 ring-1 ring-ink/5 sm:grid-cols-2">
      <h3 className="font-display text-2xl sm:col-span-2">Dans le panier</h3>
      <div className="mt-3 sm:col-span-2">
        <CheckboxField id={fields.wrap_offered.id} label="Proposer l'emballage cadeau (avec un message sur une carte)">
          <input {...getInputProps(fields.wrap_offered, { type: "checkbox" })} key={fields.wrap_offered.key} />
        </CheckboxField>
      </div>
      <Field
        id={fields.wrap_price.id}
        label="Prix de l'emballage cadeau (€)"
        errors={fields.wrap_price.errors}
        errorId={fields.wrap_price.errorId}
        hint="0 : offert"
        className="mt-3"
      >
        <input {...getInputProps(fields.wrap_price, { type: "number" })} key={fields.wrap_price.key} min={0} step="0.01" inputMode="decimal" className="input" />
      </Field>
      <Field
        id={fields.samples_per_order.id}
        label="Échantillons par commande"
        errors={fields.samples_per_order.errors}
        errorId={fields.samples_per_order.errorId}
        hint={`De 0 (aucun) à ${MAX_SAMPLE_CHOICES}`}
        className="mt-3"
      >
        <input
          {...getInputProps(fields.samples_per_order, { type: "number" })}
          key={fields.samples_per_order.key}
          min={0}
          max={MAX_SAMPLE_CHOICES}
          step={1}
          className="input"
        />
      </Field>
      <div className="mt-2 sm:col-span-2">
        <button type="submit" name="intent" value="settings" className="btn-dark">
          Enregistrer
        </button>
      </div>
    </Form>
  );
}

function SampleRow({ row, lastResult }: { row: SampleStockRow; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: `sample-${row.id}`,
    lastResult,
    defaultValue: {
      product_id: String(row.id),
      sample_offered: row.offered ? "on" : "",
      sample_stock: String(row.stock),
      sample_stock_shown: String(row.stock),
    },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sampleOfferSchema }),
  });
  const held = row.offered ? row.stock - row.available : 0;
  return (
    <li className="border-b border-ink/10 py-3">
      <Form method="post" {...getFormProps(form)} className="grid items-start gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,1fr)_auto_10rem_auto]">
        <input type="hidden" name="product_id" value={row.id} />
        {/* The vials shown: the save applies the owner's change to the vials there are then (decision 100). */}
        <input {...getInputProps(fields.sample_stock_shown, { type: "hidden" })} key={fields.sample_stock_shown.key} />
        <p className="pt-1 font-medium">{row.name}</p>
        <div className="pt-1">
          <CheckboxField id={fields.sample_offered.id} label="Proposé">
            <input {...getInputProps(fields.sample_offered, { type: "checkbox" })} key={fields.sample_offered.key} />
          </CheckboxField>
        </div>
        <Field
          id={fields.sample_stock.id}
          label={`Échantillons en stock de ${row.name}`}
          errors={fields.sample_stock.errors}
          errorId={fields.sample_stock.errorId}
          hint={held > 0 ? `dont ${held} réservé${held > 1 ? "s" : ""} par un paiement en cours` : undefined}
        >
          <input {...getInputProps(fields.sample_stock, { type: "number" })} key={fields.sample_stock.key} min={0} step={1} className="input" />
        </Field>
        <button type="submit" name="intent" value="sample" className="btn-outline mt-1 px-3 py-2 text-xs">
          Enregistrer
        </button>
      </Form>
    </li>
  );
}

/** /{ADMIN_PATH}/cadeaux: the gift wrap's price, the sample limit, and which perfumes are sampled. */
export function GiftsScreen({
  settings,
  samples,
  answer,
}: {
  settings: Settings;
  samples: { rows: SampleStockRow[]; page: number; pageCount: number };
  answer: Answer;
}) {
  const resultOf = (intent: string, productId: number | null = null) =>
    answer?.intent === intent && answer.productId === productId ? (answer.result ?? undefined) : undefined;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-3xl">Cadeaux et échantillons</h2>
        <p className="mt-2 max-w-2xl text-sm text-ink/80">
          Le client choisit l'emballage cadeau, son message et ses échantillons dans le panier. Le bon de livraison cadeau
          de chaque commande s'imprime sans aucun prix.
        </p>
      </div>
      <SettingsForm settings={settings} lastResult={resultOf("settings")} />
      <section aria-labelledby="samples-title" className="max-w-3xl bg-white p-6 ring-1 ring-ink/5">
        <h3 id="samples-title" className="font-display text-2xl">Parfums proposés en échantillon</h3>
        <p className="mt-1 text-sm text-ink/80">
          Un parfum dont le stock d'échantillons est à 0 n'est plus proposé dans le panier. Chaque paiement retire ses
          échantillons du stock.
        </p>
        {samples.rows.length ? (
          <ul className="mt-4">
            {samples.rows.map((row) => (
              // A saved line starts afresh: its hidden figure must be the vials shown now, not at the last load.
              <SampleRow key={`${row.id}-${row.stock}-${row.offered}`} row={row} lastResult={resultOf("sample", row.id)} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm">Aucun parfum pour le moment.</p>
        )}
        <Pagination page={samples.page} pageCount={samples.pageCount} label="Pages des parfums proposés en échantillon" />
      </section>
    </div>
  );
}
