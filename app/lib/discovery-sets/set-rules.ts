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

/** Below this a bottle is a travel spray: a voucher pays a full bottle, never a spray nor a set. */
const FULL_BOTTLE_MIN_ML = 50;

/**
 * The one sentence that says which bottle a voucher pays (decision 155), word for word on the set's
 * product page, in the cart's refusal, the confirmation email, the CGV and the help page.
 */
export const SET_VOUCHER_RULE =
  "Le bon d'un coffret découverte règle le grand format de chacun de nos parfums : le 100 ml quand il existe, sinon le 50 ml.";

type VoucherFormat = { volume_ml: number | null; set_contents: string | null };

/**
 * Of one perfume's formats on sale, the one a voucher pays (decision 155): its largest full bottle,
 * so every perfume has one, the 50 ml where no 100 ml is sold. None for a perfume sold only in sprays or sets.
 */
export function voucherBottleOf<F extends VoucherFormat>(formats: F[]): F | undefined {
  let largest: F | undefined;
  for (const f of formats) {
    if (f.set_contents != null || f.volume_ml == null || f.volume_ml < FULL_BOTTLE_MIN_ML) continue;
    if (!largest || f.volume_ml > largest.volume_ml!) largest = f;
  }
  return largest;
}

/** A voucher pays at most the eligible bottles of the order; what it leaves is not carried over. */
export function voucherDiscountCents(valueCents: number, eligibleCents: number): number {
  return Math.max(0, Math.min(valueCents, eligibleCents));
}

/** The CGV's paragraph on the set's voucher (section « Les prix »; decisions 114 and 115). */
export const SET_VOUCHER_TERMS = `Coffret découverte : le paiement d'un coffret découverte vous donne, pour chaque coffret, un bon d'achat à usage unique d'un montant égal au prix payé pour ce coffret (après déduction de la part d'un éventuel code promo). Le bon est envoyé dans l'email de confirmation, imprimé sur le bon de livraison et visible sur la page de votre commande. Il se saisit dans le champ « Code promo » du panier, s'applique uniquement à un grand format (jamais à un autre coffret), en une seule fois, et ne se cumule pas avec un code promo ; la part non utilisée n'est ni rendue ni reportée. Il est valable pendant la durée indiquée sur la page du coffret, jamais moins de ${SET_VOUCHER_MIN_MONTHS} mois à compter du paiement ; la date de fin figure à côté du code. Pendant qu'un paiement qui l'utilise est en cours, le bon est réservé à ce paiement ; il redevient utilisable si le paiement échoue ou n'aboutit pas dans le délai. ${SET_VOUCHER_RULE}`;

/** The CGV's exception to « la totalité des sommes versées » (section « Le droit de rétractation »; decisions 115 and 144). */
export const SET_REFUND_TERMS =
  "Coffret découverte : le remboursement d'un coffret reprend sur son bon la part remboursée du prix du coffret, et seulement elle (le bon reste utilisable pour le reste). Si le bon a déjà réglé une partie d'un grand format, cette commande garde le prix payé et le remboursement du coffret est diminué de ce que le bon a réglé, qui vous a déjà été rendu sous forme de réduction. Si la commande réglée avec le bon est entièrement remboursée, le bon redevient utilisable jusqu'à sa date de fin. Un bon réservé par un paiement en cours ne peut être repris : le remboursement attend la fin de ce paiement.";
