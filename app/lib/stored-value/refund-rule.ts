import { formatPrice } from "../format/money";

/*
 * The one refund rule for the stored value an order sold (decision 144): its gift cards and its
 * discovery sets' vouchers. No database: the refund use-case and the order's sheet both call it,
 * so « Total » is always the most it allows.
 */

/** A gift card or a set voucher the order sold, as it stands now. */
export type SoldValue = {
  /** How the owner reads it in a refusal: « la carte cadeau de 50,00 € pour Léa », « le bon COFFRET-… ». */
  label: string;
  /** What it may still pay (held or not). */
  balanceCents: number;
  /** What it has paid on other orders and was not given back: the part no refund can take. */
  spentCents: number;
  /** Of its balance, what payments under way reserve. */
  heldCents: number;
};

export type RefundPlan<T extends SoldValue> = { ok: true; takes: { value: T; cents: number }[] } | { ok: false; reason: string };

/**
 * The most a refund may give back now: what is left of the order less what its cards and
 * vouchers already paid elsewhere (that money was handed back as those payments, never twice).
 */
export function refundLimitCents(order: { total_cents: number; refunded_cents: number }, sold: SoldValue[]): number {
  const spent = sold.reduce((sum, v) => sum + v.spentCents, 0);
  return Math.max(0, order.total_cents - order.refunded_cents - spent);
}

/**
 * What a refund of `amountCents` takes from the value the order sold: nothing while the money the
 * shop keeps still covers every balance; beyond that, the shortfall, from the last sold first, at
 * most each one's free part (a payment under way keeps what it holds, and the refund waits).
 */
export function planRefund<T extends SoldValue>(order: { total_cents: number; refunded_cents: number }, sold: T[], amountCents: number): RefundPlan<T> {
  const limit = refundLimitCents(order, sold);
  if (amountCents > limit) {
    const spent = sold.reduce((sum, v) => sum + v.spentCents, 0);
    return {
      ok: false,
      reason: `Ce que les cartes cadeaux et bons coffret de cette commande ont déjà payé (${formatPrice(spent)}) reste acquis : au plus ${formatPrice(limit)} peuvent être remboursés.`,
    };
  }
  const keptAfter = order.total_cents - order.refunded_cents - amountCents;
  let shortfall = sold.reduce((sum, v) => sum + v.balanceCents + v.spentCents, 0) - keptAfter;
  const takes: { value: T; cents: number }[] = [];
  for (const value of [...sold].reverse()) {
    if (shortfall <= 0) break;
    const wanted = Math.min(shortfall, value.balanceCents);
    if (wanted === 0) continue;
    if (wanted > value.balanceCents - value.heldCents) {
      return { ok: false, reason: `${capitalised(value.label)} sert à un paiement en cours : réessayez quand ce paiement aura abouti ou expiré.` };
    }
    takes.push({ value, cents: wanted });
    shortfall -= wanted;
  }
  return { ok: true, takes };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
