import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type Database from "better-sqlite3";
import { db, isPostgres, tables } from "../platform/database.server";
import { parisDayEnd, parisDayStart } from "../format/paris-time";
import type { Order, OrderItem } from "../platform/schema.server";
import type { OrderFilters } from "./order-filters";

const PAGE_SIZE = 25;

/** An order as the list shows it: its lines, and whether its shopper asked to withdraw. */
export type ListedOrder = Order & { items: OrderItem[]; withdrawn: boolean };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "Élodie" and "elodie" alike: SQLite's own LIKE folds the case of ASCII letters only. */
const fold = (text: string) => (/[^\p{ASCII}]/u.test(text) ? text.normalize("NFD").replace(/\p{M}/gu, "") : text).toLowerCase();

const withFold = new WeakSet<object>();

/** Registers fold() as an SQL function on the SQLite connection that will run the query, once per connection. */
function ensureFold() {
  const sqlite = (db() as unknown as { $client: Database.Database }).$client;
  if (withFold.has(sqlite)) return;
  sqlite.function("fold", { deterministic: true }, (value: unknown) => (typeof value === "string" ? fold(value) : null));
  withFold.add(sqlite);
}

type Orders = ReturnType<typeof tables>["orders"];

/**
 * Text from `prefix` up to, not including, the next text that does not start with it: an index
 * range on SQLite (binary order). PostgreSQL's order follows the database's collation, where a
 * last code point is no upper bound: there the prefix is a LIKE.
 */
function startsWith(column: SQL | Orders["reference"], prefix: string): SQL {
  if (isPostgres()) return sql`${column} like ${`${escapeLike(prefix)}%`} escape '\\'`;
  return sql`${column} >= ${prefix} and ${column} < ${`${prefix}\uffff`}`;
}

/**
 * PostgreSQL: accents and case folded by f_unaccent(lower(…)), the immutable form of unaccent()
 * the trigram indexes of the names and emails are built on (the query repeats their expression).
 */
function pgMatches(column: Orders["customer_name"] | Orders["customer_email"], pattern: string): SQL {
  return sql`f_unaccent(lower(${column})) like f_unaccent(lower(${pattern})) escape '\\'`;
}

/**
 * Emails are kept as the shopper typed them ("Claire.Martin@…"): the start of one is compared
 * lowercased, on both sides. SQLite: a range on the `lower(customer_email)` index. PostgreSQL:
 * a prefix LIKE on the emails' trigram index, which serves "starts with" as well as "contains"
 * (a btree on lower() would need the C collation or text_pattern_ops for a LIKE).
 */
function emailStartsWith(prefix: string): SQL {
  const { orders } = tables();
  if (isPostgres()) return pgMatches(orders.customer_email, `${escapeLike(prefix)}%`);
  return startsWith(sql`lower(${orders.customer_email})`, prefix.toLowerCase());
}

/**
 * What the search box matches. A reference ("MS-…") or an email ("…@…", in any case) is looked
 * up as a prefix on its index, at once whatever the history's size; other text is looked for
 * inside names and emails, which reads the orders newest first until a page is full (the whole
 * history only for a name found nowhere, docs/decisions/064).
 */
function searchOf(q: string): SQL {
  const { orders } = tables();
  if (/^MS-/i.test(q)) return startsWith(orders.reference, q.toUpperCase());
  if (q.includes("@")) return emailStartsWith(q);
  if (isPostgres()) {
    const inside = `%${escapeLike(q)}%`;
    return or(pgMatches(orders.customer_email, inside), pgMatches(orders.customer_name, inside))!;
  }
  ensureFold();
  const folded = `%${escapeLike(fold(q))}%`;
  // SQLite's LIKE (in C) settles every plain-ASCII name; only names with accents, spotted by the
  // GLOB, pay for the call to fold() in JavaScript.
  return or(
    sql`${orders.customer_email} like ${`%${escapeLike(q)}%`} escape '\\'`,
    sql`${orders.customer_name} like ${folded} escape '\\'`,
    and(sql`${orders.customer_name} glob '*[^ -~]*'`, sql`fold(${orders.customer_name}) like ${folded} escape '\\'`),
  )!;
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
