import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settleOrder } from "~/lib/checkout/fulfilment.server";
import { shipOrder } from "~/lib/orders/transitions.server";
import { getDb } from "~/lib/platform/db.server";
import { defaultFormatIds } from "~/lib/catalog/formats.server";
import { email_outbox, order_events, order_items, orders, ORDER_STATUSES, type Order, type OrderStatus } from "~/lib/platform/schema.server";
import { paidSessionChanges } from "../fakes/stripe-server";
import {
  allOrders,
  afterResponse,
  DEMO_CUSTOMER,
  ORIGIN,
  postCheckout,
  productBySlug,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
} from "./checkout-helpers";

const SECRET = "whsec_settled_orders_0123456789";
const fake = useFakeStripe((stripe) => ({ ...stripe.env(), STRIPE_WEBHOOK_SECRET: SECRET }));

const orderRow = (id: number) => getDb().select().from(orders).where(eq(orders.id, id)).get()!;
const eventTypes = (id: number) =>
  getDb().select().from(order_events).where(eq(order_events.order_id, id)).all().map((e) => e.type);
const stockOf = (slug: string) => productBySlug(slug).stock_quantity;

async function webhook(type: string, session: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${type}_${Math.random().toString(36).slice(2)}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const { action } = await import("~/routes/webhooks.stripe");
  const headers = new Headers({ "Content-Type": "application/json" });
  headers.set("Stripe-Signature", Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }));
  return action({ request: new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", headers, body: payload }), params: {}, context: {} });
}

describe("a settled order is never paid again (issue 18, defect 1)", () => {
  it("Stripe: /success opened again and a late async_payment_succeeded after shipping change nothing", async () => {
    const minuit = productBySlug("minuit-profond").id;
    const response = await postCheckout({ lines: [{ id: minuit, quantity: 2 }], promoCode: null });
    const checkoutCookie = response.headers.getSetCookie()[0].split(";")[0];
    const [order] = allOrders();
    const sessionId = order.checkout_session_id!;
    fake.updateSession(sessionId, paidSessionChanges({ amount_total: order.total_cents }));
    const { loader } = await import("~/routes/success");
    const openSuccess = () =>
      loader({ request: new Request(`${ORIGIN}/success?session_id=${sessionId}`, { headers: { Cookie: checkoutCookie } }), params: {}, context: {} });

    await openSuccess();
    const paid = orderRow(order.id);
    expect(paid.status).toBe("paid");
    expect(paid.invoice_number).not.toBeNull();
    expect(stockOf("minuit-profond")).toBe(48);
    expect((await shipOrder({ orderId: order.id, actor: "owner@test", carrier: "Colissimo", trackingNumber: "6A1" })).ok).toBe(true);

    const again = (await openSuccess()) as { order: { reference: string } | null };
    expect(again.order?.reference).toBe(order.reference);
    const late = await webhook("checkout.session.async_payment_succeeded", fake.sessions.get(sessionId)!);
    expect(await (late as Response).json()).toMatchObject({ outcome: "unchanged" });
    const failed = await webhook("checkout.session.async_payment_failed", fake.sessions.get(sessionId)!);
    expect(await (failed as Response).json()).toMatchObject({ outcome: "unchanged" });

    const after = orderRow(order.id);
    expect(after.status).toBe("shipped");
    expect(after.invoice_number).toBe(paid.invoice_number);
    expect(after.paid_at).toEqual(paid.paid_at);
    expect(stockOf("minuit-profond")).toBe(48);
    expect(eventTypes(order.id).filter((t) => t === "paid")).toHaveLength(1);
    const confirmations = getDb().select().from(email_outbox).where(eq(email_outbox.order_id, order.id)).all();
    expect(confirmations.filter((m) => m.kind === "order_confirmation")).toHaveLength(1);
  });

  it("demo page: a shipped order is shown as paid and 'Payer' again changes nothing", async () => {
    usePaymentEnv({});
    await postCheckout({ lines: [{ id: productBySlug("bahia").id, quantity: 1 }], promoCode: null });
    const [order] = allOrders();
    await submitDemoPayment(order.reference);
    const paid = orderRow(order.id);
    expect((await shipOrder({ orderId: order.id, actor: "owner@test", carrier: "Colissimo", trackingNumber: "6A2" })).ok).toBe(true);

    const again = (await submitDemoPayment(order.reference)) as Response;
    expect(again.headers.get("Location")).toBe(`/success?order=${order.reference}`);
    const { loader } = await import("~/routes/paiement-demo.$reference");
    const shown = await loader({ request: new Request(`${ORIGIN}/paiement-demo/${order.reference}`), params: { reference: order.reference }, context: {} }).catch((r: unknown) => r);
    expect((shown as Response).headers.get("Location")).toBe(`/success?order=${order.reference}`);
    expect(orderRow(order.id)).toMatchObject({ status: "shipped", invoice_number: paid.invoice_number });
    expect(stockOf("bahia")).toBe(49);
  });
});

/**
 * Every status an order can be in, against every settlement a provider or the demo page can
 * report: the expected sets are written out here, not read from the table, so a change of the
 * table that lets a settled order move again fails this test.
 */
const ACCEPTED: Record<"paid" | "paid_demo" | "failed" | "expired", OrderStatus[]> = {
  paid: ["pending", "expired", "failed"],
  paid_demo: ["pending"],
  failed: ["pending"],
  expired: ["pending"],
};

function orderIn(status: OrderStatus): Order {
  const settled = !["pending", "expired", "failed"].includes(status);
  const order = getDb()
    .insert(orders)
    .values({
      reference: `MS-S${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      status,
      subtotal_cents: 3995,
      total_cents: 3995,
      payment_provider: "demo",
      customer_email: "client@exemple.fr",
      paid_at: settled ? new Date(Date.UTC(2026, 0, 5)) : null,
      invoice_number: settled ? 900000 + Math.floor(Math.random() * 99999) : null,
      shipped_at: ["shipped", "delivered"].includes(status) ? new Date(Date.UTC(2026, 0, 6)) : null,
      expires_at: new Date(Date.now() + 10 * 60_000),
    })
    .returning()
    .get();
  const bahia = productBySlug("bahia").id;
  getDb()
    .insert(order_items)
    .values({ order_id: order.id, product_id: bahia, format_id: defaultFormatIds([bahia]).get(bahia), format_label: "50 ml", name: "Bahia", unit_price_cents: 3995, quantity: 1 })
    .run();
  return order;
}

describe("the table of allowed status changes, exhaustively", () => {
  for (const status of ORDER_STATUSES) {
    for (const settlement of Object.keys(ACCEPTED) as (keyof typeof ACCEPTED)[]) {
      const accepted = ACCEPTED[settlement].includes(status);
      it(`${settlement} on a "${status}" order is ${accepted ? "applied" : "refused, changing nothing"}`, () => {
        usePaymentEnv({});
        const order = orderIn(status);
        const before = orderRow(order.id);
        const stock = stockOf("bahia");
        const result = settleOrder({ orderId: order.id, settlement });
        expect(result.outcome).toBe(accepted ? "applied" : "unchanged");
        const after = orderRow(order.id);
        if (!accepted) {
          expect(after).toEqual(before);
          expect(stockOf("bahia")).toBe(stock);
          return;
        }
        const expected = settlement === "paid_demo" ? "paid" : settlement;
        expect(after.status).toBe(expected);
        if (expected === "paid") {
          expect(after.invoice_number).not.toBeNull();
          expect(stockOf("bahia")).toBe(stock - 1);
        }
      });
    }
  }
});

describe("'Payer' racing 'Annuler' on the demo page", () => {
  for (const first of ["pay", "cancel"] as const) {
    it(`whichever commits first wins, the other changes nothing (${first} sent first)`, async () => {
      usePaymentEnv({});
      await postCheckout({ lines: [{ id: productBySlug("bahia").id, quantity: 1 }], promoCode: null });
      const [order] = allOrders();
      const pay = () => submitDemoPayment(order.reference, DEMO_CUSTOMER);
      const cancel = () => submitDemoPayment(order.reference, { intent: "cancel" });
      const [a, b] = await Promise.all(first === "pay" ? [pay(), cancel()] : [cancel(), pay()]);
      const [payResponse, cancelResponse] = (first === "pay" ? [a, b] : [b, a]) as Response[];
      const after = orderRow(order.id);
      expect(["paid", "expired"]).toContain(after.status);
      if (after.status === "paid") {
        expect(payResponse.headers.get("Location")).toBe(`/success?order=${order.reference}`);
        expect(cancelResponse.headers.get("Location")).toBe(`/success?order=${order.reference}`);
        expect(stockOf("bahia")).toBe(49);
      } else {
        expect(cancelResponse.headers.get("Location")).toBe("/cancel");
        expect(payResponse.headers.get("Location")).toBe("/cart");
        expect((await afterResponse(payResponse)).toast?.title).toBe("Erreur");
        expect(after.invoice_number).toBeNull();
        expect(stockOf("bahia")).toBe(50);
      }
    });
  }
});
