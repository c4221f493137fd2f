import type { ProductFormat } from "../platform/schema.server";

// How the admin's « Contenu » text reads as a volume or a label: the owner's forms and writes use
// it, the storefront's first load does not (formats.ts holds what a shopper is shown).

/**
 * A format's volume is a whole number of ml up to this (decision 102): the admin's forms refuse
 * more, and the database's triggers (drizzle/0013, drizzle-pg/0004) read a content saying more as
 * a label, the same on both engines.
 */
export const VOLUME_ML_MAX = 5000;
export const VOLUME_MESSAGE = `Le volume est un nombre entier de ml, entre 1 et ${VOLUME_ML_MAX}`;

/**
 * The volume a size text says: digits then "ml", spaces anywhere, any case ("50ml", "100 ML"), the
 * digits the text starts with being the whole number; null for any other text.
 */
function digitsInMl(content: string): number | null {
  const compact = content.trim().replaceAll(" ", "").toLowerCase();
  const digits = /^[0-9]+/.exec(content.trim())?.[0] ?? "";
  return /^[0-9]+ml$/.test(compact) && `${digits}ml` === compact ? Number(digits) : null;
}

/**
 * Whether a size text is digits then "ml" ("6000 ml", "0ML", "05 ml", "5 0 ml") that would not be
 * read as a volume: 0, a leading zero, digits split by a space, or beyond the bound. Saved, it
 * would become a label that looks like a volume; other text ("Coffret 3 x 10 ml") is a label by
 * intent.
 */
export function saysVolumeOutOfBound(content: string): boolean {
  if (!/^[0-9]+ml$/.test(content.trim().replaceAll(" ", "").toLowerCase())) return false;
  const volume = digitsInMl(content);
  return volume == null || !/^[1-9]/.test(content.trim()) || volume > VOLUME_ML_MAX;
}

/**
 * The default format's volume or label from the perfume form's « Contenu » (decision 105): "50 ml"
 * is a volume, any other text a label, nothing neither. The same reading migrations 0010/0013 gave
 * the perfume's old `content` column.
 */
export function sizeOf(content: string | null | undefined): Pick<ProductFormat, "volume_ml" | "label"> {
  const text = content?.trim() ?? "";
  const volume = /^[1-9]/.test(text) ? digitsInMl(text) : null;
  if (volume != null && volume <= VOLUME_ML_MAX) return { volume_ml: volume, label: null };
  return { volume_ml: null, label: text || null };
}
