import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { formatSchema } from "~/lib/catalog/perfume-schemas";
import { formatName } from "~/lib/catalog/formats";
import { centsToEuroInput } from "~/lib/format/money";
import type { ProductFormat } from "~/lib/platform/schema.server";
import { AdminDialog } from "./admin-dialog";
import { usePerfumeListHref } from "./admin-href";
import { CheckboxField, Field } from "../ui/field";
import { StockFields } from "./stock-fields";
import { SET_VOUCHER_MAX_MONTHS, SET_VOUCHER_MIN_MONTHS } from "~/lib/discovery-sets/set-rules";
import { useHydrated } from "~/lib/platform/use-hydrated";

type Format = Pick<
  ProductFormat,
  "id" | "volume_ml" | "label" | "price_cents" | "stock_quantity" | "stock_status" | "ean" | "is_active" | "is_default" | "shows_reduction" | "set_contents" | "voucher_months" | "label_en" | "set_contents_en"
> & { waiting: number };
type Answer = { intent: string; formatId: number | null; result: SubmissionResult<string[]> | null } | undefined;

function MoveButton({ intent, formatId, label }: { intent: "up" | "down"; formatId: number; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="formatId" value={formatId} />
      <button type="submit" name="intent" value={intent} className="btn-outline px-3 py-1 text-xs">
        {label}
      </button>
    </Form>
  );
}

/** One format's fields: a row of the list (`format` set) or the form that adds one. */
function FormatForm({ format, lastResult }: { format?: Format; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: format ? `format-${format.id}` : "format-new",
    lastResult,
    defaultValue: format
      ? {
          volume_ml: format.volume_ml == null ? "" : String(format.volume_ml),
          label: format.label ?? "",
          label_en: format.label_en ?? "",
          price: centsToEuroInput(format.price_cents),
          stock_quantity: String(format.stock_quantity),
          stock_shown: String(format.stock_quantity),
          stock_status: format.stock_status,
          ean: format.ean ?? "",
          is_active: format.is_active ? "on" : "",
          shows_reduction: format.shows_reduction ? "on" : "",
          set_contents: format.set_contents ?? "",
          set_contents_en: format.set_contents_en ?? "",
          voucher_months: format.voucher_months == null ? "" : String(format.voucher_months),
        }
      : { stock_quantity: "0", stock_status: "in_stock", is_active: "on" },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formatSchema }),
  });
  // A format is a set when its vials are listed (decision 114). With JavaScript a box says so and
  // only the fields of what it is are shown; a hidden group is disabled, so it is not sent and the
  // server keeps its own rule (no vials, no set). Without JavaScript every field shows, the set's
  // under its own heading (decision 154).
  const hydrated = useHydrated();
  const [isSet, setIsSet] = useState(() => Boolean(fields.set_contents.initialValue));
  const onlyBottle = hydrated && !isSet;
  const setBoxId = `${form.id}-is-set`;
  const setGroupId = `${form.id}-set`;
  const input = (name: "volume_ml" | "label" | "label_en" | "price" | "ean" | "voucher_months", label: string, type: "text" | "number", extra: object = {}, hint?: string) => (
    <Field id={fields[name].id} label={label} errors={fields[name].errors} errorId={fields[name].errorId} hint={hint}>
      <input {...getInputProps(fields[name], { type })} key={fields[name].key} className="input" {...extra} />
    </Field>
  );
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-3">
      {format ? <input type="hidden" name="formatId" value={format.id} /> : null}
      {input("volume_ml", "Volume (ml)", "number", { min: 1, step: 1 })}
      {input("label", "Libellé (facultatif)", "text", {}, "Recharge, Coffret… remplace le volume affiché")}
      {input("label_en", "Libellé (anglais)", "text", {}, "Refill, Set… sur les pages anglaises")}
      {input("price", "Prix (€)", "number", { min: 0, step: "0.01", inputMode: "decimal" })}
      <StockFields quantity={fields.stock_quantity} shown={fields.stock_shown} status={fields.stock_status} />
      {input("ean", "EAN (facultatif)", "text", { inputMode: "numeric", autoComplete: "off" })}
      <div className="space-y-2 sm:col-span-2">
        <CheckboxField id={fields.is_active.id} label="Actif (proposé sur la page du parfum)">
          <input {...getInputProps(fields.is_active, { type: "checkbox" })} key={fields.is_active.key} aria-describedby={fields.is_active.errorId} />
        </CheckboxField>
        <p id={fields.is_active.errorId} className="text-sm text-red-800" aria-live="polite">
          {fields.is_active.errors?.[0] ?? ""}
        </p>
        <CheckboxField id={fields.shows_reduction.id} label="Afficher la réduction (prix barré calculé sur l'historique des 30 derniers jours)">
          <input {...getInputProps(fields.shows_reduction, { type: "checkbox" })} key={fields.shows_reduction.key} />
        </CheckboxField>
        {hydrated ? (
          <CheckboxField id={setBoxId} label="Ce format est un coffret découverte">
            <input id={setBoxId} type="checkbox" checked={isSet} onChange={(event) => setIsSet(event.target.checked)} aria-controls={setGroupId} />
          </CheckboxField>
        ) : null}
      </div>
      <fieldset id={setGroupId} hidden={onlyBottle} disabled={onlyBottle} className={`mt-2 gap-x-4 sm:col-span-3 sm:grid-cols-3 ${onlyBottle ? "hidden" : "grid"}`}>
        <legend className="mb-1 font-display text-lg">{hydrated ? "Coffret découverte" : "Coffret découverte (si ce format est un coffret)"}</legend>
        <Field
          id={fields.set_contents.id}
          label="Contenu du coffret"
          errors={fields.set_contents.errors}
          errorId={fields.set_contents.errorId}
          hint="Un flacon par ligne (Minuit Profond 2 ml…) : rempli, ce format est un coffret dont le paiement donne un bon du montant payé"
          className="sm:col-span-2"
        >
          <textarea {...getTextareaProps(fields.set_contents)} key={fields.set_contents.key} rows={5} className="input" />
        </Field>
        <Field
          id={fields.set_contents_en.id}
          label="Contenu du coffret (anglais)"
          errors={fields.set_contents_en.errors}
          errorId={fields.set_contents_en.errorId}
          hint="Un flacon par ligne, dans l'ordre du contenu français"
          className="sm:col-span-2"
        >
          <textarea {...getTextareaProps(fields.set_contents_en)} key={fields.set_contents_en.key} rows={5} className="input" />
        </Field>
        {input("voucher_months", "Validité du bon (mois)", "number", { min: SET_VOUCHER_MIN_MONTHS, max: SET_VOUCHER_MAX_MONTHS, step: 1 }, `Au moins ${SET_VOUCHER_MIN_MONTHS} mois, comme le disent les CGV`)}
      </fieldset>
      <div className="flex items-end justify-end sm:col-span-3">
        <button type="submit" name="intent" value={format ? "save" : "add"} className={format ? "btn-outline px-3 py-2 text-xs" : "btn-dark"}>
          {format ? "Enregistrer" : "Ajouter le format"}
        </button>
      </div>
    </Form>
  );
}

/**
 * A perfume's formats: each with its price, stock and flags, its place in the list, then the form
 * to add one. Server-posted forms, so the editor works without JavaScript.
 */
export function FormatsDialog({ product, formats, lastResult }: { product: { id: number; name: string }; formats: Format[]; lastResult: Answer }) {
  const listHref = usePerfumeListHref();
  const rowResult = (id: number) => (lastResult?.intent === "save" && lastResult.formatId === id ? lastResult.result ?? undefined : undefined);
  return (
    <AdminDialog title={`Formats de ${product.name}`} closeHref={listHref} wide>
      <p className="text-sm text-ink/80">
        Chaque format a son prix et son stock. Le format par défaut est celui du prix et du stock de la fiche du parfum ; un format
        déjà vendu se désactive, il ne se supprime pas.
      </p>
      <ol className="mt-4 space-y-3">
        {formats.map((format, index) => (
          <li key={`${format.id}-${format.price_cents}-${format.stock_quantity}-${format.is_active}-${format.set_contents != null}`} className="border border-ink/10 bg-white p-4">
            <h3 className="text-lg">
              {formatName(format)}
              {format.is_default ? <span className="ml-2 text-xs uppercase tracking-[0.15em] text-ink/80">par défaut</span> : null}
              {!format.is_active ? <span className="ml-2 text-xs uppercase tracking-[0.15em] text-red-800">inactif</span> : null}
            </h3>
            {format.waiting > 0 ? (
              <p className="mt-1 text-sm text-ink/80">
                {format.waiting > 1
                  ? `${format.waiting} clients attendent le retour de ce format (alertes confirmées) : ils recevront un email dès qu'il sera de nouveau en stock.`
                  : "1 client attend le retour de ce format (alerte confirmée) : il recevra un email dès qu'il sera de nouveau en stock."}
              </p>
            ) : null}
            <FormatForm format={format} lastResult={rowResult(format.id)} />
            <div className="flex flex-wrap gap-2">
              {index > 0 ? <MoveButton intent="up" formatId={format.id} label={`Avancer le format ${formatName(format)}`} /> : null}
              {index < formats.length - 1 ? <MoveButton intent="down" formatId={format.id} label={`Reculer le format ${formatName(format)}`} /> : null}
            </div>
          </li>
        ))}
      </ol>
      <section aria-labelledby="format-new-title" className="mt-6 border-t border-ink/10 pt-6">
        <h3 id="format-new-title" className="text-xl">Ajouter un format</h3>
        <FormatForm lastResult={lastResult?.intent === "add" ? lastResult.result ?? undefined : undefined} />
      </section>
    </AdminDialog>
  );
}
