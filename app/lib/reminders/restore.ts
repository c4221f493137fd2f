import { mergeLines, MAX_CART_LINES, type CartLine } from "../cart/rules";

/** A bottle of a reminded checkout, as the restore page needs it. */
type Restorable = { productId: number; formatId: number; isDefault: boolean; quantity: number; available: boolean };

/**
 * The cart with a reminded checkout's bottles added to what it already holds: only those that can
 * be bought now, a default format written as the cart writes it (no `formatId`, decision 093) so
 * the same bottle never makes two lines.
 */
export function restoredLines(current: CartLine[], reminded: Restorable[]): CartLine[] {
  const added = reminded
    .filter((l) => l.available)
    .map((l) => (l.isDefault ? { id: l.productId, quantity: l.quantity } : { id: l.productId, formatId: l.formatId, quantity: l.quantity }));
  return mergeLines([...current, ...added]).slice(0, MAX_CART_LINES);
}
