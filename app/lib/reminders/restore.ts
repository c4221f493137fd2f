import { type CartLine, type LineKey, MAX_CART_LINES, mergeLines, quantityOf, updateQuantity } from "../cart/rules";

/** A bottle of a reminded checkout, as the restore page needs it. */
type Restorable = { productId: number; formatId: number; isDefault: boolean; quantity: number; available: boolean };

/**
 * The cart with a reminded checkout's bottles put back beside what it already holds: only those
 * that can be bought now, a default format written as the cart writes it (no `formatId`, decision
 * 093) so the same bottle never makes two lines. A bottle already there keeps the larger of the two
 * quantities, never their sum: restoring twice (a second click, a reloaded post) changes nothing.
 */
export function restoredLines(current: CartLine[], reminded: Restorable[]): CartLine[] {
  let lines = mergeLines(current);
  for (const l of reminded.filter((r) => r.available)) {
    const key: LineKey = l.isDefault ? { id: l.productId } : { id: l.productId, formatId: l.formatId };
    const held = quantityOf(lines, key);
    lines = held === 0 ? mergeLines([...lines, { ...key, quantity: l.quantity }]) : updateQuantity(lines, key, Math.max(held, l.quantity));
  }
  return lines.slice(0, MAX_CART_LINES);
}
