import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { needsRestock, stockLevel } from "~/lib/catalog/product-rules";
import { addCalendarDays, addCalendarMonths, calendarDaysBetween, formatLongDay } from "~/lib/format/paris-time";

/** Every source file of the app, with its text. */
function appSources(dir = "app"): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [{ file, text: fs.readFileSync(file, "utf8") }] : [];
  });
}

/** Where a fact is written, so a second definition fails here rather than drifting. */
function filesWriting(pattern: RegExp): string[] {
  return appSources()
    .filter(({ text }) => pattern.test(text))
    .map(({ file }) => file);
}

describe("one home for each fact", () => {
  it("« Réessayez dans N minutes » is written once, by the rate limits (tryAgainIn)", () => {
    expect(filesWriting(/Réessayez dans \$\{/)).toEqual(["app/lib/platform/rate-limit.server.ts"]);
  });

  it("a balance of stored value moves in one module: the stored-value ledger (decision 144)", () => {
    expect(filesWriting(/insert\(stored_value_ledger\)/)).toEqual(["app/lib/stored-value/ledger.server.ts"]);
    expect(filesWriting(/balance_cents: sql`/)).toEqual(["app/lib/stored-value/ledger.server.ts"]);
  });
});

describe("one home for dates (issue 44)", () => {
  it("day arithmetic, a day's length and the long French date live in format/paris-time.ts", () => {
    const home = ["app/lib/format/paris-time.ts"];
    expect(filesWriting(/toISOString\(\)\.slice\(0, 10\)/)).toEqual(home);
    expect(filesWriting(/24 \* 60 \* 60|86_?400_?000/)).toEqual(home);
    expect(filesWriting(/dateStyle: "long"/)).toEqual(home);
  });
});

describe("the Paris calendar helpers", () => {
  it("add days and months across month ends and clock changes, count days both ends included, and say a day in full", () => {
    expect(addCalendarDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addCalendarDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addCalendarMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addCalendarMonths("2026-11-30", 3)).toBe("2027-02-28");
    expect(calendarDaysBetween("2026-10-24", "2026-10-26")).toBe(3);
    expect(formatLongDay("2026-11-28")).toBe("28 novembre 2026");
  });
});

describe("one home for « sold » and « low stock » (issue 44)", () => {
  it("the statuses that count as bought are SOLD_STATUSES only", () => {
    expect(filesWriting(/"paid", "shipped", "delivered", "partially_refunded"\]/)).toEqual(["app/lib/orders/status-rules.ts"]);
  });

  it("a stock is compared with the low-stock threshold in one rule, which leaves a format the owner withdrew out", () => {
    expect(filesWriting(/<=\s*(lowStockThreshold|settings\.low_stock_threshold)|lte\([^)]*low_stock_threshold/)).toEqual(["app/lib/catalog/product-rules.ts"]);
    const withdrawn = { stock_status: "out_of_stock", stock_quantity: 1 };
    expect(stockLevel(withdrawn, 3)).toBe("withdrawn");
    expect(needsRestock(withdrawn, 3)).toBe(false);
    expect(needsRestock({ stock_status: "in_stock", stock_quantity: 0 }, 3)).toBe(true);
    expect(needsRestock({ stock_status: "in_stock", stock_quantity: 3 }, 3)).toBe(true);
    expect(stockLevel({ stock_status: "in_stock", stock_quantity: 4 }, 3)).toBe("in_stock");
  });
});

describe("one builder for amount rows (issue 44)", () => {
  it("no component writes an amount row of its own: the cart's come from cartTotalRows", () => {
    expect(filesWriting(/Sous-total \(\$?\{|Reste à payer|>Total TTC</)).toEqual(["app/lib/orders/amount-rows.ts"]);
  });
});
