import * as z from "~/lib/platform/zod";
import { parseEurosToCents } from "../format/money";
import { singleLine } from "../platform/text-input";

/** The order sheet's forms, checked the same way in the browser and on the server. */

const line = (message: string, max: number) =>
  singleLine({ error: message }).min(1, message).max(max, `${max} caractères maximum`);

export const shipSchema = z.object({
  intent: z.literal("ship"),
  carrier: line("Indiquez le transporteur", 60),
  tracking_number: line("Le numéro de suivi est obligatoire", 80),
  tracking_url: z
    .string()
    .trim()
    .max(500, "500 caractères maximum")
    .refine((v) => /^https?:\/\/\S+$/.test(v), "Adresse de suivi invalide (https://…)")
    .optional(),
});

export const REFUND_AMOUNT_WITH_TOTAL = "Un montant est indiqué : cochez « Partiel » pour rembourser ce montant, ou videz le champ pour rembourser le total.";

export const refundSchema = z.object({
  intent: z.literal("refund"),
  kind: z.enum(["full", "partial"], { error: "Choisissez un remboursement total ou partiel" }),
  amount: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const cents = parseEurosToCents(v);
      if (cents == null || cents <= 0) {
        ctx.addIssue({ code: "custom", message: "Un montant en euros supérieur à 0, par exemple 12,50" });
        return z.NEVER;
      }
      return cents;
    }),
  // Bottles put back per line; the server checks each against what that line can still give back.
  restock: z
    .array(
      z.object({
        item_id: z.number().int().positive(),
        quantity: z
          .number({ error: "Un nombre de flacons, par exemple 1" })
          .int("Un nombre entier de flacons")
          .min(0, "Au moins 0 flacon")
          .max(999, "999 flacons au plus")
          .default(0),
      }),
    )
    .default([]),
  // What was refunded when the form was shown: a second click of the same form finds it changed.
  refunded_before: z.coerce.number().int().min(0),
})
  .refine((v) => v.kind === "full" || v.amount != null, {
    path: ["amount"],
    message: "Indiquez le montant à rembourser",
  })
  // An amount typed beside « Total » is a partial refund the owner meant: never refund it all.
  .refine((v) => v.kind === "partial" || v.amount == null, {
    path: ["amount"],
    message: REFUND_AMOUNT_WITH_TOTAL,
  });

/**
 * What the refund form, as filled, would give back: all that is left, or the amount typed; null
 * while it would be refused (no amount for « Partiel », an amount beside « Total », a wrong amount).
 */
export function plannedRefundCents(kind: string | undefined, amount: string | undefined, refundableCents: number): number | null {
  const typed = amount?.trim() ?? "";
  if (kind === "full") return typed ? null : refundableCents;
  const cents = typed ? parseEurosToCents(typed) : null;
  return kind === "partial" && cents != null && cents > 0 ? cents : null;
}

export const deliverSchema = z.object({ intent: z.literal("deliver") });
export const resendSchema = z.object({ intent: z.literal("resend"), message_id: z.coerce.number().int().positive() });
