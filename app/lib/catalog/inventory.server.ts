import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { liveHold } from "../holds/holds.server";
import { db, tables } from "../platform/database.server";

/**
 * The one inventory (decision 105): what can be sold, of bottles per format and of vials per
 * perfume. A format's price and stock live on `product_formats` only; whether it is for sale is
 * `product-rules.ts` (`isInStock`, `purchaseRefusal`), shared with the browser, and `inStockSql`
 * below for the listings' SQL. The cart, its actions, checkout, payment, refunds (which put bottles
 * back on the format), the alerts, the listings, the search filters and the admin all ask here.
 */

/**
 * `isInStock` in SQL, for a format row under the alias `f`: the owner's « En stock » and a bottle
 * left. Listings count and filter with it, so a card says what the product page says.
 */
export function inStockSql(alias: string): SQL {
  const f = sql.raw(alias);
  return sql`${f}.stock_status = 'in_stock' and ${f}.stock_quantity > 0`;
}

/** Bottles held by live pending orders, per format. */
async function heldQuantities(formatIds: number[], now: Date, exceptOrderId?: number): Promise<Map<number, number>> {
  const { order_items, orders } = tables();
  const rows = await db()
    .select({ formatId: order_items.format_id, held: sql<number>`sum(${order_items.quantity})` })
    .from(order_items)
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .where(and(liveHold(now, exceptOrderId), inArray(order_items.format_id, formatIds)))
    .groupBy(order_items.format_id);
  return new Map(rows.map((r) => [r.formatId as number, Number(r.held)]));
}

/**
 * The one answer to "how many bottles can still be sold", per format (a 100 ml and a 50 ml are
 * counted apart): the stock less what live pending orders hold, never below 0. The cart, its
 * actions and fulfilment all ask here; passing `exceptOrderId` leaves that order's own hold out
 * (it is the one being paid). A format that no longer exists is absent from the map.
 */
export async function sellableQuantities(formatIds: number[], now: Date, exceptOrderId?: number): Promise<Map<number, number>> {
  if (formatIds.length === 0) return new Map();
  const { product_formats } = tables();
  const stock = await db()
    .select({ id: product_formats.id, quantity: product_formats.stock_quantity })
    .from(product_formats)
    .where(inArray(product_formats.id, formatIds));
  const held = await heldQuantities(formatIds, now, exceptOrderId);
  return new Map(stock.map((f) => [f.id, Math.max(0, f.quantity - (held.get(f.id) ?? 0))]));
}

/**
 * Sample vials that can still be promised, per perfume: its sample stock less the samples live
 * pending orders hold, the same rule as the bottles (decision 096). Perfumes no longer offered as
 * samples are absent from the map.
 */
export async function sellableSamples(productIds: number[], now: Date, exceptOrderId?: number): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const { order_samples, orders, products } = tables();
  const stock = await db()
    .select({ id: products.id, quantity: products.sample_stock })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.sample_offered, true)));
  const held = await db()
    .select({ productId: order_samples.product_id, held: sql<number>`count(*)` })
    .from(order_samples)
    .innerJoin(orders, eq(orders.id, order_samples.order_id))
    .where(and(liveHold(now, exceptOrderId), inArray(order_samples.product_id, productIds)))
    .groupBy(order_samples.product_id);
  const heldOf = new Map(held.map((r) => [r.productId as number, Number(r.held)]));
  return new Map(stock.map((p) => [p.id, Math.max(0, p.quantity - (heldOf.get(p.id) ?? 0))]));
}
