import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, type SQL } from "drizzle-orm";
import { db, tables } from "../platform/database.server";
import { containsFolded, startsWith, startsWithAnyCase } from "../platform/sql-dialect.server";
import { parisDayEnd, parisDayStart } from "../format/paris-time";
import type { Order, OrderItem } from "../platform/schema.server";
import type { OrderFilters } from "./order-filters";

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
  return conditions;
}

function cursorOf(order: Pick<Order, "created_at" | "id">): string {
  return `${Math.floor(order.created_at.getTime() / 1000)}.${order.id}`;
}

/** Orders strictly after (older than) or before (newer than) a cursor in the newest-first order. */
function pastCursor(cursor: string, direction: "older" | "newer"): SQL {
  const { orders } = tables();
  const [seconds, id] = cursor.split(".").map(Number);
  const at = new Date(seconds * 1000);
  return direction === "older"
    ? or(lt(orders.created_at, at), and(eq(orders.created_at, at), lt(orders.id, id)))!
    : or(gt(orders.created_at, at), and(eq(orders.created_at, at), gt(orders.id, id)))!;
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

/** `size` orders older than `after` (from the newest when unset), newest first. */
function olderThan(f: OrderFilters, after: string | undefined, size: number): Promise<Order[]> {
  const { orders } = tables();
  const conditions = whereOf(f);
  if (after) conditions.push(pastCursor(after, "older"));
  return db()
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(size);
}

export type OrdersPage = {
  orders: ListedOrder[];
  /** Cursors of the next (older) and previous (newer) pages, null at either end. */
  older: string | null;
  newer: string | null;
};

/**
 * One page of the orders screen. Pages are keyset cursors on (created_at, id), which the
 * created_at and (status, created_at) indexes serve directly: page 4,000 costs what page 1 costs,
 * where an OFFSET would read and drop every order before it (docs/decisions/064).
 */
export async function listOrdersPage(f: OrderFilters, size = PAGE_SIZE): Promise<OrdersPage> {
  const { orders } = tables();
  if (f.before) {
    const conditions = [...whereOf(f), pastCursor(f.before, "newer")];
    const newer = await db()
      .select()
      .from(orders)
      .where(and(...conditions))
      .orderBy(asc(orders.created_at), asc(orders.id))
      .limit(size + 1);
    const more = newer.length > size;
    const rows = newer.slice(0, size).reverse();
    const last = rows.at(-1);
    const hasOlder = last ? (await olderThan(f, cursorOf(last), 1)).length > 0 : false;
    return {
      orders: await withItems(rows),
      older: hasOlder && last ? cursorOf(last) : null,
      newer: more && rows[0] ? cursorOf(rows[0]) : null,
    };
  }
  const found = await olderThan(f, f.after, size + 1);
  const more = found.length > size;
  const rows = found.slice(0, size);
  return {
    orders: await withItems(rows),
    older: more ? cursorOf(rows.at(-1)!) : null,
    newer: f.after && rows[0] ? cursorOf(rows[0]) : null,
  };
}

/** Every order a search matches, newest first, read `batch` at a time (for the CSV export). */
export async function* eachMatchingOrder(f: OrderFilters, batch = 500): AsyncGenerator<ListedOrder[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await olderThan(f, after, batch);
    if (rows.length === 0) return;
    yield await withItems(rows);
    if (rows.length < batch) return;
    after = cursorOf(rows.at(-1)!);
  }
}
