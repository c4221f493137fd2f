import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settleOrder } from "~/lib/use-cases/settle-payment.server";
import { shipOrder } from "~/lib/use-cases/ship-order.server";
import { ORDER_STATUSES, type Order, type OrderStatus } from "~/lib/platform/schema.server";
import { paidSessionChanges } from "../fakes/stripe-server";
import {
  allOrders,
  afterResponse,
  DEMO_CUSTOMER,
  formatOf,
  ORIGIN,
  postCheckout,
  productBySlug,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
  read,
  write,
} from "./checkout-helpers";

const SECRET = "whsec_settled_orders_0123456789";
const fake = useFakeStripe((stripe) => ({ ...stripe.env(), STRIPE_WEBHOOK_SECRET: SECRET }));

const orderRow = async (id: number) => (await read((db, { orders }) => db.select().from(orders).where(eq(orders.id, id))))[0];
const eventTypes = async (id: number) =>
  (await read((db, { order_events }) => db.select().from(order_events).where(eq(order_events.order_id, id)))).map((e) => e.type);
const stockOf = async (slug: string) => (await productBySlug(slug)).stock_quantity;

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
    const minuit = (await productBySlug("minuit-profond")).id;
    const response = await postCheckout({ lines: [{ id: minuit, quantity: 2 }], promoCode: null });
    const checkoutCookie = response.headers.getSetCookie()[0].split(";")[0];
    const [order] = await allOrders();
    const sessionId = order.checkout_session_id!;
    fake.updateSession(sessionId, paidSessionChanges({ amount_total: order.total_cents }));
    const { loader } = await import("~/routes/success");
    const openSuccess = () =>
      loader({ request: new Request(`${ORIGIN}/success?session_id=${sessionId}`, { headers: { Cookie: checkoutCookie } }), params: {}, context: {} });

    await openSuccess();
    const paid = await orderRow(order.id);
    expect(paid.status).toBe("paid");
    expect(paid.invoice_number).not.toBeNull();
    expect(await stockOf("minuit-profond")).toBe(48);
    expect((await shipOrder({ orderId: order.id, actor: "owner@test", carrier: "Colissimo", trackingNumber: "6A1" })).ok).toBe(true);

    const again = (await openSuccess()) as { order: { reference: string } | null };
    expect(again.order?.reference).toBe(order.reference);
    const late = await webhook("checkout.session.async_payment_succeeded", fake.sessions.get(sessionId)!);
    expect(await (late as Response).json()).toMatchObject({ outcome: "unchanged" });
    const failed = await webhook("checkout.session.async_payment_failed", fake.sessions.get(sessionId)!);
    expect(await (failed as Response).json()).toMatchObject({ outcome: "unchanged" });

    const after = await orderRow(order.id);
    expect(after.status).toBe("shipped");
    expect(after.invoice_number).toBe(paid.invoice_number);
    expect(after.paid_at).toEqual(paid.paid_at);
    expect(await stockOf("minuit-profond")).toBe(48);
    expect((await eventTypes(order.id)).filter((t) => t === "paid")).toHaveLength(1);
    const confirmations = await read((db, { email_outbox }) => db.select().from(email_outbox).where(eq(email_outbox.order_id, order.id)));
    expect(confirmations.filter((m) => m.kind === "order_confirmation")).toHaveLength(1);
  });

  it("demo page: a shipped order is shown as paid and 'Payer' again changes nothing", async () => {
    usePaymentEnv({});
    await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
    const [order] = await allOrders();
    await submitDemoPayment(order.reference);
    const paid = await orderRow(order.id);
    expect((await shipOrder({ orderId: order.id, actor: "owner@test", carrier: "Colissimo", trackingNumber: "6A2" })).ok).toBe(true);

    const again = (await submitDemoPayment(order.reference)) as Response;
    expect(again.headers.get("Location")).toBe(`/success?order=${order.reference}`);
    const { loader } = await import("~/routes/paiement-demo.$reference");
    const shown = await loader({ request: new Request(`${ORIGIN}/paiement-demo/${order.reference}`), params: { reference: order.reference }, context: {} }).catch((r: unknown) => r);
    expect((shown as Response).headers.get("Location")).toBe(`/success?order=${order.reference}`);
    expect(await orderRow(order.id)).toMatchObject({ status: "shipped", invoice_number: paid.invoice_number });
    expect(await stockOf("bahia")).toBe(49);
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

async function orderIn(status: OrderStatus): Promise<Order> {
  const settled = !["pending", "expired", "failed"].includes(status);
  const bahia = await formatOf("bahia", 50);
  return write(async (tx, { order_items, orders }) => {
    const [order] = await tx
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
      .returning();
    await tx
      .insert(order_items)
      .values({ order_id: order.id, product_id: bahia.product_id, format_id: bahia.id, format_label: "50 ml", name: "Bahia", unit_price_cents: 3995, quantity: 1 });
    return order;
  });
}

describe("the table of allowed status changes, exhaustively", () => {
  for (const status of ORDER_STATUSES) {
    for (const settlement of Object.keys(ACCEPTED) as (keyof typeof ACCEPTED)[]) {
      const accepted = ACCEPTED[settlement].includes(status);
      it(`${settlement} on a "${status}" order is ${accepted ? "applied" : "refused, changing nothing"}`, async () => {
        usePaymentEnv({});
        const order = await orderIn(status);
        const before = await orderRow(order.id);
        const stock = await stockOf("bahia");
        const result = await settleOrder({ orderId: order.id, settlement });
        expect(result.outcome).toBe(accepted ? "applied" : "unchanged");
        const after = await orderRow(order.id);
        if (!accepted) {
          expect(after).toEqual(before);
          expect(await stockOf("bahia")).toBe(stock);
          return;
        }
        const expected = settlement === "paid_demo" ? "paid" : settlement;
        expect(after.status).toBe(expected);
        if (expected === "paid") {
          expect(after.invoice_number).not.toBeNull();
          expect(await stockOf("bahia")).toBe(stock - 1);
        }
      });
    }
  }
});

describe("'Payer' racing 'Annuler' on the demo page", () => {
  for (const first of ["pay", "cancel"] as const) {
    it(`whichever commits first wins, the other changes nothing (${first} sent first)`, async () => {
      usePaymentEnv({});
      await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
      const [order] = await allOrders();
      const pay = () => submitDemoPayment(order.reference, DEMO_CUSTOMER);
      const cancel = () => submitDemoPayment(order.reference, { intent: "cancel" });
      const [a, b] = await Promise.all(first === "pay" ? [pay(), cancel()] : [cancel(), pay()]);
      const [payResponse, cancelResponse] = (first === "pay" ? [a, b] : [b, a]) as Response[];
      const after = await orderRow(order.id);
      expect(["paid", "expired"]).toContain(after.status);
      if (after.status === "paid") {
        expect(payResponse.headers.get("Location")).toBe(`/success?order=${order.reference}`);
        expect(cancelResponse.headers.get("Location")).toBe(`/success?order=${order.reference}`);
        expect(await stockOf("bahia")).toBe(49);
      } else {
        expect(cancelResponse.headers.get("Location")).toBe("/cancel");
        expect(payResponse.headers.get("Location")).toBe("/cart");
        expect((await afterResponse(payResponse)).toast?.title).toBe("Erreur");
        expect(after.invoice_number).toBeNull();
        expect(await stockOf("bahia")).toBe(50);
      }
    });
  }
});
