import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { isPurchasable } from "../catalog/product-rules";
import { db, lockKeys, tables, withTransaction } from "../platform/database.server";
import { queueBackInStock } from "./emails.server";

/** Confirmed requests of an active format; the product rules then say which can be bought. */
function confirmedOfActiveFormats() {
  const { product_formats, stock_alerts } = tables();
  return and(isNotNull(stock_alerts.confirmed_at), eq(product_formats.is_active, true));
}

/**
 * The alerts due: each confirmed request whose format can be bought again gets its email queued
 * and is deleted, in ONE write transaction. Whatever wrote the stock (the admin, a refund, an
 * import, a sqlite3 session), the sender's passes in every process call this; the second process
 * waits for the first's lock (SQLite's writer, PostgreSQL's advisory lock on the sweep) and finds
 * the requests gone, so an alert is queued once.
 */
export async function queueRestockAlerts(): Promise<number> {
  const { product_formats, products, stock_alerts } = tables();
  // A read first, so the usual pass (nothing back in stock) takes no write lock.
  const candidates = await db()
    .select({ format: product_formats })
    .from(stock_alerts)
    .innerJoin(product_formats, eq(product_formats.id, stock_alerts.format_id))
    .where(confirmedOfActiveFormats());
  if (!candidates.some((r) => isPurchasable(r.format))) return 0;
  return withTransaction(async (tx) => {
    await lockKeys(tx, ["stock-alert-sweep"]);
    const rows = await tx
      .select({ alert: stock_alerts, format: product_formats, product: { name: products.name, slug: products.slug } })
      .from(stock_alerts)
      .innerJoin(product_formats, eq(product_formats.id, stock_alerts.format_id))
      .innerJoin(products, eq(products.id, product_formats.product_id))
      .where(confirmedOfActiveFormats());
    const due = rows.filter((r) => isPurchasable(r.format));
    for (const { alert, format, product } of due) {
      await queueBackInStock(tx, { id: alert.id, email: alert.email, emailKey: alert.email_key, lang: alert.lang }, { product, format });
      await tx.delete(stock_alerts).where(eq(stock_alerts.id, alert.id));
    }
    return due.length;
  });
}

/** Per format, how many shoppers confirmed they wait for it: the owner's hint for a restock. */
export async function waitingByFormat(formatIds: number[]): Promise<Map<number, number>> {
  if (!formatIds.length) return new Map();
  const { stock_alerts } = tables();
  const rows = await db()
    .select({ formatId: stock_alerts.format_id, waiting: count() })
    .from(stock_alerts)
    .where(and(inArray(stock_alerts.format_id, formatIds), isNotNull(stock_alerts.confirmed_at)))
    .groupBy(stock_alerts.format_id);
  return new Map(rows.map((r) => [r.formatId, Number(r.waiting)]));
}
