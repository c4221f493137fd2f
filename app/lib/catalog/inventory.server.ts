import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { holdStillCounts, liveHold } from "../holds/holds.server";
import { memoUntilDataChanges } from "../platform/data-memo.server";
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

/**
 * What a set of formats (or perfumes, for vials) had when read: the stock, and every hold of a
 * pending order that still counted a while before (`since`). Later instants need no new read:
 * a hold only ever stops counting as time passes, and anything else that moves these figures is a
 * commit, which empties the memo. So the cart priced on every page of a visit reads nothing until
 * the data changes, and says exactly what a fresh read would (decision 132).
 */
type Snapshot = { since: Date; stock: Map<number, number>; holds: { orderId: number; id: number; quantity: number; expires_at: Date | null }[] };

/** How far back a remembered snapshot keeps holds, so callers a little behind the clock use it too. */
const LOOKBACK_MS = 10 * 60_000;

async function readFormatSnapshot(formatIds: number[], since: Date): Promise<Snapshot> {
  const { order_items, orders, product_formats } = tables();
  const stock = await db()
    .select({ id: product_formats.id, quantity: product_formats.stock_quantity })
    .from(product_formats)
    .where(inArray(product_formats.id, formatIds));
  const holds = await db()
    .select({ orderId: orders.id, id: order_items.format_id, quantity: order_items.quantity, expires_at: orders.expires_at })
    .from(order_items)
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .where(and(liveHold(since), inArray(order_items.format_id, formatIds)));
  return { since, stock: new Map(stock.map((f) => [f.id, f.quantity])), holds: holds.map((h) => ({ ...h, id: h.id as number })) };
}

async function readSampleSnapshot(productIds: number[], since: Date): Promise<Snapshot> {
  const { order_samples, orders, products } = tables();
  const stock = await db()
    .select({ id: products.id, quantity: products.sample_stock })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.sample_offered, true)));
  const holds = await db()
    .select({ orderId: orders.id, id: order_samples.product_id, expires_at: orders.expires_at })
    .from(order_samples)
    .innerJoin(orders, eq(orders.id, order_samples.order_id))
    .where(and(liveHold(since), inArray(order_samples.product_id, productIds)));
  return { since, stock: new Map(stock.map((p) => [p.id, p.quantity])), holds: holds.map((h) => ({ ...h, id: h.id as number, quantity: 1 })) };
}

function remembered(read: (ids: number[], since: Date) => Promise<Snapshot>) {
  const memo = memoUntilDataChanges((...ids: number[]) => read(ids, new Date(Date.now() - LOOKBACK_MS)));
  return async (ids: number[], now: Date): Promise<Snapshot> => {
    const known = await memo(...ids);
    return known.since <= now ? known : read(ids, now);
  };
}

const formatSnapshot = remembered(readFormatSnapshot);
const sampleSnapshot = remembered(readSampleSnapshot);

/** The stock less what pending orders still hold at `now` (but `exceptOrderId`'s), never below 0. */
function sellableAt(snapshot: Snapshot, now: Date, exceptOrderId?: number): Map<number, number> {
  const held = new Map<number, number>();
  for (const h of snapshot.holds) {
    if (h.orderId === exceptOrderId || !holdStillCounts({ status: "pending", expires_at: h.expires_at }, now)) continue;
    held.set(h.id, (held.get(h.id) ?? 0) + h.quantity);
  }
  return new Map([...snapshot.stock].map(([id, quantity]) => [id, Math.max(0, quantity - (held.get(id) ?? 0))]));
}

/**
 * The one answer to "how many bottles can still be sold", per format (a 100 ml and a 50 ml are
 * counted apart): the stock less what live pending orders hold, never below 0. The cart, its
 * actions and fulfilment all ask here; passing `exceptOrderId` leaves that order's own hold out
 * (it is the one being paid). A format that no longer exists is absent from the map.
 */
export async function sellableQuantities(formatIds: number[], now: Date, exceptOrderId?: number): Promise<Map<number, number>> {
  if (formatIds.length === 0) return new Map();
  return sellableAt(await formatSnapshot(formatIds, now), now, exceptOrderId);
}

/**
 * Sample vials that can still be promised, per perfume: its sample stock less the samples live
 * pending orders hold, the same rule as the bottles (decision 096). Perfumes no longer offered as
 * samples are absent from the map.
 */
export async function sellableSamples(productIds: number[], now: Date, exceptOrderId?: number): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  return sellableAt(await sampleSnapshot(productIds, now), now, exceptOrderId);
}
