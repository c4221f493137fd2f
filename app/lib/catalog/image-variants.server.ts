import sharp from "sharp";
import { MAX_IMAGE_WIDTH, variantWidths } from "./product-image";

/** Larger pictures are refused before they are decoded: a small file can hold a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS =
  "Cette image est trop grande : 40 millions de pixels au maximum (par exemple 8000 × 5000).";

/** The bytes are no image sharp can read, or one past the pixel limit. */
export class ImageDecodeError extends Error {
  constructor(readonly tooManyPixels = false) {
    super(tooManyPixels ? TOO_MANY_PIXELS : "image illisible");
  }
}

export type EncodedImage = {
  width: number;
  height: number;
  fallback: { ext: "jpg" | "png"; data: Buffer };
  variants: { width: number; ext: "avif" | "webp"; data: Buffer }[];
};

/** Width, height and alpha from the file's header; nothing is decoded yet, so no limit applies. */
async function readHeader(bytes: Uint8Array) {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageDecodeError();
  }
}

/**
 * Decodes an upload (the first frame of an animation), turns it upright from its EXIF orientation
 * and re-encodes it: sharp writes no metadata unless asked, so EXIF, GPS and camera data are gone.
 * Transparent images keep a PNG fallback, others a JPEG, at most MAX_IMAGE_WIDTH wide.
 */
export async function encodeVariants(bytes: Uint8Array): Promise<EncodedImage> {
  const header = await readHeader(bytes);
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS) throw new ImageDecodeError(true);
  const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const sized = (width: number) => upright.clone().resize({ width, withoutEnlargement: true });
  try {
    const largest = sized(MAX_IMAGE_WIDTH);
    const { data, info } = header.hasAlpha
      ? await largest.png({ compressionLevel: 9, palette: true }).toBuffer({ resolveWithObject: true })
      : await largest.jpeg({ quality: 78, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    const variants: EncodedImage["variants"] = [];
    for (const width of variantWidths(info.width)) {
      variants.push({ width, ext: "avif", data: await sized(width).avif({ quality: 50, effort: 2 }).toBuffer() });
      variants.push({ width, ext: "webp", data: await sized(width).webp({ quality: 72 }).toBuffer() });
    }
    return {
      width: info.width,
      height: info.height,
      fallback: { ext: header.hasAlpha ? "png" : "jpg", data },
      variants,
    };
  } catch {
    throw new ImageDecodeError();
  }
}
