import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as pgSchema from "~/lib/platform/schema-pg.server";
import * as sqliteSchema from "~/lib/platform/schema.server";

// One home for each fact (decision 105): a perfume's price, stock, stock status and size live on
// its formats; the perfume's row keeps no copy that a writer could leave behind.
const MOVED = ["price_cents", "price_id", "stock_quantity", "stock_status", "content"];

describe("a perfume's price and stock live on product_formats only", () => {
  it.each([
    ["SQLite", sqliteSchema],
    ["PostgreSQL", pgSchema],
  ])("%s: products has no price, stock or size column, product_formats has them", (_engine, schema) => {
    const perfume = Object.values(getTableColumns(schema.products)).map((c) => c.name);
    const format = Object.values(getTableColumns(schema.product_formats)).map((c) => c.name);
    expect(perfume.filter((name) => MOVED.includes(name))).toEqual([]);
    expect(format).toEqual(expect.arrayContaining(["price_cents", "price_id", "stock_quantity", "stock_status", "volume_ml", "label"]));
  });
});
