import { and, asc, count, eq, ne } from "drizzle-orm";
import { BEST_SELLERS_LIMIT } from "../catalog/catalog.server";
import { getDb } from "../platform/db.server";
import { isStripeEnabled } from "../checkout/stripe.server";
import { sortByFrenchName, sortFrench } from "../format/french-sort";
import { noteKey, noteTags } from "../catalog/olfactory";
import type { ProductInput } from "./schemas";
import { rowOf } from "./forms.server";
import { slugify } from "./slug";
import { uniqueSlug } from "./slug.server";
import { collections, products, type Product } from "../platform/schema.server";

export type AdminProduct = Product & { collection_name: string | null };

export function listProducts(): AdminProduct[] {
  const rows = getDb()
    .select({ product: products, collection_name: collections.name })
    .from(products)
    .leftJoin(collections, eq(collections.id, products.collection_id))
    .orderBy(asc(products.name))
    .all()
    .map((row) => ({ ...row.product, collection_name: row.collection_name }));
  return sortByFrenchName(rows);
}

/** The perfume a route's `:id` names, or the admin's 404 "Ce parfum n'existe plus.". */
export function perfumeOf(params: { id?: string }): Product {
  return rowOf(params.id, findProduct, "Ce parfum n'existe plus.");
}

export function findProduct(id: number): Product | undefined {
  return getDb().select().from(products).where(eq(products.id, id)).get();
}

function productSlug(name: string, exceptId?: number) {
  const db = getDb();
  // A name of symbols only still needs an address.
  return uniqueSlug(slugify(name) || "parfum", (slug) =>
    Boolean(
      db
        .select({ id: products.id })
        .from(products)
        .where(exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug))
        .get(),
    ),
  );
}

/**
 * Demo mode has no payment provider: a local id that still says which price it stands for. `key`
 * is the perfume's id for its default format, "perfume-format" for another format.
 */
export function demoPriceId(key: number | string, cents: number) {
  return `demo_price_${key}_${cents}`;
}

function columns(input: ProductInput) {
  return {
    name: input.name,
    collection_id: input.collection_id ?? null,
    short_description: input.short_description ?? "",
    full_description: input.full_description ?? "",
    families: input.families,
    top_notes: input.top_notes ?? null,
    heart_notes: input.heart_notes ?? null,
    base_notes: input.base_notes ?? null,
    price_cents: input.price,
    image_url: input.image_url ?? null,
    content: input.content ?? null,
    stock_quantity: input.stock_quantity,
    stock_status: input.stock_status,
    usage_tips: input.usage_tips ?? null,
    concentration: input.concentration,
    ingredients: input.ingredients ?? "",
    allergens: input.allergens,
    warnings: input.warnings,
    reference: input.reference ?? null,
    ean: input.ean ?? null,
  };
}

/** A price id that no longer matches the price is dropped (demo mode simply makes the new one). */
export function priceIdFor(key: number | string, cents: number) {
  return isStripeEnabled() ? null : demoPriceId(key, cents);
}

export const UNKNOWN_COLLECTION = "Cette collection n'existe plus : choisissez-en une autre";

/** Thrown when the chosen collection is gone (deleted in another tab a second ago, or forged). */
export class UnknownCollectionError extends Error {}

// Checked in the same synchronous call as the write, so no deletion can slip in between.
function assertCollectionExists(collectionId: number | undefined) {
  if (collectionId == null) return;
  const found = getDb().select({ id: collections.id }).from(collections).where(eq(collections.id, collectionId)).get();
  if (!found) throw new UnknownCollectionError(UNKNOWN_COLLECTION);
}

export function createProduct(input: ProductInput): Product {
  const db = getDb();
  assertCollectionExists(input.collection_id);
  return db.transaction((tx) => {
    const [row] = tx
      .insert(products)
      .values({ ...columns(input), slug: productSlug(input.name) })
      .returning()
      .all();
    return tx
      .update(products)
      .set({ price_id: priceIdFor(row.id, input.price) })
      .where(eq(products.id, row.id))
      .returning()
      .all()[0];
  });
}

export function updateProduct(id: number, input: ProductInput): Product | undefined {
  const existing = findProduct(id);
  if (!existing) return undefined;
  assertCollectionExists(input.collection_id);
  const priceChanged = existing.price_cents !== input.price;
  return getDb()
    .update(products)
    .set({
      ...columns(input),
      slug: existing.name === input.name ? existing.slug : productSlug(input.name, id),
      ...(priceChanged ? { price_id: priceIdFor(id, input.price) } : {}),
      updated_at: new Date(),
    })
    .where(eq(products.id, id))
    .returning()
    .all()[0];
}

/** Order lines keep their name and price snapshot: their product_id is set to null by the FK. */
export function deleteProduct(id: number): boolean {
  return getDb().delete(products).where(eq(products.id, id)).run().changes > 0;
}

export type BestSellerResult = "added" | "removed" | "limit" | "missing";

export function setBestSeller(id: number, value: boolean): BestSellerResult {
  const db = getDb();
  return db.transaction((tx) => {
    const product = tx.select().from(products).where(eq(products.id, id)).get();
    if (!product) return "missing";
    if (value && !product.is_best_seller) {
      const n = tx.select({ n: count() }).from(products).where(eq(products.is_best_seller, true)).get()?.n ?? 0;
      if (n >= BEST_SELLERS_LIMIT) return "limit";
    }
    tx.update(products).set({ is_best_seller: value, updated_at: new Date() }).where(eq(products.id, id)).run();
    return value ? "added" : "removed";
  });
}

/** Perfumes whose page cannot yet show its ingredient list, an essential characteristic (decision 089). */
export function productsWithoutIngredients(): { id: number; name: string }[] {
  const rows = getDb().select({ id: products.id, name: products.name }).from(products).where(eq(products.ingredients, "")).all();
  return sortByFrenchName(rows);
}

/** Every note the catalogue already uses, once each (first spelling met), for the editor's suggestions. */
export function usedNotes(): string[] {
  const rows = getDb()
    .select({ top: products.top_notes, heart: products.heart_notes, base: products.base_notes })
    .from(products)
    .all();
  const notes = new Map<string, string>();
  for (const row of rows) {
    for (const tag of [row.top, row.heart, row.base].flatMap(noteTags)) {
      if (!notes.has(noteKey(tag))) notes.set(noteKey(tag), tag);
    }
  }
  return sortFrench([...notes.values()]);
}

export function collectionOptions() {
  return getDb()
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .orderBy(asc(collections.display_order), asc(collections.name))
    .all();
}
