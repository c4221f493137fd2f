import * as z from "~/lib/platform/zod";
import { formatPrice } from "../format/money";
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS } from "./gift-card-rules";

/** The owner's offered amounts, typed as whole euros separated by commas or spaces (« 50, 100, 150 »). */
export const offeredAmountsSchema = z.object({
  amounts: z
    .string({ error: "Indiquez au moins un montant." })
    .transform((raw, ctx) => {
      const parts = raw.split(/[\s,;]+/).filter(Boolean);
      const cents = parts.map((p) => (/^\d{1,4}$/.test(p) ? Number(p) * 100 : NaN));
      if (parts.length === 0 || parts.length > 6 || cents.some((c) => !(c >= GIFT_CARD_MIN_CENTS && c <= GIFT_CARD_MAX_CENTS))) {
        ctx.addIssue({
          code: "custom",
          message: `De 1 à 6 montants en euros entiers, chacun de ${formatPrice(GIFT_CARD_MIN_CENTS)} à ${formatPrice(GIFT_CARD_MAX_CENTS)}.`,
        });
        return z.NEVER;
      }
      return [...new Set(cents)].sort((a, b) => a - b);
    }),
});

export const disableCardSchema = z.object({ cardId: z.coerce.number().int().positive() });
