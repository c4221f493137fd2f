import * as z from "~/lib/platform/zod";
import { parseEurosToCents } from "./money";

/*
 * The number fields every owner's form shares (prices, thresholds, counts), read as the French
 * owner types them. Here, below every domain that has such a form, so none imports another's.
 */

/** Stripe takes at most 999 999,99 € for one amount; nothing in this shop comes near it. */
const MAX_AMOUNT_CENTS = 99_999_999;

export const euros = (message: string) =>
  z.string({ error: message }).transform((value, ctx) => {
    const cents = parseEurosToCents(value);
    if (cents == null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    if (cents > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: "custom", message: "Montant trop élevé : 999 999,99 € au maximum" });
      return z.NEVER;
    }
    return cents;
  });

export const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, message);

