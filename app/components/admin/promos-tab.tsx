import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData } from "@remix-run/react";
import type { TabContent } from "~/lib/admin-dashboard.server";
import { promoSchema } from "~/lib/admin-schemas";
import { centsToEuroInput, formatPrice } from "~/lib/money";
import { formatParisDate, parisDay } from "~/lib/paris-time";
import { discountLabel } from "~/lib/promo-rules";
import type { PromoCode } from "~/lib/schema.server";
import { AdminDialog, DialogActions, RowActions } from "./admin-dialog";
import { formResult, type AdminActionData } from "./admin-types";
import { ConfirmDeleteDialog } from "./confirm-dialog";
import { CheckboxField, Field } from "./field";

type PromosContent = Extract<TabContent, { tab: "codes-promo" }>;
const HOME = "?tab=codes-promo";

const dateInput = (value: Date | string | null) => (value ? parisDay(new Date(value)) : "");

function PromoDialog({ promo }: { promo: PromoCode | null }) {
  const actionData = useActionData<AdminActionData>();
  const [form, fields] = useForm({
    id: promo ? `promo-${promo.id}` : "promo-new",
    lastResult: formResult(actionData, "save-promo"),
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
    <AdminDialog title={promo ? "Modifier le code promo" : "Nouveau code promo"} closeHref={HOME}>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save-promo" />
        {promo ? <input type="hidden" name="id" value={promo.id} /> : null}
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
        <DialogActions closeHref={HOME} editing={Boolean(promo)} className="sm:col-span-2" />
      </Form>
    </AdminDialog>
  );
}

export function PromosTab({ content }: { content: PromosContent }) {
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-3xl">Codes Promo</h2>
        <Link to={`${HOME}&dialog=new`} preventScrollReset className="btn-dark px-4 py-2 text-xs">
          Nouveau code
        </Link>
      </div>
      {content.promos.length === 0 ? (
        <p className="text-ink/80">Aucun code promo pour le moment.</p>
      ) : (
        <div className="overflow-x-auto border border-ink/10 bg-white">
          <table className="w-full min-w-[760px] text-left text-sm">
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
              {content.promos.map((p) => (
                <tr key={p.id} className="border-t border-ink/10">
                  <th scope="row" className="p-3 font-medium tracking-wider">{p.code}</th>
                  <td className="p-3">
                    {discountLabel(p.discount_type, p.discount_value, formatPrice)}
                    {p.min_subtotal_cents ? <span className="block text-xs text-ink/70">dès {formatPrice(p.min_subtotal_cents)}</span> : null}
                  </td>
                  <td className="p-3 text-xs">
                    {p.starts_at ? `du ${formatParisDate(p.starts_at)} ` : ""}
                    {p.ends_at ? `au ${formatParisDate(p.ends_at)}` : p.starts_at ? "" : "Sans limite"}
                  </td>
                  <td className="p-3">{p.times_used} / {p.max_uses ?? "∞"}</td>
                  <td className="p-3">{p.is_active ? "Actif" : "Inactif"}</td>
                  <td className="p-3">
                    <RowActions listHref={HOME} id={p.id} name={p.code}>
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="toggle-promo" />
                        <input type="hidden" name="id" value={p.id} />
                        <input type="hidden" name="active" value={String(!p.is_active)} />
                        <button type="submit" className="underline" aria-label={`${p.is_active ? "Désactiver" : "Activer"} ${p.code}`}>
                          {p.is_active ? "Désactiver" : "Activer"}
                        </button>
                      </Form>
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {content.creating || content.editing ? <PromoDialog promo={content.editing} /> : null}
      {content.deleting ? (
        <ConfirmDeleteDialog
          title="Supprimer le code promo"
          message={`Supprimer le code ${content.deleting.code} ? Les commandes qui l'ont utilisé gardent leur réduction.`}
          intent="delete-promo"
          id={content.deleting.id}
          closeHref={HOME}
        />
      ) : null}
    </div>
  );
}
