import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CART_LINES } from "~/lib/cart/rules";
import { isInStock } from "~/lib/catalog/product-rules";
import { settleOrder } from "~/lib/use-cases/settle-payment.server";
import { HOLD_GRACE_MS, PAYMENT_WINDOW_MS } from "~/lib/holds/holds.server";
import { paidSessionChanges } from "../fakes/stripe-server";
import {
  cartAction,
  afterResponse,
  allOrders,
  cartCookie,
  itemsOf,
  ORIGIN,
  postCheckout,
  productBySlug,
  promo,
  setDefaultFormat,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
  write,
} from "./checkout-helpers";

const fake = useFakeStripe();
let minuit: number;

beforeAll(async () => {
  minuit = (await productBySlug("minuit-profond")).id;
});

const oneCode = () =>
  write((tx, { promo_codes }) => tx.insert(promo_codes).values({ code: "UNIQUE", discount_type: "percentage", discount_value: 20, max_uses: 1 }));

const setStock = (id: number, quantity: number) => setDefaultFormat(id, { stock_quantity: quantity });

/** Shopper i, from an address of their own so no per-client limit is what stops them. */
const shopper = (i: number) => `198.51.100.${10 + i}`;

const pending = async () => (await allOrders()).filter((o) => o.status === "pending");
const paid = async () => (await allOrders()).filter((o) => o.status === "paid");

describe("a promo code's usage limit holds, whatever the interleaving", () => {
  it("10 parallel checkouts with a one-use code: one holds it, nine are told, then 10 payments pay one", async () => {
    await oneCode();
    const cart = { lines: [{ id: minuit, quantity: 1 }], promoCode: "UNIQUE" };
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => postCheckout(cart, {}, shopper(i))));

    const withCode = (await allOrders()).filter((o) => o.promo_code === "UNIQUE");
    expect(withCode).toHaveLength(1);
    const refused = await Promise.all(responses.filter((r) => r.headers.get("Location") === "/cart").map(afterResponse));
    expect(refused).toHaveLength(9);
    for (const { toast, cart: kept } of refused) {
      expect(toast).toEqual({
        title: "Code promo retiré",
        description: "Ce code promo a atteint son nombre maximum d'utilisations",
        type: "error",
      });
      // The shopper sees the full price before paying: the code leaves their cart.
      expect(kept).toEqual({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    }

    await Promise.all((await allOrders()).map((o) => submitDemoPayment(o.reference)));
    expect((await paid()).filter((o) => o.promo_code === "UNIQUE")).toHaveLength(1);
    expect((await promo("UNIQUE")).times_used).toBe(1);
  });

  it("checkout A, checkout B, pay A, pay B: B never gets the code", async () => {
    await oneCode();
    const cart = { lines: [{ id: minuit, quantity: 1 }], promoCode: "UNIQUE" };
    await postCheckout(cart, {}, shopper(1));
    const b = await afterResponse(await postCheckout(cart, {}, shopper(2)));
    expect(b.toast?.description).toBe("Ce code promo a atteint son nombre maximum d'utilisations");
    const [a] = await allOrders();
    await submitDemoPayment(a.reference);
    expect((await promo("UNIQUE")).times_used).toBe(1);
    expect(await paid()).toHaveLength(1);
  });

  it("a use held by an abandoned checkout comes back when its hold lapses", async () => {
    await oneCode();
    const cart = { lines: [{ id: minuit, quantity: 1 }], promoCode: "UNIQUE" };
    const t0 = new Date();
    const { checkout } = await import("~/lib/use-cases/checkout.server");
    expect((await checkout(cart, ORIGIN, t0)).ok).toBe(true);
    const later = new Date(t0.getTime() + PAYMENT_WINDOW_MS + HOLD_GRACE_MS + 1000);
    expect((await checkout(cart, ORIGIN, later)).ok).toBe(true);
    expect((await allOrders()).map((o) => o.status).sort()).toEqual(["expired", "pending"]);
  });
});

describe("stock: the last bottle is sold once", () => {
  it("stock 1, eight shoppers check out at once: one order, seven 'Stock insuffisant'", async () => {
    await setStock(minuit, 1);
    const cart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null };
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => postCheckout(cart, {}, shopper(i))));
    expect(await pending()).toHaveLength(1);
    const refused = await Promise.all(responses.filter((r) => r.headers.get("Location") === "/cart").map(afterResponse));
    expect(refused).toHaveLength(7);
    for (const { toast } of refused) {
      expect(toast).toMatchObject({ title: "Stock insuffisant", type: "error" });
      expect(toast?.description).toBe(
        "Il ne reste plus d'exemplaire disponible de Minuit Profond (50 ml) pour le moment : ajustez la quantité avant de commander.",
      );
    }
    await Promise.all((await allOrders()).map((o) => submitDemoPayment(o.reference)));
    expect(await paid()).toHaveLength(1);
    // Sold out by the quantity; the owner's « En stock » stays for the next delivery (decision 100).
    const soldOut = await productBySlug("minuit-profond");
    expect(soldOut).toMatchObject({ stock_quantity: 0, stock_status: "in_stock" });
    expect(isInStock(soldOut)).toBe(false);
  });

  it("a held bottle cannot be added to another cart beyond what is left", async () => {
    await setStock(minuit, 1);
    await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    const form = new FormData();
    form.set("intent", "add");
    form.set("productId", String(minuit));
    const { toast } = await cartAction({ lines: [], promoCode: null }, form);
    expect(toast).toEqual({
      title: "Stock insuffisant",
      description: "Il ne reste plus d'exemplaire disponible de ce parfum pour le moment.",
      type: "error",
    });
  });

  it("a duplicated line in a hand-made cookie is merged before the stock check", async () => {
    await setStock(minuit, 1);
    const response = await postCheckout({
      lines: [
        { id: minuit, quantity: 1 },
        { id: minuit, quantity: 1 },
      ],
      promoCode: null,
    });
    const { toast } = await afterResponse(response);
    expect(toast?.title).toBe("Stock insuffisant");
    expect(await allOrders()).toEqual([]);
  });
});

describe("pending orders expire", () => {
  it("a checkout at 39,95 € cannot be paid once its window closed, even if the price rose", async () => {
    await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    const [order] = await allOrders();
    expect(order.expires_at!.getTime() - order.created_at.getTime()).toBeGreaterThanOrEqual(PAYMENT_WINDOW_MS - 1000);
    await setDefaultFormat(minuit, { price_cents: 20000 });
    // The window passes.
    await write((tx, { orders }) => tx.update(orders).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id)));

    const response = (await submitDemoPayment(order.reference)) as Response;
    expect(response.headers.get("Location")).toBe("/cart");
    const { toast } = await afterResponse(response);
    expect(toast?.description).toMatch(/^Cette session de paiement n'est plus valide/);
    expect((await allOrders())[0].status).toBe("pending");
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(50);
  });

  it("an expired order's bottles are free again: the next shopper can buy the last one", async () => {
    await setStock(minuit, 1);
    const t0 = new Date();
    const { checkout } = await import("~/lib/use-cases/checkout.server");
    const cart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null };
    expect((await checkout(cart, ORIGIN, t0)).ok).toBe(true);
    const withinHold = new Date(t0.getTime() + 5 * 60_000);
    expect(await checkout(cart, ORIGIN, withinHold)).toMatchObject({ ok: false, toast: { key: "stockLow" } });
    const afterHold = new Date(t0.getTime() + PAYMENT_WINDOW_MS + HOLD_GRACE_MS + 1000);
    expect((await checkout(cart, ORIGIN, afterHold)).ok).toBe(true);
  });

  it("Stripe: a late payment whose hold lapsed and whose bottle was sold is marked refund_due, stock untouched", async () => {
    usePaymentEnv(fake.env());
    await setStock(minuit, 1);
    const cart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null };
    await postCheckout(cart, {}, shopper(1));
    const [late] = await allOrders();
    // A's hold lapses; B buys the last bottle and pays.
    await write((tx, { orders }) =>
      tx
        .update(orders)
        .set({ expires_at: new Date(Date.now() - HOLD_GRACE_MS - 1000) })
        .where(eq(orders.id, late.id)),
    );
    await postCheckout(cart, {}, shopper(2));
    const b = (await allOrders()).find((o) => o.id !== late.id)!;
    expect((await settleOrder({ orderId: b.id, settlement: "paid" })).outcome).toBe("applied");
    // Then Stripe reports A's payment (made before its session expired, delivered late).
    const result = await settleOrder({ orderId: late.id, settlement: "paid" });
    expect(result).toMatchObject({ outcome: "applied", order: { status: "refund_due" } });
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(0);
    expect((await paid()).map((o) => o.id)).toEqual([b.id]);
  });

  it("Stripe: a late payment whose hold lapsed is honoured when the bottle is still there", async () => {
    usePaymentEnv(fake.env());
    await postCheckout({ lines: [{ id: minuit, quantity: 2 }], promoCode: null });
    const [order] = await allOrders();
    await write((tx, { orders }) => tx.update(orders).set({ expires_at: new Date(Date.now() - HOLD_GRACE_MS - 1000) }).where(eq(orders.id, order.id)));
    fake.updateSession(order.checkout_session_id!, paidSessionChanges({ amount_total: order.total_cents }));
    const { syncCheckoutSession } = await import("~/lib/use-cases/payment-events.server");
    await syncCheckoutSession(order.checkout_session_id!);
    expect((await allOrders())[0].status).toBe("paid");
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(48);
    expect(await itemsOf(order.id)).toHaveLength(1);
  });

  it("a code deactivated after checkout is honoured within the hold, not after (decision 023)", async () => {
    const t0 = new Date();
    const { checkout } = await import("~/lib/use-cases/checkout.server");
    const cart = { lines: [{ id: minuit, quantity: 1 }], promoCode: "BIENVENUE10" };
    await checkout(cart, ORIGIN, t0);
    await checkout(cart, ORIGIN, t0);
    const [within, lapsed] = await allOrders();
    await write((tx, { promo_codes }) => tx.update(promo_codes).set({ is_active: false }).where(eq(promo_codes.code, "BIENVENUE10")));

    expect(await settleOrder({ orderId: within.id, settlement: "paid", now: new Date(t0.getTime() + 60_000) })).toMatchObject({
      order: { status: "paid", discount_cents: 400 },
    });
    const late = new Date(t0.getTime() + PAYMENT_WINDOW_MS + HOLD_GRACE_MS + 1000);
    expect(await settleOrder({ orderId: lapsed.id, settlement: "paid", now: late })).toMatchObject({
      order: { status: "refund_due" },
    });
    expect((await promo("BIENVENUE10")).times_used).toBe(1);
  });
});

describe("cart limits", () => {
  it(`a ${MAX_CART_LINES + 1}st different perfume is refused with a message, and the cart is kept`, async () => {
    const base = await productBySlug("minuit-profond");
    const ids: number[] = [];
    for (let i = 0; i < MAX_CART_LINES + 1; i++) {
      const [row] = await write((tx, { products }) =>
        tx.insert(products).values({ slug: `essai-${i}`, name: `Essai ${i}`, collection_id: base.collection_id }).returning({ id: products.id }),
      );
      await setDefaultFormat(row.id, { price_cents: 1000, stock_quantity: 5 });
      ids.push(row.id);
    }
    const full = { lines: ids.slice(0, MAX_CART_LINES).map((id) => ({ id, quantity: 1 })), promoCode: null };
    const { action } = await import("~/routes/cart");
    const request = new Request(`${ORIGIN}/cart`, {
      method: "POST",
      headers: { Cookie: await cartCookie(full) },
      body: new URLSearchParams({ intent: "add", productId: String(ids[MAX_CART_LINES]) }),
    });
    const { toast, cart } = await afterResponse((await action({ request, params: {}, context: {} })) as Response);
    expect(toast).toMatchObject({ title: "Panier complet", type: "error" });
    expect(cart?.lines).toHaveLength(MAX_CART_LINES);
    expect(cart?.lines.map((l) => l.id)).toEqual(ids.slice(0, MAX_CART_LINES));
  });

  it("a cookie holding more lines than allowed keeps the first ones instead of emptying the cart", async () => {
    const { readStoredCart } = await import("~/lib/cart/cart.server");
    const lines = Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => ({ id: i + 1, quantity: 1 }));
    const cookie = await cartCookie({ lines, promoCode: null });
    const stored = await readStoredCart(new Request(`${ORIGIN}/`, { headers: { Cookie: cookie } }));
    expect(stored.lines).toHaveLength(MAX_CART_LINES);
  });
});

describe("Stripe webhook", () => {
  it("answers 400 to a correctly signed session event without data.object, and writes nothing", async () => {
    const secret = "whsec_test_secret_0123456789";
    usePaymentEnv({ ...fake.env(), STRIPE_WEBHOOK_SECRET: secret });
    const payload = JSON.stringify({ id: "evt_empty", object: "event", type: "checkout.session.completed", data: {} });
    const { action } = await import("~/routes/webhooks.stripe");
    const request = new Request(`${ORIGIN}/webhooks/stripe`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
    const response = await action({ request, params: {}, context: {} });
    expect(response.status).toBe(400);
    expect(await allOrders()).toEqual([]);
  });
});
