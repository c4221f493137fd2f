import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { affectedRows, db, forUpdate, tables, type Db } from "../platform/database.server";
import type { Order } from "../platform/schema.server";

/**
 * How long a shopper has to pay once "Commander" is pressed. Stripe refuses a Checkout Session that
 * expires less than 30 minutes after its creation, so the window is 30 minutes plus one for the
 * time the call takes; the session's expires_at is the order's (docs/decisions/023).
 */
export const PAYMENT_WINDOW_MS = 31 * 60_000;

/**
 * A pending order keeps its stock and code use this long after its window closes, so a payment
 * made at the last second whose webhook is a little late still finds them.
 */
export const HOLD_GRACE_MS = 15 * 60_000;

export function paymentDeadline(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_WINDOW_MS);
}

/** Whether the shopper may still pay this order: pending and inside its payment window. */
export function isPayable(order: { status: string; expires_at: Date | null }, now = new Date()): boolean {
  return order.status === "pending" && order.expires_at != null && order.expires_at > now;
}

/** A pending order whose window closed before this instant holds nothing any more. */
function holdCutoff(now: Date): Date {
  return new Date(now.getTime() - HOLD_GRACE_MS);
}

/** Whether this order's own hold still counts: the same rule as the SQL of everyone else's. */
export function holdStillCounts(order: Pick<Order, "status" | "expires_at">, now: Date): boolean {
  return order.status === "pending" && order.expires_at != null && order.expires_at > holdCutoff(now);
}

/** Pending orders whose hold still counts. A hold needs no release: it simply stops counting. */
function liveHold(now: Date, exceptOrderId?: number) {
  const { orders } = tables();
  const live = and(eq(orders.status, "pending"), gt(orders.expires_at, holdCutoff(now)));
  return exceptOrderId == null ? live : and(live, ne(orders.id, exceptOrderId));
}

/** What a checkout or a payment counts holds against: bottles per format, vials per perfume, one code. */
export type HeldRows = { formatIds: number[]; sampleIds: number[]; promoCode: string | null };

/**
 * Locks, until the transaction ends, the rows whose stock or uses are about to be counted against
 * the holds (decision 099): every checkout or payment touching the same bottle, vial or code then
 * takes turns, and the others do not wait. Always in the same order (formats, perfumes, code, each
 * by id) so two transactions never wait on each other. The bottles' perfumes are locked with the
 * vials' because a payment's stock update writes them too (the default format's mirror trigger):
 * taken later, that row lock would break the order. SQLite's single writer already holds them.
 */
export async function lockHeldRows(tx: Db, rows: HeldRows): Promise<void> {
  const { product_formats, products, promo_codes } = tables();
  const perfumeIds = new Set(rows.sampleIds);
  if (rows.formatIds.length) {
    const formats = await forUpdate(
      tx
        .select({ id: product_formats.id, productId: product_formats.product_id })
        .from(product_formats)
        .where(inArray(product_formats.id, rows.formatIds))
        .orderBy(asc(product_formats.id)),
    );
    for (const f of formats) perfumeIds.add(f.productId);
  }
  if (perfumeIds.size) {
    await forUpdate(tx.select({ id: products.id }).from(products).where(inArray(products.id, [...perfumeIds])).orderBy(asc(products.id)));
  }
  if (rows.promoCode) {
    await forUpdate(tx.select({ id: promo_codes.id }).from(promo_codes).where(eq(promo_codes.code, rows.promoCode)));
  }
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

/** Uses of a promo code held by live pending orders. */
export async function heldUses(code: string, now: Date, exceptOrderId?: number): Promise<number> {
  const { orders } = tables();
  const [row] = await db()
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(and(liveHold(now, exceptOrderId), eq(orders.promo_code, code)))
    .limit(1);
  return Number(row?.n ?? 0);
}

/** Marks lapsed pending orders expired, so the admin sees them for what they are (inside a write transaction). */
export async function expireLapsedOrders(now: Date): Promise<number> {
  const { orders } = tables();
  const result = await db()
    .update(orders)
    .set({ status: "expired", updated_at: now })
    .where(
      and(
        eq(orders.status, "pending"),
        or(isNull(orders.expires_at), lte(orders.expires_at, holdCutoff(now))),
      ),
    );
  return affectedRows(result);
}
