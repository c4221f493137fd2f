import type { ProductFormat } from "../platform/schema.server";
import { isInStock } from "./product-rules";

type Named = Pick<ProductFormat, "volume_ml" | "label">;

/** "100 ml", or the label of a format that is not a volume ("Recharge", "Coffret"). */
export function formatName(f: Named): string {
  if (f.label) return f.label;
  return f.volume_ml ? `${f.volume_ml} ml` : "Format unique";
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

type Choosable = Named & Pick<ProductFormat, "id" | "stock_status" | "stock_quantity">;

/**
 * The format a product page shows first: the one its address names (even out of stock, so a
 * shared link says so), else the first in stock, else the first.
 */
export function chosenFormat<F extends Choosable>(formats: F[], param: string | null): F | undefined {
  return formatNamed(formats, param) ?? formats.find(isInStock) ?? formats[0];
}

/** A listing's price: "À partir de 15,00 €" when the active formats differ in price, else the price. */
export function fromPriceText(fromCents: number | null, priceCount: number, format: (cents: number) => string): string | null {
  if (fromCents == null) return null;
  return priceCount > 1 ? `À partir de ${format(fromCents)}` : format(fromCents);
}
