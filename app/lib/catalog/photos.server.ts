import { and, asc, eq } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { affectedRows, db, forUpdate, lockKeys, tables, withTransaction, type Db } from "../platform/database.server";
import type { ProductPhoto } from "../platform/schema.server";
import { movedOneStep } from "./reorder";

/** A perfume's gallery beyond its main image; ten is what a product page can show well. */
export const MAX_PHOTOS = 10;

export type GalleryPhoto = Pick<ProductPhoto, "id" | "url" | "alt">;

/** Read on every product page: remembered until the data changes (decision 046). */
export const listPhotos = memoUntilDataChanges(async (productId: number): Promise<GalleryPhoto[]> => {
  const { product_images } = tables();
  return db()
    .select({ id: product_images.id, url: product_images.url, alt: product_images.alt })
    .from(product_images)
    .where(eq(product_images.product_id, productId))
    .orderBy(asc(product_images.position), asc(product_images.id));
});

/** The gallery as the owner edits it: each photo's English text too, which the French page never reads. */
export function photosForEditor(productId: number): Promise<(GalleryPhoto & Pick<ProductPhoto, "alt_en">)[]> {
  const { product_images } = tables();
  return db()
    .select({ id: product_images.id, url: product_images.url, alt: product_images.alt, alt_en: product_images.alt_en })
    .from(product_images)
    .where(eq(product_images.product_id, productId))
    .orderBy(asc(product_images.position), asc(product_images.id));
}

/** A photo's text read aloud, and its English twin (decision 168; none: the French one). */
export type PhotoTexts = { alt: string; alt_en?: string };

/**
 * The perfume's photos in their order, locked until the transaction ends: positions and the limit
 * come from them. An empty gallery has no row to lock, so the key makes two uploads to one perfume
 * take turns on PostgreSQL, and they never both take the tenth place (decision 099).
 */
async function lockedPhotos(tx: Db, productId: number) {
  const { product_images } = tables();
  await lockKeys(tx, [`photos-of:${productId}`]);
  return forUpdate(
    tx
      .select({ id: product_images.id, position: product_images.position })
      .from(product_images)
      .where(eq(product_images.product_id, productId))
      .orderBy(asc(product_images.position), asc(product_images.id)),
  );
}

/** Appends a photo; false when the gallery is full (checked in the same transaction as the insert). */
export function addPhoto(productId: number, url: string, { alt, alt_en }: PhotoTexts): Promise<boolean> {
  const { product_images } = tables();
  return withTransaction(async (tx) => {
    const photos = await lockedPhotos(tx, productId);
    if (photos.length >= MAX_PHOTOS) return false;
    const last = Math.max(-1, ...photos.map((p) => p.position));
    await tx.insert(product_images).values({ product_id: productId, url, alt, alt_en: alt_en ?? null, position: last + 1 });
    return true;
  });
}

function ofProduct(productId: number, photoId: number) {
  const { product_images } = tables();
  return and(eq(product_images.product_id, productId), eq(product_images.id, photoId));
}

export async function updatePhotoAlt(productId: number, photoId: number, { alt, alt_en }: PhotoTexts): Promise<boolean> {
  const { product_images } = tables();
  const result = await withTransaction((tx) => tx.update(product_images).set({ alt, alt_en: alt_en ?? null }).where(ofProduct(productId, photoId)));
  return affectedRows(result) === 1;
}

export async function deletePhoto(productId: number, photoId: number): Promise<boolean> {
  const { product_images } = tables();
  return affectedRows(await withTransaction((tx) => tx.delete(product_images).where(ofProduct(productId, photoId)))) === 1;
}

/**
 * Swaps a photo with its neighbour (nothing to do at either end); positions are rewritten 0..n-1 so
 * they never collide. False when the photo is not this perfume's.
 */
export function movePhoto(productId: number, photoId: number, direction: "up" | "down"): Promise<boolean> {
  const { product_images } = tables();
  return withTransaction(async (tx) => {
    const ids = (await lockedPhotos(tx, productId)).map((row) => row.id);
    const moved = movedOneStep(ids, photoId, direction);
    for (const [position, id] of (moved ?? []).entries()) {
      await tx.update(product_images).set({ position }).where(eq(product_images.id, id));
    }
    return moved !== null;
  });
}
