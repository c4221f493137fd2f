/**
 * Responsive product images (decision 041). An upload is stored once per width in AVIF and WebP
 * plus one JPEG or PNG fallback; the fallback's name carries the image's size, so a page builds
 * `srcset` from the URL alone, with no table of variants to keep in step with the files.
 */

/** Widths an upload is stored at, never above its own width. */
const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export const MAX_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

const VARIANT_FORMATS = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
] as const;

/** `/uploads/product-images/{stamp}-{random}-{width}x{height}.{jpg|png}`: the fallback of a set. */
const FALLBACK_URL = /^(\/uploads\/product-images\/\d{13}-[a-z0-9]{12}-(\d{1,5})x(\d{1,5}))\.(?:jpg|png)$/;

const UPLOADS_PATH = "/uploads";

/**
 * A stored upload named in any form: its path, or a full URL of it (what "copy image address"
 * gives), whatever the host, under /uploads/ or under a bucket's public address (decision 098).
 * Group 1 is the file's name, group 2 its `{stamp}-{random}` stem.
 */
const STORED_UPLOAD = /^(?:https?:\/\/[^/?#]+)?(?:\/[^?#]*)?\/product-images\/((\d{13}-[a-z0-9]{12})[a-z0-9-]*\.(?:png|jpg|webp|gif|avif))(?:[?#].*)?$/;

/** The shop's own path for an address of one of its uploads; any other address as it is. */
export function ownImagePath(url: string): string {
  const name = STORED_UPLOAD.exec(url)?.[1];
  return name ? `${UPLOADS_PATH}/product-images/${name}` : url;
}

/**
 * Where a browser fetches an image: an upload's path moved under the store's public address when
 * there is one (S3_PUBLIC_URL), any other address as it is.
 */
export function publicImageUrl(url: string, uploadsBase: string | null): string {
  return uploadsBase && url.startsWith(`${UPLOADS_PATH}/`) ? `${uploadsBase}${url.slice(UPLOADS_PATH.length)}` : url;
}

/** The stem of the upload an address names, in any form, or null. */
export function uploadStemOf(url: string): string | null {
  return STORED_UPLOAD.exec(url)?.[2] ?? null;
}

export function variantWidths(width: number): number[] {
  return [...IMAGE_WIDTHS.filter((w) => w < width), Math.min(width, MAX_IMAGE_WIDTH)];
}

/** The name of one variant, from the fallback's name without its extension. */
export const variantName = (stem: string, width: number, ext: string) => `${stem}-${width}.${ext}`;

/** Every file of one stored upload, by URL: its fallback and each variant (a plain old upload is one file). */
export function uploadFiles(url: string): string[] {
  const match = FALLBACK_URL.exec(url);
  if (!match) return [url];
  const [, stem, width] = match;
  return [url, ...variantWidths(Number(width)).flatMap((w) => VARIANT_FORMATS.map(({ ext }) => variantName(stem, w, ext)))];
}

export type ResponsiveImage = {
  src: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
};

/**
 * The sources of a stored upload, up to `maxWidth` pixels wide (a card never needs more than
 * 640), or null for an image with no variants: the seeded SVG illustrations, a pasted URL.
 * Addresses are under `uploadsBase` when the uploads are served from there.
 */
export function responsiveImage(url: string, maxWidth: number = MAX_IMAGE_WIDTH, uploadsBase: string | null = null): ResponsiveImage | null {
  const match = FALLBACK_URL.exec(url);
  if (!match) return null;
  const [, stem, width, height] = match;
  const widths = variantWidths(Number(width));
  const kept = widths.filter((w) => w <= maxWidth);
  const usable = kept.length ? kept : widths.slice(0, 1);
  return {
    src: publicImageUrl(url, uploadsBase),
    width: Number(width),
    height: Number(height),
    sources: VARIANT_FORMATS.map(({ ext, type }) => ({
      type,
      srcSet: usable.map((w) => `${publicImageUrl(variantName(stem, w, ext), uploadsBase)} ${w}w`).join(", "),
    })),
  };
}
