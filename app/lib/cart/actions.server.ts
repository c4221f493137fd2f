import { eq } from "drizzle-orm";
import { z } from "zod";
import { addItem, hasRoomFor, lowStockText, MAX_CART_LINES, removeItem, updateQuantity } from "./rules";
import { sellableQuantities } from "../checkout/holds.server";
import { purchaseRefusal } from "../catalog/product-rules";
import { cartLinesOf, priceCart, type StoredCart } from "./cart.server";
import { getDb } from "../platform/db.server";
import { formatPrice } from "../format/money";
import { validatePromoCode } from "../promo/promo.server";
import { discountLabel } from "../promo/rules";
import { products } from "../platform/schema.server";
import { isOfferedShippingMethod, SHIPPING_UNAVAILABLE } from "../shipping/shipping-methods.server";
import type { Toast } from "../platform/toast.server";

export const CART_INTENTS = [
  "add",
  "remove",
  "increment",
  "decrement",
  "set-quantity",
  "clear",
  "apply-promo",
  "remove-promo",
  "set-shipping",
] as const;

const intentSchema = z.object({
  intent: z.enum(CART_INTENTS),
  productId: z.coerce.number().int().positive().optional(),
  quantity: z.coerce.number().int().optional(),
  code: z.string().max(64).optional(),
  shippingMethodId: z.coerce.number().int().positive().optional(),
});

export type CartActionResult = { cart: StoredCart; toast: Toast | null };

export const MESSAGES = {
  added: { title: "Produit ajouté", type: "success" },
  outOfStock: {
    title: "Produit en rupture",
    description: "Ce produit est actuellement en rupture de stock.",
    type: "error",
  },
  noPrice: {
    title: "Erreur",
    description: "Ce produit n'est pas disponible à l'achat pour le moment.",
    type: "error",
  },
  badRequest: { title: "Erreur", description: "Action sur le panier invalide.", type: "error" },
  cartFull: {
    title: "Panier complet",
    description: `Votre panier contient déjà ${MAX_CART_LINES} parfums différents : commandez-les ou retirez-en un avant d'en ajouter un autre.`,
    type: "error",
  },
  shippingUnavailable: { title: "Livraison", description: SHIPPING_UNAVAILABLE, type: "error" },
} satisfies Record<string, Toast>;

function findProduct(id: number) {
  return getDb().select().from(products).where(eq(products.id, id)).get();
}

/** Stock rules for raising a line to `quantity`; null when allowed. */
function stockRefusal(productId: number, quantity: number, now: Date): Toast | null {
  const p = findProduct(productId);
  if (!p) return MESSAGES.badRequest;
  const refusal = purchaseRefusal(p);
  if (refusal) return refusal === "no-price" ? MESSAGES.noPrice : MESSAGES.outOfStock;
  const available = sellableQuantities([p.id], now).get(p.id) ?? 0;
  if (quantity > available) {
    return { title: "Stock insuffisant", description: `${lowStockText(available, "ce parfum")}.`, type: "error" };
  }
  return null;
}

function quantityOf(cart: StoredCart, id: number) {
  return cart.lines.find((l) => l.id === id)?.quantity ?? 0;
}

/**
 * Applies one cart form post to the stored cart. Every rule is checked here, against the
 * database, whatever the browser sent; the result is the new cart and the toast to flash.
 */
export function applyCartAction(cart: StoredCart, form: FormData, now = new Date()): CartActionResult {
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { cart, toast: MESSAGES.badRequest };
  const { intent, productId, quantity, code, shippingMethodId } = parsed.data;
  const needsProduct = ["add", "remove", "increment", "decrement", "set-quantity"].includes(intent);
  if (needsProduct && !productId) return { cart, toast: MESSAGES.badRequest };
  const id = productId ?? 0;

  let next: StoredCart = cart;
  let toast: Toast | null = null;
  switch (intent) {
    case "add":
    case "increment": {
      if (!hasRoomFor(cart.lines, id)) return { cart, toast: MESSAGES.cartFull };
      const refusal = stockRefusal(id, quantityOf(cart, id) + 1, now);
      if (refusal) return { cart, toast: refusal };
      next = { ...cart, lines: addItem(cart.lines, id) };
      if (intent === "add") toast = MESSAGES.added;
      break;
    }
    case "decrement":
      next = { ...cart, lines: updateQuantity(cart.lines, id, quantityOf(cart, id) - 1) };
      break;
    case "set-quantity": {
      if (quantity === undefined) return { cart, toast: MESSAGES.badRequest };
      if (quantity > quantityOf(cart, id)) {
        const refusal = stockRefusal(id, quantity, now);
        if (refusal) return { cart, toast: refusal };
      }
      next = { ...cart, lines: updateQuantity(cart.lines, id, quantity) };
      break;
    }
    case "remove":
      next = { ...cart, lines: removeItem(cart.lines, id) };
      break;
    case "clear":
      next = { lines: [], promoCode: null };
      break;
    case "remove-promo":
      next = { ...cart, promoCode: null };
      break;
    case "set-shipping":
      if (!shippingMethodId || !isOfferedShippingMethod(shippingMethodId)) {
        return { cart, toast: MESSAGES.shippingUnavailable };
      }
      next = { ...cart, shippingMethodId };
      break;
    case "apply-promo": {
      const view = priceCart(cart, now);
      const result = validatePromoCode(code, view.subtotalCents, now);
      if (!result.valid) {
        const blank = !result.code;
        return {
          cart,
          toast: { title: blank ? "Erreur" : "Code invalide", description: result.error, type: "error" },
        };
      }
      const saving = discountLabel(result.discount_type, result.discount_value, formatPrice);
      return {
        cart: { ...cart, promoCode: result.code },
        toast: { title: "Code appliqué !", description: `Vous économisez ${saving}`, type: "success" },
      };
    }
  }

  // A code that stops applying after the change (e.g. subtotal under its minimum) is dropped.
  const view = priceCart(next, now);
  if (next.promoCode && view.promoError) {
    return {
      cart: { ...next, lines: cartLinesOf(view), promoCode: null },
      toast: { title: "Code promo retiré", description: view.promoError, type: "info" },
    };
  }
  return { cart: { ...next, lines: cartLinesOf(view) }, toast };
}
