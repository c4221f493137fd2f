/**
 * The VAT inside a price that already includes it (prices are TTC): total × rate / (1 + rate),
 * computed once on the order's total, in integer cents, rounded half up (docs/decisions/051).
 */
export function vatIncludedCents(totalCents: number, rateBp: number): number {
  const divisor = 10_000 + rateBp;
  return Math.floor((2 * totalCents * rateBp + divisor) / (2 * divisor));
}

const ratePercentFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2, useGrouping: false });

/** "20" or "5,5" for a rate in basis points, as the admin form shows it. */
export function vatRatePercent(rateBp: number): string {
  return ratePercentFormat.format(rateBp / 100);
}

/** "20 %", with a no-break space so the sign never starts a line. */
export function formatVatRate(rateBp: number): string {
  return `${vatRatePercent(rateBp)}\u00a0%`;
}

/**
 * The VAT included in an order's total. Orders taken before checkout recorded it (vat_cents 0)
 * get it worked out from their total at their rate, so their invoice still states it.
 */
export function orderVatCents(order: { vat_cents: number; vat_rate_bp: number; total_cents: number; gift_card_cents?: number }): number {
  // An order a gift card paid in full carries no VAT of its own (decision 117): its 0 is no gap.
  if (order.vat_cents > 0 || order.total_cents === 0 || (order.gift_card_cents ?? 0) >= order.total_cents) return order.vat_cents;
  return vatIncludedCents(order.total_cents, order.vat_rate_bp);
}

/**
 * An amount TTC split into HT and VAT at a rate, the VAT rounded as on the order (decision 051).
 * A negative amount (a discount) splits as the opposite of its positive, so signs never skew it.
 */
export function splitVat(ttcCents: number, rateBp: number): { htCents: number; vatCents: number } {
  const vat = Math.sign(ttcCents) * vatIncludedCents(Math.abs(ttcCents), rateBp);
  return { htCents: ttcCents - vat, vatCents: vat };
}
