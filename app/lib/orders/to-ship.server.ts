import { and, eq, isNull, or } from "drizzle-orm";
import { tables } from "../platform/database.server";

/**
 * The orders waiting for their parcel: `canChange(order, "ship")` of status-rules.ts as SQL (paid,
 * or partly refunded and not shipped yet), for the orders list's « À expédier » filter and the
 * dashboard's count alike, so the figure and the list it links to never disagree.
 */
export function toShipSql() {
  const { orders } = tables();
  return or(eq(orders.status, "paid"), and(eq(orders.status, "partially_refunded"), isNull(orders.shipped_at)))!;
}
