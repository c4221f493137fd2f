import { and, asc, eq } from "drizzle-orm";
import { getDb } from "./db.server";
import { collections, products, type Collection, type Product } from "./schema.server";

export const BEST_SELLERS_LIMIT = 4;

/**
 * What a product card shows. Lists select only these columns: every loader value is serialised
 * into the page, and full descriptions of fifteen perfumes would double its weight.
 */
const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  image_url: products.image_url,
  short_description: products.short_description,
  price_cents: products.price_cents,
  stock_status: products.stock_status,
  content: products.content,
  collection_id: products.collection_id,
};
export type ProductCardData = Pick<Product, keyof typeof cardColumns>;

/** What a collection's heading shows; its flags and timestamps stay on the server. */
const collectionColumns = {
  id: collections.id,
  slug: collections.slug,
  name: collections.name,
  description: collections.description,
};
type CollectionData = Pick<Collection, keyof typeof collectionColumns>;

/** What the product page shows (the stock count decides availability); Stripe ids and timestamps stay here. */
const productPageColumns = {
  ...cardColumns,
  stock_quantity: products.stock_quantity,
  full_description: products.full_description,
  top_notes: products.top_notes,
  heart_notes: products.heart_notes,
  base_notes: products.base_notes,
  usage_tips: products.usage_tips,
};
export type ProductPageData = Pick<Product, keyof typeof productPageColumns>;

// SQLite orders bytes ("Pomme" before "Pêche"); French collation sorts as a reader expects.
const frenchCollator = new Intl.Collator("fr", { sensitivity: "base" });
function sortByName<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => frenchCollator.compare(a.name, b.name));
}

/** Catalogue reads are logged and become empty on failure: a page never dies for a list. */
function orEmpty<T>(label: string, read: () => T[]): T[] {
  try {
    return read();
  } catch (error) {
    console.error(`Lecture du catalogue impossible (${label})`, error);
    return [];
  }
}

export function getBestSellers(): ProductCardData[] {
  return orEmpty("best-sellers", () =>
    sortByName(
      getDb()
        .select(cardColumns)
        .from(products)
        .where(eq(products.is_best_seller, true))
        .orderBy(asc(products.id))
        .limit(BEST_SELLERS_LIMIT)
        .all(),
    ),
  );
}

export type CollectionWithProducts = CollectionData & { products: ProductCardData[] };

/** Active collections by display order, each with its perfumes; empty collections are left out. */
export function getCollectionsWithProducts(): CollectionWithProducts[] {
  const active = orEmpty("collections", () =>
    getDb()
      .select(collectionColumns)
      .from(collections)
      .where(eq(collections.is_active, true))
      .orderBy(asc(collections.display_order), asc(collections.name))
      .all(),
  );
  const all = orEmpty("produits", () => sortByName(getDb().select(cardColumns).from(products).all()));
  return active
    .map((c) => ({ ...c, products: all.filter((p) => p.collection_id === c.id) }))
    .filter((c) => c.products.length > 0);
}

export function getActiveCollectionBySlug(slug: string): CollectionWithProducts | null {
  const db = getDb();
  const collection = db
    .select(collectionColumns)
    .from(collections)
    .where(and(eq(collections.slug, slug), eq(collections.is_active, true)))
    .get();
  if (!collection) return null;
  const list = sortByName(
    db.select(cardColumns).from(products).where(eq(products.collection_id, collection.id)).all(),
  );
  return { ...collection, products: list };
}

/** /products/{id} accepts a numeric id or a slug (the fifteen legacy URLs are slugs). */
export function getProduct(idOrSlug: string): ProductPageData | null {
  const db = getDb();
  const byId = /^\d+$/.test(idOrSlug)
    ? db.select(productPageColumns).from(products).where(eq(products.id, Number(idOrSlug))).get()
    : undefined;
  return byId ?? db.select(productPageColumns).from(products).where(eq(products.slug, idOrSlug)).get() ?? null;
}
