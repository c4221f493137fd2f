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
export function liveHold(now: Date, exceptOrderId?: number) {
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
 * by id) so two transactions never wait on each other. Bottles are counted on their format only
 * (decision 105), vials on their perfume. SQLite's single writer already holds them.
 */
export async function lockHeldRows(tx: Db, rows: HeldRows): Promise<void> {
  const { product_formats, products, promo_codes, set_vouchers } = tables();
  if (rows.formatIds.length) {
    await forUpdate(
      tx.select({ id: product_formats.id }).from(product_formats).where(inArray(product_formats.id, rows.formatIds)).orderBy(asc(product_formats.id)),
    );
  }
  if (rows.sampleIds.length) {
    await forUpdate(tx.select({ id: products.id }).from(products).where(inArray(products.id, rows.sampleIds)).orderBy(asc(products.id)));
  }
  if (rows.promoCode) {
    await forUpdate(tx.select({ id: promo_codes.id }).from(promo_codes).where(eq(promo_codes.code, rows.promoCode)));
    // The order's one code may be a discovery set's voucher (decision 114): its row takes turns too.
    await forUpdate(tx.select({ id: set_vouchers.id }).from(set_vouchers).where(eq(set_vouchers.code, rows.promoCode)));
  }
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
