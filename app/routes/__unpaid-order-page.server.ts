import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { demoPaymentSchema, type DemoPaymentInput } from "~/lib/checkout/demo-schema";
import { isPayable } from "~/lib/holds/holds.server";
import { countryOf } from "~/lib/shipping/countries";
import { summariseOrder, type OrderWithItems } from "~/lib/orders/orders.server";
import { paymentReceived } from "~/lib/orders/status-rules";
import type { Order } from "~/lib/platform/schema.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast, type KeyedToast } from "~/lib/platform/toast.server";
import { langOf, localePath } from "~/lib/i18n/lang";
import { textsFor } from "~/lib/i18n/texts.server";
import type { SettleResult } from "~/lib/use-cases/settle-payment.server";
import {
  cancelUnpaidOrder,
  confirmCardPaidOrder,
  findCardPaidOrder,
  findPayableDemoOrder,
  payDemoOrder,
} from "~/lib/use-cases/payment-events.server";

/**
 * The two pages where the shop itself takes the buyer's details and acceptance of the CGV for a
 * pending order: the demo payment page, and the confirmation of an order its gift card pays in
 * full (decision 124). Same states, same answers; only which order they serve and what their
 * button records differ.
 */
type UnpaidOrderPage = {
  find: (reference: string) => Promise<OrderWithItems | null>;
  settle: (order: Order, customer: DemoPaymentInput) => Promise<SettleResult>;
  /** Keys of locales/*\/toasts.json. */
  closedText: string;
  refusedTitle: string;
};

const PAGES = {
  demo: {
    find: findPayableDemoOrder,
    settle: payDemoOrder,
    closedText: "closedDemo_d",
    refusedTitle: "payRefused",
  },
  card: {
    find: findCardPaidOrder,
    settle: confirmCardPaidOrder,
    closedText: "closedCard_d",
    refusedTitle: "cardRefused",
  },
} satisfies Record<string, UnpaidOrderPage>;

export type UnpaidOrderPageKind = keyof typeof PAGES;

function closedToast(page: UnpaidOrderPage): KeyedToast {
  return { key: "error", detail: page.closedText, type: "error" };
}

/** The pages after this one, in the language of the page asked for. */
const pathIn = (request: Request, path: string) => localePath(langOf(new URL(request.url).pathname), path);

function successUrl(request: Request, reference: string) {
  return pathIn(request, `/success?order=${encodeURIComponent(reference)}`);
}

/** The order behind the URL, or a 404 (the demo page's also whenever real Stripe payments are configured). */
async function requireOrder(page: UnpaidOrderPage, reference: string | undefined) {
  const found = reference ? await page.find(reference) : null;
  if (!found) throw new Response("Commande introuvable", { status: 404, statusText: "Not Found" });
  return found;
}

export async function loadUnpaidOrder(kind: UnpaidOrderPageKind, request: Request, reference: string | undefined) {
  const page = PAGES[kind];
  const found = await requireOrder(page, reference);
  if (paymentReceived(found.order.status)) throw redirect(successUrl(request, found.order.reference));
  if (!isPayable(found.order)) throw await redirectWithToast(request, pathIn(request, "/cart"), closedToast(page));
  return { order: summariseOrder(found), texts: textsFor(langOf(new URL(request.url).pathname), "checkout", { withValues: true }) };
}

export async function actOnUnpaidOrder(kind: UnpaidOrderPageKind, request: Request, reference: string | undefined) {
  const page = PAGES[kind];
  const { order } = await requireOrder(page, reference);
  const formData = await readForm(request);
  if (paymentReceived(order.status)) return redirect(successUrl(request, order.reference));
  // Past its window the order holds nothing any more: its price and stock are not honoured.
  if (!isPayable(order)) return redirectWithToast(request, pathIn(request, "/cart"), closedToast(page));
  const intent = formData.get("intent");
  // « à modifier dans le panier » cancels too: the order would otherwise hold its bottles for its
  // whole window against the one the shopper places after changing the cart.
  if (intent === "cancel" || intent === "edit-cart") {
    const cancelled = await cancelUnpaidOrder(order);
    // A payment from another tab won the race: the order is paid, not cancelled.
    if ("order" in cancelled && paymentReceived(cancelled.order.status)) return redirect(successUrl(request, order.reference));
    return redirect(pathIn(request, intent === "cancel" ? "/cancel" : "/cart"));
  }
  const texts = textsFor(langOf(new URL(request.url).pathname), "checkout");
  const submission = parseWithZod(formData, { schema: demoPaymentSchema(countryOf(order.delivery_country).code, (key) => texts[key]) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await page.settle(order, submission.value);
  if (result.outcome === "refused") {
    return redirectWithToast(request, pathIn(request, "/cart"), { key: page.refusedTitle, detail: "why_d", values: { why: result.reason }, type: "error" });
  }
  // An « Annuler » from another tab won the race: the order was not paid.
  if (!("order" in result) || !paymentReceived(result.order.status)) return redirectWithToast(request, pathIn(request, "/cart"), closedToast(page));
  return redirect(successUrl(request, order.reference));
}
