import type Stripe from "stripe";
import { attachCheckoutSession, type OrderWithItems } from "../orders/orders.server";
import { getStripe } from "../platform/stripe.server";
import { BUSINESS_CHECKOUT_TEXT } from "../checkout/stripe-business-buyer";
import { orderLineName } from "../orders/line-name";
import { GIFT_WRAP_LABEL } from "../gifts/gift-rules";
import { travelsByPost } from "../orders/amount-rows";
import { stripeLinesAfterGiftCard } from "../gift-cards/stripe-lines";
import { paidInFullByCard } from "../gift-cards/gift-card-rules";
import { localePath } from "../i18n/lang";

const DEMO_PAYMENT_PATH = "/paiement-demo";
const CARD_CONFIRMATION_PATH = "/commande/confirmation";

/**
 * Hands a pending order to the payment provider and answers where to send the shopper: Stripe's
 * hosted page, the demo payment page when no Stripe key is configured, or the shop's confirmation
 * page when a gift card pays it all, each in the order's language (decision 169). Throws on any failure.
 */
export async function startPayment(found: OrderWithItems, baseUrl: string): Promise<string> {
  const { order } = found;
  // Nothing left to pay: the shop asks the address and the CGV itself, Stripe is never called.
  if (paidInFullByCard(order)) return localePath(order.lang, `${CARD_CONFIRMATION_PATH}/${order.reference}`);
  const stripe = getStripe();
  if (order.payment_provider === "demo" || !stripe) {
    return localePath(order.lang, `${DEMO_PAYMENT_PATH}/${order.reference}`);
  }
  const session = await createCheckoutSession(stripe, found, baseUrl);
  await attachCheckoutSession(order.id, session.id);
  if (!session.url) throw new Error(`Session Stripe ${session.id} sans url`);
  return session.url;
}

/**
 * Line items carry the database price through price_data rather than the product's price_id: the
 * shop's price is the one the shopper saw and agreed to, even if a Stripe Price went stale. The
 * promo becomes a single-use coupon of exactly the discount computed here (amount_off in cents),
 * so Stripe's total always equals the order's total (see docs/decisions/011).
 */
async function createCheckoutSession(
  stripe: Stripe,
  { order, items }: OrderWithItems,
  baseUrl: string,
): Promise<Stripe.Checkout.Session> {
  const afterCard = stripeLinesAfterGiftCard(order);
  let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
  if (order.discount_cents > 0 && !afterCard) {
    const coupon = await stripe.coupons.create(
      {
        amount_off: order.discount_cents,
        currency: "eur",
        duration: "once",
        max_redemptions: 1,
        name: (order.promo_code ?? "Réduction").slice(0, 40),
        metadata: { order_reference: order.reference, promo_code: order.promo_code ?? "" },
      },
      { idempotencyKey: `coupon-${order.reference}` },
    );
    discounts = [{ coupon: coupon.id }];
  }
  return stripe.checkout.sessions.create(
    {
      mode: "payment",
      // Stripe's page in the language of the checkout (decision 169): "fr" and "en" are both its locales.
      locale: order.lang,
      currency: "eur",
      line_items: afterCard ?? [
        ...items.map((item) => ({
          quantity: item.quantity,
          price_data: {
            currency: "eur",
            unit_amount: item.unit_price_cents,
            product_data: {
              name: orderLineName(item),
              metadata: { product_id: String(item.product_id ?? "") },
            },
          },
        })),
        // A line of its own, at 0 € when offered (Checkout takes no-cost lines): the shopper sees
        // on Stripe's page what the order holds (decision 096).
        ...(order.gift_wrap_cents === null
          ? []
          : [{ quantity: 1, price_data: { currency: "eur", unit_amount: order.gift_wrap_cents, product_data: { name: GIFT_WRAP_LABEL } } }]),
      ],
      discounts,
      ...parcelOf(order, afterCard !== null),
      // Stripe shows the terms URL set in the dashboard and refuses to pay until it is ticked;
      // its promotions box, where the law asks for one, is the reminder's consent (decision 113).
      consent_collection: { terms_of_service: "required", promotions: "auto" },
      // A business buyer's name and VAT number, for an invoice in its name (decision 125).
      tax_id_collection: { enabled: true },
      custom_text: { submit: { message: BUSINESS_CHECKOUT_TEXT } },
      client_reference_id: String(order.id),
      metadata: { order_reference: order.reference, order_id: String(order.id) },
      payment_intent_data: { metadata: { order_reference: order.reference } },
      // Stripe stops taking the payment when the order's hold ends (docs/decisions/023).
      expires_at: order.expires_at ? Math.floor(order.expires_at.getTime() / 1000) : undefined,
      success_url: `${baseUrl}${localePath(order.lang, "/success")}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${baseUrl}${localePath(order.lang, "/cancel")}`,
    },
    { idempotencyKey: `checkout-${order.reference}` },
  );
}

/**
 * The delivery Stripe's page asks for: the method and the address in the order's country, or nothing for an
 * order of gift cards alone, which goes by email (the page then asks only for billing details).
 */
function parcelOf(order: OrderWithItems["order"], paidInPartByCard: boolean): Partial<Stripe.Checkout.SessionCreateParams> {
  if (!travelsByPost(order.shipping_method_name)) return {};
  return {
    // The coupon's fixed amount is the perfumes' discount; shipping is added after it, as in the cart.
    shipping_options: [
      {
        shipping_rate_data: {
          type: "fixed_amount",
          display_name: (order.shipping_method_name ?? "Livraison").slice(0, 100),
          // When a gift card paid part, the one line of what is left already counts the shipping.
          fixed_amount: { amount: paidInPartByCard ? 0 : order.shipping_cents, currency: "eur" },
        },
      },
    ],
    // The one country the order was priced for: an address elsewhere cannot be typed (decision 161).
    shipping_address_collection: { allowed_countries: [order.delivery_country as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry] },
  };
}
