import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { formatPrice } from "~/lib/format/money";
import { plannedRefundCents, refundSchema, shipSchema } from "~/lib/orders/order-forms";
import { useHydrated } from "~/lib/platform/use-hydrated";
import { Field } from "../ui/field";

type LastResult = SubmissionResult<string[]> | null | undefined;
/** A line that can put bottles back; `suggested` is what the form starts with (the bottles withdrawn). */
export type RestockableLine = { itemId: number; name: string; max: number; suggested: number };

/** A refused move (wrong status, Stripe said no) is the form's own error, read out where it was made. */
function FormError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-800 empty:hidden sm:col-span-2">
      {errors?.[0] ?? ""}
    </p>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

export function ShipForm({ orderId, lastResult }: { orderId: number; lastResult: LastResult }) {
  const busy = useBusy("ship");
  const [form, fields] = useForm({
    id: `ship-${orderId}`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shipSchema }),
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
      <input type="hidden" name="intent" value="ship" />
      <Field id={fields.carrier.id} label="Transporteur" errors={fields.carrier.errors} errorId={fields.carrier.errorId} hint="Colissimo, Chronopost…">
        <input {...getInputProps(fields.carrier, { type: "text" })} key={fields.carrier.key} list="carriers" className="input" />
      </Field>
      <datalist id="carriers">
        {["Colissimo", "Chronopost", "DHL Express", "UPS", "Mondial Relay"].map((c) => <option key={c} value={c} />)}
      </datalist>
      <Field id={fields.tracking_number.id} label="Numéro de suivi" errors={fields.tracking_number.errors} errorId={fields.tracking_number.errorId}>
        <input {...getInputProps(fields.tracking_number, { type: "text" })} key={fields.tracking_number.key} className="input" />
      </Field>
      <Field id={fields.tracking_url.id} label="Lien de suivi" errors={fields.tracking_url.errors} errorId={fields.tracking_url.errorId} hint="Facultatif : https://…" className="sm:col-span-2">
        <input {...getInputProps(fields.tracking_url, { type: "url" })} key={fields.tracking_url.key} className="input" />
      </Field>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-dark" disabled={busy}>
          {busy ? "Enregistrement…" : "Marquer expédiée"}
        </button>
      </div>
    </Form>
  );
}

export function DeliverForm({ lastResult }: { lastResult: LastResult }) {
  const busy = useBusy("deliver");
  return (
    <Form method="post" preventScrollReset className="space-y-2">
      <input type="hidden" name="intent" value="deliver" />
      <FormError id="deliver-error" errors={lastResult?.error?.[""] ?? undefined} />
      <button type="submit" className="btn-outline" disabled={busy}>
        Marquer livrée
      </button>
    </Form>
  );
}

/**
 * « Rembourser », and once the page runs its scripts, what it will give back and to whom: without
 * them the label cannot follow the fields, and the server refuses an amount typed beside « Total ».
 */
function refundLabel(hydrated: boolean, plannedCents: number | null, customer: string | null): string {
  if (!hydrated || plannedCents === null) return "Rembourser";
  return `Rembourser ${formatPrice(plannedCents)}${customer ? ` à ${customer}` : ""}`;
}

export function RefundForm({
  orderId,
  customer,
  refundedCents,
  refundableCents,
  restockable,
  stripe,
  lastResult,
}: {
  orderId: number;
  /** Who gets the money back, as the order names them. */
  customer: string | null;
  refundedCents: number;
  refundableCents: number;
  restockable: RestockableLine[];
  stripe: boolean;
  lastResult: LastResult;
}) {
  const busy = useBusy("refund");
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: `refund-${orderId}`,
    lastResult,
    defaultValue: { kind: "full", restock: restockable.map((l) => ({ item_id: String(l.itemId), quantity: String(l.suggested) })) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: refundSchema }),
  });
  const kindId = `${form.id}-kind`;
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="refunded_before" value={refundedCents} />
      <fieldset className="sm:col-span-2" aria-describedby={fields.kind.errorId}>
        <legend className="text-sm font-medium">Montant</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <label className="flex items-center gap-2">
            <input {...getInputProps(fields.kind, { type: "radio", value: "full" })} id={`${kindId}-full`} key={`${fields.kind.key}-full`} className="accent-gold-dark" />
            Total ({formatPrice(refundableCents)})
          </label>
          <label className="flex items-center gap-2">
            <input {...getInputProps(fields.kind, { type: "radio", value: "partial" })} id={`${kindId}-partial`} key={`${fields.kind.key}-partial`} className="accent-gold-dark" />
            Partiel
          </label>
        </div>
        <p id={fields.kind.errorId} className="text-sm text-red-800">{fields.kind.errors?.[0] ?? ""}</p>
      </fieldset>
      <Field id={fields.amount.id} label="Montant partiel (€)" errors={fields.amount.errors} errorId={fields.amount.errorId} hint="Seulement pour un remboursement partiel">
        <input
          {...getInputProps(fields.amount, { type: "text" })}
          key={fields.amount.key}
          inputMode="decimal"
          className="input"
          // Typing an amount is choosing a partial refund.
          onInput={(e) => {
            if (e.currentTarget.value.trim() && fields.kind.value !== "partial") form.update({ name: fields.kind.name, value: "partial" });
          }}
        />
      </Field>
      {restockable.length > 0 ? (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">Flacons remis en stock</legend>
          <p className="text-xs text-ink/70">Seulement les flacons revenus intacts : ils redeviennent disponibles à la vente.</p>
          <div className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {fields.restock.getFieldList().map((line, index) => {
              const shown = restockable[index];
              if (!shown) return null;
              const { item_id, quantity } = line.getFieldset();
              return (
                <Field key={line.key} id={quantity.id} label={`${shown.name} (${shown.max} au plus)`} errors={quantity.errors} errorId={quantity.errorId}>
                  <input {...getInputProps(item_id, { type: "hidden" })} key={item_id.key} />
                  <input {...getInputProps(quantity, { type: "number" })} key={quantity.key} min={0} max={shown.max} step={1} inputMode="numeric" className="input" />
                </Field>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <FormError id={form.errorId} errors={form.errors} />
      <p className="text-xs text-ink/70 sm:col-span-2">
        {stripe ? "Le remboursement passe par Stripe sur le moyen de paiement du client." : "Mode démonstration : le remboursement est enregistré, aucun argent ne circule."}
      </p>
      <div className="sm:col-span-2">
        <button type="submit" className="btn bg-red-800 text-white hover:bg-red-900" disabled={busy}>
          {busy ? "Remboursement…" : refundLabel(hydrated, plannedRefundCents(fields.kind.value, fields.amount.value, refundableCents), customer)}
        </button>
      </div>
    </Form>
  );
}
