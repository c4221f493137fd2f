import { and, asc, eq } from "drizzle-orm";
import { formatsOf } from "./formats.server";
import { forUpdate, lockKeys, tables, withTransaction, type Db } from "../platform/database.server";
import type { ProductFormat } from "../platform/schema.server";
import type { FormatInput } from "./perfume-schemas";
import { priceIdFor, priceKeyOf } from "./price-ids.server";
import { countAfterOwnerEdit, type OwnerCount } from "../platform/owner-counts";
import { movedOneStep } from "./reorder";

/** Every format of a perfume, active or not, in the order the shop shows them. */
export async function listFormats(productId: number): Promise<ProductFormat[]> {
  return (await formatsOf([productId])).get(productId) ?? [];
}

/**
 * The perfume's formats in their order, locked until the transaction ends: positions are
 * computed from them, so two edits of one perfume's list take turns on PostgreSQL (decision 099).
 * The key covers a perfume with no format row yet to lock.
 */
async function lockedFormats(tx: Db, productId: number) {
  const { product_formats } = tables();
  await lockKeys(tx, [`formats-of:${productId}`]);
  return forUpdate(
    tx
      .select({ id: product_formats.id, position: product_formats.position })
      .from(product_formats)
      .where(eq(product_formats.product_id, productId))
      .orderBy(asc(product_formats.position), asc(product_formats.id)),
  );
}

function columns(input: FormatInput) {
  return {
    volume_ml: input.volume_ml ?? null,
    label: input.label ?? null,
    price_cents: input.price,
    stock_quantity: input.stock_quantity,
    stock_status: input.stock_status,
    ean: input.ean ?? null,
    is_active: input.is_active,
    shows_reduction: input.shows_reduction,
    set_contents: input.set_contents ?? null,
    label_en: input.label_en ?? null,
    set_contents_en: input.set_contents == null ? null : (input.set_contents_en ?? null),
    // A bottle keeps no validity of its own: only a set issues a voucher.
    voucher_months: input.set_contents == null ? null : (input.voucher_months ?? null),
  };
}

/** A new format, last of the perfume's; its first price enters the history by trigger. */
export function addFormat(productId: number, input: FormatInput): Promise<ProductFormat> {
  const { product_formats } = tables();
  return withTransaction(async (tx) => {
    const last = Math.max(-1, ...(await lockedFormats(tx, productId)).map((f) => f.position));
    const [format] = await tx
      .insert(product_formats)
      .values({ ...columns(input), product_id: productId, position: last + 1 })
      .returning();
    const [priced] = await tx
      .update(product_formats)
      .set({ price_id: priceIdFor(priceKeyOf(format), input.price) })
      .where(eq(product_formats.id, format.id))
      .returning();
    return priced;
  });
}

export const DEFAULT_STAYS_ACTIVE =
  "Le format par défaut reste actif : c'est celui des paniers d'avant les formats et du prix de la fiche du parfum.";

export type FormatSave = { outcome: "saved"; stock: OwnerCount } | { outcome: "missing" } | { outcome: "default-inactive" } | { outcome: "stock-unknown" };

/**
 * Saves a format of this perfume; "missing" when it is not one of its formats (a forged id),
 * "default-inactive" when the default format would be deactivated, "stock-unknown" when the form
 * did not say which stock it showed. The stock is the owner's edit applied to the stock read here,
 * locked, so a sale paid while the form was open is never undone (decision 100).
 */
export function updateFormat(productId: number, formatId: number, input: FormatInput): Promise<FormatSave> {
  const { product_formats } = tables();
  const ofProduct = and(eq(product_formats.id, formatId), eq(product_formats.product_id, productId));
  return withTransaction(async (tx): Promise<FormatSave> => {
    const [existing] = await forUpdate(tx.select().from(product_formats).where(ofProduct));
    if (!existing) return { outcome: "missing" };
    if (existing.is_default && !input.is_active) return { outcome: "default-inactive" };
    const stock = countAfterOwnerEdit(existing.stock_quantity, { typed: input.stock_quantity, shown: input.stock_shown });
    if (!stock) return { outcome: "stock-unknown" };
    const priceChanged = existing.price_cents !== input.price;
    await tx
      .update(product_formats)
      .set({
        ...columns(input),
        stock_quantity: stock.saved,
        ...(priceChanged ? { price_id: priceIdFor(priceKeyOf(existing), input.price) } : {}),
        updated_at: new Date(),
      })
      .where(ofProduct);
    return { outcome: "saved", stock };
  });
}

/** Moves a format one step in the perfume's list; false when it is not one of its formats. */
export function moveFormat(productId: number, formatId: number, direction: "up" | "down"): Promise<boolean> {
  const { product_formats } = tables();
  return withTransaction(async (tx) => {
    const ids = (await lockedFormats(tx, productId)).map((row) => row.id);
    const moved = movedOneStep(ids, formatId, direction);
    for (const [position, id] of (moved ?? []).entries()) {
      await tx.update(product_formats).set({ position }).where(eq(product_formats.id, id));
    }
    return moved !== null;
  });
}
