import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardsOf, getActiveCollection, getBestSellers, getProduct } from "~/lib/catalog/catalog.server";
import { tables, withTransaction } from "~/lib/platform/database.server";

// Decision 168: an English page's catalogue reads bring the English twins beside the French texts,
// read again as soon as the owner saves them; a French page's reads carry not one key more.

const ENGLISH_KEYS = /_en$/;

describe("the catalogue's reads by language", () => {
  it("a French read has no English key, so no French page's data grows", async () => {
    const product = await getProduct("minuit-profond");
    expect(Object.keys(product!).filter((k) => ENGLISH_KEYS.test(k))).toEqual([]);
    expect(product!.formats.flatMap((f) => Object.keys(f)).filter((k) => ENGLISH_KEYS.test(k))).toEqual([]);
    expect((await getBestSellers()).flatMap((c) => Object.keys(c)).filter((k) => ENGLISH_KEYS.test(k))).toEqual([]);
    expect(Object.keys((await getActiveCollection("collection-homme"))!).filter((k) => ENGLISH_KEYS.test(k))).toEqual([]);
  });

  it("an English read has the owner's English texts, on the next request after a save", async () => {
    const { products, product_formats, collections } = tables();
    const before = await getProduct("minuit-profond", "en");
    await withTransaction(async (tx) => {
      await tx.update(products).set({ full_description_en: "A deep night, written anew.", usage_tips_en: null }).where(eq(products.slug, "minuit-profond"));
      await tx.update(product_formats).set({ label_en: "Bottle" }).where(eq(product_formats.product_id, before!.id));
      await tx.update(collections).set({ name_en: "Men's Collection" }).where(eq(collections.slug, "collection-homme"));
    });
    const product = await getProduct("minuit-profond", "en");
    expect(product).toMatchObject({ slug: "minuit-profond", full_description_en: "A deep night, written anew.", usage_tips_en: null });
    expect(product).toHaveProperty("name_en");
    expect(product!.formats[0]).toMatchObject({ label_en: "Bottle" });
    expect(await getActiveCollection("collection-homme", "en")).toMatchObject({ name: "Collection Homme", name_en: "Men's Collection" });
    const [card] = await cardsOf([{ id: product!.id }], "en");
    expect(card).toHaveProperty("short_description_en");
    // The French read of the same perfume is still the French one, without the twins.
    expect(await getProduct("minuit-profond")).not.toHaveProperty("full_description_en");
  });
});
