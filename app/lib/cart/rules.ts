/** Pure cart rules, shared by the server (source of truth) and tests. */
/**
 * A perfume, its format and how many. `formatId` is absent for the perfume's default format: a
 * cookie from before formats names none, and lines keep that form (docs/decisions/093).
 */
export type CartLine = { id: number; formatId?: number; quantity: number };
/** What tells two lines apart: the perfume and the format. */
export type LineKey = Pick<CartLine, "id" | "formatId">;

const isLine = (key: LineKey) => (l: LineKey) => l.id === key.id && l.formatId === key.formatId;
const keyOf = ({ id, formatId }: LineKey): LineKey => (formatId === undefined ? { id } : { id, formatId });

export const MAX_LINE_QUANTITY = 99;
/** Different perfumes a cart may hold: the signed cookie that carries it stays well under 4 KB. */
export const MAX_CART_LINES = 50;

/** Whether this line can be added: already in the cart, or there is room for one more line. */
export function hasRoomFor(lines: CartLine[], key: LineKey): boolean {
  return lines.some(isLine(key)) || lines.length < MAX_CART_LINES;
}

/** One line per perfume and format, quantities added up (a hand-made cookie may repeat one). */
export function mergeLines(lines: CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  for (const l of lines) {
    const existing = merged.find(isLine(l));
    if (existing) existing.quantity = Math.min(existing.quantity + l.quantity, MAX_LINE_QUANTITY);
    else merged.push({ ...keyOf(l), quantity: Math.min(l.quantity, MAX_LINE_QUANTITY) });
  }
  return merged;
}

export function quantityOf(lines: CartLine[], key: LineKey): number {
  return lines.find(isLine(key))?.quantity ?? 0;
}

export function addItem(lines: CartLine[], key: LineKey): CartLine[] {
  if (!lines.some(isLine(key))) return [...lines, { ...keyOf(key), quantity: 1 }];
  return lines.map((l) => (isLine(key)(l) ? { ...l, quantity: Math.min(l.quantity + 1, MAX_LINE_QUANTITY) } : l));
}

export function removeItem(lines: CartLine[], key: LineKey): CartLine[] {
  return lines.filter((l) => !isLine(key)(l));
}

/** A quantity below 1 is ignored, as the spec asks: use removeItem to take a line out. */
export function updateQuantity(lines: CartLine[], key: LineKey, quantity: number): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1) return lines;
  return lines.map((l) => (isLine(key)(l) ? { ...l, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : l));
}

/** "Il ne reste que 2 exemplaires de ce parfum" — what a shopper reads when asking for more. */
export function lowStockText(available: number, what: string): string {
  if (available <= 0) return `Il ne reste plus d'exemplaire disponible de ${what} pour le moment`;
  if (available === 1) return `Il ne reste qu'un seul exemplaire de ${what}`;
  return `Il ne reste que ${available} exemplaires de ${what}`;
}

export function totalItems(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function subtotalCents(lines: { unitPriceCents: number; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
}
