/**
 * The one rule of a shipping method's cost: its price, or nothing once the subtotal after the
 * promo discount reaches its "free above" amount (docs/decisions/052).
 */
export function shippingCostCents(
  method: { price_cents: number; free_above_cents: number | null },
  discountedSubtotalCents: number,
): number {
  if (method.free_above_cents != null && discountedSubtotalCents >= method.free_above_cents) return 0;
  return method.price_cents;
}
