import { eq, sql } from "drizzle-orm";
import { sellableSamples } from "../checkout/holds.server";
import type { Tx } from "../mail/outbox.server";
import { recordEvent, SYSTEM_ACTOR } from "../orders/timeline.server";
import { order_samples, products } from "../platform/schema.server";

/**
 * At payment, in the payment's transaction: each sample of the order takes its vial from the
 * perfume's sample stock. The order's own hold kept it; a vial gone since a lapsed hold (or a
 * perfume no longer offered) leaves that sample out, recorded on the timeline: a free sample
 * never stops an order that was paid (decision 096).
 */
export function giveSamples(tx: Tx, orderId: number, now: Date) {
  const chosen = tx.select().from(order_samples).where(eq(order_samples.order_id, orderId)).all();
  const ids = chosen.flatMap((s) => (s.product_id == null ? [] : [s.product_id]));
  const available = sellableSamples(ids, now, orderId);
  for (const sample of chosen) {
    const left = sample.product_id == null ? 0 : (available.get(sample.product_id) ?? 0);
    if (left > 0) {
      available.set(sample.product_id!, left - 1);
      tx.update(products)
        .set({ sample_stock: sql`${products.sample_stock} - 1` })
        .where(eq(products.id, sample.product_id!))
        .run();
      continue;
    }
    tx.update(order_samples).set({ given: false }).where(eq(order_samples.id, sample.id)).run();
    recordEvent(tx, orderId, "sample_left_out", SYSTEM_ACTOR, `${sample.name} : plus d'échantillon disponible`, now);
  }
}
