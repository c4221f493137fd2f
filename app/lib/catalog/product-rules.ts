import type { Product } from "../platform/schema.server";

type Stock = Pick<Product, "stock_status" | "stock_quantity">;

/** In stock: marked so by the owner and with bottles left. "En rupture de stock" otherwise. */
export function isInStock(p: Stock): boolean {
  return p.stock_status === "in_stock" && p.stock_quantity > 0;
}

/** The one rule for "can this perfume be bought": a price and stock. Pages, cart and checkout share it. */
export function isPurchasable(p: Stock & Pick<Product, "price_cents">): boolean {
  return p.price_cents != null && isInStock(p);
}
