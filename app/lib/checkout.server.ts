import { redirect } from "@remix-run/node";
import { cartLinesOf, commitStoredCart, priceCart, readStoredCart, type CartView, type StoredCart } from "./cart.server";
import { getConfig } from "./config.server";
import { createPendingOrder, findOrderById, markCheckoutFailed, type OrderSnapshot } from "./orders.server";
import { startPayment } from "./payments.server";
import { safeRedirect } from "./safe-redirect";
import { isStripeEnabled } from "./stripe.server";
import { toastHeader, type Toast } from "./toast.server";

export const CHECKOUT_MESSAGES = {
  emptyCart: {
    title: "Panier vide",
    description: "Ajoutez des articles à votre panier avant de procéder au paiement.",
    type: "error",
  },
  paymentFailed: {
    title: "Erreur",
    description: "Une erreur est survenue lors de la création de la session de paiement.",
    type: "error",
  },
  unavailable: {
    title: "Panier mis à jour",
    description:
      "Un parfum de votre panier n'est plus disponible à l'achat. Vérifiez votre panier avant de commander.",
    type: "error",
  },
} satisfies Record<string, Toast>;

export type CheckoutOutcome =
  | { ok: true; location: string }
  /** `cart` is set when the stored cart must change (a line or the code no longer applies). */
  | { ok: false; toast: Toast; cart?: StoredCart };

/** Why the cart cannot be ordered as it stands, checked against the database, or null. */
function cartRefusal(stored: StoredCart, view: CartView): Extract<CheckoutOutcome, { ok: false }> | null {
  if (stored.lines.length === 0) return { ok: false, toast: CHECKOUT_MESSAGES.emptyCart };
  if (view.items.length !== stored.lines.length) {
    const cart = { lines: cartLinesOf(view), promoCode: view.promoCode };
    return { ok: false, toast: CHECKOUT_MESSAGES.unavailable, cart };
  }
  for (const item of view.items) {
    if (!item.inStock) {
      return {
        ok: false,
        toast: {
          title: "Produit en rupture",
          description: `${item.name} est actuellement en rupture de stock. Retirez-le de votre panier pour commander.`,
          type: "error",
        },
      };
    }
    if (item.quantity > item.stockQuantity) {
      const left = item.stockQuantity === 1 ? "qu'un seul exemplaire" : `que ${item.stockQuantity} exemplaires`;
      return {
        ok: false,
        toast: {
          title: "Stock insuffisant",
          description: `Il ne reste ${left} de ${item.name} : ajustez la quantité avant de commander.`,
          type: "error",
        },
      };
    }
  }
  if (stored.promoCode && view.promoError) {
    // The total the shopper saw included this code: they must see the new total before paying.
    return {
      ok: false,
      toast: { title: "Code promo retiré", description: view.promoError, type: "error" },
      cart: { lines: cartLinesOf(view), promoCode: null },
    };
  }
  return null;
}

function snapshotOf(view: CartView): OrderSnapshot {
  return {
    lines: view.items.map((i) => ({
      productId: i.id,
      name: i.name,
      unitPriceCents: i.unitPriceCents,
      quantity: i.quantity,
    })),
    subtotalCents: view.subtotalCents,
    discountCents: view.discountCents,
    totalCents: view.finalCents,
    promoCode: view.promoCode,
  };
}

/**
 * Turns the stored cart into a pending order and a payment hand-off. Every line and the promo
 * code are re-checked here, whatever the page showed; on any failure the cart is left as it was.
 */
export async function checkout(stored: StoredCart, baseUrl: string, now = new Date()): Promise<CheckoutOutcome> {
  const view = priceCart(stored, now);
  const refusal = cartRefusal(stored, view);
  if (refusal) return refusal;

  let orderId: number | null = null;
  try {
    const order = createPendingOrder(snapshotOf(view), isStripeEnabled() ? "stripe" : "demo");
    orderId = order.id;
    const found = findOrderById(order.id);
    if (!found) throw new Error(`Commande ${order.reference} introuvable juste après sa création`);
    return { ok: true, location: await startPayment(found, baseUrl) };
  } catch (error) {
    console.error("Création de la session de paiement impossible", error);
    if (orderId != null) markCheckoutFailed(orderId);
    return { ok: false, toast: CHECKOUT_MESSAGES.paymentFailed };
  }
}

/** Where success and cancel URLs point: PUBLIC_URL when set, else the origin the shopper used. */
export function publicBaseUrl(request: Request): string {
  return getConfig().publicUrl ?? new URL(request.url).origin;
}

/** Back to the page that posted the form (the drawer sits on any page), else the cart page. */
function backTo(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/cart";
  try {
    const url = new URL(referer);
    const origins = [new URL(request.url).origin, getConfig().publicUrl];
    if (!origins.includes(url.origin)) return "/cart";
    return safeRedirect(`${url.pathname}${url.search}`, "/cart");
  } catch {
    return "/cart";
  }
}

export async function checkoutAction(request: Request): Promise<Response> {
  const stored = await readStoredCart(request);
  const outcome = await checkout(stored, publicBaseUrl(request));
  if (outcome.ok) return redirect(outcome.location, 303);
  const headers = new Headers();
  if (outcome.cart) headers.append("Set-Cookie", await commitStoredCart(request, outcome.cart));
  headers.append("Set-Cookie", await toastHeader(request, outcome.toast));
  return redirect(backTo(request), { status: 303, headers });
}
