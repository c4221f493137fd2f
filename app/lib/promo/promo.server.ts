import { eq } from "drizzle-orm";
import { db, tables } from "../platform/database.server";
import { heldUses } from "../holds/holds.server";
import { formatPrice } from "../format/money";
import { discountCents } from "./rules";
import type { DiscountType, PromoCode } from "../platform/schema.server";

export type PromoValidation =
  | { valid: true; error: null; code: string; discount_type: DiscountType; discount_value: number }
  | { valid: false; error: string; code: string; discount_type: null; discount_value: null };

const BLANK_CODE_MESSAGE = "Veuillez entrer un code promo";
export const INVALID_CODE_MESSAGE = "Ce code promo n'est pas valide";

export function normaliseCode(input: unknown): string {
  return typeof input === "string" ? input.trim().toUpperCase() : "";
}

function refuse(code: string, error: string): PromoValidation {
  return { valid: false, error, code, discount_type: null, discount_value: null };
}

export const USES_EXHAUSTED = "Ce code promo a atteint son nombre maximum d'utilisations";

/**
 * Uses of the code already taken: paid orders, and the uses live pending checkouts hold. Passing
 * `exceptOrderId` leaves that order's own hold out (it is the one being paid).
 */
export async function usesTaken(promo: PromoCode, now: Date, exceptOrderId?: number): Promise<number> {
  return promo.times_used + (await heldUses(promo.code, now, exceptOrderId));
}

/** The one rule for a limited code: no use left once `max_uses` are taken. */
export function isUsedUp(promo: Pick<PromoCode, "max_uses">, taken: number): boolean {
  return promo.max_uses != null && taken >= promo.max_uses;
}

/**
 * Why a stored code cannot be used now on this subtotal, or null when it can. `taken` is what
 * `usesTaken` counts.
 */
export function promoRefusal(promo: PromoCode | undefined, subtotal: number, now: Date, taken: number) {
  if (!promo || !promo.is_active) return INVALID_CODE_MESSAGE;
  if (promo.starts_at && promo.starts_at > now) return "Ce code promo n'est pas encore actif";
  if (promo.ends_at && promo.ends_at < now) return "Ce code promo a expiré";
  if (isUsedUp(promo, taken)) return USES_EXHAUSTED;
  if (subtotal < promo.min_subtotal_cents) {
    return `Ce code promo nécessite un minimum d'achat de ${formatPrice(promo.min_subtotal_cents)}`;
  }
  return null;
}

export async function findPromo(code: string): Promise<PromoCode | undefined> {
  const { promo_codes } = tables();
  const [promo] = await db().select().from(promo_codes).where(eq(promo_codes.code, code)).limit(1);
  return promo;
}

/** SPEC.md's validate-promo-code: {valid, error, code, discount_type, discount_value}. */
export async function validatePromoCode(
  input: unknown,
  subtotal: number,
  now = new Date(),
): Promise<PromoValidation> {
  const code = normaliseCode(input);
  if (!code) return refuse(code, BLANK_CODE_MESSAGE);
  const promo = await findPromo(code);
  const taken = promo ? await usesTaken(promo, now) : 0;
  const refusal = promoRefusal(promo, subtotal, now, taken);
  if (refusal || !promo) return refuse(code, refusal ?? INVALID_CODE_MESSAGE);
  return {
    valid: true,
    error: null,
    code,
    discount_type: promo.discount_type,
    discount_value: promo.discount_value,
  };
}

export function promoDiscount(validation: PromoValidation, subtotal: number): number {
  return validation.valid
    ? discountCents(validation.discount_type, validation.discount_value, subtotal)
    : 0;
}
