import { and, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import { pageWindow, type ListQuery } from "../platform/admin-list.server";
import { db, tables } from "../platform/database.server";
import { containsFolded, startsWith } from "../platform/sql-dialect.server";

const VOUCHERS_PAGE_SIZE = 25;

/**
 * One page of the set vouchers issued, newest first, with the order that bought the set and the
 * one that used the voucher. The search matches the code (from its start), the buyer's name or
 * email and the set's order reference.
 */
export async function listVouchers({ q, page }: ListQuery) {
  const { orders, set_vouchers } = tables();
  const conditions: SQL[] = [];
  if (q) {
    conditions.push(
      or(
        startsWith(set_vouchers.code, q.toUpperCase()),
        containsFolded(orders.customer_name, q),
        containsFolded(orders.customer_email, q),
        startsWith(orders.reference, q.toUpperCase()),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db().select({ total: count() }).from(set_vouchers).innerJoin(orders, eq(orders.id, set_vouchers.order_id)).where(where);
  const window = pageWindow(total, page, VOUCHERS_PAGE_SIZE);
  const rows = await db()
    .select({ voucher: set_vouchers, orderId: orders.id, orderReference: orders.reference, buyer: orders.customer_name })
    .from(set_vouchers)
    .innerJoin(orders, eq(orders.id, set_vouchers.order_id))
    .where(where)
    .orderBy(desc(set_vouchers.id))
    .limit(window.limit)
    .offset(window.offset);
  const usedIds = rows.flatMap((r) => (r.voucher.used_order_id == null ? [] : [r.voucher.used_order_id]));
  const usedBy = new Map(
    usedIds.length
      ? (await db().select({ id: orders.id, reference: orders.reference }).from(orders).where(inArray(orders.id, usedIds))).map((o) => [o.id, o.reference])
      : [],
  );
  const vouchers = rows.map((r) => ({ ...r, usedOrderReference: r.voucher.used_order_id == null ? null : (usedBy.get(r.voucher.used_order_id) ?? null) }));
  return { vouchers, total, page: window.page, pageCount: window.pageCount };
}
