/*
 * The discovery set's rules that the browser shows too (decision 114): what its voucher is worth,
 * how long it lasts, how a code reads. No server import.
 */

/** The CGV promise: a voucher never lasts less than this, whatever the owner sets. */
export const SET_VOUCHER_MIN_MONTHS = 3;
export const SET_VOUCHER_MAX_MONTHS = 24;
export const VOUCHER_MONTHS_MESSAGE = `La validité du bon est un nombre entier de mois, entre ${SET_VOUCHER_MIN_MONTHS} et ${SET_VOUCHER_MAX_MONTHS}`;

/** Every voucher code starts so: the cart's one « Code promo » field tells the two kinds apart. */
export const VOUCHER_PREFIX = "COFFRET-";

export function isSetVoucherCode(code: string): boolean {
  return code.startsWith(VOUCHER_PREFIX);
}

/** The vials a set holds, one per line of the owner's text, blank lines left out. */
export function setVials(contents: string | null): string[] {
  return (contents ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * What one set of a line was paid: its price less its share of the order's promo discount, the
 * discount shared in proportion to the lines' prices and rounded half up to the cent.
 */
export function paidPerSet(unitPriceCents: number, subtotalCents: number, promoDiscountCents: number): number {
  if (subtotalCents <= 0 || promoDiscountCents <= 0) return unitPriceCents;
  return Math.max(0, unitPriceCents - Math.round((promoDiscountCents * unitPriceCents) / subtotalCents));
}

/** A voucher pays at most the eligible bottles of the order; what it leaves is not carried over. */
export function voucherDiscountCents(valueCents: number, eligibleCents: number): number {
  return Math.max(0, Math.min(valueCents, eligibleCents));
}
