import { and, asc, eq, gte, inArray, lte, or, type SQL } from "drizzle-orm";
import { db, tables } from "../platform/database.server";
import { containsFolded, startsWith, startsWithAnyCase } from "../platform/sql-dialect.server";
import { cursorOf, keysetPage, newestFirst, pastCursor, type KeysetKey, type KeysetRead } from "../platform/keyset-pages.server";
import { parisDayEnd, parisDayStart } from "../format/paris-time";
import type { Order, OrderItem } from "../platform/schema.server";
import type { OrderFilters } from "./order-filters";
import { toShipSql } from "./to-ship.server";

const PAGE_SIZE = 25;

/** An order as the list shows it: its lines, and whether its shopper asked to withdraw. */
export type ListedOrder = Order & { items: OrderItem[]; withdrawn: boolean };

/**
 * What the search box matches. A reference ("MS-…") or an email ("…@…", in any case) is looked
 * up as a prefix on its index, at once whatever the history's size; other text is looked for
 * inside names and emails, case and accents folded, which reads the orders newest first until a
 * page is full (the whole history only for a name found nowhere, docs/decisions/064).
 */
function searchOf(q: string): SQL {
  const { orders } = tables();
  if (/^MS-/i.test(q)) return startsWith(orders.reference, q.toUpperCase());
  if (q.includes("@")) return startsWithAnyCase(orders.customer_email, q);
  return or(containsFolded(orders.customer_email, q), containsFolded(orders.customer_name, q))!;
}

/** The WHERE of a search: each filter narrows; the search text matches reference, email or name. */
function whereOf(f: OrderFilters): SQL[] {
  const { orders, withdrawals } = tables();
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(orders.status, f.status));
  if (f.from) conditions.push(gte(orders.created_at, parisDayStart(f.from)));
  if (f.to) conditions.push(lte(orders.created_at, parisDayEnd(f.to)));
  if (f.q) conditions.push(searchOf(f.q));
  if (f.retractation) conditions.push(inArray(orders.id, db().select({ id: withdrawals.order_id }).from(withdrawals)));
  if (f.expedier) conditions.push(toShipSql());
  return conditions;
}

async function withItems(list: Order[]): Promise<ListedOrder[]> {
  if (list.length === 0) return [];
  const { order_items, withdrawals } = tables();
  const ids = list.map((o) => o.id);
  const [items, withdrawals_] = await Promise.all([
    db().select().from(order_items).where(inArray(order_items.order_id, ids)).orderBy(asc(order_items.id)),
    db().select({ id: withdrawals.order_id }).from(withdrawals).where(inArray(withdrawals.order_id, ids)),
  ]);
  const byOrder = new Map<number, OrderItem[]>();
  for (const item of items) byOrder.set(item.order_id, [...(byOrder.get(item.order_id) ?? []), item]);
  const withdrawn = new Set(withdrawals_.map((w) => w.id));
  return list.map((o) => ({ ...o, items: byOrder.get(o.id) ?? [], withdrawn: withdrawn.has(o.id) }));
}

/** The orders a search matches, plus the kit's `conditions`, in its order. */
function readOrders(f: OrderFilters): KeysetRead<Order> {
  const { orders } = tables();
  return (conditions, order, limit) =>
    db()
      .select()
      .from(orders)
      .where(and(...whereOf(f), ...conditions))
      .orderBy(...order)
      .limit(limit);
}

const orderKey = (): KeysetKey => ({ at: tables().orders.created_at, id: tables().orders.id });
const cursorOfOrder = (o: Order) => cursorOf(o.created_at, o.id);

export type OrdersPage = {
  orders: ListedOrder[];
  /** Cursors of the next (older) and previous (newer) pages, null at either end. */
  older: string | null;
  newer: string | null;
};

/**
 * One page of the orders screen: keyset cursors on (created_at, id), which the created_at and
 * (status, created_at) indexes serve directly (the kit, docs/decisions/064).
 */
export async function listOrdersPage(f: OrderFilters, size = PAGE_SIZE): Promise<OrdersPage> {
  const { rows, older, newer } = await keysetPage(orderKey(), readOrders(f), f, size, cursorOfOrder);
  return { orders: await withItems(rows), older, newer };
}

/** Every order a search matches, newest first, read `batch` at a time (for the CSV export). */
export async function* eachMatchingOrder(f: OrderFilters, batch = 500): AsyncGenerator<ListedOrder[]> {
  const key = orderKey();
  let after: string | undefined;
  for (;;) {
    const rows = await readOrders(f)(after ? [pastCursor(key, after, "older")] : [], newestFirst(key), batch);
    if (rows.length === 0) return;
    yield await withItems(rows);
    if (rows.length < batch) return;
    after = cursorOfOrder(rows.at(-1)!);
  }
}
