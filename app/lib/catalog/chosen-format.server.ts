import type { ProductFormat } from "../platform/schema.server";
import { formatParam } from "./formats";
import { isInStock } from "./product-rules";

// The product page's loader chooses its format here: the stock rules it reads stay out of the
// listings' scripts, which import formats.ts for the cards.

/** The format a `?format=` value names among these, or undefined. */
function formatNamed<F extends Pick<ProductFormat, "id" | "volume_ml" | "label">>(formats: F[], param: string | null): F | undefined {
  if (!param) return undefined;
  return formats.find((f) => formatParam(f) === param.toLowerCase());
}

type Choosable = Pick<ProductFormat, "id" | "volume_ml" | "label" | "stock_status" | "stock_quantity" | "is_default">;

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
