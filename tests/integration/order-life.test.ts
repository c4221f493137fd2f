import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { deliverOrder } from "~/lib/orders/transitions.server";
import { shipOrder } from "~/lib/use-cases/ship-order.server";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { REFUND_AMOUNT_WITH_TOTAL } from "~/lib/orders/order-forms";
import { ORDER_STATUSES, type Order, type OrderStatus } from "~/lib/platform/schema.server";
import { FakeStripeServer } from "../fakes/stripe-server";
import { ADMIN_PATH, EMAIL, PASSWORD, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { allOrders, fillSellerIdentity, itemsOf, postCheckout, productBySlug, resetShop, setDefaultFormat, submitDemoPayment, usePaymentEnv } from "./checkout-helpers";

const fake = new FakeStripeServer();
let cookie: string;

beforeAll(async () => {
  await fake.start();
  cookie = await signedInCookie();
});

afterAll(async () => {
  await fake.close();
  usePaymentEnv({});
});

beforeEach(async () => {
  fake.reset();
  usePaymentEnv({});
  await resetShop();
});

async function orderRow(id: number) {
  const { orders } = tables();
  const [row] = await db().select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}
const stockOf = async (slug: string) => (await productBySlug(slug)).stock_quantity;
async function mailsOf(id: number, kind: string) {
  const { email_outbox } = tables();
  return (await db().select().from(email_outbox).where(eq(email_outbox.order_id, id)).orderBy(email_outbox.id)).filter((m) => m.kind === kind);
}
async function eventsOf(id: number) {
  const { order_events } = tables();
  return db().select().from(order_events).where(eq(order_events.order_id, id)).orderBy(order_events.id);
}

/** A demo order of 2 Bahia paid through the demo page, as a shopper does it. */
async function paidOrder(): Promise<Order> {
  await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 2 }], promoCode: null });
  const order = (await allOrders()).at(-1)!;
  await submitDemoPayment(order.reference);
  return await orderRow(order.id);
}

/** An order in any status, written directly (the statuses a shop reaches over weeks). */
async function orderIn(status: OrderStatus, extra: Partial<Order> = {}): Promise<Order> {
  const { order_items, orders } = tables();
  const bahia = await productBySlug("bahia");
  return withTransaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        reference: `MS-T${Math.random().toString(36).slice(2, 6).toUpperCase()}-${Date.now() % 100000}`,
        status,
        subtotal_cents: 7990,
        total_cents: 7990,
        payment_provider: "demo",
        customer_email: "client@exemple.fr",
        customer_name: "Client Test",
        paid_at: status === "pending" ? null : new Date(),
        ...extra,
      })
      .returning();
    await tx.insert(order_items).values({ order_id: order.id, product_id: bahia.id, name: "Bahia", unit_price_cents: 3995, quantity: 2 });
    return order;
  });
}

const sheetPost = async (id: number, fields: Record<string, string>) => {
  // The refund form carries the refunded total it was shown with, as the page renders it.
  const shown: Record<string, string> =
    fields.intent === "refund" && !("refunded_before" in fields) ? { refunded_before: String((await orderRow(id)).refunded_cents) } : {};
  return runAction(post({ ...fields, ...shown }, { cookie, sub: `/commandes/${id}` }));
};
const ship = { intent: "ship", carrier: "Colissimo", tracking_number: "6A12345678901", tracking_url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901" };

describe("the order's life: ship, deliver", () => {
  it("shipping needs a carrier and a tracking number, in French, and changes nothing until both are there", async () => {
    const order = await paidOrder();
    const missing = await sheetPost(order.id, { intent: "ship", carrier: "Colissimo", tracking_number: "" });
    expect(statusOf(missing)).toBe(400);
    expect(JSON.stringify(dataOf(missing))).toContain("Le numéro de suivi est obligatoire");
    const badUrl = await sheetPost(order.id, { ...ship, tracking_url: "javascript:alert(1)" });
    expect(JSON.stringify(dataOf(badUrl))).toContain("Adresse de suivi invalide");
    expect((await orderRow(order.id)).status).toBe("paid");
    expect(await mailsOf(order.id, "shipped")).toHaveLength(0);
  });

  it("an intent no form sends, even a name every object has, is refused and changes nothing", async () => {
    const order = await paidOrder();
    for (const intent of ["archive", "constructor", "toString"]) {
      expect(statusOf(await sheetPost(order.id, { intent }))).toBe(400);
    }
    expect((await orderRow(order.id)).status).toBe("paid");
  });

  it("shipped: recorded with who and when, the shipping email queued once, a second click refused", async () => {
    const order = await paidOrder();
    const done = await sheetPost(order.id, ship);
    expect(statusOf(done)).toBe(302);
    expect(locationOf(done)).toBe(`/${ADMIN_PATH}/commandes/${order.id}`);
    const shipped = await orderRow(order.id);
    expect(shipped).toMatchObject({ status: "shipped", carrier: "Colissimo", tracking_number: "6A12345678901" });
    expect(shipped.shipped_at).toBeInstanceOf(Date);
    const event = (await eventsOf(order.id)).find((e) => e.type === "shipped")!;
    expect(event.actor).toBe(EMAIL);
    expect(event.detail).toContain("6A12345678901");
    const [mail] = await mailsOf(order.id, "shipped");
    expect(mail.text).toContain("Colissimo");
    expect(mail.text).toContain("6A12345678901");
    expect(mail.html).toContain("https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901");

    const again = await sheetPost(order.id, ship);
    expect(statusOf(again)).toBe(400);
    expect(JSON.stringify(dataOf(again))).toContain("pas encore expédiée");
    expect(await mailsOf(order.id, "shipped")).toHaveLength(1);

    expect(statusOf(await sheetPost(order.id, { intent: "deliver" }))).toBe(302);
    expect((await orderRow(order.id)).status).toBe("delivered");
    expect((await orderRow(order.id)).delivered_at).toBeInstanceOf(Date);
  });

  for (const status of ORDER_STATUSES) {
    it(`from "${status}": only the moves of the table are accepted; a refused one changes nothing`, async () => {
      const order = await orderIn(status, status === "shipped" || status === "delivered" ? { shipped_at: new Date() } : {});
      const before = await orderRow(order.id);
      const common = { orderId: order.id, actor: EMAIL };
      const shipResult = await shipOrder({ ...common, carrier: "Colissimo", trackingNumber: "X1" });
      expect(shipResult.ok, "ship").toBe(["paid", "partially_refunded"].includes(status));
      if (!shipResult.ok) expect(await orderRow(order.id)).toEqual(before);

      const fresh = await orderIn(status, status === "shipped" || status === "delivered" ? { shipped_at: new Date() } : {});
      const deliverResult = await deliverOrder({ orderId: fresh.id, actor: EMAIL });
      expect(deliverResult.ok, "deliver").toBe(status === "shipped");

      const third = await orderIn(status);
      const refundResult = await refundOrder({ ...common, orderId: third.id, amountCents: null, restock: [] });
      expect(refundResult.ok, "refund").toBe(["paid", "shipped", "delivered", "partially_refunded", "refund_due"].includes(status));
      if (!refundResult.ok) expect((await orderRow(third.id)).refunded_cents).toBe(0);
    });
  }

  it("a partly refunded order can still be shipped once, then delivered", async () => {
    const order = await orderIn("partially_refunded", { refunded_cents: 1000 });
    const common = { orderId: order.id, actor: EMAIL };
    expect((await deliverOrder(common)).ok).toBe(false);
    expect((await shipOrder({ ...common, carrier: "DHL Express", trackingNumber: "D1" })).ok).toBe(true);
    expect((await shipOrder({ ...common, carrier: "DHL Express", trackingNumber: "D2" })).ok).toBe(false);
    expect((await deliverOrder(common)).ok).toBe(true);
    expect((await deliverOrder(common)).ok).toBe(false);
    expect((await orderRow(order.id)).status).toBe("partially_refunded");
  });
});

describe("refunds", () => {
  it("demo mode: a full refund is recorded, its email queued, and the bottles go back to stock when chosen", async () => {
    const order = await paidOrder();
    const stock = await stockOf("bahia");
    const [line] = await itemsOf(order.id);
    const done = await sheetPost(order.id, { intent: "refund", kind: "full", "restock[0].item_id": String(line.id), "restock[0].quantity": "2" });
    expect(statusOf(done)).toBe(302);
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refunded_cents: order.total_cents });
    expect(await stockOf("bahia")).toBe(stock + 2);
    const types = (await eventsOf(order.id)).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["paid", "restocked", "refunded"]));
    expect((await eventsOf(order.id)).find((e) => e.type === "refunded")!.detail).toContain("démonstration");
    const [mail] = await mailsOf(order.id, "refunded");
    expect(mail.text).toContain("intégralement remboursée");
    expect(mail.text).toContain("79,90 €");
    // Fully refunded: nothing more to give back.
    expect(statusOf(await sheetPost(order.id, { intent: "refund", kind: "full" }))).toBe(400);
  });

  it("an amount typed beside « Total » is refused next to the field: nothing is refunded", async () => {
    const order = await paidOrder();
    const answer = await sheetPost(order.id, { intent: "refund", kind: "full", amount: "10" });
    expect(statusOf(answer)).toBe(400);
    expect(JSON.stringify(dataOf(answer))).toContain(JSON.stringify(REFUND_AMOUNT_WITH_TOTAL).slice(1, -1));
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", refunded_cents: 0 });
    expect(await mailsOf(order.id, "refunded")).toHaveLength(0);
  });

  it("a partial refund keeps the stock unless asked, then the rest can follow; more than paid is refused", async () => {
    const order = await paidOrder();
    const stock = await stockOf("bahia");
    const none = await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "" });
    expect(JSON.stringify(dataOf(none))).toContain("Indiquez le montant à rembourser");
    expect(statusOf(await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "10,50" }))).toBe(302);
    expect(await orderRow(order.id)).toMatchObject({ status: "partially_refunded", refunded_cents: 1050 });
    expect(await stockOf("bahia")).toBe(stock);
    const tooMuch = await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "80" });
    expect(statusOf(tooMuch)).toBe(400);
    expect(JSON.stringify(dataOf(tooMuch))).toContain("dépasse ce qui reste à rembourser");
    expect(statusOf(await sheetPost(order.id, { intent: "refund", kind: "full" }))).toBe(302);
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refunded_cents: order.total_cents });
    expect(await mailsOf(order.id, "refunded")).toHaveLength(2);
  });

  it("restock is per line and quantity: one bottle of two comes back, never more than sold, and an order whose bottles all came back cannot be shipped", async () => {
    const order = await paidOrder();
    const [line] = await itemsOf(order.id);
    const stock = await stockOf("bahia");
    const restock = (quantity: number) => ({ "restock[0].item_id": String(line.id), "restock[0].quantity": String(quantity) });

    expect(statusOf(await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "39,95", ...restock(1) }))).toBe(302);
    expect(await stockOf("bahia")).toBe(stock + 1);
    expect((await itemsOf(order.id))[0].restocked_quantity).toBe(1);
    expect((await eventsOf(order.id)).find((e) => e.type === "restocked")!.detail).toBe("1 × Bahia (50 ml)");

    const tooMany = await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "1", ...restock(2) });
    expect(statusOf(tooMany)).toBe(400);
    expect(JSON.stringify(dataOf(tooMany))).toContain("Au plus 1 flacon de Bahia (50 ml) peut être remis en stock.");
    expect((await orderRow(order.id)).refunded_cents).toBe(3995);
    expect(await stockOf("bahia")).toBe(stock + 1);

    const foreign = await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "1", "restock[0].item_id": "999999", "restock[0].quantity": "1" });
    expect(JSON.stringify(dataOf(foreign))).toContain("n'appartient pas à la commande");

    // One bottle is still owed to the parcel: the order can still be shipped.
    expect((await shipOrder({ orderId: order.id, actor: EMAIL, carrier: "Colissimo", trackingNumber: "X" })).ok).toBe(true);

    const second = await paidOrder();
    const [secondLine] = await itemsOf(second.id);
    const all = { "restock[0].item_id": String(secondLine.id), "restock[0].quantity": "2" };
    expect(statusOf(await sheetPost(second.id, { intent: "refund", kind: "partial", amount: "10", ...all }))).toBe(302);
    const refused = await sheetPost(second.id, ship);
    expect(statusOf(refused)).toBe(400);
    expect(JSON.stringify(dataOf(refused))).toContain("Tous les flacons de cette commande ont été remis en stock");
    expect((await orderRow(second.id)).shipped_at).toBeNull();
  });

  it("the same line named twice in one form gives back no more than it sold, added up, nothing half-written", async () => {
    const order = await paidOrder();
    const [line] = await itemsOf(order.id);
    const stock = await stockOf("bahia");
    const twice = (first: number, second: number) => ({
      "restock[0].item_id": String(line.id),
      "restock[0].quantity": String(first),
      "restock[1].item_id": String(line.id),
      "restock[1].quantity": String(second),
    });

    const refused = await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "10", ...twice(2, 2) });
    expect(statusOf(refused)).toBe(400);
    expect(JSON.stringify(dataOf(refused))).toContain("Au plus 2 flacons de Bahia (50 ml) peuvent être remis en stock.");
    expect(await stockOf("bahia")).toBe(stock);
    expect((await itemsOf(order.id))[0].restocked_quantity).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", refunded_cents: 0 });

    expect(statusOf(await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "10", ...twice(1, 1) }))).toBe(302);
    expect(await stockOf("bahia")).toBe(stock + 2);
    expect((await itemsOf(order.id))[0].restocked_quantity).toBe(2);
    expect((await eventsOf(order.id)).find((e) => e.type === "restocked")!.detail).toBe("2 × Bahia (50 ml)");
    const more = await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "1", ...twice(1, 0) });
    expect(JSON.stringify(dataOf(more))).toContain("Aucun flacon de Bahia (50 ml) ne peut plus être remis en stock.");
    expect(await stockOf("bahia")).toBe(stock + 2);
  });

  it("a double click refunds once", async () => {
    const order = await paidOrder();
    const form = { intent: "refund", kind: "partial", amount: "5", refunded_before: "0" };
    const results = await Promise.all([sheetPost(order.id, form), sheetPost(order.id, form)]);
    expect(results.map(statusOf).sort()).toEqual([302, 400]);
    expect((await orderRow(order.id)).refunded_cents).toBe(500);
    expect(await mailsOf(order.id, "refunded")).toHaveLength(1);
    // The second click finds the first's refund pending or already recorded, depending on when it reads.
    expect(JSON.stringify(dataOf(results.find((r) => statusOf(r) === 400)))).toMatch(/déjà en cours|déjà été enregistré/);
  });

  describe("Stripe mode", () => {
    beforeEach(async () => {
      await fillSellerIdentity();
      usePaymentEnv(fake.env());
    });

    it("two partial refunds posted at once (two tabs): one reaches Stripe, the other is refused, and the order records what Stripe refunded", async () => {
      const order = await stripeOrder();
      const results = await Promise.all([
        sheetPost(order.id, { intent: "refund", kind: "partial", amount: "10", refunded_before: "0" }),
        sheetPost(order.id, { intent: "refund", kind: "partial", amount: "20", refunded_before: "0" }),
      ]);
      expect(results.map(statusOf).sort()).toEqual([302, 400]);
      expect(fake.requestsTo("POST", "/v1/refunds")).toHaveLength(1);
      const refundedAtStripe = fake.paymentIntents.get("pi_test_refunds")!.refunded;
      expect((await orderRow(order.id)).refunded_cents).toBe(refundedAtStripe);
      expect(JSON.stringify(dataOf(results.find((r) => statusOf(r) === 400)))).toMatch(/déjà en cours|déjà été enregistré/);
      const { refunds } = tables();
      const rows = await db().select().from(refunds).where(eq(refunds.order_id, order.id));
      expect(rows.map((r) => r.status)).toEqual(["succeeded"]);
    });

    it("a refund left pending by a stopped process is finished with its own idempotency key: Stripe refunds it once, never twice", async () => {
      const order = await stripeOrder();
      const { refunds } = tables();
      const [stale] = await withTransaction((tx) =>
        tx.insert(refunds).values({ order_id: order.id, amount_cents: 1500, actor: EMAIL, created_at: new Date(Date.now() - 5 * 60_000) }).returning(),
      );
      // The stopped process had reached Stripe: the refund exists there under the row's key.
      const stripe = new Stripe("sk_test_fake", { host: "127.0.0.1", port: Number(fake.env().STRIPE_API_PORT), protocol: "http" });
      await stripe.refunds.create(
        { payment_intent: "pi_test_refunds", amount: 1500, metadata: { order_reference: order.reference, refund_id: String(stale.id) } },
        { idempotencyKey: `refund-${order.reference}-${stale.id}` },
      );
      const answer = await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "10" });
      expect(statusOf(answer)).toBe(400);
      expect(JSON.stringify(dataOf(answer))).toContain("resté en suspens vient d'être terminé");
      expect(fake.paymentIntents.get("pi_test_refunds")!.refunded).toBe(1500);
      expect(await orderRow(order.id)).toMatchObject({ refunded_cents: 1500, status: "partially_refunded" });
      // The key is Stripe's guard too: the same key with another amount is refused there.
      await expect(
        stripe.refunds.create({ payment_intent: "pi_test_refunds", amount: 999 }, { idempotencyKey: `refund-${order.reference}-${stale.id}` }),
      ).rejects.toThrow(/same parameters/);
      expect(statusOf(await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "10" }))).toBe(302);
      expect((await orderRow(order.id)).refunded_cents).toBe(fake.paymentIntents.get("pi_test_refunds")!.refunded);
    });

    async function stripeOrder() {
      const order = await orderIn("paid", { payment_provider: "stripe", payment_intent_id: "pi_test_refunds" });
      fake.paymentIntents.set("pi_test_refunds", { amount: order.total_cents, refunded: 0 });
      return order;
    }

    it("refunds through the Refunds API on the order's payment intent", async () => {
      const order = await stripeOrder();
      expect(statusOf(await sheetPost(order.id, { intent: "refund", kind: "partial", amount: "20" }))).toBe(302);
      const [call] = fake.requestsTo("POST", "/v1/refunds");
      expect(call.params.get("payment_intent")).toBe("pi_test_refunds");
      expect(call.params.get("amount")).toBe("2000");
      expect(call.idempotencyKey).toBeTruthy();
      expect(await orderRow(order.id)).toMatchObject({ status: "partially_refunded", refunded_cents: 2000 });
      expect((await eventsOf(order.id)).find((e) => e.type === "refunded")!.detail).toMatch(/Stripe re_/);
      expect(fake.paymentIntents.get("pi_test_refunds")!.refunded).toBe(2000);
    });

    it("a refund Stripe refuses leaves the order as it was and says why", async () => {
      const order = await stripeOrder();
      fake.failOn("/v1/refunds", 402, "Le remboursement de ce paiement est impossible.");
      const refused = await sheetPost(order.id, { intent: "refund", kind: "full" });
      expect(statusOf(refused)).toBe(400);
      expect(JSON.stringify(dataOf(refused))).toContain("Stripe a refusé le remboursement : Le remboursement de ce paiement est impossible.");
      const after = await orderRow(order.id);
      expect(after.status).toBe("paid");
      expect(after.refunded_cents).toBe(0);
      expect(await mailsOf(order.id, "refunded")).toHaveLength(0);
      expect((await eventsOf(order.id)).map((e) => e.type)).toEqual(["refund_refused"]);
    });

    it("Stripe's own refusal (already refunded there) is shown too", async () => {
      const order = await stripeOrder();
      fake.paymentIntents.set("pi_test_refunds", { amount: order.total_cents, refunded: order.total_cents });
      const refused = await sheetPost(order.id, { intent: "refund", kind: "full" });
      expect(JSON.stringify(dataOf(refused))).toContain("Charge has already been refunded.");
      expect((await orderRow(order.id)).status).toBe("paid");
    });
  });
});

describe("invoice numbers", () => {
  it("are given at payment, in order, without gaps or twins, however many payments arrive at once", async () => {
    const start = Math.max(0, ...(await allOrders()).map((o) => o.invoice_number ?? 0));
    for (let i = 0; i < 12; i++) await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null }, {}, `198.51.100.${i + 10}`);
    const pending = (await allOrders()).filter((o) => o.status === "pending");
    expect(pending.every((o) => o.invoice_number == null)).toBe(true);
    await Promise.all(pending.flatMap((o) => [submitDemoPayment(o.reference), submitDemoPayment(o.reference)]));
    const numbers = (await allOrders()).map((o) => o.invoice_number!).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => start + i + 1));
  });

  it("the printable sheet shows the seller, the invoice number and the VAT; an unpaid order has none", async () => {
    const order = await paidOrder();
    const sheet = await runLoader(`${ADMIN_PATH}/commandes/${order.id}/fiche`, cookie);
    expect(statusOf(sheet)).toBe(200);
    expect(dataOf(sheet)).toMatchObject({ order: { invoice_number: order.invoice_number }, amounts: { vatCents: 1332 } });
    const unpaid = await orderIn("pending");
    expect(statusOf(await runLoader(`${ADMIN_PATH}/commandes/${unpaid.id}/fiche`, cookie))).toBe(404);
  });
});

describe("resending an email", () => {
  it("puts the message back in the queue and notes it in the timeline", async () => {
    const order = await paidOrder();
    const [confirmation] = await mailsOf(order.id, "order_confirmation");
    const { email_outbox } = tables();
    await withTransaction((tx) => tx.update(email_outbox).set({ status: "sent", sent_at: new Date() }).where(eq(email_outbox.id, confirmation.id)));
    const done = await sheetPost(order.id, { intent: "resend", message_id: String(confirmation.id) });
    expect(statusOf(done)).toBe(302);
    expect((await mailsOf(order.id, "order_confirmation"))[0].status).toBe("pending");
    expect((await eventsOf(order.id)).map((e) => e.type)).toContain("email_resent");
    const sheet = dataOf<{ sheet: { emails: { status: string }[] } }>(await runLoader(`${ADMIN_PATH}/commandes/${order.id}`, cookie));
    expect(sheet.sheet.emails.map((m) => m.status).sort()).toEqual(["pending", "pending"]);
  });
});

describe("low stock", () => {
  it("the perfumes list carries the shop's threshold", async () => {
    await setDefaultFormat((await productBySlug("bahia")).id, { stock_quantity: 3 });
    const list = dataOf<{ lowStockThreshold: number }>(await runLoader(`${ADMIN_PATH}/parfums`, cookie));
    expect(list.lowStockThreshold).toBe(3);
  });
});

describe("links in emails come from configuration, never from a request's Host (issue 18, defect 2)", () => {
  const ownerMail = async (id: number) => (await mailsOf(id, "owner_new_order"))[0];

  async function paidFrom(origin: string) {
    await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
    const order = (await allOrders()).at(-1)!;
    const { action } = await import("~/routes/paiement-demo.$reference");
    const request = new Request(`${origin}/paiement-demo/${order.reference}`, {
      method: "POST",
      headers: { Host: new URL(origin).host },
      body: new URLSearchParams({ intent: "pay", email: "claire@example.fr", name: "Claire Martin", address: "1 rue de Rivoli", postalCode: "75001", city: "Paris", terms: "on" }),
    });
    await action({ request, params: { reference: order.reference }, context: {} });
    return await orderRow(order.id);
  }

  it("a shopper paying with Host: evil.example gets no link of theirs into the owner's email; the owner's first sign-in pins the shop's address", async () => {
    const first = await paidFrom("http://evil.example");
    expect(first.status).toBe("paid");
    const mail = await ownerMail(first.id);
    expect(mail.html + mail.text).not.toContain("evil.example");
    expect(mail.html).toMatch(new RegExp(`http://localhost:\\d+/${ADMIN_PATH}/commandes/${first.id}`));

    const signIn = await runAction(post({ email: EMAIL, password: PASSWORD }));
    expect(statusOf(signIn)).toBe(302);
    const second = await paidFrom("http://evil.example");
    expect((await ownerMail(second.id)).html).toContain(`http://shop.test/${ADMIN_PATH}/commandes/${second.id}`);
    expect((await mailsOf(second.id, "order_confirmation"))[0].html).toContain("http://shop.test/cgv");

    usePaymentEnv({ PUBLIC_URL: "https://boutique.example.fr" });
    const third = await paidFrom("http://evil.example");
    expect((await ownerMail(third.id)).html).toContain(`https://boutique.example.fr/${ADMIN_PATH}/commandes/${third.id}`);
  });
});
