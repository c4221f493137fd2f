import { and, asc, eq, sql } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { getDb } from "../platform/db.server";
import { product_images, type ProductPhoto } from "../platform/schema.server";
import { movedOneStep } from "../admin/reorder";

/** A perfume's gallery beyond its main image; ten is what a product page can show well. */
export const MAX_PHOTOS = 10;

export type GalleryPhoto = Pick<ProductPhoto, "id" | "url" | "alt">;

/** Read on every product page: remembered until the data changes (decision 046). */
export const listPhotos = memoUntilDataChanges((productId: number): GalleryPhoto[] =>
  getDb()
    .select({ id: product_images.id, url: product_images.url, alt: product_images.alt })
    .from(product_images)
    .where(eq(product_images.product_id, productId))
    .orderBy(asc(product_images.position), asc(product_images.id))
    .all(),
);

/** Appends a photo; false when the gallery is full (checked in the same transaction as the insert). */
export function addPhoto(productId: number, url: string, alt: string): boolean {
  return getDb().transaction((tx) => {
    const { n, last } = tx
      .select({ n: sql<number>`count(*)`, last: sql<number>`coalesce(max(${product_images.position}), -1)` })
      .from(product_images)
      .where(eq(product_images.product_id, productId))
      .get()!;
    if (n >= MAX_PHOTOS) return false;
    tx.insert(product_images).values({ product_id: productId, url, alt, position: last + 1 }).run();
    return true;
  });
}

const ofProduct = (productId: number, photoId: number) =>
  and(eq(product_images.product_id, productId), eq(product_images.id, photoId));

export function updatePhotoAlt(productId: number, photoId: number, alt: string): boolean {
  return getDb().update(product_images).set({ alt }).where(ofProduct(productId, photoId)).run().changes === 1;
}

export function deletePhoto(productId: number, photoId: number): boolean {
  return getDb().delete(product_images).where(ofProduct(productId, photoId)).run().changes === 1;
}

/**
 * Swaps a photo with its neighbour (nothing to do at either end); positions are rewritten 0..n-1 so
 * they never collide. False when the photo is not this perfume's.
 */
export function movePhoto(productId: number, photoId: number, direction: "up" | "down"): boolean {
  return getDb().transaction((tx) => {
    const ids = tx
      .select({ id: product_images.id })
      .from(product_images)
      .where(eq(product_images.product_id, productId))
      .orderBy(asc(product_images.position), asc(product_images.id))
      .all()
      .map((row) => row.id);
    const moved = movedOneStep(ids, photoId, direction);
    moved?.forEach((id, position) => tx.update(product_images).set({ position }).where(eq(product_images.id, id)).run());
    return moved !== null;
  });
}
