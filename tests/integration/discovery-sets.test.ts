import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { StoredCart } from "~/lib/cart/cart.server";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { HOLD_GRACE_MS } from "~/lib/holds/holds.server";
import { seedDiscoverySet } from "~/lib/catalog/seed-data.server";
import { paidPerSet, SET_VOUCHER_RULE } from "~/lib/discovery-sets/set-rules";
import { getProduct } from "~/lib/catalog/catalog.server";
import { loadLegalDocument } from "~/lib/legal-pages/legal-pages.server";
import { VOUCHER_HELD, VOUCHER_NO_BOTTLE, VOUCHER_UNKNOWN, voucherExpiry } from "~/lib/discovery-sets/vouchers.server";
import { eReportingRows } from "~/lib/documents/books";
import { bookDocuments } from "~/lib/documents/books.server";
import { creditNotesOfOrder } from "~/lib/documents/credit-notes.server";
import { invoiceOf } from "~/lib/documents/invoices.server";
import { parisDay } from "~/lib/format/paris-time";
import { refundLimitOf, refundOrder } from "~/lib/use-cases/refund-order.server";
import { settleOrder } from "~/lib/use-cases/settle-payment.server";
import { dataOf, post, runAction, signedInCookie, statusOf } from "./admin-helpers";
import {
  cartAction,
  afterResponse,
  allOrders,
  checkoutAndPay,
  formatOf,
  formData,
  postCheckout,
  productBySlug,
  read,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
  write,
} from "./checkout-helpers";
import { paidSessionChanges } from "../fakes/stripe-server";

const fake = useFakeStripe();
const ACTOR = "admin@maison-sillage.test";

let setId: number;
let bottle: { productId: number; formatId: number; price: number };

/** The seeded set as the seed made it (resetShop puts every default format back to 50 ml). */
beforeEach(async () => {
  const set = await productBySlug(seedDiscoverySet.slug);
  setId = set.id;
  await write((tx, { product_formats }) =>
    tx
      .update(product_formats)
      .set({ volume_ml: null, label: seedDiscoverySet.label, price_cents: 2500, set_contents: seedDiscoverySet.vials.join("\n"), voucher_months: 6 })
      .where(eq(product_formats.product_id, set.id)),
  );
  const hundred = await formatOf("magie-noir", 100);
  bottle = { productId: hundred.product_id, formatId: hundred.id, price: hundred.price_cents! };
});

const setCart = (quantity = 1, promoCode: string | null = null): StoredCart => ({ lines: [{ id: setId, quantity }], promoCode });
const bottleCart = (code: string | null): StoredCart => ({ lines: [{ id: bottle.productId, formatId: bottle.formatId, quantity: 1 }], promoCode: code });
const shopper = (i: number) => `198.51.100.${20 + i}`;

async function vouchers() {
  return read((d, { set_vouchers }) => d.select().from(set_vouchers).orderBy(asc(set_vouchers.id)));
}

async function orderOf(reference: string) {
  return (await allOrders()).find((o) => o.reference === reference)!;
}

/** A set bought and paid on the demo page: its voucher's code. */
async function boughtVoucher(client = shopper(0)): Promise<string> {
  await checkoutAndPay(setCart(), client);
  return (await vouchers()).at(-1)!.code;
}

describe("paying for a discovery set issues its voucher (decision 114)", () => {
  it("issues one single-use code per set, worth what was paid, valid for the owner's months, in the confirmation's outbox row", async () => {
    const reference = await checkoutAndPay(setCart(2));
    const order = await orderOf(reference);
    const issued = await vouchers();
    expect(issued).toHaveLength(2);
    expect(new Set(issued.map((v) => v.code)).size).toBe(2);
    for (const v of issued) {
      expect(v.code).toMatch(/^COFFRET-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
      expect(v).toMatchObject({ order_id: order.id, value_cents: 2500, status: "active" });
      expect(v.expires_at.getTime()).toBe(voucherExpiry(order.paid_at!, 6).getTime());
    }
    const [confirmation] = await read((d, { email_outbox }) => d.select().from(email_outbox).where(eq(email_outbox.kind, "order_confirmation")));
    for (const v of issued) expect(confirmation.text).toContain(v.code);
  });

  it("takes its share of a promo code off the voucher: it is worth what the set cost after the discount", async () => {
    const reference = await checkoutAndPay({ lines: [{ id: setId, quantity: 1 }, { id: bottle.productId, formatId: bottle.formatId, quantity: 1 }], promoCode: "BIENVENUE10" });
    const order = await orderOf(reference);
    const [voucher] = await vouchers();
    expect(voucher.value_cents).toBe(paidPerSet(2500, order.subtotal_cents, order.discount_cents));
    expect(voucher.value_cents).toBe(2250);
  });

  it("lasts at least the months it says, to the end of the Paris day (31 January + 1 month is the end of February)", () => {
    expect(parisDay(voucherExpiry(new Date("2027-01-31T12:00:00Z"), 1))).toBe("2027-02-28");
    expect(parisDay(voucherExpiry(new Date("2026-11-26T23:30:00Z"), 3))).toBe("2027-02-27");
  });
});

describe("the voucher in the cart's « Code promo » field", () => {
  it("pays each perfume's largest full bottle: the 100 ml where there is one, else the 50 ml; never a spray nor a set (decision 155)", async () => {
    const code = await boughtVoucher();
    const view = await priceCart(bottleCart(code));
    expect(view.discountCents).toBe(2500);
    expect(view.finalCents).toBe(bottle.price - 2500);
    // Minuit Profond, in the set, is sold in 50 ml only: its 50 ml is its full bottle.
    const minuitFifty = await formatOf("minuit-profond", 50);
    const onlyFifty = await priceCart({ lines: [{ id: minuitFifty.product_id, formatId: minuitFifty.id, quantity: 1 }], promoCode: code });
    expect(onlyFifty.promoError).toBeNull();
    expect(onlyFifty.discountCents).toBe(2500);
    // Magie Noir has a 100 ml: that one, not its 50 ml nor its 10 ml travel spray.
    for (const volume of [50, 10]) {
      const smaller = await formatOf("magie-noir", volume);
      const cart = await priceCart({ lines: [{ id: smaller.product_id, formatId: smaller.id, quantity: 1 }], promoCode: code });
      expect(cart.promoError, `${volume} ml`).toBe(VOUCHER_NO_BOTTLE);
    }
    expect((await priceCart(setCart(1, code))).promoError).toBe(VOUCHER_NO_BOTTLE);
  });

  it("once a perfume's 100 ml is no longer sold, its 50 ml is the bottle the voucher pays", async () => {
    const code = await boughtVoucher();
    await write((tx, { product_formats }) => tx.update(product_formats).set({ is_active: false }).where(eq(product_formats.id, bottle.formatId)));
    const fifty = await formatOf("magie-noir", 50);
    const cart = await priceCart({ lines: [{ id: fifty.product_id, formatId: fifty.id, quantity: 1 }], promoCode: code });
    expect(cart.promoError).toBeNull();
    expect(cart.discountCents).toBe(2500);
  });

  it("says which bottle it pays in the same words on the set's page, in the cart's refusal, the CGV and the help page", async () => {
    expect(VOUCHER_NO_BOTTLE).toContain(SET_VOUCHER_RULE);
    const set = await getProduct(seedDiscoverySet.slug);
    expect(set?.formats).toHaveLength(1);
    const hundred = (await getProduct("magie-noir"))!.formats.map((f) => [f.volume_ml, f.voucher_eligible]);
    expect(hundred).toEqual([[10, false], [50, false], [100, true]]);
    const minuit = (await getProduct("minuit-profond"))!.formats.map((f) => [f.volume_ml, f.voucher_eligible]);
    expect(minuit).toEqual([[50, true]]);
    expect(JSON.stringify(await loadLegalDocument("cgv"))).toContain(SET_VOUCHER_RULE);
  });

  it("answers « Appliquer » with what it saves, and an expired voucher with its date", async () => {
    const code = await boughtVoucher();
    const applied = await cartAction(bottleCart(null), formData({ intent: "apply-promo", code: code.toLowerCase() }));
    expect(applied.cart.promoCode).toBe(code);
    expect(applied.toast).toMatchObject({ title: "Code appliqué !", type: "success" });
    expect(applied.toast?.description?.replace(/\s/g, " ")).toBe("Vous économisez 25,00 €");
    await write((tx, { set_vouchers }) => tx.update(set_vouchers).set({ expires_at: new Date("2026-01-31T22:59:59Z") }));
    const refused = await cartAction(bottleCart(null), formData({ intent: "apply-promo", code }));
    expect(refused.cart.promoCode).toBeNull();
    expect(refused.toast).toEqual({ title: "Code invalide", description: "Ce bon coffret a expiré le 31/01/2026", type: "error" });
  });
});

describe("a voucher is used once, whatever the interleaving", () => {
  it("10 parallel checkouts with one voucher: one holds it, nine are told; 10 payments pay it once", async () => {
    const code = await boughtVoucher();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => postCheckout(bottleCart(code), {}, shopper(i + 1))));
    const holding = (await allOrders()).filter((o) => o.promo_code === code);
    expect(holding).toHaveLength(1);
    expect(holding[0].discount_cents).toBe(2500);
    const refused = await Promise.all(responses.filter((r) => r.headers.get("Location") === "/cart").map(afterResponse));
    expect(refused).toHaveLength(9);
    for (const { toast, cart } of refused) {
      expect(toast).toEqual({ title: "Code promo retiré", description: VOUCHER_HELD, type: "error" });
      expect(cart?.promoCode).toBeNull();
    }
    await Promise.all((await allOrders()).filter((o) => o.status === "pending").map((o) => submitDemoPayment(o.reference)));
    const paidWithIt = (await allOrders()).filter((o) => o.status === "paid" && o.promo_code === code);
    expect(paidWithIt).toHaveLength(1);
    const [voucher] = await vouchers();
    expect(voucher).toMatchObject({ status: "used", used_order_id: paidWithIt[0].id });
    expect((await priceCart(bottleCart(code))).promoError).toBe(VOUCHER_UNKNOWN);
  });

  it("is held while a payment is under way and comes back when that payment fails", async () => {
    const code = await boughtVoucher();
    await postCheckout(bottleCart(code), {}, shopper(1));
    const a = (await allOrders()).at(-1)!;
    expect((await priceCart(bottleCart(code))).promoError).toBe(VOUCHER_HELD);
    expect((await settleOrder({ orderId: a.id, settlement: "failed" })).outcome).toBe("applied");
    expect((await priceCart(bottleCart(code))).discountCents).toBe(2500);
  });

  it("comes back when the payment's hold lapses, and the late payment of the first checkout is then refused", async () => {
    const code = await boughtVoucher();
    await postCheckout(bottleCart(code), {}, shopper(1));
    const a = (await allOrders()).at(-1)!;
    await write((tx, { orders }) => tx.update(orders).set({ expires_at: new Date(Date.now() - HOLD_GRACE_MS - 1000) }).where(eq(orders.id, a.id)));
    expect((await priceCart(bottleCart(code))).discountCents).toBe(2500);
    const b = await checkoutAndPay(bottleCart(code), shopper(2));
    await submitDemoPayment(a.reference);
    expect((await orderOf(a.reference)).status).not.toBe("paid");
    expect((await vouchers())[0]).toMatchObject({ status: "used", used_order_id: (await orderOf(b)).id });
  });
});

describe("with Stripe Checkout", () => {
  it("the set paid through /success issues its voucher; the bottle's session takes it as a coupon of its exact value", async () => {
    usePaymentEnv(fake.env());
    const { loader } = await import("~/routes/success");
    const checkout = await postCheckout(setCart(), {}, shopper(6));
    const cookie = checkout.headers.getSetCookie()[0].split(";")[0];
    const setOrder = (await allOrders()).at(-1)!;
    fake.updateSession(setOrder.checkout_session_id!, paidSessionChanges({ amount_total: setOrder.total_cents }));
    await loader({ request: new Request(`http://boutique.test/success?session_id=${setOrder.checkout_session_id}`, { headers: { Cookie: cookie } }), params: {}, context: {} });
    const [voucher] = await vouchers();
    expect(voucher).toMatchObject({ order_id: setOrder.id, value_cents: 2500, status: "active" });

    await postCheckout(bottleCart(voucher.code), {}, shopper(7));
    const bottleOrder = (await allOrders()).at(-1)!;
    const session = fake.sessions.get(bottleOrder.checkout_session_id!)!;
    expect(session.total_details).toMatchObject({ amount_discount: 2500 });
    expect(session.amount_total).toBe(bottleOrder.total_cents);
  });
});

describe("refunding a set (decision 115)", () => {
  it("cancels its unused voucher in the refund, so it pays nothing after", async () => {
    const reference = await checkoutAndPay(setCart());
    const order = await orderOf(reference);
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    const [voucher] = await vouchers();
    expect(voucher.status).toBe("cancelled");
    expect((await priceCart(bottleCart(voucher.code))).promoError).toBe(VOUCHER_UNKNOWN);
  });

  it("keeps an unused voucher through a refund that leaves the set paid (the shipping only)", async () => {
    const reference = await checkoutAndPay(setCart());
    const order = await orderOf(reference);
    const shipping = order.shipping_cents;
    if (shipping > 0) {
      expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: shipping, restock: [] })).ok).toBe(true);
      expect((await vouchers())[0].status).toBe("active");
    }
    // One cent of the set's money takes one cent of its voucher, no more (decision 144).
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: 1, restock: [] })).ok).toBe(true);
    expect((await vouchers())[0]).toMatchObject({ status: "active", balance_cents: 2499 });
  });

  it("refuses while a payment under way holds the voucher, then refunds once it failed", async () => {
    const reference = await checkoutAndPay(setCart());
    const order = await orderOf(reference);
    const [{ code }] = await vouchers();
    await postCheckout(bottleCart(code), {}, shopper(3));
    const pending = (await allOrders()).at(-1)!;
    const refused = await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: null, restock: [] });
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.reason).toContain("paiement en cours");
    expect((await vouchers())[0].status).toBe("active");
    await settleOrder({ orderId: pending.id, settlement: "failed" });
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    expect((await vouchers())[0].status).toBe("cancelled");
  });

  it("after its voucher paid a bottle: the bottle's order keeps its price, the set's refund is reduced by the voucher, to the cent in every document", async () => {
    // The set beside a 50 ml: what the voucher spent is the part of this order that cannot come back.
    const minuit = (await productBySlug("minuit-profond")).id;
    const setReference = await checkoutAndPay({ lines: [{ id: setId, quantity: 1 }, { id: minuit, quantity: 1 }], promoCode: null });
    const setOrder = await orderOf(setReference);
    const [{ code }] = await vouchers();
    const bottleReference = await checkoutAndPay(bottleCart(code), shopper(4));
    const bottleOrder = await orderOf(bottleReference);
    expect(bottleOrder.discount_cents).toBe(2500);
    expect(bottleOrder.total_cents).toBe(bottle.price - 2500 + bottleOrder.shipping_cents);

    // The bottle's invoice: the voucher a discount line, and the lines add up to what was paid.
    const invoice = (await invoiceOf(bottleOrder.id))!.snapshot;
    expect(invoice.lines.find((l) => l.label === `Réduction (code ${code})`)?.totalTtcCents).toBe(-2500);
    expect(invoice.lines.reduce((s, l) => s + l.totalTtcCents, 0)).toBe(bottleOrder.total_cents);
    expect(invoice.totals.ttcCents).toBe(bottleOrder.total_cents);
    expect(invoice.totals.htCents + invoice.totals.vatCents).toBe(invoice.totals.ttcCents);

    // The whole set cannot come back: what it paid for is spent.
    const whole = await refundOrder({ orderId: setOrder.id, actor: ACTOR, amountCents: setOrder.total_cents, restock: [] });
    expect(whole).toMatchObject({ ok: false });
    const left = setOrder.total_cents - 2500;
    expect(!whole.ok && whole.reason.replace(/\s/g, " ")).toContain(`au plus ${(left / 100).toFixed(2).replace(".", ",")} €`);
    // « Total » is that most (decision 144).
    const part = await refundOrder({ orderId: setOrder.id, actor: ACTOR, amountCents: null, restock: [] });
    expect(part.ok ? "" : part.reason).toBe("");
    expect((await orderOf(setReference)).refunded_cents).toBe(left);
    expect((await refundOrder({ orderId: setOrder.id, actor: ACTOR, amountCents: 1, restock: [] })).ok).toBe(false);
    const [note] = await creditNotesOfOrder(setOrder.id);
    expect(note.snapshot.totals.ttcCents).toBe(left);
    expect(note.snapshot.totals.htCents + note.snapshot.totals.vatCents).toBe(left);
    // The bottle's order is untouched; the voucher stays used.
    expect(await orderOf(bottleReference)).toMatchObject({ total_cents: bottleOrder.total_cents, refunded_cents: 0, status: "paid" });
    expect((await vouchers())[0]).toMatchObject({ status: "used", used_order_id: bottleOrder.id });

    // The e-reporting of the day: both invoices less the credit note, to the cent.
    const today = parisDay(new Date());
    const rows = eReportingRows(await bookDocuments({ from: today, to: today }));
    const net = rows.reduce((s, r) => s + r.net.ttcCents, 0);
    expect(net).toBe(setOrder.total_cents + bottleOrder.total_cents - left);
    expect(rows.reduce((s, r) => s + r.net.htCents + r.net.vatCents, 0)).toBe(net);
  });
});

describe("one refund rule for the set's voucher (decision 144)", () => {
  it("a 10 € refund of a set takes 10 € of its voucher at most, never the whole of it", async () => {
    const order = await orderOf(await checkoutAndPay(setCart()));
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: 1000, restock: [] })).ok).toBe(true);
    // The money kept (total less 10 €) still covers this much of the voucher.
    const kept = Math.min(2500, order.total_cents - 1000);
    expect((await vouchers())[0]).toMatchObject({ status: "active", balance_cents: kept });
    expect(2500 - kept).toBeLessThanOrEqual(1000);
    const priced = await priceCart(bottleCart((await vouchers())[0].code));
    expect(priced.promoError).toBeNull();
    expect(priced.discountCents).toBe(kept);
  });

  it("refunding in full the order a voucher paid gives the voucher back, and the set can then be refunded in full", async () => {
    const setOrder = await orderOf(await checkoutAndPay(setCart()));
    const [{ code }] = await vouchers();
    const bottleOrder = await orderOf(await checkoutAndPay(bottleCart(code), shopper(5)));
    expect(bottleOrder.discount_cents).toBe(2500);
    expect((await refundOrder({ orderId: bottleOrder.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    expect((await vouchers())[0]).toMatchObject({ status: "active", balance_cents: 2500, used_order_id: null });
    const full = await refundOrder({ orderId: setOrder.id, actor: ACTOR, amountCents: null, restock: [] });
    expect(full.ok ? "" : full.reason).toBe("");
    expect(await orderOf(setOrder.reference)).toMatchObject({ status: "refunded", refunded_cents: setOrder.total_cents });
    expect((await vouchers())[0]).toMatchObject({ status: "cancelled", balance_cents: 0 });
  });

  it("lowers the set's refund by what its voucher paid, not by its face value", async () => {
    await write((tx, { product_formats }) => tx.update(product_formats).set({ price_cents: 2000 }).where(eq(product_formats.id, bottle.formatId)));
    const setOrder = await orderOf(await checkoutAndPay(setCart()));
    const [{ code }] = await vouchers();
    const bottleOrder = await orderOf(await checkoutAndPay(bottleCart(code), shopper(6)));
    expect(bottleOrder.discount_cents).toBe(2000);
    expect((await vouchers())[0]).toMatchObject({ status: "used", balance_cents: 0 });
    const five = await refundOrder({ orderId: setOrder.id, actor: ACTOR, amountCents: 500, restock: [] });
    expect(five.ok ? "" : five.reason).toBe("");
    const after = await orderOf(setOrder.reference);
    expect(after.refunded_cents).toBe(500);
    // What « Total » would refund now: the rest of what the voucher did not pay.
    expect(await refundLimitOf(after)).toBe(setOrder.total_cents - 2000 - 500);
  });

  it("a set bought with BIENVENUE10 beside a 100 € gift card: its voucher is worth the set less its share of the promo (22,50 €)", async () => {
    const card = { amountCents: 10_000, recipientName: "Léa Dubois", senderName: "Claire", recipientEmail: "lea@example.fr", message: "", sendOn: parisDay(new Date()) };
    await checkoutAndPay({ lines: [{ id: setId, quantity: 1 }], promoCode: "BIENVENUE10", giftCards: [card] });
    expect((await vouchers())[0]).toMatchObject({ value_cents: 2250, balance_cents: 2250 });
  });

  it("« Appliquer » answers an unknown code, a used voucher and a cancelled one alike", async () => {
    const used = await boughtVoucher();
    await checkoutAndPay(bottleCart(used), shopper(7));
    const cancelledOrder = await orderOf(await checkoutAndPay(setCart(), shopper(8)));
    await refundOrder({ orderId: cancelledOrder.id, actor: ACTOR, amountCents: null, restock: [] });
    const cancelled = (await vouchers()).at(-1)!.code;
    const answers = await Promise.all([used, cancelled, "COFFRET-AAAA-BBBB-CCCC"].map(async (code) => (await priceCart(bottleCart(code))).promoError));
    expect(answers).toEqual([VOUCHER_UNKNOWN, VOUCHER_UNKNOWN, VOUCHER_UNKNOWN]);
  });
});

describe("the owner makes a format a set on the formats screen, without JavaScript", () => {
  type Reply = { result: { error: Record<string, string[]> } };
  const send = async (fields: Record<string, string>) =>
    runAction(post({ stock_status: "in_stock", is_active: "on", stock_quantity: "10", price: "30", ...fields }, { cookie: await signedInCookie(), sub: `/parfums/${bottle.productId}/formats` }));

  it("saves a set's vials and validity", async () => {
    expect(statusOf(await send({ intent: "add", label: "Coffret trio", set_contents: "Magie Noir 5 ml\nBahia 5 ml", voucher_months: "4" }))).toBe(302);
    const [added] = await read((d, { product_formats }) => d.select().from(product_formats).where(eq(product_formats.label, "Coffret trio")));
    expect(added).toMatchObject({ set_contents: "Magie Noir 5 ml\nBahia 5 ml", voucher_months: 4 });
  });

  it("refuses a validity under 3 months and a set without one, beside the field", async () => {
    const short = await send({ intent: "add", label: "Coffret", set_contents: "Bahia 2 ml", voucher_months: "2" });
    expect(statusOf(short)).toBe(400);
    expect(dataOf<Reply>(short).result.error.voucher_months).toEqual(["La validité du bon est un nombre entier de mois, entre 3 et 24"]);
    const none = await send({ intent: "add", label: "Coffret", set_contents: "Bahia 2 ml" });
    expect(dataOf<Reply>(none).result.error.voucher_months).toEqual(["Indiquez la validité du bon que le coffret donne (au moins 3 mois)"]);
  });

  it("keeps the voucher's prefix out of promo codes", async () => {
    const refused = await runAction(
      post({ code: "coffret-noel", discount_type: "fixed", value: "10", is_active: "on" }, { cookie: await signedInCookie(), sub: "/codes-promo/nouveau" }),
    );
    expect(statusOf(refused)).toBe(400);
    expect(dataOf<Reply>(refused).result.error.code).toEqual(["Le préfixe COFFRET- est réservé aux bons des coffrets découverte"]);
  });
});
