import { like } from "drizzle-orm";
import { db, tables } from "../platform/database.server";
import { uploadStemOf } from "./product-image";
import { getUploadStore } from "../platform/upload-store/upload-store.server";
import { PRODUCT_IMAGES_DIR, productImageKey, STORED_NAME, uploadStem } from "./uploads.server";
import { DAY_MS } from "../format/paris-time";

/**
 * Uploaded images nothing points at any more (decision 075): a photo removed, a main image
 * replaced, a perfume deleted, an upload whose form was abandoned. Younger files are kept: an
 * upload is stored while its form is read, before the row that points at it exists, and a form
 * refused once keeps the uploaded image's URL for the next try.
 */
export const SWEEP_GRACE_MS = 7 * DAY_MS;

/** Every upload a stored value names, as a path or as a full URL on any host. */
async function referencedStems(): Promise<Set<string>> {
  const { product_images, products } = tables();
  // Any address naming the folder: the shop's path, or an object's address in the bucket.
  const pattern = `%/${PRODUCT_IMAGES_DIR}/%`;
  const [mainImages, photos] = await Promise.all([
    db().select({ url: products.image_url }).from(products).where(like(products.image_url, pattern)),
    db().select({ url: product_images.url }).from(product_images).where(like(product_images.url, pattern)),
  ]);
  return new Set([...mainImages, ...photos].flatMap(({ url }) => (url ? (uploadStemOf(url) ?? []) : [])));
}

export type SweepResult = { removed: string[]; bytes: number };

/** Deletes the stored images no perfume or photo refers to, once older than the grace period. */
export async function sweepUploads(now = Date.now(), graceMs = SWEEP_GRACE_MS): Promise<SweepResult> {
  const store = getUploadStore();
  const entries = await store.list(PRODUCT_IMAGES_DIR);
  // Read after listing: a file listed before its row was written is young, so the grace keeps it.
  const referenced = await referencedStems();
  const unused = entries.filter(
    (e) => STORED_NAME.test(e.name) && !referenced.has(uploadStem(e.name)) && now - e.modifiedMs >= graceMs,
  );
  await store.remove(unused.map((e) => productImageKey(e.name)));
  return { removed: unused.map((e) => e.name), bytes: unused.reduce((sum, e) => sum + e.size, 0) };
}

/** The sweep as a job of the scheduler (daily, once across processes), its outcome logged. */
export async function sweepUploadsJob(): Promise<void> {
  const { removed, bytes } = await sweepUploads();
  if (removed.length) console.log(`Images orphelines supprimées : ${removed.length} fichiers (${Math.round(bytes / 1024)} Ko)`);
}
