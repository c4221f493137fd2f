import { describe, expect, it } from "vitest";
import { reductionOf, type PricePoint } from "~/lib/catalog/reference-price";

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY = 24 * 60 * 60 * 1000;
/** A history given as [days ago, price in cents], oldest first. */
const history = (...points: [number, number | null][]): PricePoint[] =>
  points.map(([daysAgo, price_cents]) => ({ price_cents, changed_at: new Date(NOW - daysAgo * DAY) }));

describe("the reference price of a reduction (L112-1-1)", () => {
  it("is the lowest price of the 30 days before it: a price raised then lowered shows no false reduction", () => {
    // 39,95 € for two months, raised to 49,95 € 20 days ago, lowered to 44,95 € today.
    expect(reductionOf(history([60, 3995], [20, 4995], [0, 4495]))).toBeNull();
    // Lowered to 34,95 € instead: the reduction is measured on 39,95 €, not on 49,95 €.
    expect(reductionOf(history([60, 3995], [20, 4995], [0, 3495]))).toEqual({ referenceCents: 3995, percent: 13 });
  });

  it("counts a change made 31 days before the reduction as the price in force when the 30 days began", () => {
    // 50 € long ago, 45 € from 31 days ago, 36 € today: 50 € was not practised in the 30 days.
    expect(reductionOf(history([90, 5000], [31, 4500], [0, 3600]))).toEqual({ referenceCents: 4500, percent: 20 });
  });

  it("shows no reduction without a history reaching 30 days before it", () => {
    expect(reductionOf([])).toBeNull();
    expect(reductionOf(history([0, 3995]))).toBeNull();
    expect(reductionOf(history([10, 5000], [0, 4000]))).toBeNull();
    expect(reductionOf(history([29, 5000], [0, 4000]))).toBeNull();
    expect(reductionOf(history([30, 5000], [0, 4000]))).toEqual({ referenceCents: 5000, percent: 20 });
  });

  it("measures successive reductions against the price before the first one", () => {
    // 60 € for months, 50 € 10 days ago, 40 € today: the reference stays 60 €.
    expect(reductionOf(history([100, 6000], [10, 5000], [0, 4000]))).toEqual({ referenceCents: 6000, percent: 33 });
  });

  it("has nothing to show for a format without a price, or a price at or above the reference", () => {
    expect(reductionOf(history([60, 3995], [0, null]))).toBeNull();
    expect(reductionOf(history([60, 3995], [0, 4500]))).toBeNull();
    expect(reductionOf(history([60, null], [0, 3995]))).toBeNull();
  });
});
