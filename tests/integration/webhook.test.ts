import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { paidSessionChanges, type FakeSession } from "../fakes/stripe-server";
import { allOrders, ORIGIN, postCheckout, productBySlug, promo, read, resetShop, setDefaultFormat, useFakeStripe, usePaymentEnv } from "./checkout-helpers";

const SECRET = "whsec_test_secret_0123456789";
const fake = useFakeStripe((stripe) => ({ ...stripe.env(), STRIPE_WEBHOOK_SECRET: SECRET }));
let minuit: number;
let rose: number;
let eventCounter = 0;

beforeAll(async () => {
  minuit = (await productBySlug("minuit-profond")).id;
  rose = (await productBySlug("rose-merveilleuse")).id;
});

/** A pending Stripe order made through the real checkout: 1 Minuit Profond + 2 Rose Merveilleuse. */
async function pendingOrder(promoCode: string | null = "BIENVENUE10") {
  await postCheckout({
    lines: [
      { id: minuit, quantity: 1 },
      { id: rose, quantity: 2 },
    ],
    promoCode,
  });
  const [order] = await allOrders();
  const session = fake.sessions.get(order.checkout_session_id!)!;
  return { order, session };
}

function eventPayload(type: string, session: FakeSession, changes: Record<string, unknown> = {}, id?: string) {
  eventCounter += 1;
  return JSON.stringify({
    id: id ?? `evt_test_${eventCounter}`,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...session, ...changes } },
  });
}

async function deliver(payload: string, signature?: string | null) {
  const { action } = await import("~/routes/webhooks.stripe");
  const headers = new Headers({ "Content-Type": "application/json" });
  const header = signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) : signature;
  if (header) headers.set("Stripe-Signature", header);
  const request = new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", headers, body: payload });
  return action({ request, params: {}, context: {} });
}

async function stockOf(slug: string) {
  return (await productBySlug(slug)).stock_quantity;
}

async function processedIds() {
  return (await read((db, { processed_events }) => db.select().from(processed_events))).map((e) => e.id);
}

const paid = () => paidSessionChanges({ amount_total: 10786 });

describe("POST /webhooks/stripe", () => {
  it("checkout.session.completed and paid: pays the order, stock, code use and customer, once", async () => {
    const { order, session } = await pendingOrder();
    const payload = eventPayload("checkout.session.completed", session, paid(), "evt_completed");
    const response = await deliver(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "applied" });

    const [after] = await allOrders();
    expect(after).toMatchObject({
      id: order.id,
      status: "paid",
      customer_email: "claire.martin@example.fr",
      customer_name: "Claire Martin",
      shipping_address: "12 rue des Rosiers\n75004 Paris\nFR",
    });
    expect(await stockOf("minuit-profond")).toBe(49);
    expect(await stockOf("rose-merveilleuse")).toBe(48);
    expect((await promo("BIENVENUE10")).times_used).toBe(1);
    expect(await processedIds()).toEqual(["evt_completed"]);

    // Stripe redelivers the very same event: ignored.
    const again = await deliver(payload);
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate-event" });
    // Another event saying the same thing (e.g. after /success already paid it): no second payment.
    await deliver(eventPayload("checkout.session.async_payment_succeeded", session, paid()));
    expect(await stockOf("minuit-profond")).toBe(49);
    expect(await stockOf("rose-merveilleuse")).toBe(48);
    expect((await promo("BIENVENUE10")).times_used).toBe(1);
  });

  it("leaves the perfume unsellable when its last bottles are sold", async () => {
    await setDefaultFormat(null, { stock_quantity: 2 });
    const { session } = await pendingOrder(null);
    await deliver(eventPayload("checkout.session.completed", session, paidSessionChanges({ amount_total: 11985 })));
    // The quantity only: the owner's « En stock » stays, and no bottle left is what stops the sale (decision 100).
    expect(await productBySlug("rose-merveilleuse")).toMatchObject({ stock_quantity: 0, stock_status: "in_stock" });
    expect(await productBySlug("minuit-profond")).toMatchObject({ stock_quantity: 1, stock_status: "in_stock" });
  });

  it("a completed session still unpaid (delayed payment method) leaves the order pending", async () => {
    const { session } = await pendingOrder();
    const unpaid = { ...paid(), payment_status: "unpaid" };
    const response = await deliver(eventPayload("checkout.session.completed", session, unpaid));
    expect(response.status).toBe(200);
    expect((await allOrders())[0].status).toBe("pending");
    expect(await stockOf("minuit-profond")).toBe(50);
    expect((await promo("BIENVENUE10")).times_used).toBe(0);

    await deliver(eventPayload("checkout.session.async_payment_succeeded", session, paid()));
    expect((await allOrders())[0].status).toBe("paid");
    expect(await stockOf("minuit-profond")).toBe(49);
  });

  it("out of order: success first, then the unpaid completion and a late expiry change nothing", async () => {
    const { session } = await pendingOrder();
    await deliver(eventPayload("checkout.session.async_payment_succeeded", session, paid()));
    await deliver(eventPayload("checkout.session.completed", session, { ...paid(), payment_status: "unpaid" }));
    await deliver(eventPayload("checkout.session.async_payment_failed", session, { status: "complete" }));
    await deliver(eventPayload("checkout.session.expired", session, { status: "expired" }));
    expect((await allOrders())[0].status).toBe("paid");
    expect(await stockOf("rose-merveilleuse")).toBe(48);
    expect((await promo("BIENVENUE10")).times_used).toBe(1);
  });

  it("async_payment_failed fails the order and expired expires it, touching no stock", async () => {
    const first = await pendingOrder();
    await deliver(eventPayload("checkout.session.async_payment_failed", first.session, { status: "complete" }));
    expect((await allOrders())[0].status).toBe("failed");

    await resetShop();
    fake.reset();
    const second = await pendingOrder();
    await deliver(eventPayload("checkout.session.expired", second.session, { status: "expired" }));
    expect((await allOrders())[0].status).toBe("expired");
    expect(await stockOf("minuit-profond")).toBe(50);
    expect((await promo("BIENVENUE10")).times_used).toBe(0);
  });

  it("asks Stripe for its promotions box; an expired session with it ticked records the reminder's consent (decision 113)", async () => {
    const { order, session } = await pendingOrder();
    expect(session.consent_collection).toMatchObject({ terms_of_service: "required", promotions: "auto" });
    const declined = { status: "expired", consent: { promotions: "opt_out" }, customer_details: { email: "claire.martin@example.fr" } };
    await deliver(eventPayload("checkout.session.expired", session, declined));
    expect(await read((db, { checkout_reminders }) => db.select().from(checkout_reminders))).toHaveLength(0);

    await deliver(eventPayload("checkout.session.expired", session, { ...declined, consent: { promotions: "opt_in" }, customer_details: { email: "Claire.Martin@example.fr" } }));
    const rows = await read((db, { checkout_reminders }) => db.select().from(checkout_reminders));
    expect(rows).toEqual([expect.objectContaining({ order_id: order.id, email: "claire.martin@example.fr", consent_version: "stripe-promotions" })]);
  });

  it("refuses a forged, stale or missing signature with 400 and writes nothing", async () => {
    const { session } = await pendingOrder();
    const payload = eventPayload("checkout.session.completed", session, paid());
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    const tampered = payload.replace('"amount_total":10786', '"amount_total":1');
    const validForOriginal = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });

    for (const [body, signature] of [
      [payload, forged],
      [payload, stale],
      [payload, null],
      [tampered, validForOriginal],
    ] as const) {
      const response = await deliver(body, signature);
      expect(response.status).toBe(400);
    }
    expect((await allOrders())[0].status).toBe("pending");
    expect(await processedIds()).toEqual([]);
    expect(await stockOf("minuit-profond")).toBe(50);
  });

  it("answers 500 and logs when STRIPE_WEBHOOK_SECRET is missing", async () => {
    const { session } = await pendingOrder();
    usePaymentEnv(fake.env());
    const response = await deliver(eventPayload("checkout.session.completed", session, paid()));
    expect(response.status).toBe(500);
    expect((await allOrders())[0].status).toBe("pending");
  });

  it("does not exist in demo mode (no STRIPE_SECRET_KEY)", async () => {
    const { session } = await pendingOrder();
    usePaymentEnv({});
    const response = await deliver(eventPayload("checkout.session.completed", session, paid()));
    expect(response.status).toBe(404);
    expect((await allOrders())[0].status).toBe("pending");
  });

  it("never pays for an amount other than the order's total, nor a session of another order", async () => {
    const { session } = await pendingOrder();
    await deliver(eventPayload("checkout.session.completed", session, paidSessionChanges({ amount_total: 100 })));
    expect((await allOrders())[0].status).toBe("pending");

    const stranger = { ...paid(), id: "cs_test_other", client_reference_id: String((await allOrders())[0].id) };
    const response = await deliver(eventPayload("checkout.session.completed", session, stranger));
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await allOrders())[0].status).toBe("pending");
  });

  it("'no_payment_required' pays only an order that really costs 0 €", async () => {
    const { session } = await pendingOrder();
    await deliver(
      eventPayload("checkout.session.completed", session, { ...paid(), payment_status: "no_payment_required" }),
    );
    expect((await allOrders())[0].status).toBe("pending");

    await resetShop();
    fake.reset();
    await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: "OFFERT100" });
    const [free] = await allOrders();
    const freeSession = fake.sessions.get(free.checkout_session_id!)!;
    await deliver(
      eventPayload("checkout.session.completed", freeSession, paidSessionChanges({ payment_status: "no_payment_required", amount_total: 0 })),
    );
    expect((await allOrders())[0].status).toBe("paid");
    expect((await promo("OFFERT100")).times_used).toBe(1);
  });

  it("acknowledges other event types without touching orders", async () => {
    const { session } = await pendingOrder();
    const response = await deliver(eventPayload("payment_intent.created", session));
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await allOrders())[0].status).toBe("pending");
  });
});
