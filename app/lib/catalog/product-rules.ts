import type { ProductFormat } from "../platform/schema.server";

type Stock = Pick<ProductFormat, "stock_status" | "stock_quantity">;

/**
 * In stock: marked so by the owner and with bottles left. "En rupture de stock" otherwise. A
 * format's stock is the only one there is (decision 105); listings ask the same in SQL through
 * `inventory.server.ts` `inStockSql`, which spells exactly these two conditions.
 */
export function isInStock(p: Stock): boolean {
  return p.stock_status === "in_stock" && p.stock_quantity > 0;
}

type Sellable = Stock & Pick<ProductFormat, "price_cents">;

/**
 * The one rule for "can this format be bought": a price and stock. Null when it can; otherwise
 * which is missing, since the cart tells the shopper which.
 */
export function purchaseRefusal(p: Sellable): "no-price" | "out-of-stock" | null {
  if (p.price_cents == null) return "no-price";
  return isInStock(p) ? null : "out-of-stock";
}

export function isPurchasable(p: Sellable): boolean {
  return purchaseRefusal(p) === null;
}
