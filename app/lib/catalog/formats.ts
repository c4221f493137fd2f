import type { ProductFormat } from "../platform/schema.server";
import { isInStock } from "./product-rules";

type Named = Pick<ProductFormat, "volume_ml" | "label">;

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
