import { eq } from "drizzle-orm";
import { forUpdate, tables, withTransaction, type Db } from "../platform/database.server";
import type { Order, OrderItem } from "../platform/schema.server";
import { canChange } from "./status-rules";
import { recordEvent } from "./timeline.server";

export type MoveResult = { ok: true; order: Order } | { ok: false; reason: string };

const REFUSED = {
  ship: "Seule une commande payée et pas encore expédiée peut être expédiée.",
  deliver: "Seule une commande expédiée peut être marquée livrée.",
  allRestocked: "Tous les flacons de cette commande ont été remis en stock : elle ne peut plus être expédiée.",
};

export type OrderMove = { orderId: number; actor: string; now?: Date };

export function itemsOf(tx: Db, orderId: number): Promise<OrderItem[]> {
  const { order_items } = tables();
  return tx.select().from(order_items).where(eq(order_items.order_id, orderId));
}

/** The order's row, locked until the transaction ends: every status change starts from it. */
export async function lockedOrder(tx: Db, orderId: number): Promise<Order | undefined> {
  const { orders } = tables();
  const [order] = await forUpdate(tx.select().from(orders).where(eq(orders.id, orderId)).limit(1));
  return order;
}

export type Parcel = { carrier: string; trackingNumber: string; trackingUrl?: string | null };

/**
 * The order, locked at the start of `tx`, marked shipped with its parcel and its timeline line;
 * or why it cannot be: it starts from paid (or a state the rules allow) with a bottle still to send.
 */
export async function markShipped(
  tx: Db,
  input: OrderMove & Parcel,
): Promise<{ ok: true; order: Order; items: OrderItem[] } | { ok: false; reason: string }> {
  const { orders } = tables();
  const now = input.now ?? new Date();
  const order = await lockedOrder(tx, input.orderId);
  if (!order) return { ok: false, reason: "Cette commande n'existe pas." };
  if (!canChange(order, "ship")) return { ok: false, reason: REFUSED.ship };
  const items = await itemsOf(tx, order.id);
  // Every bottle came back to the shelves: a parcel would send stock the shop counts as unsold.
  if (items.length > 0 && items.every((i) => i.restocked_quantity >= i.quantity)) {
    return { ok: false, reason: REFUSED.allRestocked };
  }
  const [updated] = await tx
    .update(orders)
    .set({
      status: order.status === "paid" ? "shipped" : order.status,
      carrier: input.carrier,
      tracking_number: input.trackingNumber,
      tracking_url: input.trackingUrl ?? null,
      shipped_at: now,
      updated_at: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await recordEvent(tx, order.id, "shipped", input.actor, `${input.carrier}, suivi ${input.trackingNumber}`, now);
  return { ok: true, order: updated, items };
}

export function deliverOrder(input: OrderMove): Promise<MoveResult> {
  const { orders } = tables();
  const now = input.now ?? new Date();
  return withTransaction(async (tx): Promise<MoveResult> => {
    const order = await lockedOrder(tx, input.orderId);
    if (!order) return { ok: false, reason: "Cette commande n'existe pas." };
    if (!canChange(order, "deliver")) return { ok: false, reason: REFUSED.deliver };
    const [updated] = await tx
      .update(orders)
      .set({ status: order.status === "shipped" ? "delivered" : order.status, delivered_at: now, updated_at: now })
      .where(eq(orders.id, order.id))
      .returning();
    await recordEvent(tx, order.id, "delivered", input.actor, "", now);
    return { ok: true, order: updated };
  });
}

export type RestockLine = { item_id: number; quantity: number };

/**
 * Bottles of each line (by item id) that left stock with the order and are not back yet: a late
 * payment (refund_due) never took any, and each line gives back at most what it sold.
 */
export function restockableOf(order: Pick<Order, "status">, items: OrderItem[]): Map<number, number> {
  if (order.status === "refund_due") return new Map();
  return new Map(
    items.flatMap((i) => (i.format_id == null || i.restocked_quantity >= i.quantity ? [] : [[i.id, i.quantity - i.restocked_quantity]])),
  );
}

export function refundableCents(order: Pick<Order, "total_cents" | "refunded_cents">): number {
  return Math.max(0, order.total_cents - order.refunded_cents);
}
