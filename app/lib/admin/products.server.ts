import { and, asc, count, eq, ne, type SQL } from "drizzle-orm";
import { BEST_SELLERS_LIMIT } from "../catalog/catalog.server";
import { affectedRows, db, forUpdate, lockKeys, tables, withTransaction, type Db } from "../platform/database.server";
import { isUniqueViolation } from "../platform/unique-violation.server";
import { isStripeEnabled } from "../platform/stripe.server";
import { sortByFrenchName, sortFrench } from "../format/french-sort";
import { noteKey, noteTags } from "../catalog/olfactory";
import type { ProductInput } from "./schemas";
import { countAfterOwnerEdit, type OwnerCount } from "../platform/owner-counts";
import { rowOf } from "./forms.server";
import { slugify } from "./slug";
import { uniqueSlug } from "./slug.server";
import type { Product, ProductFormat } from "../platform/schema.server";
import { sizeOf, sizeText } from "../catalog/formats";
import { formatsOf, lockedDefaultFormat, writeDefaultFormat, type DefaultFormatValues } from "../catalog/formats.server";

export type AdminProduct = Product & { collection_name: string | null };

export async function listProducts(where?: SQL): Promise<AdminProduct[]> {
  const { collections, products } = tables();
  const rows = await db()
    .select({ product: products, collection_name: collections.name })
    .from(products)
    .leftJoin(collections, eq(collections.id, products.collection_id))
    .where(where)
    .orderBy(asc(products.name));
  return sortByFrenchName(rows.map((row) => ({ ...row.product, collection_name: row.collection_name })));
}

/** The perfume dialog's perfume: its own columns, and its default format's price, stock and size as « Contenu ». */
export type PerfumeForForm = Product & Pick<ProductFormat, "price_cents" | "stock_quantity" | "stock_status"> & { content: string };

async function findPerfumeForForm(id: number): Promise<PerfumeForForm | undefined> {
  const product = await findProduct(id);
  const format = product && (await formatsOf([id])).get(id)?.find((f) => f.is_default);
  if (!product || !format) return undefined;
  return { ...product, price_cents: format.price_cents, stock_quantity: format.stock_quantity, stock_status: format.stock_status, content: sizeText(format) };
}

/** The perfume a route's `:id` names with its default format, for the dialog, or the admin's 404. */
export function perfumeForForm(params: { id?: string }): Promise<PerfumeForForm> {
  return rowOf(params.id, findPerfumeForForm, "Ce parfum n'existe plus.");
}

/** The perfume a route's `:id` names, or the admin's 404 "Ce parfum n'existe plus.". */
export function perfumeOf(params: { id?: string }): Promise<Product> {
  return rowOf(params.id, findProduct, "Ce parfum n'existe plus.");
}

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
    image_url: input.image_url ?? null,
    usage_tips: input.usage_tips ?? null,
    concentration: input.concentration,
    ingredients: input.ingredients ?? "",
    allergens: input.allergens,
    warnings: input.warnings,
    reference: input.reference ?? null,
    ean: input.ean ?? null,
  };
}

/** The form's price, stock and size, which are its default format's (decision 105). */
function defaultFormatValues(input: ProductInput): DefaultFormatValues {
  return { price_cents: input.price, stock_quantity: input.stock_quantity, stock_status: input.stock_status, ...sizeOf(input.content) };
}

/** A price id that no longer matches the price is dropped (demo mode simply makes the new one). */
export function priceIdFor(key: number | string, cents: number) {
  return isStripeEnabled() ? null : demoPriceId(key, cents);
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

/** Perfumes whose page cannot yet show its ingredient list, an essential characteristic (decision 089). */
/** The best sellers as the perfume list's card shows them, whichever page of the list is open. */
export async function bestSellers(): Promise<Pick<Product, "id" | "name" | "image_url">[]> {
  const { products } = tables();
  return sortByFrenchName(
    await db().select({ id: products.id, name: products.name, image_url: products.image_url }).from(products).where(eq(products.is_best_seller, true)),
  );
}

/** Perfumes the admin banner names; the others are counted, and listed by the perfumes list's filter. */
const NAMED_WITHOUT_INGREDIENTS = 8;

/**
 * The perfumes without their ingredient list, as the admin banner shows them on every screen: the
 * first few by name and how many in all, so the frame stays the same size however many there are.
 */
export async function productsWithoutIngredients(): Promise<{ named: { id: number; name: string }[]; total: number }> {
  const { products } = tables();
  const rows = await db().select({ id: products.id, name: products.name }).from(products).where(eq(products.ingredients, ""));
  return { named: sortByFrenchName(rows).slice(0, NAMED_WITHOUT_INGREDIENTS), total: rows.length };
}

/** Every note the catalogue already uses, once each (first spelling met), for the editor's suggestions. */
export async function usedNotes(): Promise<string[]> {
  const { products } = tables();
  const rows = await db()
    .select({ top: products.top_notes, heart: products.heart_notes, base: products.base_notes })
    .from(products);
  const notes = new Map<string, string>();
  for (const row of rows) {
    for (const tag of [row.top, row.heart, row.base].flatMap(noteTags)) {
      if (!notes.has(noteKey(tag))) notes.set(noteKey(tag), tag);
    }
  }
  return sortFrench([...notes.values()]);
}

export async function collectionOptions(): Promise<{ id: number; name: string }[]> {
  const { collections } = tables();
  return db()
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .orderBy(asc(collections.display_order), asc(collections.name));
}
