import { getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { promoSchema } from "~/lib/promo/promo-schema";
import { centsToEuroInput, formatPrice } from "~/lib/format/money";
import { formatParisDate, parisDay } from "~/lib/format/paris-time";
import { discountLabel } from "~/lib/promo/rules";
import type { PromoCode } from "~/lib/platform/schema.server";
import { RowActions } from "./admin-dialog";
import { useAdminHref } from "./admin-href";
import { ActiveBox, FormDialog, InputField, ListHeader, RowsTable, ToggleActiveForm, useDialogForm, type DialogValues } from "./screen-kit";
import { Field } from "../ui/field";

const dateInput = (value: Date | string | null) => (value ? parisDay(new Date(value)) : "");

function valuesOf(promo: PromoCode | null): DialogValues {
  return promo
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
    : { discount_type: "percentage", is_active: "on" };
}

export function PromoDialog({ promo }: { promo: PromoCode | null }) {
  const [form, fields] = useDialogForm("promo", promo, promoSchema, valuesOf);
  return (
    <FormDialog title={promo ? "Modifier le code promo" : "Nouveau code promo"} list="/codes-promo" form={form} editing={Boolean(promo)} grid>
      <InputField field={fields.code} label="Code" type="text" autoCapitalize="characters" hint="Majuscules, chiffres, - et _" />
      <Field id={fields.discount_type.id} label="Type de réduction" errors={fields.discount_type.errors} errorId={fields.discount_type.errorId}>
        <select {...getSelectProps(fields.discount_type)} key={fields.discount_type.key} className="input">
          <option value="percentage">Pourcentage</option>
          <option value="fixed">Montant fixe</option>
        </select>
      </Field>
      <InputField field={fields.value} label="Valeur" type="number" step="0.01" min="0" hint="En % pour un pourcentage, en € pour un montant fixe" />
      <div className="flex items-center pt-4">
        <ActiveBox field={fields.is_active} label="Actif" />
      </div>
      <InputField field={fields.starts_at} label="Date de début" type="date" />
      <InputField field={fields.ends_at} label="Date de fin" type="date" />
      <InputField field={fields.max_uses} label="Utilisations max." type="number" min="1" step="1" hint="Vide : illimité" />
      <InputField field={fields.min_subtotal} label="Montant minimum" type="number" min="0" step="0.01" hint="En €, sur le sous-total du panier" />
    </FormDialog>
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

function PromoActions({ promo }: { promo: PromoCode }) {
  return (
    <RowActions listHref={useAdminHref()("/codes-promo")} id={promo.id} name={promo.code}>
      <ToggleActiveForm id={promo.id} active={promo.is_active} name={promo.code} />
    </RowActions>
  );
}

/** The promo codes with their use counts, and the dialog route open over them. */
export function PromosScreen({ promos, children }: { promos: PromoCode[]; children: ReactNode }) {
  const href = useAdminHref();
  return (
    <div className="space-y-8">
      <ListHeader title="Codes Promo" newHref={href("/codes-promo/nouveau")} newLabel="Nouveau code" />
      {promos.length === 0 ? (
        <p className="text-ink/80">Aucun code promo pour le moment.</p>
      ) : (
        <RowsTable
          caption="Codes promo"
          columns={["Code", "Réduction", "Validité", "Utilisations", "Statut", "Actions"]}
          rows={promos}
          card={(p) => (
            <>
              <p className="font-medium tracking-wider">{p.code} · {discountLabel(p.discount_type, p.discount_value, formatPrice)}</p>
              <p className="text-xs text-ink/80">
                <Validity promo={p} /> · {p.times_used} / {p.max_uses ?? "∞"} · {p.is_active ? "Actif" : "Inactif"}
              </p>
              <PromoActions promo={p} />
            </>
          )}
          cells={(p) => (
            <>
              <th scope="row" className="p-3 font-medium tracking-wider">{p.code}</th>
              <td className="p-3">
                {discountLabel(p.discount_type, p.discount_value, formatPrice)}
                {p.min_subtotal_cents ? <span className="block text-xs text-ink/70">dès {formatPrice(p.min_subtotal_cents)}</span> : null}
              </td>
              <td className="p-3 text-xs"><Validity promo={p} /></td>
              <td className="p-3">{p.times_used} / {p.max_uses ?? "∞"}</td>
              <td className="p-3">{p.is_active ? "Actif" : "Inactif"}</td>
              <td className="p-3">
                <PromoActions promo={p} />
              </td>
            </>
          )}
        />
      )}
      {children}
    </div>
  );
}
