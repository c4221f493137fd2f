import * as z from "~/lib/platform/zod";
import { parseEurosToCents } from "../format/money";
import { euros, wholeNumber } from "../format/form-numbers";
import { isCalendarDate } from "../format/paris-time";
import { singleLine } from "../platform/text-input";
import { isSetVoucherCode, VOUCHER_PREFIX } from "../discovery-sets/set-rules";

const PROMO_CODE_PATTERN = /^[A-Z0-9_-]+$/;

const date = z
  .string()
  .refine(isCalendarDate, "Date invalide : ce jour n'existe pas (format AAAA-MM-JJ)")
  .optional();

/** The owner's promo code form, checked the same way in the browser and on the server. */
export const promoSchema = z
  .object({
    code: singleLine({ error: "Le code est obligatoire" })
      .toUpperCase()
      .max(40, "40 caractères maximum")
      .regex(PROMO_CODE_PATTERN, "Lettres, chiffres, - et _ uniquement")
      // The cart reads a code with this prefix as a discovery set's voucher (decision 114).
      .refine((code) => !isSetVoucherCode(code), `Le préfixe ${VOUCHER_PREFIX} est réservé aux bons des coffrets découverte`),
    discount_type: z.enum(["percentage", "fixed"], { error: "Choisissez un type de réduction" }),
    value: z.string({ error: "La valeur est obligatoire" }).trim(),
    is_active: z.boolean().default(false),
    starts_at: date,
    ends_at: date,
    max_uses: wholeNumber("Un nombre entier supérieur à 0", 1, 1_000_000).optional(),
    min_subtotal: euros("Un montant en euros, par exemple 50").optional(),
  })
  .transform((p, ctx) => {
    let discount_value: number | null = null;
    if (p.discount_type === "percentage") {
      const n = Number(p.value.replace(",", "."));
      if (Number.isInteger(n) && n >= 1 && n <= 100) discount_value = n;
      else ctx.addIssue({ code: "custom", path: ["value"], message: "Un pourcentage entier entre 1 et 100" });
    } else {
      const cents = parseEurosToCents(p.value);
      if (cents != null && cents > 0) discount_value = cents;
      else ctx.addIssue({ code: "custom", path: ["value"], message: "Un montant en euros supérieur à 0" });
    }
    if (p.starts_at && p.ends_at && p.ends_at < p.starts_at) {
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "La date de fin doit suivre la date de début" });
    }
    if (discount_value == null) return z.NEVER;
    return {
      code: p.code,
      is_active: p.is_active,
      discount_type: p.discount_type,
      discount_value,
      starts_at: p.starts_at,
      ends_at: p.ends_at,
      max_uses: p.max_uses ?? null,
      min_subtotal_cents: p.min_subtotal ?? 0,
    };
  });
export type PromoInput = z.output<typeof promoSchema>;
