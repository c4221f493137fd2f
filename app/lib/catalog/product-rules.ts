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

/**
 * Where a format's stock stands for the owner: withdrawn by the owner (« En rupture »), sold out
 * (no bottle left, the owner's status kept for the next restock), low (at or under the shop's
 * threshold: time to reorder) or in stock. The products screen and the new-order notice both read it.
 */
export type StockLevel = "withdrawn" | "sold_out" | "low" | "in_stock";

export function stockLevel(p: { stock_status: string; stock_quantity: number }, lowStockThreshold: number): StockLevel {
  if (p.stock_status !== "in_stock") return "withdrawn";
  if (p.stock_quantity <= 0) return "sold_out";
  return p.stock_quantity <= lowStockThreshold ? "low" : "in_stock";
}

/** A format the owner sells and should reorder: sold out or low, never one they withdrew. */
export function needsRestock(p: { stock_status: string; stock_quantity: number }, lowStockThreshold: number): boolean {
  const level = stockLevel(p, lowStockThreshold);
  return level === "sold_out" || level === "low";
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
