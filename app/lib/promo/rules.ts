import type { DiscountType } from "../platform/schema.server";

/**
 * Discount in integer cents. Percentages round half up to the cent (Math.round on cents), which
 * is what a shopper computes by hand; the discount never exceeds the subtotal, so the final price
 * is never below 0.
 */
export function discountCents(
  type: DiscountType,
  value: number,
  subtotal: number,
): number {
  const raw = type === "percentage" ? Math.round((subtotal * value) / 100) : value;
  return Math.max(0, Math.min(raw, subtotal));
}

export function finalCents(subtotal: number, discount: number): number {
  return Math.max(0, subtotal - discount);
}

export function discountLabel(type: DiscountType, value: number, format: (c: number) => string) {
  return type === "percentage" ? `${value}%` : format(value);
}
