import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alignPriceIds } from "~/lib/admin/prices.server";
import { getDb } from "~/lib/platform/db.server";
import { products } from "~/lib/platform/schema.server";

function priceIdOf(slug: string) {
  return getDb().select().from(products).where(eq(products.slug, slug)).get()!.price_id;
}

describe("Corriger prix in demo mode", () => {
  it("gives every priced perfume a price id matching its price, once", async () => {
    expect(await alignPriceIds()).toBe(15);
    const first = priceIdOf("minuit-profond");
    expect(first).toMatch(/3995/);
    expect(await alignPriceIds()).toBe(0);
    expect(priceIdOf("minuit-profond")).toBe(first);
  });

  it("changes only the perfume whose price changed, and skips perfumes without a price", async () => {
    await alignPriceIds();
    const db = getDb();
    db.update(products).set({ price_cents: 4500 }).where(eq(products.slug, "bahia")).run();
    db.update(products).set({ price_cents: null, price_id: null }).where(eq(products.slug, "el-jedha")).run();
    expect(await alignPriceIds()).toBe(1);
    expect(priceIdOf("bahia")).toMatch(/4500/);
    expect(priceIdOf("el-jedha")).toBeNull();
  });
});
