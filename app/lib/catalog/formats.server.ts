import { and, asc, eq, inArray } from "drizzle-orm";
import { db, tables } from "../platform/database.server";
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
