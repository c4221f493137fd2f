import { DAY_MS } from "../format/paris-time";
/**
 * The reference price of an announced reduction, by the Code de la consommation L112-1-1
 * (docs/decisions/094): the lowest price of the 30 days before the reduction, read from the
 * format's price history, never typed by anyone.
 */
const REFERENCE_WINDOW_MS = 30 * DAY_MS;

export type PricePoint = { price_cents: number | null; changed_at: Date };
export type Reduction = { referenceCents: number; percent: number };

/**
 * Where the reduction began: the last change, or the first of successive reductions, taken as
 * price cuts each less than 30 days after the one before (one sale lowered in steps).
 */
function reductionStart(history: PricePoint[]): number {
  let start = history.length - 1;
  while (isCut(history, start) && isCut(history, start - 1) && gap(history, start) < REFERENCE_WINDOW_MS) start -= 1;
  return start;
}

/** Whether change `i` lowered the price of change `i - 1`. */
function isCut(history: PricePoint[], i: number): boolean {
  if (i < 1) return false;
  const [before, after] = [history[i - 1].price_cents, history[i].price_cents];
  return before != null && after != null && after < before;
}

const gap = (history: PricePoint[], i: number) => history[i].changed_at.getTime() - history[i - 1].changed_at.getTime();

/**
 * The reduction to show for the current price (the history's last entry), or null: when the
 * history does not reach 30 days before the reduction, or the lowest price of those 30 days is
 * not above today's. `history` is in time order.
 */
export function reductionOf(history: PricePoint[]): Reduction | null {
  const current = history.at(-1)?.price_cents;
  if (current == null) return null;
  const start = reductionStart(history);
  const windowStart = history[start].changed_at.getTime() - REFERENCE_WINDOW_MS;
  // The price in force when the window opened must be known: a change at or before it.
  let opening = start - 1;
  while (opening >= 0 && history[opening].changed_at.getTime() > windowStart) opening -= 1;
  if (opening < 0) return null;
  const prices = history.slice(opening, start).flatMap((p) => (p.price_cents == null ? [] : [p.price_cents]));
  if (prices.length === 0) return null;
  const referenceCents = Math.min(...prices);
  if (referenceCents <= current) return null;
  return { referenceCents, percent: Math.round(((referenceCents - current) * 100) / referenceCents) };
}
