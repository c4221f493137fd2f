import { eq, sql } from "drizzle-orm";
import { getDb } from "./db.server";
import {
  order_items,
  orders,
  processed_events,
  products,
  promo_codes,
  type Order,
} from "./schema.server";

export type CustomerDetails = {
  email: string | null;
  name: string | null;
  shippingAddress: string | null;
};

/** What the payment provider says happened to an order's payment. */
export type Settlement = "paid" | "failed" | "expired";

export type SettleResult =
  | { outcome: "applied"; order: Order }
  | { outcome: "unchanged"; order: Order }
  | { outcome: "duplicate-event" }
  | { outcome: "unknown-order" };

export type SettleInput = {
  orderId: number;
  settlement: Settlement | null;
  customer?: CustomerDetails;
  /** The provider's event, recorded in the same transaction so a redelivery changes nothing. */
  event?: { id: string; type: string };
  now?: Date;
};

/**
 * The one way an order leaves "pending". Webhooks, the /success page and the demo payment page
 * all come here, in any number and order: an order is paid once (stock, promo use and customer
 * stored together, in one SQLite transaction), and a late "failed" or "expired" never undoes it.
 * A settlement of null only records the event (e.g. a completed session still awaiting payment).
 */
export function settleOrder({ orderId, settlement, customer, event, now = new Date() }: SettleInput): SettleResult {
  return getDb().transaction((tx) => {
    if (event) {
      const inserted = tx
        .insert(processed_events)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .run();
      if (inserted.changes === 0) return { outcome: "duplicate-event" } as const;
    }
    const order = tx.select().from(orders).where(eq(orders.id, orderId)).get();
    if (!order) return { outcome: "unknown-order" } as const;
    if (!settlement || order.status === "paid") return { outcome: "unchanged", order } as const;

    if (settlement !== "paid") {
      if (order.status !== "pending") return { outcome: "unchanged", order } as const;
      const updated = tx
        .update(orders)
        .set({ status: settlement, updated_at: now })
        .where(eq(orders.id, orderId))
        .returning()
        .get();
      return { outcome: "applied", order: updated } as const;
    }

    // Money received is the truth: even an order already marked failed or expired becomes paid.
    const updated = tx
      .update(orders)
      .set({
        status: "paid",
        paid_at: now,
        updated_at: now,
        customer_email: customer?.email ?? order.customer_email,
        customer_name: customer?.name ?? order.customer_name,
        shipping_address: customer?.shippingAddress ?? order.shipping_address,
      })
      .where(eq(orders.id, orderId))
      .returning()
      .get();

    const items = tx.select().from(order_items).where(eq(order_items.order_id, orderId)).all();
    for (const item of items) {
      if (item.product_id == null) continue;
      const product = tx.select().from(products).where(eq(products.id, item.product_id)).get();
      if (!product) continue;
      if (product.stock_quantity < item.quantity) {
        // Two shoppers paid for the last bottles at once: the payment stands, the owner must act.
        console.warn(
          `Stock insuffisant pour ${product.name} (commande ${order.reference}) : ` +
            `${item.quantity} vendus, ${product.stock_quantity} en stock.`,
        );
      }
      const remaining = Math.max(0, product.stock_quantity - item.quantity);
      tx.update(products)
        .set({
          stock_quantity: remaining,
          stock_status: remaining === 0 ? "out_of_stock" : product.stock_status,
          updated_at: now,
        })
        .where(eq(products.id, product.id))
        .run();
    }

    if (order.promo_code) {
      tx.update(promo_codes)
        .set({ times_used: sql`${promo_codes.times_used} + 1`, updated_at: now })
        .where(eq(promo_codes.code, order.promo_code))
        .run();
    }
    return { outcome: "applied", order: updated } as const;
  });
}
