import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { isPurchasable } from "../catalog/product-rules";
import { getDb } from "../platform/db.server";
import { product_formats, products, stock_alerts } from "../platform/schema.server";
import { queueBackInStock } from "./emails.server";

/** Confirmed requests of an active format; the product rules then say which can be bought. */
function confirmedOfActiveFormats() {
  return and(isNotNull(stock_alerts.confirmed_at), eq(product_formats.is_active, true));
}

/**
 * The alerts due: each confirmed request whose format can be bought again gets its email queued
 * and is deleted, in ONE IMMEDIATE transaction. Whatever wrote the stock (the admin, a refund, an
 * import, a sqlite3 session), the sender's passes in every process call this; the second process
 * waits for the first's lock and finds the requests gone, so an alert is queued once.
 */
export function queueRestockAlerts(): number {
  const db = getDb();
  // A read first, so the usual pass (nothing back in stock) takes no write lock.
  const anyDue = db
    .select({ format: product_formats })
    .from(stock_alerts)
    .innerJoin(product_formats, eq(product_formats.id, stock_alerts.format_id))
    .where(confirmedOfActiveFormats())
    .all()
    .some((r) => isPurchasable(r.format));
  if (!anyDue) return 0;
  return db.transaction(
    (tx) => {
      const due = tx
        .select({ alert: stock_alerts, format: product_formats, product: { name: products.name, slug: products.slug } })
        .from(stock_alerts)
        .innerJoin(product_formats, eq(product_formats.id, stock_alerts.format_id))
        .innerJoin(products, eq(products.id, product_formats.product_id))
        .where(confirmedOfActiveFormats())
        .all()
        .filter((r) => isPurchasable(r.format));
      for (const { alert, format, product } of due) {
        queueBackInStock(tx, { id: alert.id, email: alert.email, emailKey: alert.email_key }, { product, format });
        tx.delete(stock_alerts).where(eq(stock_alerts.id, alert.id)).run();
      }
      return due.length;
    },
    { behavior: "immediate" },
  );
}

/** Per format, how many shoppers confirmed they wait for it: the owner's hint for a restock. */
export function waitingByFormat(formatIds: number[]): Map<number, number> {
  if (!formatIds.length) return new Map();
  const rows = getDb()
    .select({ formatId: stock_alerts.format_id, waiting: count() })
    .from(stock_alerts)
    .where(and(inArray(stock_alerts.format_id, formatIds), isNotNull(stock_alerts.confirmed_at)))
    .groupBy(stock_alerts.format_id)
    .all();
  return new Map(rows.map((r) => [r.formatId, r.waiting]));
}
