import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { formatPrice } from "~/lib/format/money";
import {
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_CENTS,
  GIFT_CARD_SENDER_MAX,
  giftCardPurchaseSchema,
  lastSendDay,
} from "~/lib/gift-cards/gift-card-rules";
import { parisDay } from "~/lib/format/paris-time";
import { Field, FieldError } from "../ui/field";
import { GiftCardPreview, type GiftCardLook } from "./gift-card-preview";

/** The amount the form names now: an offered one, or « Autre montant » once it reads as whole euros. */
function chosenAmountCents(form: FormData): number | null {
  const amount = String(form.get("amount") ?? "");
  const euros = amount === "other" ? String(form.get("otherAmount") ?? "").trim() : "";
  if (amount !== "other") return /^\d+$/.test(amount) ? Number(amount) : null;
  return /^\d+$/.test(euros) ? Number(euros) * 100 : null;
}

function lookOf(form: FormData): GiftCardLook {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return { amountCents: chosenAmountCents(form), recipientName: text("recipientName"), senderName: text("senderName"), message: text("message") };
}

/**
 * « Carte cadeau »: an amount (the owner's, or another within the bounds), the recipient, who
 * offers it and the sending day. The same schema checks it here and on the server, with the
 * server's day. The preview above follows what is typed; without JavaScript it stays the example.
 */
export function GiftCardPurchaseForm({ offered, now, lastResult }: { offered: number[]; now: string; lastResult?: SubmissionResult<string[]> }) {
  const busy = useNavigation().state !== "idle";
  const today = new Date(now);
  const schema = giftCardPurchaseSchema(offered, today);
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { amount: offered[0] ? String(offered[0]) : "other", sendOn: parisDay(today) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [look, setLook] = useState<GiftCardLook>({ amountCents: offered[0] ?? null, recipientName: "", senderName: "", message: "" });
  const follow = (event: FormEvent<HTMLFormElement>) => setLook(lookOf(new FormData(event.currentTarget)));
  return (
    <Form method="post" {...getFormProps(form)} onInput={follow} className="mt-8 grid gap-2 bg-white p-6 ring-1 ring-ink/5">
      <GiftCardPreview look={look} />
      <fieldset aria-describedby={fields.amount.errorId}>
        <legend className="text-sm font-medium text-ink">Montant</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[...offered.map((c) => ({ value: String(c), label: formatPrice(c) })), { value: "other", label: "Autre montant" }].map((o) => (
            <label key={o.value} className="flex cursor-pointer items-center gap-2 border border-ink/15 px-4 py-2 text-sm has-[:checked]:border-gold-dark">
              <input
                type="radio"
                name={fields.amount.name}
                value={o.value}
                defaultChecked={fields.amount.initialValue === o.value}
                className="h-4 w-4 accent-gold-dark"
              />
              {o.label}
            </label>
          ))}
        </div>
        <FieldError id={fields.amount.errorId} errors={fields.amount.errors} />
      </fieldset>
      <Field
        id={fields.otherAmount.id}
        label="Autre montant (en euros)"
        errors={fields.otherAmount.errors}
        errorId={fields.otherAmount.errorId}
        hint={`Un nombre entier d'euros, de ${formatPrice(GIFT_CARD_MIN_CENTS)} à ${formatPrice(GIFT_CARD_MAX_CENTS)}.`}
      >
        <input {...getInputProps(fields.otherAmount, { type: "text" })} inputMode="numeric" autoComplete="off" className="input" />
      </Field>
      <Field id={fields.recipientName.id} label="Nom du destinataire" errors={fields.recipientName.errors} errorId={fields.recipientName.errorId}>
        <input {...getInputProps(fields.recipientName, { type: "text" })} maxLength={80} autoComplete="off" className="input" />
      </Field>
      <Field id={fields.recipientEmail.id} label="Email du destinataire" errors={fields.recipientEmail.errors} errorId={fields.recipientEmail.errorId}>
        <input {...getInputProps(fields.recipientEmail, { type: "email" })} autoComplete="off" className="input" />
      </Field>
      <Field
        id={fields.senderName.id}
        label="De la part de"
        errors={fields.senderName.errors}
        errorId={fields.senderName.errorId}
        hint="Votre nom, tel qu'il sera imprimé sur la carte."
      >
        <input {...getInputProps(fields.senderName, { type: "text" })} maxLength={GIFT_CARD_SENDER_MAX} autoComplete="name" className="input" />
      </Field>
      <Field
        id={fields.message.id}
        label="Votre message (facultatif)"
        errors={fields.message.errors}
        errorId={fields.message.errorId}
        hint={`${GIFT_CARD_MESSAGE_MAX} caractères au plus, imprimés sur la carte.`}
      >
        <textarea {...getTextareaProps(fields.message)} maxLength={GIFT_CARD_MESSAGE_MAX} rows={3} className="input" />
      </Field>
      <Field
        id={fields.sendOn.id}
        label="Date d'envoi"
        errors={fields.sendOn.errors}
        errorId={fields.sendOn.errorId}
        hint="Le destinataire reçoit la carte par email ce jour-là (heure de Paris)."
      >
        <input {...getInputProps(fields.sendOn, { type: "date" })} min={parisDay(today)} max={lastSendDay(today)} className="input" />
      </Field>
      <button type="submit" className="btn-gold mt-2" disabled={busy}>
        Ajouter au panier
      </button>
    </Form>
  );
}
