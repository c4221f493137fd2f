import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  COLLECTION_PAGE_SIZE,
  COLLECTION_PREVIEW_SIZE,
  COLLECTIONS_PER_PAGE,
  getCollectionsWithProducts,
} from "~/lib/catalog/catalog.server";
import { getCollectionPage, loadCollectionPage } from "~/lib/search/collection-loader.server";
import { readFinder } from "~/lib/search/finder-query";

import { db, tables, withTransaction } from "~/lib/platform/database.server";

const pageOfCollection = async (slug: string, page: number) =>
  (await getCollectionPage(slug, readFinder(new URLSearchParams({ page: String(page) })).finder))!.collection;

// 60 perfumes whose names sort differently in French and in bytes ("Été" after "Ecume").
const NAMES = Array.from({ length: 60 }, (_, i) => (i % 2 ? `Écume ${String(i).padStart(2, "0")}` : `Ete ${String(i).padStart(2, "0")}`));

async function grandeCollection() {
  const { collections, products } = tables();
  const [existing] = await db().select().from(collections).where(eq(collections.slug, "grande-collection")).limit(1);
  if (existing) return existing;
  return withTransaction(async (tx) => {
    const [collection] = await tx
      .insert(collections)
      .values({ slug: "grande-collection", name: "Grande Collection", display_order: 50 })
      .returning();
    await tx.insert(products).values(NAMES.map((name, i) => ({ slug: `grand-${i}`, name, price_cents: 3995, collection_id: collection.id })));
    return collection;
  });
}

const frenchOrder = [...NAMES].sort(new Intl.Collator("fr", { sensitivity: "base" }).compare);

describe("a large catalogue", () => {
  it("spreads /collections over pages of a few collections each", async () => {
    const { collections, products } = tables();
    const before = (await getCollectionsWithProducts()).collections.length;
    await withTransaction(async (tx) => {
      for (let i = 0; i < COLLECTIONS_PER_PAGE; i++) {
        const [c] = await tx.insert(collections).values({ slug: `page-${i}`, name: `Page ${i}`, display_order: 90 + i }).returning();
        await tx.insert(products).values({ slug: `page-parfum-${i}`, name: `Parfum ${i}`, collection_id: c.id });
      }
    });
    const first = await getCollectionsWithProducts(1);
    const last = await getCollectionsWithProducts(first.pageCount);
    expect(first.collections).toHaveLength(COLLECTIONS_PER_PAGE);
    expect(first.pageCount).toBe(Math.ceil((before + COLLECTIONS_PER_PAGE) / COLLECTIONS_PER_PAGE));
    expect(last.collections.at(-1)!.slug).toBe(`page-${COLLECTIONS_PER_PAGE - 1}`);
    expect((await getCollectionsWithProducts(99)).page).toBe(first.pageCount);
  });

  it("shows its first perfumes on /collections, with the total for the 'Voir la collection' link", async () => {
    await grandeCollection();
    const grande = (await getCollectionsWithProducts()).collections.find((c) => c.slug === "grande-collection")!;
    expect(grande.products.map((p) => p.name)).toEqual(frenchOrder.slice(0, COLLECTION_PREVIEW_SIZE));
    expect(grande.productCount).toBe(60);
    // The seeded collections are whole: 5 perfumes or fewer each.
    const homme = (await getCollectionsWithProducts()).collections.find((c) => c.slug === "collection-homme")!;
    expect(homme.products).toHaveLength(homme.productCount);
  });

  it("pages through all its perfumes in French order, each exactly once", async () => {
    await grandeCollection();
    const pages = await Promise.all([1, 2, 3].map((n) => pageOfCollection("grande-collection", n)));
    expect(pages.map((p) => p.products.length)).toEqual([COLLECTION_PAGE_SIZE, COLLECTION_PAGE_SIZE, 12]);
    expect(pages.flatMap((p) => p.products.map((c) => c.name))).toEqual(frenchOrder);
    expect(pages.map((p) => [p.page, p.pageCount])).toEqual([[1, 3], [2, 3], [3, 3]]);
    expect((await pageOfCollection("grande-collection", 9)).page).toBe(3);
  });

  it("reads the page from ?page=, and anything else as the first page", async () => {
    await grandeCollection();
    const pageOf = async (search: string) => {
      const response = await loadCollectionPage("grande-collection", new Request(`http://shop.test/grande-collection${search}`));
      return (response.data as { collection: { page: number } }).collection.page;
    };
    expect(await pageOf("?page=2")).toBe(2);
    expect(await pageOf("?page=abc")).toBe(1);
    expect(await pageOf("?page=-1")).toBe(1);
    expect(await pageOf("")).toBe(1);
  });
});
