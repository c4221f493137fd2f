import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alignPriceIds } from "~/lib/catalog/price-ids.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { productBySlug, setDefaultFormat } from "./checkout-helpers";

async function priceIdOf(slug: string) {
  return (await productBySlug(slug)).price_id;
}

describe("Corriger prix in demo mode", () => {
  it("gives every priced format a price id matching its price, once", async () => {
    // 15 perfumes, three of them with a 10 ml and a 100 ml beside their 50 ml, and the demo
    // catalogue's discovery set (decision 114).
    expect(await alignPriceIds()).toBe(22);
    const first = await priceIdOf("minuit-profond");
    expect(first).toMatch(/3995/);
    expect(await alignPriceIds()).toBe(0);
    expect(await priceIdOf("minuit-profond")).toBe(first);
  });

  it("changes only the perfume whose price changed, and skips perfumes without a price", async () => {
    await alignPriceIds();
    await setDefaultFormat((await productBySlug("bahia")).id, { price_cents: 4500 });
    await setDefaultFormat((await productBySlug("el-jedha")).id, { price_cents: null, price_id: null });
    expect(await alignPriceIds()).toBe(1);
    expect(await priceIdOf("bahia")).toMatch(/4500/);
    expect(await priceIdOf("el-jedha")).toBeNull();
  });

  it("aligns each format apart; the default format's id is the perfume's own", async () => {
    await alignPriceIds();
    const { product_formats, products } = tables();
    const [magie] = await db().select().from(products).where(eq(products.slug, "magie-noir"));
    const formats = () => db().select().from(product_formats).where(eq(product_formats.product_id, magie.id));
    const hundred = (await formats()).find((f) => f.volume_ml === 100)!;
    await withTransaction((tx) => tx.update(product_formats).set({ price_cents: 6200 }).where(eq(product_formats.id, hundred.id)));
    expect(await alignPriceIds()).toBe(1);
    expect((await formats()).find((f) => f.id === hundred.id)!.price_id).toBe(`demo_price_${magie.id}-${hundred.id}_6200`);
    expect((await formats()).find((f) => f.is_default)!.price_id).toBe(await priceIdOf("magie-noir"));
  });
});
