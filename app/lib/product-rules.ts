import type { Product } from "./schema.server";

/** A perfume can be bought when it has a price and stock; shared by pages and the cart. */
export function isPurchasable(p: Pick<Product, "price_cents" | "stock_status" | "stock_quantity">) {
  return p.price_cents != null && p.stock_status === "in_stock" && p.stock_quantity > 0;
}
