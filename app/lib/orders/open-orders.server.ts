import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { forUpdate, tables, type Db } from "../platform/database.server";
import { hasWorkLeft } from "./status-rules";

export type OrderWorkState = { id: number; reference: string; workLeft: boolean };

/**
 * The orders matching `where`, locked in id order (the order every status change locks them in),
 * each with whether the shop still owes its customer something (`hasWorkLeft`). The facts are read
 * by a second statement once the locks are held, so a refund or withdrawal that committed while
 * we waited is seen, and none can begin until the caller's transaction ends.
 */
export async function lockOrdersWithWork(tx: Db, where: SQL | undefined): Promise<OrderWorkState[]> {
  const { orders, refunds, withdrawals } = tables();
  const locked = await forUpdate(tx.select({ id: orders.id }).from(orders).where(where).orderBy(asc(orders.id)));
  if (!locked.length) return [];
  const rows = await tx
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      shipped_at: orders.shipped_at,
      delivered_at: orders.delivered_at,
      // Conditions built with and()/eq() keep their table names inside a single-table select's fields.
      refundPending: sql`exists (select 1 from ${refunds} where ${and(eq(refunds.order_id, orders.id), eq(refunds.status, "pending"))})`.mapWith(Boolean),
      withdrawalRequested: sql`exists (select 1 from ${withdrawals} where ${and(eq(withdrawals.order_id, orders.id))})`.mapWith(Boolean),
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.id));
  return rows.map((o) => ({ id: o.id, reference: o.reference, workLeft: hasWorkLeft(o, o) }));
}
