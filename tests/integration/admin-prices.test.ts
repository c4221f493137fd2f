import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alignPriceIds } from "~/lib/admin/prices.server";
import { getDb } from "~/lib/platform/db.server";
import { product_formats, products } from "~/lib/platform/schema.server";

function priceIdOf(slug: string) {
  return getDb().select().from(products).where(eq(products.slug, slug)).get()!.price_id;
}

describe("Corriger prix in demo mode", () => {
  it("gives every priced format a price id matching its price, once", async () => {
    // 15 perfumes, three of them with a 10 ml and a 100 ml beside their 50 ml.
    expect(await alignPriceIds()).toBe(21);
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

  it("aligns each format apart; the default format's id is the perfume's own", async () => {
    await alignPriceIds();
    const magie = getDb().select().from(products).where(eq(products.slug, "magie-noir")).get()!;
    const formats = () => getDb().select().from(product_formats).where(eq(product_formats.product_id, magie.id)).all();
    const hundred = formats().find((f) => f.volume_ml === 100)!;
    getDb().update(product_formats).set({ price_cents: 6200 }).where(eq(product_formats.id, hundred.id)).run();
    expect(await alignPriceIds()).toBe(1);
    expect(formats().find((f) => f.id === hundred.id)!.price_id).toBe(`demo_price_${magie.id}-${hundred.id}_6200`);
    expect(formats().find((f) => f.is_default)!.price_id).toBe(priceIdOf("magie-noir"));
  });
});
