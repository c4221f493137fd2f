import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { StoredCart } from "~/lib/cart/cart.server";
import { vatIncludedCents } from "~/lib/legal/vat";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { paidSessionChanges } from "../fakes/stripe-server";
import {
  cartAction,
  afterResponse,
  allOrders,
  DEMO_CUSTOMER,
  formData,
  ORIGIN,
  postCheckout,
  productBySlug,
  setZoneActive,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
  write,
} from "./checkout-helpers";

// Issue 46, step 4 of docs/eu-sales-plan.md: the delivery country in the cart and on the order
// (decision 161). The tests' shop sells to France alone (tests/france-only.ts): these tests open the
// seeded « Belgique et Luxembourg » by writing the database, as the fixtures do.

const SECRET = "whsec_test_secret_0123456789";
const fake = useFakeStripe();
let minuit: number;

const BELGIUM_ZONE = "Belgique et Luxembourg";
const UNSERVED = {
  title: "Pays de livraison",
  description:
    "Nous ne livrons plus le pays choisi pour le moment : votre panier est repassé en livraison en France. Vérifiez le mode de livraison et le total avant de commander.",
  type: "error",
};

beforeAll(async () => {
  minuit = (await productBySlug("minuit-profond")).id;
});

afterEach(async () => {
  await setZoneActive(BELGIUM_ZONE, false);
  await write((tx, { shipping_methods }) => tx.delete(shipping_methods).where(eq(shipping_methods.name, "Coursier Luxembourg")));
});

async function methodId(name: string) {
  const [row] = await write((tx, { shipping_methods }) => tx.select().from(shipping_methods).where(eq(shipping_methods.name, name)).limit(1));
  return row.id;
}

const oneBottle = (extra: Partial<StoredCart> = {}): StoredCart => ({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, ...extra });

describe("the cart's country", () => {
  it("the cookie's country is ignored when no active zone serves it: France's methods, no error", async () => {
    for (const country of ["BE", "PT", "ZZ"]) {
      const view = await priceCart(oneBottle({ country }));
      expect(view.country).toBe("FR");
      expect(view.shipping.options.map((o) => o.name)).toEqual(["Livraison standard", "Livraison express en Île-de-France"]);
    }
    // France alone is served: no « Pays de livraison » to show.
    expect((await priceCart(oneBottle())).countries).toEqual([]);
    const { cart, toast } = await cartAction(oneBottle(), formData({ intent: "country", country: "BE" }));
    expect(cart).toEqual(oneBottle());
    expect(toast).toMatchObject({ title: "Pays de livraison", type: "error" });
  });

  it("the cart offers the methods of the country's active zone, with their prices, and its VAT line", async () => {
    await setZoneActive(BELGIUM_ZONE, true);
    const { cart, toast } = await cartAction(oneBottle(), formData({ intent: "country", country: "BE" }));
    expect(cart.country).toBe("BE");
    expect(toast).toEqual({ title: "Livraison : Belgique", type: "success" });
    const view = await priceCart(cart);
    expect(view.countries.map((c) => c.name)).toEqual(["Belgique", "France", "Luxembourg"]);
    expect(view.shipping.options.map((o) => [o.name, o.delayText, o.costCents])).toEqual([["Livraison standard UE", "3 à 5 jours ouvrés", 990]]);
    expect(view.totalCents).toBe(3995 + 990);
    // Under the threshold and outside the OSS, a Belgian parcel bears French VAT (decision 157): 20 %.
    expect(view.vatCents).toBe(vatIncludedCents(3995 + 990, 2000));
    // Free from 150 € in this zone.
    expect((await priceCart({ ...cart, lines: [{ id: minuit, quantity: 4 }] })).shippingCents).toBe(0);
  });

  it("a method limited to Luxembourg is offered to Luxembourg only, and a chosen method that does not deliver the new country is dropped, saying so", async () => {
    await setZoneActive(BELGIUM_ZONE, true);
    const [zone] = await write((tx, { shipping_zones }) => tx.select().from(shipping_zones).where(eq(shipping_zones.name, BELGIUM_ZONE)));
    await write((tx, { shipping_methods }) =>
      tx.insert(shipping_methods).values({ zone_id: zone.id, name: "Coursier Luxembourg", delay_text: "", delay_min_days: 1, delay_max_days: 2, price_cents: 1500, countries: ["LU"], display_order: 5 }),
    );
    expect((await priceCart(oneBottle({ country: "BE" }))).shipping.options.map((o) => o.name)).toEqual(["Livraison standard UE"]);
    expect((await priceCart(oneBottle({ country: "LU" }))).shipping.options.map((o) => o.name)).toEqual(["Livraison standard UE", "Coursier Luxembourg"]);

    const express = await methodId("Livraison express en Île-de-France");
    const { cart, toast } = await cartAction(oneBottle({ shippingMethodId: express }), formData({ intent: "country", country: "BE" }));
    expect(cart).toMatchObject({ country: "BE", shippingMethodId: undefined });
    expect(toast).toEqual({
      title: "Mode de livraison changé",
      description: "« Livraison express en Île-de-France » ne livre pas ce pays (Belgique) : voyez les modes proposés et leur prix.",
      type: "info",
    });
    // Nor can a French method be chosen for the Belgian cart.
    const refused = await cartAction(cart, formData({ intent: "set-shipping", shippingMethodId: express }));
    expect(refused.toast).toMatchObject({ title: "Livraison", type: "error" });
  });

  it("« Pays de livraison » posts to /cart and comes back (POST/redirect/GET)", async () => {
    await setZoneActive(BELGIUM_ZONE, true);
    const { action } = await import("~/routes/cart");
    const { cartCookie } = await import("./checkout-helpers");
    const request = new Request(`${ORIGIN}/cart`, {
      method: "POST",
      headers: { Cookie: await cartCookie(oneBottle()) },
      body: new URLSearchParams({ intent: "country", country: "LU", redirectTo: "/cart" }),
    });
    const response = (await action({ request, params: {}, context: {} })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/cart");
    expect((await afterResponse(response)).cart?.country).toBe("LU");
  });
});

describe("an order to a country outside the zones is refused before payment", () => {
  it("demo: a cart priced for Belgium whose zone closed meanwhile is refused at « Commander », back in France, no order", async () => {
    await setZoneActive(BELGIUM_ZONE, true);
    const cart = oneBottle({ country: "BE" });
    expect((await priceCart(cart)).country).toBe("BE");
    await setZoneActive(BELGIUM_ZONE, false);
    const response = await postCheckout(cart);
    const after = await afterResponse(response);
    expect(after.toast).toEqual(UNSERVED);
    expect(after.cart).toMatchObject({ country: undefined, shippingMethodId: undefined });
    expect(await allOrders()).toEqual([]);
  });

  it("with Stripe: the same refusal, and Stripe is never called", async () => {
    usePaymentEnv(fake.env());
    await setZoneActive(BELGIUM_ZONE, true);
    const cart = oneBottle({ country: "BE" });
    expect((await priceCart(cart)).country).toBe("BE");
    await setZoneActive(BELGIUM_ZONE, false);
    expect((await afterResponse(await postCheckout(cart))).toast).toEqual(UNSERVED);
    expect(await allOrders()).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it("demo: a Belgian order's page checks the postal code by Belgium's rule and records the country", async () => {
    await setZoneActive(BELGIUM_ZONE, true);
    const location = (await postCheckout(oneBottle({ country: "BE" }))).headers.get("Location")!;
    const [order] = await allOrders();
    expect(location).toBe(`/paiement-demo/${order.reference}`);
    expect(order).toMatchObject({ delivery_country: "BE", vat_scheme: "FR", shipping_method_name: "Livraison standard UE", shipping_cents: 990 });

    const french = (await submitDemoPayment(order.reference, { ...DEMO_CUSTOMER, postalCode: "750" })) as { init: ResponseInit | null; data: { error: Record<string, string[]> } };
    expect(french.init?.status).toBe(400);
    expect(Object.keys(french.data.error)).toEqual(["postalCode"]);

    const paid = (await submitDemoPayment(order.reference, { ...DEMO_CUSTOMER, address: "Rue Neuve 12", postalCode: "1000", city: "Bruxelles" })) as Response;
    expect(paid.headers.get("Location")).toBe(`/success?order=${order.reference}`);
    expect((await allOrders())[0]).toMatchObject({ status: "paid", delivery_country: "BE", shipping_address: "Rue Neuve 12\n1000 Bruxelles\nBE" });
  });

  it("with Stripe: the session allows the order's country only", async () => {
    usePaymentEnv(fake.env());
    await setZoneActive(BELGIUM_ZONE, true);
    await postCheckout(oneBottle({ country: "BE" }));
    const [order] = await allOrders();
    expect(order.delivery_country).toBe("BE");
    const [session] = fake.requestsTo("POST", "/v1/checkout/sessions");
    const params = Object.fromEntries(session.params);
    expect(params["shipping_address_collection[allowed_countries][0]"]).toBe("BE");
    expect(params["shipping_address_collection[allowed_countries][1]"]).toBeUndefined();
  });
});

describe("the webhook refuses an address the order cannot go to", () => {
  type Address = { line1: string; postal_code: string; city: string; country: string };

  /** Stripe's signed event for the order's session, paid with this address: the order as it then stands, its timeline. */
  async function paidWithAddress(country: string | undefined, address: Address) {
    usePaymentEnv({ ...fake.env(), STRIPE_WEBHOOK_SECRET: SECRET });
    if (country) await setZoneActive(BELGIUM_ZONE, true);
    await postCheckout(oneBottle(country ? { country } : {}));
    const [order] = await allOrders();
    const session = fake.sessions.get(order.checkout_session_id!)!;
    const paid = paidSessionChanges({
      amount_total: order.total_cents,
      collected_information: { shipping_details: { name: "Claire Martin", address: { ...address, line2: null, state: null } } },
    });
    const payload = JSON.stringify({ id: `evt_${address.postal_code}`, object: "event", type: "checkout.session.completed", created: Math.floor(Date.now() / 1000), data: { object: { ...session, ...paid } } });
    const { action } = await import("~/routes/webhooks.stripe");
    const headers = new Headers({ "Content-Type": "application/json", "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) });
    const response = await action({ request: new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", headers, body: payload }), params: {}, context: {} });
    expect(response.status).toBe(200);
    const [after] = await allOrders();
    const events = await write((tx, { order_events }) => tx.select().from(order_events).where(eq(order_events.order_id, order.id)));
    return { before: order, after, timeline: events.map((e) => e.detail) };
  }

  it("a paid session with a German address for a Belgian order: refund due, no stock taken", async () => {
    const { before, after, timeline } = await paidWithAddress("BE", { line1: "Unter den Linden 1", postal_code: "10117", city: "Berlin", country: "DE" });
    expect(before.delivery_country).toBe("BE");
    expect(after.status).toBe("refund_due");
    expect(after.invoice_number).toBeNull();
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(50);
    expect(timeline).toContain("Adresse de livraison hors du pays de la commande : DE au lieu de BE.");
  });

  it("a paid session with an overseas address for a French order: refund due, the territory named (decision 172)", async () => {
    const { before, after, timeline } = await paidWithAddress(undefined, { line1: "1 rue Schoelcher", postal_code: "97110", city: "Pointe-à-Pitre", country: "FR" });
    expect(before.delivery_country).toBe("FR");
    expect(after.status).toBe("refund_due");
    expect(after.invoice_number).toBeNull();
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(50);
    expect(timeline).toContain("Adresse de livraison non desservie (97110) : Nous ne livrons pas l'outre-mer.");
  });

  it("a paid session with a metropolitan address for a French order is paid", async () => {
    const { after } = await paidWithAddress(undefined, { line1: "12 rue des Rosiers", postal_code: "75004", city: "Paris", country: "FR" });
    expect(after.status).toBe("paid");
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(49);
  });
});
