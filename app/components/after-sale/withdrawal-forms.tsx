import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { REASON_MAX, withdrawalConfirmSchema, withdrawalRequestSchema } from "~/lib/after-sale/order-lookup-schema";
import { formatParisDateTime } from "~/lib/format/paris-time";
import { Field } from "../ui/field";

/** L221-28 5°, said where the shopper decides, not only in the CGV. */
function OpenedBottles() {
  return (
    <p role="note" className="mt-4 border-l-4 border-gold bg-white p-4 text-sm leading-relaxed">
      <strong className="font-medium">Flacons ouverts :</strong> un flacon descellé (film ou scellé retiré, ou déjà
      vaporisé) ne peut pas être repris, pour des raisons d'hygiène.
      Ne retenez ici que les flacons restés scellés.
    </p>
  );
}

/** Step 1: which order (reference and email), and a reason if the shopper wants to give one. */
export function WithdrawalRequestForm({
  prefill,
  lastResult,
}: {
  prefill: { reference: string; email: string } | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    lastResult,
    defaultValue: prefill ? { ...prefill, reason: "" } : undefined,
    constraint: getZodConstraint(withdrawalRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: withdrawalRequestSchema }),
  });
  return (
    <>
      <p className="mt-4 leading-relaxed text-ink/90">
        Vous pouvez vous rétracter dans les 14 jours qui suivent la réception de votre commande, sans avoir à vous
        justifier. Indiquez votre commande ; à l'étape suivante, vous choisirez les articles (tous par défaut) et
        confirmerez. Vous pouvez aussi nous envoyer le{" "}
        <Link to="/retractation" className="underline underline-offset-2 hover:text-gold-dark">formulaire de rétractation</Link> par courrier ou par email.
      </p>
      <OpenedBottles />
      <Form method="post" {...getFormProps(form)} className="mt-8 grid gap-2 bg-white p-6 ring-1 ring-ink/5">
        <input type="hidden" name="intent" value="review" />
        <Field id={fields.reference.id} label="Référence de commande" errors={fields.reference.errors} errorId={fields.reference.errorId} hint="Par exemple MS-7K3QD-2WX9B, dans l'email de confirmation">
          <input {...getInputProps(fields.reference, { type: "text" })} autoComplete="off" spellCheck={false} className="input uppercase" />
        </Field>
        <Field id={fields.email.id} label="Email utilisé lors de la commande" errors={fields.email.errors} errorId={fields.email.errorId}>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className="input" />
        </Field>
        <Field id={fields.reason.id} label="Motif (facultatif)" errors={fields.reason.errors} errorId={fields.reason.errorId} hint="Vous n'avez pas à vous justifier.">
          <textarea {...getTextareaProps(fields.reason)} rows={3} maxLength={REASON_MAX} className="input" />
        </Field>
        <p id={form.errorId} role="alert" className="text-sm text-red-800 empty:hidden">{form.errors?.[0] ?? ""}</p>
        <button type="submit" className="btn-gold mt-2" disabled={busy}>
          Continuer
        </button>
      </Form>
    </>
  );
}

type Review = { reference: string; paidAt: Date | null; lines: { id: number; name: string; quantity: number }[] };

/** Step 2: the lines (all ticked), then « Confirmer la rétractation », the one button that sends it. */
export function WithdrawalConfirmForm({ access, reason, review, error }: { access: string; reason: string; review: Review; error: string | null }) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "confirmer-retractation",
    constraint: getZodConstraint(withdrawalConfirmSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: withdrawalConfirmSchema }),
  });
  const itemsError = fields.items.errors?.[0] ?? error;
  return (
    <>
      <p className="mt-4 leading-relaxed">
        Commande <strong className="tracking-wider">{review.reference}</strong>
        {review.paidAt ? `, payée le ${formatParisDateTime(review.paidAt)}` : ""}. Vérifiez votre demande : elle ne
        sera envoyée qu'avec le bouton « Confirmer la rétractation ».
      </p>
      <OpenedBottles />
      <Form method="post" {...getFormProps(form)} className="mt-8 bg-white p-6 ring-1 ring-ink/5">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="access" value={access} />
        <input type="hidden" name="reason" value={reason} />
        <fieldset aria-describedby={fields.items.errorId}>
          <legend className="text-sm font-medium">Articles dont je me rétracte</legend>
          <ul className="mt-2 space-y-2">
            {review.lines.map((line) => (
              <li key={line.id} className="flex items-center gap-3">
                <input type="checkbox" name="items" value={line.id} id={`article-${line.id}`} defaultChecked className="h-4 w-4 accent-gold-dark" />
                <label htmlFor={`article-${line.id}`}>{line.quantity} × {line.name}</label>
              </li>
            ))}
          </ul>
          <p id={fields.items.errorId} role="alert" className="mt-1 text-sm text-red-800 empty:hidden">{itemsError ?? ""}</p>
        </fieldset>
        <p className="mt-4 text-sm">{reason ? `Motif : ${reason}` : "Sans motif."}</p>
        <p className="mt-4 text-sm leading-relaxed text-ink/80">
          « Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens cochés
          ci-dessus. » Vous recevrez aussitôt un accusé de réception par email, avec la date et l'heure de cet envoi et
          l'adresse de retour.
        </p>
        <button type="submit" className="btn mt-6 w-full bg-red-800 text-white hover:bg-red-900" disabled={busy}>
          Confirmer la rétractation
        </button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/renoncer" className="underline underline-offset-2 hover:text-gold-dark">Revenir au début</Link>
      </p>
    </>
  );
}
