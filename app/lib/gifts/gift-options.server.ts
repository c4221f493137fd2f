import { asc, eq, gt, and } from "drizzle-orm";
import { sellableSamples } from "../catalog/inventory.server";
import { getShopSettings } from "../legal/shop-settings.server";
import { countAfterOwnerEdit, type OwnerCount, type OwnerCountEdit } from "../admin/owner-counts";
import { db, forUpdate, tables, withTransaction } from "../platform/database.server";
import { memoUntilDataChanges } from "../platform/data-memo.server";

export type GiftSettings = { wrapOffered: boolean; wrapCents: number; samplesPerOrder: number };

/** What the owner offers around the bottles, from the shop's settings row. */
export async function giftSettings(): Promise<GiftSettings> {
  const s = await getShopSettings();
  return { wrapOffered: s.gift_wrap_offered, wrapCents: s.gift_wrap_cents, samplesPerOrder: s.samples_per_order };
}

export async function saveGiftSettings(input: GiftSettings) {
  const { shop_settings } = tables();
  const { id } = await getShopSettings();
  await withTransaction((tx) =>
    tx
      .update(shop_settings)
      .set({
        gift_wrap_offered: input.wrapOffered,
        gift_wrap_cents: input.wrapCents,
        samples_per_order: input.samplesPerOrder,
        updated_at: new Date(),
      })
      .where(eq(shop_settings.id, id)),
  );
}

export type SampleChoice = { id: number; name: string };

/** Perfumes the owner offers as samples with vials left: asked by every page of a cart with bottles. */
const markedForSamples = memoUntilDataChanges(() => {
  const { products } = tables();
  return db()
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.sample_offered, true), gt(products.sample_stock, 0)))
    .orderBy(asc(products.name));
});

/**
 * The samples a cart may offer now: perfumes the owner marked, with a vial not promised to a
 * pending order. A perfume whose sample stock is spent is not offered at all.
 */
export async function offeredSamples(now: Date): Promise<SampleChoice[]> {
  const marked = await markedForSamples();
  const available = await sellableSamples(marked.map((p) => p.id), now);
  return marked.filter((p) => (available.get(p.id) ?? 0) > 0);
}

export type SampleStockRow = { id: number; name: string; offered: boolean; stock: number; available: number };

/** Every perfume, whether offered as a sample, its vials and those not yet promised (the admin's view). */
export async function sampleStock(now: Date): Promise<SampleStockRow[]> {
  const { products } = tables();
  const rows = await db()
    .select({ id: products.id, name: products.name, offered: products.sample_offered, stock: products.sample_stock })
    .from(products)
    .orderBy(asc(products.name));
  const available = await sellableSamples(rows.map((r) => r.id), now);
  return rows.map((r) => ({ ...r, available: available.get(r.id) ?? 0 }));
}

export type SampleOfferSave = { outcome: "saved"; stock: OwnerCount } | { outcome: "missing" } | { outcome: "stock-unknown" };

/**
 * Marks a perfume as offered (or not) and sets its vials: the owner's edit applied to the vials
 * there are now, read with the perfume's row locked, so a vial a payment took while the page was
 * open stays taken (decision 100). "stock-unknown" when the form did not say what it showed.
 */
export function setSampleOffer(productId: number, offered: boolean, vials: OwnerCountEdit): Promise<SampleOfferSave> {
  const { products } = tables();
  return withTransaction(async (tx): Promise<SampleOfferSave> => {
    const [perfume] = await forUpdate(tx.select({ vials: products.sample_stock }).from(products).where(eq(products.id, productId)));
    if (!perfume) return { outcome: "missing" };
    const stock = countAfterOwnerEdit(perfume.vials, vials);
    if (!stock) return { outcome: "stock-unknown" };
    await tx.update(products).set({ sample_offered: offered, sample_stock: stock.saved, updated_at: new Date() }).where(eq(products.id, productId));
    return { outcome: "saved", stock };
  });
}
