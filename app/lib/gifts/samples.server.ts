import { asc, eq, sql } from "drizzle-orm";
import { sellableSamples } from "../catalog/inventory.server";
import { tables, type Db } from "../platform/database.server";

/**
 * At payment, in the payment's transaction (which locked the perfumes' rows first): each sample
 * of the order takes its vial from the perfume's sample stock. The order's own hold kept it; a
 * vial gone since a lapsed hold (or a perfume no longer offered) leaves that sample out: a free
 * sample never stops an order that was paid (decision 096). Returns the names left out, which the
 * caller writes on the order's timeline (gifts do not import orders, decision 128).
 */
export async function giveSamples(tx: Db, orderId: number, now: Date): Promise<string[]> {
  const { order_samples, products } = tables();
  const chosen = await tx.select().from(order_samples).where(eq(order_samples.order_id, orderId)).orderBy(asc(order_samples.id));
  const ids = chosen.flatMap((s) => (s.product_id == null ? [] : [s.product_id]));
  const available = await sellableSamples(ids, now, orderId);
  const leftOut: string[] = [];
  for (const sample of chosen) {
    const left = sample.product_id == null ? 0 : (available.get(sample.product_id) ?? 0);
    if (left > 0) {
      available.set(sample.product_id!, left - 1);
      await tx
        .update(products)
        .set({ sample_stock: sql`${products.sample_stock} - 1` })
        .where(eq(products.id, sample.product_id!));
      continue;
    }
    await tx.update(order_samples).set({ given: false }).where(eq(order_samples.id, sample.id));
    leftOut.push(sample.name);
  }
  return leftOut;
}
