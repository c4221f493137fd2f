import { asc, eq } from "drizzle-orm";
import { db, tables } from "../platform/database.server";
import type { Order, OrderItem, Withdrawal } from "../platform/schema.server";
import { orderLineName } from "../orders/line-name";

export async function findWithdrawal(orderId: number): Promise<Withdrawal | undefined> {
  const { withdrawals } = tables();
  const [withdrawal] = await db().select().from(withdrawals).where(eq(withdrawals.order_id, orderId)).limit(1);
  return withdrawal;
}

/** What the confirmation step shows: the order and its lines, all ticked until the shopper unticks one. */
export function withdrawalReview(order: Order, items: OrderItem[]) {
  return {
    reference: order.reference,
    paidAt: order.paid_at,
    lines: items.map((i) => ({ id: i.id, name: orderLineName(i), quantity: i.quantity })),
  };
}

/** The order behind a confirmation step's access token, with its lines. */
export async function orderForReview(orderId: number): Promise<{ order: Order; items: OrderItem[] } | null> {
  const { order_items, orders } = tables();
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  return { order, items: await db().select().from(order_items).where(eq(order_items.order_id, orderId)).orderBy(asc(order_items.id)) };
}
