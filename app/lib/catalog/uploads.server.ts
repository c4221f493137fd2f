import { randomBytes } from "node:crypto";
import type { UploadHandler } from "@remix-run/node";
import { IMAGE_DRAIN_MAX_BYTES, IMAGE_MAX_BYTES } from "../platform/upload-limits";
import { encodeVariants, ImageDecodeError, TOO_MANY_PIXELS } from "./image-variants.server";
import { uploadFiles, variantName } from "./product-image";
import { getUploadStore } from "../platform/upload-store/upload-store.server";

export const PRODUCT_IMAGES_DIR = "product-images";
/** Where stored product images are served: each URL is this prefix and the file's name. */
const PRODUCT_IMAGES_URL = `/uploads/${PRODUCT_IMAGES_DIR}/`;

const IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

export class UploadError extends Error {}
const NOT_AN_IMAGE = "Veuillez sélectionner un fichier image valide";
export const TOO_LARGE = "L'image ne doit pas dépasser 5MB";
export const NOT_STORED = "L'image n'a pas pu être enregistrée : réessayez dans un instant.";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image type read from the file's first bytes; the client's name and MIME type are ignored. */
function sniffImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) return "avif";
  return null;
}

/** The store's key of a product image. */
export const productImageKey = (fileName: string) => `${PRODUCT_IMAGES_DIR}/${fileName}`;

/** The type a stored name's extension stands for (the name was given from the sniffed bytes). */
export const imageTypeOf = (name: string) => IMAGE_TYPES[name.slice(name.lastIndexOf(".") + 1) as ImageExtension];

/** `{stamp}-{random}`: what a stored fallback and all its variants have in common. */
export const uploadStem = (fileName: string) => fileName.split("-").slice(0, 2).join("-");

/**
 * Only names this module generates are ever served, so no path can climb out of the folder: a
 * fallback `{stamp}-{random}-{w}x{h}.jpg`, its variants `…-{w}x{h}-{width}.avif`, or the plain
 * `{stamp}-{random}.png` of uploads stored before variants existed.
 */
export const STORED_NAME = /^\d{13}-[a-z0-9]{12}(?:-\d{1,5}x\d{1,5}(?:-\d{1,5})?)?\.(png|jpg|webp|gif|avif)$/;

const writeNew = (name: string, data: Uint8Array) => getUploadStore().put(productImageKey(name), data, imageTypeOf(name));

/**
 * Checks an image (its type by its bytes, its size, its pixel count), stores its re-encoded
 * variants and returns the fallback's public URL (/uploads/product-images/...).
 */
export async function storeProductImage(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new UploadError(TOO_LARGE);
  if (!sniffImageType(bytes)) throw new UploadError(NOT_AN_IMAGE);
  let image;
  try {
    image = await encodeVariants(bytes);
  } catch (error) {
    if (!(error instanceof ImageDecodeError)) throw error;
    throw new UploadError(error.tooManyPixels ? TOO_MANY_PIXELS : NOT_AN_IMAGE);
  }
  const stem = `${Date.now()}-${randomBytes(6).toString("hex")}-${image.width}x${image.height}`;
  const name = `${stem}.${image.fallback.ext}`;
  try {
    await Promise.all(image.variants.map((v) => writeNew(variantName(stem, v.width, v.ext), v.data)));
    await writeNew(name, image.fallback.data);
  } catch (error) {
    // A full disk or a bucket out of reach: the admin keeps the form and may retry; what was
    // written of this upload is named by no row, so the sweep takes it.
    console.error("Enregistrement de l'image impossible", error);
    throw new UploadError(NOT_STORED);
  }
  return `${PRODUCT_IMAGES_URL}${name}`;
}

/** Removes an upload's files (fallback and variants) that no row will ever name: a refused form's. */
export async function discardUpload(url: string) {
  const names = uploadFiles(url).map((file) => file.slice(PRODUCT_IMAGES_URL.length));
  await getUploadStore().remove(names.filter((name) => STORED_NAME.test(name)).map(productImageKey));
}

/**
 * The part's bytes, or null when it passes the limit; memory never holds more than the limit.
 * Past the limit, the rest of an oversize file is read and dropped so the fields sent after it still
 * arrive (the perfume form keeps its values without JavaScript); past the drain cap the request stops.
 */
async function readOrDrop(data: AsyncIterable<Uint8Array>): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size > IMAGE_DRAIN_MAX_BYTES) throw new UploadError(TOO_LARGE);
    if (size <= IMAGE_MAX_BYTES) chunks.push(chunk);
    else chunks.length = 0;
  }
  return size > IMAGE_MAX_BYTES ? null : Buffer.concat(chunks);
}

export type ImageUploadOutcome = { url?: string; error?: string };

/**
 * Multipart handler for the image file field: an accepted image becomes its URL in the form data,
 * an empty file input is ignored, other text fields are left to the next handler. A refused file
 * (not an image, or over 5 MB) is reported through `outcome` so the rest of the form is kept; only
 * an absurdly large one aborts the whole request.
 */
export function imageUploadHandler(fieldName: string, outcome: ImageUploadOutcome): UploadHandler {
  return async ({ name, filename, data }) => {
    if (name !== fieldName || filename === undefined) return undefined;
    const bytes = await readOrDrop(data);
    if (!bytes) {
      outcome.error = TOO_LARGE;
      return "";
    }
    if (bytes.byteLength === 0 && !filename) return "";
    try {
      outcome.url = await storeProductImage(bytes);
      return outcome.url;
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      outcome.error = error.message;
      return "";
    }
  };
}
