import { and, asc, eq, max } from "drizzle-orm";
import { formatsOf } from "../catalog/formats.server";
import { getDb } from "../platform/db.server";
import { product_formats, type ProductFormat } from "../platform/schema.server";
import type { FormatInput } from "./schemas";
import { priceIdFor } from "./products.server";
import { movedOneStep } from "./reorder";

/** What names a format's demo price id: the default keeps the one its perfume had before formats. */
export function priceKeyOf(format: Pick<ProductFormat, "id" | "product_id" | "is_default">): number | string {
  return format.is_default ? format.product_id : `${format.product_id}-${format.id}`;
}

/** Every format of a perfume, active or not, in the order the shop shows them. */
export function listFormats(productId: number): ProductFormat[] {
  return formatsOf([productId]).get(productId) ?? [];
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
  };
}

/** A new format, last of the perfume's; its first price enters the history by trigger. */
export function addFormat(productId: number, input: FormatInput): ProductFormat {
  return getDb().transaction((tx) => {
    const last = tx
      .select({ position: max(product_formats.position) })
      .from(product_formats)
      .where(eq(product_formats.product_id, productId))
      .get()?.position;
    const format = tx
      .insert(product_formats)
      .values({ ...columns(input), product_id: productId, position: (last ?? -1) + 1 })
      .returning()
      .get();
    return tx
      .update(product_formats)
      .set({ price_id: priceIdFor(priceKeyOf(format), input.price) })
      .where(eq(product_formats.id, format.id))
      .returning()
      .get();
  });
}

export const DEFAULT_STAYS_ACTIVE =
  "Le format par défaut reste actif : c'est celui des paniers d'avant les formats et du prix de la fiche du parfum.";

/**
 * Saves a format of this perfume; "missing" when it is not one of its formats (a forged id), and
 * "default-inactive" when the default format would be deactivated.
 */
export function updateFormat(productId: number, formatId: number, input: FormatInput): "saved" | "missing" | "default-inactive" {
  const db = getDb();
  const ofProduct = and(eq(product_formats.id, formatId), eq(product_formats.product_id, productId));
  const existing = db.select().from(product_formats).where(ofProduct).get();
  if (!existing) return "missing";
  if (existing.is_default && !input.is_active) return "default-inactive";
  const priceChanged = existing.price_cents !== input.price;
  db.update(product_formats)
    .set({ ...columns(input), ...(priceChanged ? { price_id: priceIdFor(priceKeyOf(existing), input.price) } : {}), updated_at: new Date() })
    .where(ofProduct)
    .run();
  return "saved";
}

/** Moves a format one step in the perfume's list; false when it is not one of its formats. */
export function moveFormat(productId: number, formatId: number, direction: "up" | "down"): boolean {
  return getDb().transaction((tx) => {
    const ids = tx
      .select({ id: product_formats.id })
      .from(product_formats)
      .where(eq(product_formats.product_id, productId))
      .orderBy(asc(product_formats.position), asc(product_formats.id))
      .all()
      .map((row) => row.id);
    const moved = movedOneStep(ids, formatId, direction);
    moved?.forEach((id, position) => tx.update(product_formats).set({ position }).where(eq(product_formats.id, id)).run());
    return moved !== null;
  });
}
