import { asc, eq, type SQL } from "drizzle-orm";
import { db, tables } from "../platform/database.server";
import { sortByFrenchName, sortFrench } from "../format/french-sort";
import { noteKey, noteTags } from "../catalog/olfactory";
import { rowOf } from "./forms.server";
import type { Product, ProductFormat } from "../platform/schema.server";
import { sizeText } from "../catalog/formats";
import { formatsOf } from "../catalog/formats.server";
import { findProduct } from "../catalog/perfume-writes.server";

/*
 * The back-office's reads of perfumes: its list, the dialog's perfume and options, the banner's
 * count. Their writes are the catalogue's (`catalog/perfume-writes.server.ts`).
 */

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
