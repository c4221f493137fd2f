import type { ProductFormat } from "../platform/schema.server";
import { isInStock } from "./product-rules";

type Named = Pick<ProductFormat, "volume_ml" | "label">;

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

/** The size a format's fields say, as the perfume form shows it: "100 ml", a label, or nothing. */
export function sizeText(f: Named): string {
  if (f.label) return f.label;
  return f.volume_ml ? `${f.volume_ml} ml` : "";
}

/** "100 ml", or the label of a format that is not a volume ("Recharge", "Coffret"). */
export function formatName(f: Named): string {
  return sizeText(f) || "Format unique";
}

/** What `?format=` names in a product's address: "100ml" for a volume, the format's id otherwise. */
export function formatParam(f: Named & Pick<ProductFormat, "id">): string {
  return !f.label && f.volume_ml ? `${f.volume_ml}ml` : String(f.id);
}

/** The format a `?format=` value names among these, or undefined. */
function formatNamed<F extends Named & Pick<ProductFormat, "id">>(formats: F[], param: string | null): F | undefined {
  if (!param) return undefined;
  return formats.find((f) => formatParam(f) === param.toLowerCase());
}

type Choosable = Named & Pick<ProductFormat, "id" | "stock_status" | "stock_quantity" | "is_default">;

/**
 * The format a product page shows first: the one its address names (even out of stock, so a
 * shared link says so), else the default format (decision 093: the one the perfume's own price and
 * the SPEC's pages are about), else, when the default cannot be bought now, the first in stock,
 * else the default or the first.
 */
export function chosenFormat<F extends Choosable>(formats: F[], param: string | null): F | undefined {
  const byDefault = formats.find((f) => f.is_default);
  const preferred = byDefault ? [byDefault, ...formats.filter((f) => f !== byDefault)] : formats;
  return formatNamed(formats, param) ?? preferred.find(isInStock) ?? preferred[0];
}

/** A listing's price: "À partir de 15,00 €" when the active formats differ in price, else the price. */
export function fromPriceText(fromCents: number | null, priceCount: number, format: (cents: number) => string): string | null {
  if (fromCents == null) return null;
  return priceCount > 1 ? `À partir de ${format(fromCents)}` : format(fromCents);
}
