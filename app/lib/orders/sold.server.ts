import { inArray, sql } from "drizzle-orm";
import { tables } from "../platform/database.server";
import { SOLD_STATUSES } from "./status-rules";

/*
 * The rule of "sold" (`SOLD_STATUSES`, `soldCents`, `soldBottles` in status-rules.ts) as SQL, for
 * the queries that add it up over many orders: the same definition, read by the database.
 */

/** The orders that count as sold. */
export function soldOrder() {
  return inArray(tables().orders.status, [...SOLD_STATUSES]);
}

/** What the shop kept of a sold order: `soldCents`. */
export function soldCentsSql() {
  const { orders } = tables();
  return sql<number>`${orders.total_cents} - ${orders.refunded_cents}`;
}

/** The bottles of a sold order's line that stay sold: `soldBottles`. */
export function soldBottlesSql() {
  const { order_items } = tables();
  return sql<number>`${order_items.quantity} - ${order_items.restocked_quantity}`;
}
