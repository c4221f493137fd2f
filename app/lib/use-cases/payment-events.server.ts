import Stripe from "stripe";
import { getConfig } from "../platform/config.server";
import { businessBuyerOf, formatShippingAddress, type DemoPaymentInput } from "../checkout/demo-schema";
import { businessBuyerOfStripe } from "../checkout/stripe-business-buyer";
import { settleOrder, type CustomerDetails, type Settlement, type SettleResult } from "./settle-payment.server";
import { findOrderById, findOrderByReference, findOrderBySession, type OrderWithItems } from "../orders/orders.server";
import { startedInThisBrowser } from "../checkout/recent-checkouts.server";
import type { Order } from "../platform/schema.server";
import { getStripe, isStripeEnabled } from "../platform/stripe.server";
import { amountDueCents, paidInFullByCard } from "../gift-cards/gift-card-rules";
import { recordStripeConsent } from "../reminders/reminders.server";

/**
 * What the payment provider and the demo page say about a payment, turned into the one
 * settlement of settle-payment.server.ts: Stripe's signed events (the webhook), the session a
 * shopper comes back from (/success), and the demo page's two buttons.
 */

function customerOfSession(session: Stripe.Checkout.Session): CustomerDetails {
  const shipping = session.collected_information?.shipping_details;
  const address = shipping?.address;
  return {
    email: session.customer_details?.email ?? null,
    name: shipping?.name ?? session.customer_details?.name ?? null,
    shippingAddress:
      address?.line1 && address.postal_code && address.city
        ? formatShippingAddress({
            line1: address.line1,
            line2: address.line2,
            postalCode: address.postal_code,
            city: address.city,
            country: address.country ?? "FR",
          })
        : null,
    country: address?.country ?? null,
    postalCode: address?.postal_code ?? null,
    termsAcceptedAt: session.consent?.terms_of_service === "accepted" ? new Date() : undefined,
    business: businessBuyerOfStripe(session.customer_details),
  };
}

/**
 * Whether Stripe's session settles this order's payment. "paid" counts only for the exact amount
 * in euros left to pay after the gift card (decision 116); "no_payment_required" only for an
 * order that really leaves 0 € to pay (docs/decisions/010).
 */
function isSettled(session: Stripe.Checkout.Session, order: Order): boolean {
  const due = amountDueCents(order);
  // An open session can already say "no_payment_required" for 0 €: only a completed one counts.
  if (session.status !== "complete") return false;
  if (session.currency !== "eur" || session.amount_total !== due) {
    if (session.payment_status !== "unpaid") {
      console.error(
        `Montant Stripe inattendu pour ${order.reference} : ${session.amount_total} ${session.currency}, ` +
          `attendu ${due} eur. Commande laissée en attente.`,
      );
    }
    return false;
  }
  if (session.payment_status === "paid") return true;
  return session.payment_status === "no_payment_required" && due === 0;
}

/** The shop's order behind a Stripe session, only if every identifier agrees. */
async function orderOfSession(session: Stripe.Checkout.Session): Promise<Order | null> {
  const id = Number(session.client_reference_id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const found = await findOrderById(id);
  if (!found) return null;
  const { order } = found;
  const matches =
    order.payment_provider === "stripe" &&
    order.checkout_session_id === session.id &&
    session.metadata?.order_reference === order.reference;
  return matches ? order : null;
}

const SETTLEMENT_OF_EVENT: Record<string, "check-payment" | Settlement> = {
  "checkout.session.completed": "check-payment",
  "checkout.session.async_payment_succeeded": "check-payment",
  "checkout.session.async_payment_failed": "failed",
  "checkout.session.expired": "expired",
};

export type StripeSessionResult = SettleResult | { outcome: "ignored" };

/** Applies what a Checkout Session says to its order, through the one fulfilment function. */
export async function settleStripeSession(
  session: Stripe.Checkout.Session,
  kind: "check-payment" | Settlement,
  event?: { id: string; type: string },
): Promise<StripeSessionResult> {
  const order = await orderOfSession(session);
  if (!order) {
    console.warn(`Session Stripe ${session.id} sans commande correspondante : ignorée.`);
    return { outcome: "ignored" };
  }
  const settlement = kind === "check-payment" ? (isSettled(session, order) ? "paid" : null) : kind;
  return settleOrder({
    orderId: order.id,
    settlement,
    customer: settlement === "paid" ? customerOfSession(session) : undefined,
    paymentIntentId: typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
    event,
  });
}

async function handleStripeEvent(event: Stripe.Event): Promise<StripeSessionResult> {
  const kind = SETTLEMENT_OF_EVENT[event.type];
  if (!kind) return { outcome: "ignored" };
  const session = event.data.object as Stripe.Checkout.Session;
  const result = await settleStripeSession(session, kind, { id: event.id, type: event.type });
  // Only an expired session tells whether the shopper ticked Stripe's promotions box and left.
  if (kind === "expired" && "order" in result) await recordStripeConsent(result.order, session);
  return result;
}

/** A correctly signed event can still lack what it should carry: that is the sender's fault. */
function isCheckoutSessionEvent(event: Stripe.Event): boolean {
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  return typeof object === "object" && object !== null && typeof (object as { id?: unknown }).id === "string";
}

/**
 * The /success page asks Stripe itself: a shopper back from paying sees the order paid even if
 * the webhook is late or not configured.
 */
export async function syncCheckoutSession(sessionId: string): Promise<OrderWithItems | null> {
  const stripe = getStripe();
  if (!stripe || !/^cs_[A-Za-z0-9_]+$/.test(sessionId)) return null;
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const kind = session.status === "expired" ? "expired" : "check-payment";
    const result = await settleStripeSession(session, kind);
    return "order" in result ? await findOrderById(result.order.id) : null;
  } catch (error) {
    console.error(`Lecture de la session Stripe ${sessionId} impossible`, error);
    return null;
  }
}

/** A demo order the demo page may still act on; none at all once Stripe is configured. */
export async function findPayableDemoOrder(reference: string): Promise<OrderWithItems | null> {
  if (isStripeEnabled()) return null;
  const found = await findOrderByReference(reference);
  return found && (found.order.payment_provider === "demo" || paidInFullByCard(found.order)) ? found : null;
}

/**
 * "Payer" on the demo page: recorded exactly as a Stripe webhook would record a payment, except
 * that an order that cannot be honoured is refused rather than marked for a refund (no money moved).
 */
export function payDemoOrder(order: Order, customer: DemoPaymentInput, now = new Date()): Promise<SettleResult> {
  return settleOrder({ orderId: order.id, settlement: "paid_demo", now, customer: customerOfForm(order, customer, now) });
}

/** An order its gift card pays in full, in either mode: it never reaches Stripe nor the demo page. */
export async function findCardPaidOrder(reference: string): Promise<OrderWithItems | null> {
  const found = await findOrderByReference(reference);
  return found && paidInFullByCard(found.order) ? found : null;
}

/**
 * « Commander et payer par carte cadeau » of an order its gift card pays in full: settled as the demo page's
 * payment (no money moved, so a problem refuses it), and only while its hold lasts, checked in the
 * settlement's transaction: a lapsed hold no longer reserves the card's euros (decision 124).
 */
export function confirmCardPaidOrder(order: Order, customer: DemoPaymentInput, now = new Date()): Promise<SettleResult> {
  return settleOrder({ orderId: order.id, settlement: "paid_demo", now, customer: customerOfForm(order, customer, now), withinHold: true });
}

function customerOfForm(order: Order, customer: DemoPaymentInput, now: Date): CustomerDetails {
  return {
    termsAcceptedAt: now,
    email: customer.email,
    name: customer.name,
    shippingAddress: formatShippingAddress({
      line1: customer.address,
      postalCode: customer.postalCode,
      city: customer.city,
      country: order.delivery_country,
    }),
    country: order.delivery_country,
    postalCode: customer.postalCode,
    business: businessBuyerOf(customer),
  };
}

/** « Annuler » on the demo page or the card's confirmation: the order's holds end at once. */
export function cancelUnpaidOrder(order: Order): Promise<SettleResult> {
  return settleOrder({ orderId: order.id, settlement: "expired" });
}

/** What became of a POST to /webhooks/stripe; the route gives each its status. */
export type WebhookOutcome =
  | { kind: "disabled" }
  | { kind: "unconfigured" }
  | { kind: "refused"; reason: string }
  | { kind: "handled"; outcome: StripeSessionResult["outcome"] };

/**
 * Stripe's event, with its signature checked on the exact bytes Stripe sent, with Stripe's
 * default five-minute tolerance against replays; a bad or stale signature writes nothing.
 */
export async function receiveStripeEvent(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const stripe = getConfig().stripe;
  if (!stripe) return { kind: "disabled" };
  const secret = stripe.webhookSecret;
  if (!secret) {
    console.error("Webhook Stripe reçu mais STRIPE_WEBHOOK_SECRET n'est pas configuré.");
    return { kind: "unconfigured" };
  }
  if (!signature) return { kind: "refused", reason: "signature manquante" };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    console.warn("Webhook Stripe refusé : signature invalide", error instanceof Error ? error.message : error);
    return { kind: "refused", reason: "signature invalide" };
  }
  if (SETTLEMENT_OF_EVENT[event.type] && !isCheckoutSessionEvent(event)) {
    return { kind: "refused", reason: "événement sans session" };
  }
  return { kind: "handled", outcome: (await handleStripeEvent(event)).outcome };
}

/**
 * The order a /success URL speaks of: ?session_id= after Stripe, ?order= after the demo page or
 * the confirmation of an order a gift card paid in full.
 * Stripe is asked only about a checkout this browser started; any other session id shows what
 * the shop already knows of it, and costs no call.
 */
export async function orderForSuccessPage(request: Request): Promise<OrderWithItems | null> {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id");
  if (sessionId) {
    const known = await findOrderBySession(sessionId);
    if (!known || !(await startedInThisBrowser(request, known.order.reference))) return known;
    return syncCheckoutSession(sessionId);
  }
  const reference = url.searchParams.get("order");
  if (!reference) return null;
  const found = await findOrderByReference(reference);
  return found && (found.order.payment_provider === "demo" || paidInFullByCard(found.order)) ? found : null;
}
