/** Pure cart rules, shared by the server (source of truth) and tests. */
export type CartLine = { id: number; quantity: number };

export const MAX_LINE_QUANTITY = 99;
/** Different perfumes a cart may hold: the signed cookie that carries it stays well under 4 KB. */
export const MAX_CART_LINES = 50;

/** Whether `id` can be added: already in the cart, or there is room for one more line. */
export function hasRoomFor(lines: CartLine[], id: number): boolean {
  return lines.some((l) => l.id === id) || lines.length < MAX_CART_LINES;
}

/** One line per perfume, quantities added up (a hand-made cookie may repeat a perfume). */
export function mergeLines(lines: CartLine[]): CartLine[] {
  const merged = new Map<number, number>();
  for (const l of lines) merged.set(l.id, Math.min((merged.get(l.id) ?? 0) + l.quantity, MAX_LINE_QUANTITY));
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

export function addItem(lines: CartLine[], id: number): CartLine[] {
  const existing = lines.find((l) => l.id === id);
  if (!existing) return [...lines, { id, quantity: 1 }];
  return lines.map((l) =>
    l.id === id ? { ...l, quantity: Math.min(l.quantity + 1, MAX_LINE_QUANTITY) } : l,
  );
}

export function removeItem(lines: CartLine[], id: number): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** A quantity below 1 is ignored, as the spec asks: use removeItem to take a line out. */
export function updateQuantity(lines: CartLine[], id: number, quantity: number): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1) return lines;
  return lines.map((l) =>
    l.id === id ? { ...l, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : l,
  );
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
