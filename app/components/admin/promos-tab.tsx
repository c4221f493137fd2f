import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { promoSchema } from "~/lib/admin/schemas";
import { centsToEuroInput, formatPrice } from "~/lib/format/money";
import { formatParisDate, parisDay } from "~/lib/format/paris-time";
import { discountLabel } from "~/lib/promo/rules";
import type { PromoCode } from "~/lib/platform/schema.server";
import { AdminDialog, DialogActions, RowActions } from "./admin-dialog";
import { useAdminHref } from "./admin-href";
import { CheckboxField, Field } from "../ui/field";

const dateInput = (value: Date | string | null) => (value ? parisDay(new Date(value)) : "");

export function PromoDialog({ promo, lastResult }: { promo: PromoCode | null; lastResult?: SubmissionResult<string[]> }) {
  const href = useAdminHref();
  const list = href("/codes-promo");
  const [form, fields] = useForm({
    id: promo ? `promo-${promo.id}` : "promo-new",
    lastResult,
    defaultValue: promo
      ? {
          code: promo.code,
          discount_type: promo.discount_type,
          value: promo.discount_type === "percentage" ? String(promo.discount_value) : centsToEuroInput(promo.discount_value),
          is_active: promo.is_active ? "on" : "",
          starts_at: dateInput(promo.starts_at),
          ends_at: dateInput(promo.ends_at),
          max_uses: promo.max_uses != null ? String(promo.max_uses) : "",
          min_subtotal: promo.min_subtotal_cents ? centsToEuroInput(promo.min_subtotal_cents) : "",
        }
      : { discount_type: "percentage", is_active: "on" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: promoSchema }),
  });
  const input = (field: (typeof fields)[keyof typeof fields], label: string, type: "text" | "number" | "date", extra: object = {}, hint?: string) => (
    <Field id={field.id} label={label} errors={field.errors} errorId={field.errorId} hint={hint}>
      <input {...getInputProps(field, { type })} key={field.key} {...extra} className="input" />
    </Field>
  );
  return (
    <AdminDialog title={promo ? "Modifier le code promo" : "Nouveau code promo"} closeHref={list}>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {input(fields.code, "Code", "text", { autoCapitalize: "characters" }, "Majuscules, chiffres, - et _")}
        <Field id={fields.discount_type.id} label="Type de réduction" errors={fields.discount_type.errors} errorId={fields.discount_type.errorId}>
          <select {...getSelectProps(fields.discount_type)} key={fields.discount_type.key} className="input">
            <option value="percentage">Pourcentage</option>
            <option value="fixed">Montant fixe</option>
          </select>
        </Field>
        {input(fields.value, "Valeur", "number", { step: "0.01", min: "0" }, "En % pour un pourcentage, en € pour un montant fixe")}
        <div className="flex items-center pt-4">
          <CheckboxField id={fields.is_active.id} label="Actif">
            <input {...getInputProps(fields.is_active, { type: "checkbox" })} key={fields.is_active.key} className="h-4 w-4 accent-gold-dark" />
          </CheckboxField>
        </div>
        {input(fields.starts_at, "Date de début", "date")}
        {input(fields.ends_at, "Date de fin", "date")}
        {input(fields.max_uses, "Utilisations max.", "number", { min: "1", step: "1" }, "Vide : illimité")}
        {input(fields.min_subtotal, "Montant minimum", "number", { min: "0", step: "0.01" }, "En €, sur le sous-total du panier")}
        <DialogActions closeHref={list} editing={Boolean(promo)} className="sm:col-span-2" />
      </Form>
    </AdminDialog>
  );
}

function Validity({ promo }: { promo: PromoCode }) {
  return (
    <>
      {promo.starts_at ? `du ${formatParisDate(promo.starts_at)} ` : ""}
      {promo.ends_at ? `au ${formatParisDate(promo.ends_at)}` : promo.starts_at ? "" : "Sans limite"}
    </>
  );
}

function ToggleForm({ promo }: { promo: PromoCode }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={promo.id} />
      <input type="hidden" name="active" value={String(!promo.is_active)} />
      <button type="submit" className="underline" aria-label={`${promo.is_active ? "Désactiver" : "Activer"} ${promo.code}`}>
        {promo.is_active ? "Désactiver" : "Activer"}
      </button>
    </Form>
  );
}

/** The promo codes with their use counts, and the dialog route open over them. */
export function PromosScreen({ promos, children }: { promos: PromoCode[]; children: ReactNode }) {
  const href = useAdminHref();
  const list = href("/codes-promo");
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl">Codes Promo</h2>
        <Link to={href("/codes-promo/nouveau")} preventScrollReset className="btn-dark px-4 py-2 text-xs">
          Nouveau code
        </Link>
      </div>
      {promos.length === 0 ? (
        <p className="text-ink/80">Aucun code promo pour le moment.</p>
      ) : (
        <>
          <ul className="grid gap-3 md:hidden" aria-label="Codes promo">
            {promos.map((p) => (
              <li key={p.id} className="space-y-1 border border-ink/10 bg-white p-3 text-sm">
                <p className="font-medium tracking-wider">{p.code} · {discountLabel(p.discount_type, p.discount_value, formatPrice)}</p>
                <p className="text-xs text-ink/80">
                  <Validity promo={p} /> · {p.times_used} / {p.max_uses ?? "∞"} · {p.is_active ? "Actif" : "Inactif"}
                </p>
                <RowActions listHref={list} id={p.id} name={p.code}>
                  <ToggleForm promo={p} />
                </RowActions>
              </li>
            ))}
          </ul>
          <div className="hidden border border-ink/10 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Codes promo</caption>
              <thead className="bg-ivory-dark text-xs uppercase tracking-[0.15em]">
                <tr>
                  <th scope="col" className="p-3">Code</th>
                  <th scope="col" className="p-3">Réduction</th>
                  <th scope="col" className="p-3">Validité</th>
                  <th scope="col" className="p-3">Utilisations</th>
                  <th scope="col" className="p-3">Statut</th>
                  <th scope="col" className="p-3">Actions</th>
                </tr>
              </thead>
              <tbody>
                {promos.map((p) => (
                  <tr key={p.id} className="border-t border-ink/10">
                    <th scope="row" className="p-3 font-medium tracking-wider">{p.code}</th>
                    <td className="p-3">
                      {discountLabel(p.discount_type, p.discount_value, formatPrice)}
                      {p.min_subtotal_cents ? <span className="block text-xs text-ink/70">dès {formatPrice(p.min_subtotal_cents)}</span> : null}
                    </td>
                    <td className="p-3 text-xs"><Validity promo={p} /></td>
                    <td className="p-3">{p.times_used} / {p.max_uses ?? "∞"}</td>
                    <td className="p-3">{p.is_active ? "Actif" : "Inactif"}</td>
                    <td className="p-3">
                      <RowActions listHref={list} id={p.id} name={p.code}>
                        <ToggleForm promo={p} />
                      </RowActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {children}
    </div>
  );
}
