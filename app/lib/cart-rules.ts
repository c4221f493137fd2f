/** Pure cart rules, shared by the server (source of truth) and tests. */
export type CartLine = { id: number; quantity: number };

export const MAX_LINE_QUANTITY = 99;

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

export function totalItems(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

export function subtotalCents(lines: { unitPriceCents: number; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
}
