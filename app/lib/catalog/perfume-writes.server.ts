import { and, asc, count, eq, ne } from "drizzle-orm";
import { BEST_SELLERS_LIMIT } from "./catalog.server";
import { affectedRows, db, forUpdate, lockKeys, tables, withTransaction, type Db } from "../platform/database.server";
import { isUniqueViolation } from "../platform/unique-violation.server";
import { countAfterOwnerEdit, type OwnerCount } from "../platform/owner-counts";
import type { Product } from "../platform/schema.server";
import type { ProductInput } from "./perfume-schemas";
import { sizeOf } from "./format-volume";
import { lockedDefaultFormat, writeDefaultFormat, type DefaultFormatValues } from "./formats.server";
import { priceIdFor } from "./price-ids.server";
import { slugify } from "./slug";
import { uniqueSlug } from "./slug.server";

/*
 * The owner's writes of perfumes (the perfume dialog, deletion, best sellers): the catalogue owns
 * its tables' writes, the back-office only reads its forms and answers.
 */

/** The perfume with this id, or undefined. */
export async function findProduct(id: number): Promise<Product | undefined> {
  const { products } = tables();
  const [row] = await db().select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/**
 * A free slug for this name, chosen inside the save's transaction. On PostgreSQL, saves that
 * would pick from the same base take turns on its key; a name whose own slug ends like a suffix
 * ("Brume 2" against a second "Brume") can still collide, and the unique index refuses it: the
 * save then runs again and finds the slug taken (decision 099).
 */
async function productSlug(tx: Db, name: string, exceptId?: number) {
  const { products } = tables();
  // A name of symbols only still needs an address.
  const base = slugify(name) || "parfum";
  await lockKeys(tx, [`product-slug:${base}`]);
  return uniqueSlug(base, async (slug) => {
    const [clash] = await tx
      .select({ id: products.id })
      .from(products)
      .where(exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug))
      .limit(1);
    return Boolean(clash);
  });
}

/** A save that picks a slug, run again (twice at most) when the unique index refused the one it picked. */
async function withFreeSlug<T>(save: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withTransaction(save);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
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
    image_url: input.image_url ?? null,
    usage_tips: input.usage_tips ?? null,
    concentration: input.concentration,
    ingredients: input.ingredients ?? "",
    allergens: input.allergens,
    warnings: input.warnings,
    reference: input.reference ?? null,
    ean: input.ean ?? null,
    name_en: input.name_en ?? null,
    short_description_en: input.short_description_en ?? null,
    full_description_en: input.full_description_en ?? null,
    usage_tips_en: input.usage_tips_en ?? null,
    warnings_en: input.warnings_en ?? null,
  };
}

/** The form's price, stock and size, which are its default format's (decision 105). */
function defaultFormatValues(input: ProductInput): DefaultFormatValues {
  return { price_cents: input.price, stock_quantity: input.stock_quantity, stock_status: input.stock_status, ...sizeOf(input.content) };
}

const UNKNOWN_COLLECTION = "Cette collection n'existe plus : choisissez-en une autre";

/** Thrown when the chosen collection is gone (deleted in another tab a second ago, or forged). */
export class UnknownCollectionError extends Error {}

// Checked in the write's transaction, its row locked, so no deletion can slip in between.
async function assertCollectionExists(collectionId: number | undefined) {
  const { collections } = tables();
  if (collectionId == null) return;
  const [found] = await forUpdate(
    db().select({ id: collections.id }).from(collections).where(eq(collections.id, collectionId)),
  );
  if (!found) throw new UnknownCollectionError(UNKNOWN_COLLECTION);
}

export function createProduct(input: ProductInput): Promise<Product> {
  const { products } = tables();
  return withFreeSlug(async (tx) => {
    await assertCollectionExists(input.collection_id);
    const [row] = await tx
      .insert(products)
      .values({ ...columns(input), slug: await productSlug(tx, input.name) })
      .returning();
    await writeDefaultFormat(tx, row.id, { ...defaultFormatValues(input), price_id: priceIdFor(row.id, input.price) });
    return row;
  });
}

/**
 * The perfume's rows locked in the order a payment takes them (its formats by id, then the
 * perfume), so an edit and a payment of the same perfume never wait on each other in a circle.
 */
async function lockedPerfume(tx: Db, id: number): Promise<Product | undefined> {
  const { product_formats, products } = tables();
  await forUpdate(
    tx.select({ id: product_formats.id }).from(product_formats).where(eq(product_formats.product_id, id)).orderBy(asc(product_formats.id)),
  );
  const [product] = await forUpdate(tx.select().from(products).where(eq(products.id, id)));
  return product;
}

export type ProductSave = { outcome: "saved"; product: Product; stock: OwnerCount } | { outcome: "missing" } | { outcome: "stock-unknown" };

/**
 * Saves the perfume dialog. Its price, stock and size are the default format's (decision 105),
 * whose stock payments also move: the owner's edit is applied to the stock read here, locked, so
 * a sale paid while the dialog was open is never undone; "stock-unknown" when the form did not
 * say what it showed (decision 100).
 */
export function updateProduct(id: number, input: ProductInput): Promise<ProductSave> {
  const { products } = tables();
  return withFreeSlug(async (tx): Promise<ProductSave> => {
    // The collection first: its deletion locks it, then its perfumes.
    await assertCollectionExists(input.collection_id);
    const existing = await lockedPerfume(tx, id);
    const format = existing && (await lockedDefaultFormat(tx, id));
    if (!existing || !format) return { outcome: "missing" };
    const stock = countAfterOwnerEdit(format.stock_quantity, { typed: input.stock_quantity, shown: input.stock_shown });
    if (!stock) return { outcome: "stock-unknown" };
    const [saved] = await tx
      .update(products)
      .set({
        ...columns(input),
        slug: existing.name === input.name ? existing.slug : await productSlug(tx, input.name, id),
        updated_at: new Date(),
      })
      .where(eq(products.id, id))
      .returning();
    await writeDefaultFormat(tx, id, {
      ...defaultFormatValues(input),
      stock_quantity: stock.saved,
      ...(format.price_cents !== input.price ? { price_id: priceIdFor(id, input.price) } : {}),
    });
    return { outcome: "saved", product: saved, stock };
  });
}

/** Order lines keep their name and price snapshot: their product_id is set to null by the FK. */
export async function deleteProduct(id: number): Promise<boolean> {
  const { products } = tables();
  return withTransaction(async (tx) => {
    if (!(await lockedPerfume(tx, id))) return false;
    return affectedRows(await tx.delete(products).where(eq(products.id, id))) > 0;
  });
}

export type BestSellerResult = "added" | "removed" | "limit" | "missing";

/**
 * The best-seller limit counts rows whose flag another save may be setting right now: the key
 * "best-sellers" makes every addition take turns on PostgreSQL, as SQLite's writer does.
 */
export function setBestSeller(id: number, value: boolean): Promise<BestSellerResult> {
  const { products } = tables();
  return withTransaction(async (tx) => {
    await lockKeys(tx, ["best-sellers"]);
    const [product] = await forUpdate(tx.select().from(products).where(eq(products.id, id)));
    if (!product) return "missing";
    if (value && !product.is_best_seller) {
      const [{ n }] = await tx.select({ n: count() }).from(products).where(eq(products.is_best_seller, true));
      if (n >= BEST_SELLERS_LIMIT) return "limit";
    }
    await tx.update(products).set({ is_best_seller: value, updated_at: new Date() }).where(eq(products.id, id));
    return value ? "added" : "removed";
  });
}

