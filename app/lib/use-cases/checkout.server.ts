import type { StoredCart } from "../cart/cart.server";
import { cartLinesOf, heldRowsOf, lostGiftChoices, priceCart, type CartView } from "./price-cart.server";
import { withTransaction } from "../platform/database.server";
import { expireLapsedOrders, lockHeldRows, paymentDeadline } from "../holds/holds.server";
import { missingLegalFacts } from "../legal/legal-facts.server";
import { expectedVat } from "../legal/distance-sales.server";
import { createPendingOrder, findOrderById, markCheckoutFailed, type OrderSnapshot } from "../orders/orders.server";
import { startPayment } from "./start-payment.server";
import { orderLineName } from "../orders/line-name";
import type { ShippingOption } from "../shipping/shipping-methods.server";
import { isStripeEnabled } from "../platform/stripe.server";
import { recordCartConsent } from "../reminders/reminders.server";
import type { FlashedToast, KeyedToast } from "../platform/toast.server";
import { giftCardLineName } from "../gift-cards/gift-card-rules";
import { findCardByCode, lockGiftCard, recordCardsOfOrder } from "../gift-cards/gift-cards.server";
import { recordOrderHolds } from "../stored-value/ledger.server";
import type { Lang } from "../i18n/lang";

// Keys of locales/*/toasts.json: each is shown in the language of the page that reads it.
const CHECKOUT_MESSAGES = {
  emptyCart: { key: "emptyCart", detail: "emptyCart_d", type: "error" },
  paymentFailed: { key: "error", detail: "paymentFailed_d", type: "error" },
  noShipping: { key: "shipping", detail: "noShipping_d", type: "error" },
  giftChanged: { key: "cartChanged", detail: "giftChanged_d", type: "error" },
  sellerUnknown: { key: "sellerUnknown", detail: "sellerUnknown_d", type: "error" },
  countryUnserved: { key: "country", detail: "countryGone_d", type: "error" },
  unavailable: { key: "cartChanged", detail: "unavailable_d", type: "error" },
} satisfies Record<string, KeyedToast>;

export type CheckoutOutcome =
  | { ok: true; location: string; reference: string }
  /** `cart` is set when the stored cart must change (a line or the code no longer applies). */
  | { ok: false; toast: FlashedToast; cart?: StoredCart };

/** Why the cart cannot be ordered as it stands, checked against the database, or null. */
function cartRefusal(stored: StoredCart, view: CartView): Extract<CheckoutOutcome, { ok: false }> | null {
  if (stored.lines.length === 0 && !view.giftCards.length) return { ok: false, toast: CHECKOUT_MESSAGES.emptyCart };
  if (view.items.length !== stored.lines.length) {
    const cart = { ...stored, lines: cartLinesOf(view), promoCode: view.promoCode };
    return { ok: false, toast: CHECKOUT_MESSAGES.unavailable, cart };
  }
  for (const item of view.items) {
    const line = orderLineName({ name: item.name, format_label: item.formatLabel });
    if (!item.inStock) return { ok: false, toast: { key: "outOfStock", detail: "lineOut_d", values: { line }, type: "error" } };
    if (item.quantity > item.availableQuantity) {
      const detail = item.availableQuantity > 0 ? "lineLow_d" : "lineNone_d";
      return { ok: false, toast: { key: "stockLow", detail, values: { line, count: item.availableQuantity }, type: "error" } };
    }
  }
  if (lostGiftChoices(stored, view)) {
    // The shopper must see which sample or wrap is gone, and the new total, before paying.
    const cart = {
      ...stored,
      lines: cartLinesOf(view),
      giftWrap: view.gift.chosen || undefined,
      giftMessage: view.gift.chosen ? stored.giftMessage : undefined,
      samples: view.samples.chosen.map((s) => s.id),
    };
    return { ok: false, toast: CHECKOUT_MESSAGES.giftChanged, cart };
  }
  if (stored.promoCode && view.promoError) {
    // The total the shopper saw included this code: they must see the new total before paying.
    return {
      ok: false,
      toast: { key: "codeRemoved", detail: "why_d", values: { why: view.promoError }, type: "error" },
      cart: { ...stored, lines: cartLinesOf(view), promoCode: null },
    };
  }
  if (stored.country && stored.country !== view.country) {
    // Priced for a country no active zone serves any more: the shopper sees France's methods,
    // prices and total before paying, never an order sent elsewhere than chosen.
    return { ok: false, toast: CHECKOUT_MESSAGES.countryUnserved, cart: { ...stored, country: undefined, shippingMethodId: undefined } };
  }
  if (view.shipping.error) {
    // The shopper must see the method the cart falls back to, and its price, before paying.
    return {
      ok: false,
      toast: { key: "shipping", detail: "why_d", values: { why: view.shipping.error }, type: "error" },
      cart: { ...stored, shippingMethodId: undefined },
    };
  }
  if (!view.shipping.selected && view.items.length > 0) return { ok: false, toast: CHECKOUT_MESSAGES.noShipping };
  if (stored.giftCardCode && view.giftCard?.error) {
    // As for a promo code: the shopper sees the new amount to pay before paying it.
    return {
      ok: false,
      toast: { key: "giftCardRemoved", detail: "why_d", values: { why: view.giftCard.error }, type: "error" },
      cart: { ...stored, lines: cartLinesOf(view), giftCardCode: undefined },
    };
  }
  return null;
}

async function snapshotOf(view: CartView, shipping: ShippingOption | null, now: Date, lang: Lang): Promise<OrderSnapshot> {
  // The rate the cart showed on what it taxes (decisions 157, 160); the payment decides again under the year's lock, on its own day.
  const vat = await expectedVat({ country: view.country, taxedCents: view.taxedCents }, now);
  const card = view.giftCard && view.giftCard.appliedCents > 0 ? await findCardByCode(view.giftCard.code) : undefined;
  return {
    lines: [
      ...view.items.map((i) => ({
        productId: i.id,
        formatId: i.formatId,
        formatLabel: i.formatLabel,
        name: i.name,
        unitPriceCents: i.unitPriceCents,
        quantity: i.quantity,
      })),
      ...view.giftCards.map((c) => ({
        productId: null,
        formatId: null,
        formatLabel: null,
        name: giftCardLineName(c.recipientName),
        unitPriceCents: c.amountCents,
        quantity: 1,
      })),
    ],
    subtotalCents: view.subtotalCents + view.giftCardsCents,
    discountCents: view.discountCents,
    totalCents: view.totalCents,
    promoCode: view.promoCode,
    shipping: shipping && { methodId: shipping.id, name: shipping.name, cents: shipping.costCents },
    gift: view.gift.chosen ? { wrapCents: view.gift.priceCents, message: view.gift.message || null } : null,
    samples: view.samples.chosen.map((s) => ({ productId: s.id, name: s.name })),
    deliveryCountry: view.country,
    vatRateBp: vat.vat_rate_bp,
    vatCents: vat.vat_cents,
    giftCard: card ? { id: card.id, cents: view.giftCard!.appliedCents } : null,
    lang,
  };
}

/**
 * Checks the cart against the database and records the pending order that holds its bottles, its
 * samples, its code use and its gift card's euros, all in one write transaction that first locks those formats, perfumes
 * and code: two checkouts, in this process or another, can never both count the last bottle or
 * the last use of a code (docs/decisions/023 and 099).
 */
function reserveOrder(stored: StoredCart, reminderEmail: string | null, now: Date, lang: Lang) {
  return withTransaction(async (tx) => {
    await expireLapsedOrders(now);
    await lockHeldRows(tx, await heldRowsOf(stored));
    await lockGiftCard(tx, stored.giftCardCode);
    const view = await priceCart(stored, now);
    const refusal = cartRefusal(stored, view);
    if (refusal) return refusal;
    const provider = isStripeEnabled() ? "stripe" : "demo";
    const order = await createPendingOrder(await snapshotOf(view, view.shipping.selected, now, lang), provider, paymentDeadline(now));
    await recordCardsOfOrder(tx, order.id, view.giftCards);
    await recordOrderHolds(tx, order, now);
    if (reminderEmail) await recordCartConsent(tx, order, reminderEmail, now);
    return { ok: true as const, order };
  });
}

/**
 * Turns the stored cart into a pending order and a payment hand-off. Every line and the promo
 * code are re-checked here, whatever the page showed; on any failure the cart is left as it was.
 * `reminderEmail`: the shopper ticked the reminder box (decision 113), recorded with the order.
 * `lang`: the language of the checkout, which the order, its payment pages and its reminder keep
 * (decision 169).
 */
export async function checkout(
  stored: StoredCart,
  baseUrl: string,
  now = new Date(),
  reminderEmail: string | null = null,
  lang: Lang = "fr",
): Promise<CheckoutOutcome> {
  // Real money only once the CGV, the withdrawal form and the perfumes' pages name the seller
  // (decision 142); demo mode takes none, so it sells as before.
  if (isStripeEnabled() && (await missingLegalFacts()).length > 0) {
    return { ok: false, toast: CHECKOUT_MESSAGES.sellerUnknown };
  }
  const reserved = await reserveOrder(stored, reminderEmail, now, lang);
  if (!reserved.ok) return reserved;
  const { order } = reserved;
  try {
    const found = await findOrderById(order.id);
    if (!found) throw new Error(`Commande ${order.reference} introuvable juste après sa création`);
    return { ok: true, location: await startPayment(found, baseUrl), reference: order.reference };
  } catch (error) {
    console.error("Création de la session de paiement impossible", error);
    // A failed order holds nothing: its bottles and code use are free again at once.
    await markCheckoutFailed(order.id);
    return { ok: false, toast: CHECKOUT_MESSAGES.paymentFailed };
  }
}
