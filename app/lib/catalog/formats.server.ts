import { and, asc, eq, inArray } from "drizzle-orm";
import { db, forUpdate, tables, type Db } from "../platform/database.server";
import type { ProductFormat } from "../platform/schema.server";

/** Every format of these perfumes, active or not, in the order the owner set. */
export async function formatsOf(productIds: number[]): Promise<Map<number, ProductFormat[]>> {
  const { product_formats } = tables();
  const byProduct = new Map<number, ProductFormat[]>();
  if (!productIds.length) return byProduct;
  const rows = await db()
    .select()
    .from(product_formats)
    .where(inArray(product_formats.product_id, productIds))
    .orderBy(asc(product_formats.position), asc(product_formats.id));
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  return byProduct;
}

/** The default format of each of these perfumes: the one a cart line naming no format means. */
export async function defaultFormatIds(productIds: number[]): Promise<Map<number, number>> {
  const { product_formats } = tables();
  if (!productIds.length) return new Map();
  const rows = await db()
    .select({ productId: product_formats.product_id, id: product_formats.id })
    .from(product_formats)
    .where(and(inArray(product_formats.product_id, productIds), eq(product_formats.is_default, true)));
  return new Map(rows.map((r) => [r.productId, r.id]));
}

/** A format of this perfume, or undefined: a format id of another perfume is no format of it. */
export async function findFormatOf(productId: number, formatId: number): Promise<ProductFormat | undefined> {
  const { product_formats } = tables();
  const [row] = await db()
    .select()
    .from(product_formats)
    .where(and(eq(product_formats.id, formatId), eq(product_formats.product_id, productId)))
    .limit(1);
  return row;
}

/** What the perfume form edits of its default format: its price, stock and size (decision 105). */
export type DefaultFormatValues = Pick<ProductFormat, "price_cents" | "stock_quantity" | "stock_status" | "volume_ml" | "label"> &
  Partial<Pick<ProductFormat, "price_id">>;

/** A perfume's default format, locked until the transaction ends (inside one). */
export async function lockedDefaultFormat(tx: Db, productId: number): Promise<ProductFormat | undefined> {
  const { product_formats } = tables();
  const [row] = await forUpdate(
    tx.select().from(product_formats).where(and(eq(product_formats.product_id, productId), eq(product_formats.is_default, true))),
  );
  return row;
}

/**
 * Writes a perfume's default format, which the database created with the perfume (drizzle/0015,
 * drizzle-pg/0006): the one home of the perfume's price, stock and size. Inside the caller's
 * transaction; its price enters the history by trigger when it changes.
 */
export async function writeDefaultFormat(tx: Db, productId: number, values: DefaultFormatValues): Promise<ProductFormat> {
  const { product_formats } = tables();
  const [row] = await tx
    .update(product_formats)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(product_formats.product_id, productId), eq(product_formats.is_default, true)))
    .returning();
  return row;
}
