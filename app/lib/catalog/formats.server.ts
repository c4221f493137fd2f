import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import { product_formats, type ProductFormat } from "../platform/schema.server";

/** Every format of these perfumes, active or not, in the order the owner set. */
export function formatsOf(productIds: number[]): Map<number, ProductFormat[]> {
  const byProduct = new Map<number, ProductFormat[]>();
  if (!productIds.length) return byProduct;
  const rows = getDb()
    .select()
    .from(product_formats)
    .where(inArray(product_formats.product_id, productIds))
    .orderBy(asc(product_formats.position), asc(product_formats.id))
    .all();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  return byProduct;
}

/** The default format of each of these perfumes: the one a cart line naming no format means. */
export function defaultFormatIds(productIds: number[]): Map<number, number> {
  if (!productIds.length) return new Map();
  const rows = getDb()
    .select({ productId: product_formats.product_id, id: product_formats.id })
    .from(product_formats)
    .where(and(inArray(product_formats.product_id, productIds), eq(product_formats.is_default, true)))
    .all();
  return new Map(rows.map((r) => [r.productId, r.id]));
}

/** A format of this perfume, or undefined: a format id of another perfume is no format of it. */
export function findFormatOf(productId: number, formatId: number): ProductFormat | undefined {
  return getDb()
    .select()
    .from(product_formats)
    .where(and(eq(product_formats.id, formatId), eq(product_formats.product_id, productId)))
    .get();
}
