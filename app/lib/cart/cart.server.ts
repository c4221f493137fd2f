import { createCookieSessionStorage } from "@remix-run/node";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { type CartLine, MAX_CART_LINES, mergeLines, subtotalCents, totalItems } from "./rules";
import { sellableQuantities } from "../checkout/holds.server";
import { isInStock } from "../catalog/product-rules";
import { cookieOptions } from "../platform/cookies.server";
import { getDb } from "../platform/db.server";
import { promoDiscount, validatePromoCode } from "../promo/promo.server";
import { finalCents } from "../promo/rules";
import { products } from "../platform/schema.server";
import { chooseShipping, type ShippingChoice } from "../shipping/shipping-methods.server";

const storedCartSchema = z.object({
  lines: z
    .array(z.object({ id: z.number().int().positive(), quantity: z.number().int().min(1) }))
    .catch([])
    // Merged before anything counts them, so a repeated perfume can never pass a stock check twice.
    .transform((lines) => mergeLines(lines).slice(0, MAX_CART_LINES)),
  promoCode: z.string().nullable().catch(null),
  // Absent until the shopper picks a method: the cart then shows the first one offered.
  shippingMethodId: z.number().int().positive().optional().catch(undefined),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

function storage(request: Request) {
  return createCookieSessionStorage({
    cookie: { name: "__cart", maxAge: 60 * 60 * 24 * 30, ...cookieOptions(request) },
  });
}

/** The cart as kept in its signed cookie: ids, quantities, the promo code and the shipping choice. */
export async function readStoredCart(request: Request): Promise<StoredCart> {
  const session = await storage(request).getSession(request.headers.get("Cookie"));
  return storedCartSchema.parse({
    lines: session.get("lines") ?? [],
    promoCode: session.get("promoCode") ?? null,
    shippingMethodId: session.get("shippingMethodId") ?? undefined,
  });
}

export async function commitStoredCart(request: Request, cart: StoredCart): Promise<string> {
  const s = storage(request);
  const session = await s.getSession(request.headers.get("Cookie"));
  session.set("lines", cart.lines);
  session.set("promoCode", cart.promoCode);
  if (cart.shippingMethodId === undefined) session.unset("shippingMethodId");
  else session.set("shippingMethodId", cart.shippingMethodId);
  return s.commitSession(session);
}

export type CartItem = {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  inStock: boolean;
  /** Bottles a shopper can still order: the stock less what pending checkouts hold. */
  availableQuantity: number;
};

export type CartView = {
  items: CartItem[];
  totalItems: number;
  subtotalCents: number;
  promoCode: string | null;
  discountCents: number;
  /** Why the stored code no longer applies (e.g. the subtotal fell under its minimum). */
  promoError: string | null;
  /** The subtotal less the discount: what the perfumes cost. */
  finalCents: number;
  shipping: ShippingChoice;
  shippingCents: number;
  /** What the shopper pays, shipping included (TTC). */
  totalCents: number;
};

/**
 * Prices, names and availability always come from the database; the cookie only says which
 * perfumes and how many. Lines whose perfume disappeared or lost its price are dropped.
 */
export function priceCart(stored: StoredCart, now = new Date()): CartView {
  const ids = stored.lines.map((l) => l.id);
  const rows = ids.length
    ? getDb().select().from(products).where(inArray(products.id, ids)).all()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sellable = sellableQuantities(ids, now);
  const items: CartItem[] = [];
  for (const line of stored.lines) {
    const p = byId.get(line.id);
    if (!p || p.price_cents == null) continue;
    items.push({
      id: p.id,
      slug: p.slug,
      name: p.name,
      image: p.image_url,
      unitPriceCents: p.price_cents,
      quantity: line.quantity,
      lineTotalCents: p.price_cents * line.quantity,
      inStock: isInStock(p),
      availableQuantity: sellable.get(p.id) ?? 0,
    });
  }
  const subtotal = subtotalCents(items);
  let discount = 0;
  let promoError: string | null = null;
  if (stored.promoCode) {
    const validation = validatePromoCode(stored.promoCode, subtotal, now);
    discount = promoDiscount(validation, subtotal);
    promoError = validation.valid ? null : validation.error;
  }
  const goods = finalCents(subtotal, discount);
  const shipping = chooseShipping(stored.shippingMethodId, goods);
  const shippingCents = shipping.selected?.costCents ?? 0;
  return {
    items,
    totalItems: totalItems(items),
    subtotalCents: subtotal,
    promoCode: stored.promoCode && !promoError ? stored.promoCode : null,
    discountCents: discount,
    promoError,
    finalCents: goods,
    shipping,
    shippingCents,
    totalCents: goods + shippingCents,
  };
}

export function cartLinesOf(view: CartView): CartLine[] {
  return view.items.map((i) => ({ id: i.id, quantity: i.quantity }));
}
