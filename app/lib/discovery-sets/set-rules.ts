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

/** The CGV's paragraph on the set's voucher (section « Les prix »; decisions 114 and 115). */
export const SET_VOUCHER_TERMS = `Coffret découverte : le paiement d'un coffret découverte vous donne, pour chaque coffret, un bon d'achat à usage unique d'un montant égal au prix payé pour ce coffret (après déduction de la part d'un éventuel code promo). Le bon est envoyé dans l'email de confirmation, imprimé sur le bon de livraison et visible sur la page de votre commande. Il se saisit dans le champ « Code promo » du panier, s'applique uniquement aux grands formats signalés sur leur fiche (jamais à un autre coffret), en une seule fois, et ne se cumule pas avec un code promo ; la part non utilisée n'est ni rendue ni reportée. Il est valable pendant la durée indiquée sur la page du coffret, jamais moins de ${SET_VOUCHER_MIN_MONTHS} mois à compter du paiement ; la date de fin figure à côté du code. Pendant qu'un paiement qui l'utilise est en cours, le bon est réservé à ce paiement ; il redevient utilisable si le paiement échoue ou n'aboutit pas dans le délai.`;

/** The CGV's exception to « la totalité des sommes versées » (section « Le droit de rétractation »; decisions 115 and 144). */
export const SET_REFUND_TERMS =
  "Coffret découverte : le remboursement d'un coffret reprend sur son bon la part remboursée du prix du coffret, et seulement elle (le bon reste utilisable pour le reste). Si le bon a déjà réglé une partie d'un grand format, cette commande garde le prix payé et le remboursement du coffret est diminué de ce que le bon a réglé, qui vous a déjà été rendu sous forme de réduction. Si la commande réglée avec le bon est entièrement remboursée, le bon redevient utilisable jusqu'à sa date de fin. Un bon réservé par un paiement en cours ne peut être repris : le remboursement attend la fin de ce paiement.";
