import type { Product } from "../platform/schema.server";

type Stock = Pick<Product, "stock_status" | "stock_quantity">;

/** In stock: marked so by the owner and with bottles left. "En rupture de stock" otherwise. */
export function isInStock(p: Stock): boolean {
  return p.stock_status === "in_stock" && p.stock_quantity > 0;
}

type Sellable = Stock & Pick<Product, "price_cents">;

/**
 * The one rule for "can this perfume be bought": a price and stock. Null when it can; otherwise
 * which is missing, since the cart tells the shopper which.
 */
export function purchaseRefusal(p: Sellable): "no-price" | "out-of-stock" | null {
  if (p.price_cents == null) return "no-price";
  return isInStock(p) ? null : "out-of-stock";
}

export function isPurchasable(p: Sellable): boolean {
  return purchaseRefusal(p) === null;
}
