import { asc, eq, gt, and } from "drizzle-orm";
import { pageOfList } from "../catalog/catalog.server";
import { sellableSamples } from "../catalog/inventory.server";
import { getShopSettings } from "../legal/shop-settings.server";
import { countAfterOwnerEdit, type OwnerCount, type OwnerCountEdit } from "../platform/owner-counts";
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
 * pending order. A perfume whose sample stock is spent is not offered at all, nor one whose
 * bottle the cart already holds (`bottles`: its perfumes' ids): a sample is a discovery.
 */
export async function offeredSamples(now: Date, bottles: readonly number[]): Promise<SampleChoice[]> {
  const marked = (await markedForSamples()).filter((p) => !bottles.includes(p.id));
  const available = await sellableSamples(marked.map((p) => p.id), now);
  return marked.filter((p) => (available.get(p.id) ?? 0) > 0);
}

export type SampleStockRow = { id: number; name: string; offered: boolean; stock: number; available: number };

/** Perfumes per page of the admin's sample lines: each is a form of its own (decision 131). */
const SAMPLE_LINES_PER_PAGE = 50;

/**
 * One page of the perfumes, whether offered as a sample, their vials and those not yet promised
 * (the admin's view): the page stays the same size however large the catalogue (decision 131).
 */
export async function sampleStock(now: Date, page: number): Promise<{ rows: SampleStockRow[]; page: number; pageCount: number }> {
  const { products } = tables();
  const all = await db()
    .select({ id: products.id, name: products.name, offered: products.sample_offered, stock: products.sample_stock })
    .from(products)
    .orderBy(asc(products.name));
  const { items, ...position } = pageOfList(all, page, SAMPLE_LINES_PER_PAGE);
  const available = await sellableSamples(items.map((r) => r.id), now);
  return { rows: items.map((r) => ({ ...r, available: available.get(r.id) ?? 0 })), ...position };
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
