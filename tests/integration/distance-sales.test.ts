import Stripe from "stripe";
import { and, asc, eq, max } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredCart } from "~/lib/cart/cart.server";
import { creditNotePdf, invoicePdf } from "~/lib/documents/documents.server";
import { DISTANCE_SALES_THRESHOLD_CENTS, OSS_DATE_INVALID, saleHtCents } from "~/lib/legal/distance-sales";
import { vatIncludedCents } from "~/lib/legal/vat";
import type { Order } from "~/lib/platform/schema.server";
import type { OwnerDesk } from "~/lib/use-cases/owner-desk.server";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { paidSessionChanges } from "../fakes/stripe-server";
import { allOrders, DEMO_CUSTOMER, ORIGIN, postCheckout, productBySlug, setZoneActive, submitDemoPayment, useFakeStripe, usePaymentEnv, write } from "./checkout-helpers";
import { ADMIN_PATH, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { pdfText } from "./pdf-text";

// Issue 46, step 6 of docs/eu-sales-plan.md (decision 157): the VAT of a parcel sent to another
// Member State is fixed at payment, French until the year's intra-EU distance sales exceed
// 10 000 € HT (or the previous year's did, or the seller joined the OSS), the destination's from
// the sale that crosses it. Zones abroad stay inactive in production: the tests open the seeded
// « Belgique et Luxembourg » by writing the database, as the delivery-country tests do.

const SECRET = "whsec_test_secret_0123456789";
const fake = useFakeStripe();
const BELGIUM_ZONE = "Belgique et Luxembourg";
const BRUSSELS = { ...DEMO_CUSTOMER, address: "Rue Neuve 12", postalCode: "1000", city: "Bruxelles" };
/** One Minuit Profond (39,95 €) and the zone's « Livraison standard UE » (9,90 €). */
const BELGIAN_TTC = 3995 + 990;
/** What each of these sales adds to the running total: its HT as a French sale. */
const BELGIAN_HT = saleHtCents(BELGIAN_TTC, 2000);

let minuit: number;
/** Perfumes at 39,95 € the 50 ml: each shopper of a race buys a different one, so no bottle's row lock orders the payments. */
let perfumes: number[];
const belgianCart = (id = minuit): StoredCart => ({ lines: [{ id, quantity: 1 }], promoCode: null, country: "BE" });

beforeAll(async () => {
  minuit = (await productBySlug("minuit-profond")).id;
  const formats = await write((tx, { product_formats }) =>
    tx.select().from(product_formats).where(and(eq(product_formats.is_default, true), eq(product_formats.price_cents, 3995))).orderBy(asc(product_formats.product_id)),
  );
  perfumes = formats.map((f) => f.product_id);
});

beforeEach(async () => {
  await setZoneActive(BELGIUM_ZONE, true);
});

afterEach(async () => {
  vi.useRealTimers();
  await setZoneActive(BELGIUM_ZONE, false);
});

const at = (iso: string) => vi.setSystemTime(new Date(iso));

const PAST = "PASSEE-";

/**
 * Sales the shop already made: one paid, invoiced order of `htCents` HT delivered to `country`,
 * paid at `paidAt` under French VAT (its VAT a fifth of its HT, so the HT is exact).
 */
async function pastSale(htCents: number, paidAt: string, country = "BE") {
  await write(async (tx, { orders }) => {
    const [{ last }] = await tx.select({ last: max(orders.invoice_number) }).from(orders);
    const number = Number(last ?? 0) + 1;
    await tx.insert(orders).values({
      reference: `${PAST}${number}`,
      status: "paid",
      subtotal_cents: htCents + htCents / 5,
      total_cents: htCents + htCents / 5,
      vat_rate_bp: 2000,
      vat_cents: htCents / 5,
      payment_provider: "demo",
      paid_at: new Date(paidAt),
      invoice_number: number,
      delivery_country: country,
    });
  });
}

/** `count` Belgian orders of a different perfume each, checked out by as many shoppers (demo mode or Stripe, as the env says). */
async function belgianOrders(count: number): Promise<Order[]> {
  for (let i = 0; i < count; i++) await postCheckout(belgianCart(perfumes[i]), {}, `198.51.100.${60 + i}`);
  return (await allOrders()).filter((o) => o.status === "pending");
}

async function invoiceOf(orderId: number) {
  const [invoice] = await write((tx, { invoices }) => tx.select().from(invoices).where(eq(invoices.order_id, orderId)));
  return invoice;
}

/** The orders paid through the shop (not `pastSale`'s) in the order of their invoice numbers: the order of their settlements. */
async function paidInSettlementOrder() {
  const paid = await write((tx, { orders }) => tx.select().from(orders).where(eq(orders.status, "paid")).orderBy(asc(orders.invoice_number)));
  return paid.filter((o) => !o.reference.startsWith(PAST));
}

/**
 * What the threshold says of each settled order after `before` HT of earlier sales: French VAT
 * while the total with the sale stays at or under 10 000 €, the destination's from the crossing on.
 */
function expectedSchemes(settled: Order[], before: number) {
  let total = before;
  return settled.map((order) => {
    const scheme = total + BELGIAN_HT > DISTANCE_SALES_THRESHOLD_CENTS ? "destination" : "FR";
    total += order.total_cents - order.vat_cents;
    return scheme;
  });
}

async function expectEachOrderAsItsInvoice(settled: Order[]) {
  for (const order of settled) {
    const invoice = (await invoiceOf(order.id)).snapshot;
    expect(invoice).toMatchObject({ vatRateBp: order.vat_rate_bp, deliveryCountry: "BE", vatScheme: order.vat_scheme, totals: { vatCents: order.vat_cents } });
    expect(new Set(invoice.lines.map((l) => l.vatRateBp))).toEqual(new Set([order.vat_rate_bp]));
  }
}

describe("the threshold crossed by parallel payments", () => {
  it("demo page: ten Belgian payments at once from 9 900 € HT; the crossing one and every later one at 21 %, none lost", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-03-10T10:00:00Z") });
    await pastSale(990_000, "2027-02-01T10:00:00Z");
    const pending = await belgianOrders(10);
    expect(pending).toHaveLength(10);
    // Priced before any of them is paid: each cart showed French VAT.
    expect(pending.map((o) => o.vat_rate_bp)).toEqual(Array(10).fill(2000));

    const answers = await Promise.all(pending.map((o) => submitDemoPayment(o.reference, BRUSSELS)));
    expect(answers.map((a) => (a as Response).status)).toEqual(Array(10).fill(302));

    const settled = await paidInSettlementOrder();
    expect(settled).toHaveLength(10);
    const schemes = expectedSchemes(settled, 990_000);
    expect(schemes).toEqual(["FR", "FR", ...Array(8).fill("destination")]);
    expect(settled.map((o) => o.vat_scheme)).toEqual(schemes);
    expect(settled.map((o) => o.vat_rate_bp)).toEqual(schemes.map((s) => (s === "FR" ? 2000 : 2100)));
    for (const order of settled) {
      expect(order.total_cents).toBe(BELGIAN_TTC);
      expect(order.vat_cents).toBe(vatIncludedCents(BELGIAN_TTC, order.vat_rate_bp));
    }
    const frenchHt = 990_000 + settled.filter((o) => o.vat_scheme === "FR").reduce((sum, o) => sum + o.total_cents - o.vat_cents, 0);
    expect(frenchHt).toBeLessThanOrEqual(DISTANCE_SALES_THRESHOLD_CENTS);
    await expectEachOrderAsItsInvoice(settled);
  });

  it("Stripe webhooks: six Belgian sessions completed at once; the same rule, in the order of the settlements", async () => {
    usePaymentEnv({ ...fake.env(), STRIPE_WEBHOOK_SECRET: SECRET });
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-03-10T10:00:00Z") });
    await pastSale(990_000, "2027-02-01T10:00:00Z");
    const pending = await belgianOrders(6);
    expect(pending).toHaveLength(6);
    const { action } = await import("~/routes/webhooks.stripe");
    const deliver = (order: Order, n: number) => {
      const session = fake.sessions.get(order.checkout_session_id!)!;
      const paid = paidSessionChanges({
        amount_total: BELGIAN_TTC,
        collected_information: {
          shipping_details: { name: "Claire Martin", address: { line1: "Rue Neuve 12", line2: null, postal_code: "1000", city: "Bruxelles", state: null, country: "BE" } },
        },
      });
      const payload = JSON.stringify({ id: `evt_oss_${n}`, object: "event", type: "checkout.session.completed", created: Math.floor(Date.now() / 1000), data: { object: { ...session, ...paid } } });
      const headers = new Headers({ "Content-Type": "application/json", "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) });
      return action({ request: new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", headers, body: payload }), params: {}, context: {} });
    };
    const answers = await Promise.all(pending.map(deliver));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));

    const settled = await paidInSettlementOrder();
    expect(settled).toHaveLength(6);
    const schemes = expectedSchemes(settled, 990_000);
    expect(schemes).toEqual(["FR", "FR", ...Array(4).fill("destination")]);
    expect(settled.map((o) => [o.vat_scheme, o.vat_rate_bp])).toEqual(schemes.map((s) => (s === "FR" ? ["FR", 2000] : ["destination", 2100])));
    await expectEachOrderAsItsInvoice(settled);
  });
});

/** A Belgian order checked out and paid on the demo page now; its row after payment. */
async function paidBelgianOrder(client = "198.51.100.90"): Promise<Order> {
  await postCheckout(belgianCart(), {}, client);
  const order = (await allOrders()).find((o) => o.status === "pending")!;
  expect(((await submitDemoPayment(order.reference, BRUSSELS)) as Response).status).toBe(302);
  return (await allOrders()).find((o) => o.id === order.id)!;
}

async function creditNotesOf(orderId: number) {
  return write((tx, { credit_notes }) => tx.select().from(credit_notes).where(eq(credit_notes.order_id, orderId)).orderBy(asc(credit_notes.number)));
}

const MENTION = "Vente à distance — TVA Belgique 21 % (guichet unique OSS)";
const textOf = async (pdf: { content: Buffer } | null) => (await pdfText(pdf!.content)).replace(/\s+/g, " ");

describe("a Belgian order's invoice at 21 % and its credit note", () => {
  it("after the crossing: the cart shows the Belgian VAT, the invoice is at 21 % with its mention, the credit note copies it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-06-10T10:00:00Z") });
    await pastSale(1_000_005, "2027-05-01T10:00:00Z");
    // The cart's VAT line: the rate a payment now would fix.
    expect((await priceCart(belgianCart())).vatCents).toBe(vatIncludedCents(BELGIAN_TTC, 2100));
    const order = await paidBelgianOrder();
    expect(order).toMatchObject({ status: "paid", vat_scheme: "destination", vat_rate_bp: 2100, vat_cents: vatIncludedCents(BELGIAN_TTC, 2100), total_cents: BELGIAN_TTC });
    const invoice = (await invoiceOf(order.id)).snapshot;
    expect(invoice).toMatchObject({ deliveryCountry: "BE", vatScheme: "destination", vatRateBp: 2100, totals: { ttcCents: BELGIAN_TTC, vatCents: vatIncludedCents(BELGIAN_TTC, 2100) } });
    expect(invoice.lines.every((l) => l.vatRateBp === 2100)).toBe(true);
    expect(await textOf(await invoicePdf(order.id))).toContain(MENTION);

    at("2027-06-20T10:00:00Z");
    expect((await refundOrder({ orderId: order.id, actor: "admin@maison-sillage.test", amountCents: 1000, restock: [], now: new Date() })).ok).toBe(true);
    const [note] = await creditNotesOf(order.id);
    expect(note.snapshot).toMatchObject({ deliveryCountry: "BE", vatScheme: "destination", vatRateBp: 2100, totals: { ttcCents: 1000, vatCents: vatIncludedCents(1000, 2100) } });
    expect(await textOf(await creditNotePdf(note.id))).toContain(MENTION);
  });

  it("with oss_registered_on set: 21 % from the first sale, and a credit note issued after a Belgian rate change keeps the invoice's 21 %", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-03-10T10:00:00Z") });
    await write((tx, { shop_settings }) => tx.update(shop_settings).set({ oss_registered_on: "2027-01-01" }));
    await write((tx, { vat_rates }) => tx.insert(vat_rates).values({ country: "BE", rate_bp: 2200, valid_from: "2027-04-01", source: "essai" }));
    const order = await paidBelgianOrder();
    expect(order).toMatchObject({ vat_scheme: "destination", vat_rate_bp: 2100 });

    at("2027-04-15T10:00:00Z");
    expect((await refundOrder({ orderId: order.id, actor: "admin@maison-sillage.test", amountCents: BELGIAN_TTC, restock: [], now: new Date() })).ok).toBe(true);
    const [note] = await creditNotesOf(order.id);
    expect(note.snapshot).toMatchObject({ deliveryCountry: "BE", vatScheme: "destination", vatRateBp: 2100, totals: { ttcCents: BELGIAN_TTC, vatCents: vatIncludedCents(BELGIAN_TTC, 2100) } });
  });

  it("before the OSS date and under the threshold, the same order is a French sale: 20 %, no mention", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-03-10T10:00:00Z") });
    await write((tx, { shop_settings }) => tx.update(shop_settings).set({ oss_registered_on: "2027-04-01" }));
    const order = await paidBelgianOrder();
    expect(order).toMatchObject({ vat_scheme: "FR", vat_rate_bp: 2000 });
    expect((await invoiceOf(order.id)).snapshot).toMatchObject({ deliveryCountry: "BE", vatScheme: "FR", vatRateBp: 2000 });
    expect(await textOf(await invoicePdf(order.id))).not.toContain("Vente à distance");
  });
});

describe("a rate change applied from its date, for Belgium", () => {
  it("22 % from 1 April 2027: paid at 23:59:59 in Brussels, 21 %; at midnight, 22 %; both checked out the day before", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-03-31T21:50:00Z") });
    await write((tx, { shop_settings }) => tx.update(shop_settings).set({ oss_registered_on: "2027-01-01" }));
    await write((tx, { vat_rates }) => tx.insert(vat_rates).values({ country: "BE", rate_bp: 2200, valid_from: "2027-04-01", source: "essai" }));
    const [before, after] = await belgianOrders(2);
    expect([before.vat_rate_bp, after.vat_rate_bp]).toEqual([2100, 2100]);

    at("2027-03-31T21:59:59Z"); // 23:59:59 in Brussels
    expect(((await submitDemoPayment(before.reference, BRUSSELS)) as Response).status).toBe(302);
    at("2027-03-31T22:00:00Z"); // 00:00:00 on 1 April in Brussels
    expect(((await submitDemoPayment(after.reference, BRUSSELS)) as Response).status).toBe(302);

    const rows = await allOrders();
    expect(rows.find((o) => o.id === before.id)).toMatchObject({ vat_scheme: "destination", vat_rate_bp: 2100, vat_cents: vatIncludedCents(BELGIAN_TTC, 2100) });
    expect(rows.find((o) => o.id === after.id)).toMatchObject({ vat_scheme: "destination", vat_rate_bp: 2200, vat_cents: vatIncludedCents(BELGIAN_TTC, 2200) });
    expect((await invoiceOf(after.id)).snapshot.vatRateBp).toBe(2200);
  });
});

describe("the previous calendar year counts too (art. 59c § 1 (c))", () => {
  it("January 2028 after a 2027 that crossed the threshold: the first Belgian sale of the year is at 21 %", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2028-01-05T10:00:00Z") });
    await pastSale(1_000_005, "2027-10-01T10:00:00Z");
    expect(await paidBelgianOrder()).toMatchObject({ vat_scheme: "destination", vat_rate_bp: 2100 });
  });

  it("January 2028 after a 2027 that stayed at exactly 10 000 € HT: French VAT", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2028-01-05T10:00:00Z") });
    await pastSale(1_000_000, "2027-10-01T10:00:00Z");
    // The year ends at midnight in Paris: a sale paid at 00:30 on 1 January in Paris is 2028's.
    await pastSale(500, "2027-12-31T23:30:00Z");
    expect(await paidBelgianOrder()).toMatchObject({ vat_scheme: "FR", vat_rate_bp: 2000 });
  });
});

describe("Monaco stays French", () => {
  it("a Monaco order past the threshold is taxed at the French 20 %, and does not count toward it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-06-10T10:00:00Z") });
    await pastSale(1_000_005, "2027-05-01T10:00:00Z");
    await write(async (tx, { packaging_registrations, shipping_zone_countries, shipping_zones }) => {
      const [zone] = await tx.select().from(shipping_zones).where(eq(shipping_zones.name, BELGIUM_ZONE));
      await tx.insert(shipping_zone_countries).values({ zone_id: zone.id, country: "MC" });
      await tx.insert(packaging_registrations).values({ country: "MC", register: "Citeo", number: "MC-TEST-1" });
    });
    const cart: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null, country: "MC" };
    expect((await priceCart(cart)).vatCents).toBe(vatIncludedCents(BELGIAN_TTC, 2000));
    await postCheckout(cart, {}, "198.51.100.91");
    const order = (await allOrders()).find((o) => o.status === "pending")!;
    const monaco = { ...DEMO_CUSTOMER, address: "2 avenue de Monte-Carlo", postalCode: "98000", city: "Monaco" };
    expect(((await submitDemoPayment(order.reference, monaco)) as Response).status).toBe(302);
    const paid = (await allOrders()).find((o) => o.id === order.id)!;
    expect(paid).toMatchObject({ delivery_country: "MC", vat_scheme: "FR", vat_rate_bp: 2000, vat_cents: vatIncludedCents(BELGIAN_TTC, 2000) });
    expect((await invoiceOf(order.id)).snapshot).toMatchObject({ deliveryCountry: "MC", vatScheme: "FR", vatRateBp: 2000 });
    await write(async (tx, { packaging_registrations, shipping_zone_countries }) => {
      await tx.delete(shipping_zone_countries).where(eq(shipping_zone_countries.country, "MC"));
      await tx.delete(packaging_registrations).where(eq(packaging_registrations.country, "MC"));
    });
  });
});

describe("the owner's desk and « Régime TVA des ventes dans l'UE »", () => {
  const desk = async (cookie: string) => dataOf<{ desk: OwnerDesk }>(await runLoader(`${ADMIN_PATH}/tableau-de-bord`, cookie)).desk.distanceSales;

  it("the desk says nothing under 8 000 €, then the year's total, then the crossing and the OSS status", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-06-10T10:00:00Z") });
    const cookie = await signedInCookie();
    await pastSale(700_000, "2027-05-01T10:00:00Z");
    expect(await desk(cookie)).toBeNull();
    await pastSale(150_000, "2027-05-02T10:00:00Z");
    expect(await desk(cookie)).toEqual({ year: 2027, yearHtCents: 850_000, crossedIn: null, ossFrom: null });
    // A French parcel never counts.
    await pastSale(500_000, "2027-05-03T10:00:00Z", "FR");
    expect((await desk(cookie))?.yearHtCents).toBe(850_000);
    await pastSale(150_005, "2027-05-04T10:00:00Z");
    expect(await desk(cookie)).toEqual({ year: 2027, yearHtCents: 1_000_005, crossedIn: 2027, ossFrom: null });
    await write((tx, { shop_settings }) => tx.update(shop_settings).set({ oss_registered_on: "2027-07-01" }));
    expect(await desk(cookie)).toMatchObject({ crossedIn: 2027, ossFrom: "2027-07-01" });
  });

  it("the OSS date is saved from the legal facts, refused with its French message when the day does not exist, and emptied", async () => {
    const cookie = await signedInCookie();
    const sub = "/informations-legales";
    const settings = async () => (await write((tx, { shop_settings }) => tx.select().from(shop_settings)))[0].oss_registered_on;

    const refused = await runAction(post({ intent: "oss-registration", oss_registered_on: "2027-02-30" }, { cookie, sub }));
    expect(statusOf(refused)).toBe(400);
    expect(dataOf<{ ossResult: { error: Record<string, string[]> } }>(refused).ossResult.error).toEqual({ oss_registered_on: [OSS_DATE_INVALID] });
    expect(await settings()).toBeNull();

    const saved = await runAction(post({ intent: "oss-registration", oss_registered_on: "2027-01-01" }, { cookie, sub }));
    expect(locationOf(saved)).toBe(`/${ADMIN_PATH}${sub}`);
    expect(await settings()).toBe("2027-01-01");
    expect(dataOf<{ ossRegisteredOn: string | null }>(await runLoader(`${ADMIN_PATH}${sub}`, cookie)).ossRegisteredOn).toBe("2027-01-01");

    await runAction(post({ intent: "oss-registration", oss_registered_on: "" }, { cookie, sub }));
    expect(await settings()).toBeNull();
  });
});
