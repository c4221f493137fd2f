import { and, asc, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paidSessionChanges } from "../fakes/stripe-server";
import type { StoredCart } from "~/lib/cart/cart.server";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { applyCartAction } from "~/lib/use-cases/cart-actions.server";
import { HOLD_GRACE_MS, PAYMENT_WINDOW_MS } from "~/lib/holds/holds.server";
import { formatParisDate, parisDay, parisDayStart } from "~/lib/format/paris-time";
import { formatPrice } from "~/lib/format/money";
import { attachmentPdf } from "~/lib/documents/documents.server";
import { GIFT_CARD_WITHDRAWAL_RULE, printedGiftCardCode } from "~/lib/gift-cards/gift-card-rules";
import { sendDueEmails } from "~/lib/mail/sender.server";
import { pdfText } from "./pdf-text";
import { customerFile } from "~/lib/use-cases/customer-file.server";
import { eraseCustomer } from "~/lib/use-cases/erase-customer.server";
import { ADMIN_PATH, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { bookDocuments } from "~/lib/documents/books.server";
import { eReportingRows } from "~/lib/documents/books";
import { findCardByCode, spendableCents } from "~/lib/gift-cards/gift-cards.server";
import { cancelUnpaidOrder } from "~/lib/use-cases/payment-events.server";
import { withRequestContext } from "~/lib/platform/request-context.server";
import { HOLD_LAPSED, settleOrder } from "~/lib/use-cases/settle-payment.server";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { requestWithdrawal } from "~/lib/use-cases/withdraw.server";
import {
  afterResponse,
  allOrders,
  cartCookie,
  checkoutAndPay,
  formData,
  postCheckout,
  productBySlug,
  read,
  DEMO_CUSTOMER,
  orderRow,
  submitCardConfirmation,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
  write,
} from "./checkout-helpers";
import { CATALOGUES } from "~/lib/i18n/texts.server";

/** The payment form's messages on a French page. */
const FRENCH = CATALOGUES.fr.checkout;

// Gift cards (decision 116): bought like a product, issued by the payment, spent within their
// balance under parallel checkouts, held while a payment is under way and given back after.

const fake = useFakeStripe();
let minuit: number;

beforeAll(async () => {
  minuit = (await productBySlug("minuit-profond")).id;
});

const shopper = (i: number) => `198.51.100.${20 + i}`;

const cardFor = (amountCents: number, sendOn = parisDay(new Date())): NonNullable<StoredCart["giftCards"]>[number] => ({
  amountCents,
  recipientName: "Léa Dubois",
  senderName: "Julie et Marc",
  recipientEmail: "lea.dubois@example.fr",
  message: "Joyeux anniversaire !",
  sendOn,
});

/** A card bought and paid on the demo page: its row, issued. */
async function buyCard(amountCents: number, sendOn?: string) {
  const reference = await checkoutAndPay({ lines: [], promoCode: null, giftCards: [cardFor(amountCents, sendOn)] });
  const [card] = await read((db, { gift_cards, orders }) =>
    db.select({ card: gift_cards }).from(gift_cards).innerJoin(orders, eq(orders.id, gift_cards.order_id)).where(eq(orders.reference, reference)),
  );
  return card.card;
}

/** The card's balance moves in the stored-value ledger (its holds, which move nothing, left out). */
const ledgerOf = (cardId: number) =>
  read((db, { stored_value_ledger }) =>
    db
      .select()
      .from(stored_value_ledger)
      .where(and(eq(stored_value_ledger.gift_card_id, cardId), ne(stored_value_ledger.kind, "hold")))
      .orderBy(asc(stored_value_ledger.id)),
  );

/** The buyer's order confirmation, as queued in the payment's transaction. */
async function confirmationOf(reference: string) {
  const [row] = await read((db, { email_outbox, orders }) =>
    db
      .select({ mail: email_outbox })
      .from(email_outbox)
      .innerJoin(orders, eq(orders.id, email_outbox.order_id))
      .where(and(eq(orders.reference, reference), eq(email_outbox.kind, "order_confirmation"))),
  );
  return row.mail;
}

const bottleWith = (code: string): StoredCart => ({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, giftCardCode: code });

describe("buying a gift card", () => {
  it("an order of cards alone ships nothing; its payment issues the card, with its ledger's first row", async () => {
    const card = await buyCard(5000);
    const [order] = await allOrders();
    expect(order).toMatchObject({ status: "paid", total_cents: 5000, shipping_cents: 0, shipping_method_id: null, gift_card_cents: 0 });
    // A single-purpose voucher: its VAT is due at its sale (decision 117).
    expect(order.vat_cents).toBe(833);
    expect(card.code).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
    expect(card).toMatchObject({ initial_cents: 5000, balance_cents: 5000, recipient_name: "Léa Dubois", order_id: order.id });
    expect(card.expires_at!.getTime() - card.issued_at!.getTime()).toBeGreaterThan(364 * 86_400_000);
    expect(await ledgerOf(card.id)).toMatchObject([{ kind: "issue", amount_cents: 5000, balance_after_cents: 5000, order_id: order.id }]);
  });

  it("the confirmation of an order of cards alone speaks of no parcel: each card's sending day and the card's withdrawal rule", async () => {
    const sendOn = parisDay(new Date(Date.now() + 10 * 86_400_000));
    const reference = await checkoutAndPay({ lines: [], promoCode: null, giftCards: [cardFor(5000, sendOn)] });
    const confirmation = await confirmationOf(reference);
    expect(confirmation.text).toContain(
      `La carte cadeau de 50,00 € pour Léa Dubois sera envoyée par email à lea.dubois@example.fr le ${formatParisDate(sendOn)}, avec sa carte à imprimer.`,
    );
    expect(confirmation.text).toContain(GIFT_CARD_WITHDRAWAL_RULE);
    for (const parcel of ["colis", "livraison", "expédition", "réception"]) {
      expect(confirmation.text).not.toContain(parcel);
      expect(confirmation.html).not.toContain(parcel);
    }
    // With a bottle, the parcel's own rule comes first, then the card's.
    const mixed = await checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, giftCards: [cardFor(5000)] }, shopper(3));
    const both = await confirmationOf(mixed);
    expect(both.text).toContain("14 jours à compter de la réception de votre colis");
    expect(both.text).toContain(GIFT_CARD_WITHDRAWAL_RULE);
    expect(both.text).toContain("Adresse de livraison");
  });

  it("a bottle and a card with the wrap, a card message and a sample, the bottle removed: the card alone is charged, and nothing speaks of a parcel", async () => {
    await write((tx, t) => tx.update(t.shop_settings).set({ gift_wrap_cents: 490 }));
    const saphir = (await productBySlug("saphir-bleu")).id;
    const chosen: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null, giftCards: [cardFor(5000)], giftWrap: true, giftMessage: "Joyeux anniversaire", samples: [saphir] };
    expect((await priceCart(chosen)).totalCents).toBe(3995 + 490 + 5000);
    const { cart } = await applyCartAction(chosen, formData({ intent: "remove", productId: minuit }));
    const view = await priceCart(cart);
    expect(view).toMatchObject({ totalCents: 5000, amountDueCents: 5000, gift: { chosen: false, message: "" }, samples: { chosen: [] }, shipping: { selected: null } });

    const reference = await checkoutAndPay(cart);
    const [order] = await allOrders();
    expect(order).toMatchObject({ reference, total_cents: 5000, gift_wrap_cents: null, gift_message: null, shipping_method_name: null });
    expect(await read((db, { order_samples }) => db.select().from(order_samples))).toEqual([]);
    const confirmation = await confirmationOf(reference);
    for (const parcel of [/livraison/i, /emballage/i, /échantillon/i, /Joyeux anniversaire/]) {
      expect(confirmation.text).not.toMatch(parcel);
      expect(confirmation.html).not.toMatch(parcel);
    }

    // Stripe's page asks for no delivery: no shipping method, no address in France.
    usePaymentEnv(fake.env());
    await postCheckout(cart, {}, shopper(4));
    const sent = fake.requestsTo("POST", "/v1/checkout/sessions")[0].params;
    expect([...sent.keys()].filter((key) => key.startsWith("shipping"))).toEqual([]);
    expect(fake.sessions.get((await allOrders()).at(-1)!.checkout_session_id!)?.amount_total).toBe(5000);
  });

  it("a card is not issued while its order is unpaid", async () => {
    await postCheckout({ lines: [], promoCode: null, giftCards: [cardFor(5000)] });
    const cards = await read((db, { gift_cards }) => db.select().from(gift_cards));
    expect(cards).toMatchObject([{ code: null, balance_cents: 0, issued_at: null }]);
  });
});

describe("paying with a gift card", () => {
  it("pays part of an order: the rest is left to pay, its VAT only on that rest, the balance debited at payment", async () => {
    const card = await buyCard(2000);
    await checkoutAndPay(bottleWith(card.code!.toLowerCase()), shopper(1));
    const order = (await allOrders()).at(-1)!;
    expect(order).toMatchObject({ status: "paid", total_cents: 3995, gift_card_id: card.id, gift_card_cents: 2000 });
    expect(order.vat_cents).toBe(333); // 19,95 € × 20/120
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(0);
    expect(await ledgerOf(card.id)).toMatchObject([
      { kind: "issue", amount_cents: 2000 },
      { kind: "debit", amount_cents: -2000, balance_after_cents: 0, order_id: order.id },
    ]);
  });

  it("refuses an unknown, an empty or a disabled card at checkout and takes it out of the cart", async () => {
    const { toast, cart } = await afterResponse(await postCheckout(bottleWith("AAAA-BBBB-CCCC-DDDD")));
    expect(toast).toEqual({ title: "Carte cadeau retirée", description: "Ce code de carte cadeau n'existe pas ou n'a plus de solde disponible.", type: "error" });
    expect(cart?.giftCardCode).toBeUndefined();

    const card = await buyCard(2000);
    await write((tx, { gift_cards }) => tx.update(gift_cards).set({ disabled_at: new Date() }).where(eq(gift_cards.id, card.id)));
    expect((await afterResponse(await postCheckout(bottleWith(card.code!)))).toast?.description).toBe("Ce code de carte cadeau n'existe pas ou n'a plus de solde disponible.");
  });

  it("10 parallel checkouts on a 100 € card: together they hold at most 100 €, and once paid the balance is never below zero", async () => {
    const card = await buyCard(10_000);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => postCheckout(bottleWith(card.code!), {}, shopper(i))));
    const holding = (await allOrders()).filter((o) => o.status === "pending" && o.gift_card_id === card.id);
    // 39,95 + 39,95 + 20,10: three orders share the card, the other seven are told it is spent.
    expect(holding.map((o) => o.gift_card_cents).sort()).toEqual([2010, 3995, 3995]);
    const refused = await Promise.all(responses.filter((r) => r.headers.get("Location") === "/cart").map(afterResponse));
    expect(refused).toHaveLength(7);
    for (const { toast } of refused) expect(toast?.description).toBe("Ce code de carte cadeau n'existe pas ou n'a plus de solde disponible.");

    await Promise.all(holding.map((o) => submitDemoPayment(o.reference)));
    const after = (await findCardByCode(card.code!))!;
    expect(after.balance_cents).toBe(0);
    const moves = await ledgerOf(card.id);
    expect(moves.filter((m) => m.kind === "debit").reduce((sum, m) => sum + m.amount_cents, 0)).toBe(-10_000);
  });

  it("a hold is given back when the payment is cancelled, and when its window lapses", async () => {
    const card = await buyCard(5000);
    await postCheckout(bottleWith(card.code!), {}, shopper(1));
    const [, pending] = await allOrders();
    const now = new Date();
    expect(await spendableCents((await findCardByCode(card.code!))!, now)).toBe(5000 - 3995);

    await cancelUnpaidOrder(pending);
    expect(await spendableCents((await findCardByCode(card.code!))!, now)).toBe(5000);

    await postCheckout(bottleWith(card.code!), {}, shopper(2));
    expect(await spendableCents((await findCardByCode(card.code!))!, now)).toBe(5000 - 3995);
    const lapsed = new Date(now.getTime() + PAYMENT_WINDOW_MS + HOLD_GRACE_MS + 1000);
    expect(await spendableCents((await findCardByCode(card.code!))!, lapsed)).toBe(5000);
    // Nothing moved: a hold is no debit.
    expect((await ledgerOf(card.id)).map((m) => m.kind)).toEqual(["issue"]);
  });

  it("a provider's payment whose hold lapsed while the card was spent elsewhere is marked for a refund, the card untouched", async () => {
    const card = await buyCard(5000);
    await postCheckout(bottleWith(card.code!), {}, shopper(1));
    const [, late] = await allOrders();
    // Its window is over: another order spends the card meanwhile.
    await write((tx, { orders }) => tx.update(orders).set({ expires_at: new Date(Date.now() - PAYMENT_WINDOW_MS - HOLD_GRACE_MS) }).where(eq(orders.id, late.id)));
    await checkoutAndPay(bottleWith(card.code!), shopper(2));
    const result = await settleOrder({ orderId: late.id, settlement: "paid" });
    expect(result.outcome === "applied" && result.order.status).toBe("refund_due");
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(5000 - 3995);
    expect((await ledgerOf(card.id)).map((m) => m.kind)).toEqual(["issue", "debit"]);
  });
});

describe("Stripe takes the rest", () => {
  it("one line of what is left to pay; the session settles the order only for that amount", async () => {
    const card = await buyCard(2000);
    usePaymentEnv(fake.env());
    await postCheckout(bottleWith(card.code!), {}, shopper(1));
    const order = (await allOrders()).at(-1)!;
    const session = fake.sessions.get(order.checkout_session_id!);
    expect(session?.amount_total).toBe(1995);
    const sent = Object.fromEntries(fake.requestsTo("POST", "/v1/checkout/sessions")[0].params);
    expect(sent["line_items[0][price_data][product_data][name]"]).toContain("réglés par carte cadeau");
    expect(fake.requestsTo("POST", "/v1/coupons")).toEqual([]);

    const { syncCheckoutSession } = await import("~/lib/use-cases/payment-events.server");
    // The full total would be a wrong amount: the order stays pending.
    fake.updateSession(order.checkout_session_id!, paidSessionChanges({ amount_total: 3995 }));
    await syncCheckoutSession(order.checkout_session_id!);
    expect((await allOrders()).at(-1)!.status).toBe("pending");
    fake.updateSession(order.checkout_session_id!, paidSessionChanges({ amount_total: 1995 }));
    await syncCheckoutSession(order.checkout_session_id!);
    expect((await allOrders()).at(-1)!.status).toBe("paid");
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(0);
  });

  it("a card that pays it all never reaches Stripe: no session, the shop's own confirmation pays the order", async () => {
    const card = await buyCard(10_000);
    usePaymentEnv(fake.env());
    const location = ((await postCheckout(bottleWith(card.code!), {}, shopper(1))) as Response).headers.get("Location");
    const order = (await allOrders()).at(-1)!;
    expect(location).toBe(`/commande/confirmation/${order.reference}`);
    expect(order).toMatchObject({ status: "pending", payment_provider: "stripe", checkout_session_id: null });
    expect(fake.requestsTo("POST", "/v1/checkout/sessions")).toEqual([]);
    expect(locationOf(await submitCardConfirmation(order.reference))).toBe(`/success?order=${order.reference}`);
    expect(await orderRow(order.id)).toMatchObject({ status: "paid", vat_cents: 0, gift_card_cents: 3995, customer_name: "Claire Martin" });
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(10_000 - 3995);
    expect(fake.requestsTo("POST", "/v1/checkout/sessions")).toEqual([]);
  });
});

describe("a card that pays it all (decision 124)", () => {
  /** The confirmation page's loader, a thrown redirect or 404 returned as the browser gets it. */
  async function confirmationPage(reference: string) {
    const { loader } = await import("~/routes/commande.confirmation.$reference");
    const request = new Request(`http://boutique.test/commande/confirmation/${reference}`);
    return loader({ request, params: { reference }, context: {} }).catch((thrown: unknown) => thrown);
  }

  it("« Commander » leads to the shop's confirmation, not the demo page; confirming pays, debits the card and issues the invoice", async () => {
    const card = await buyCard(5000);
    const location = ((await postCheckout(bottleWith(card.code!), {}, shopper(1))) as Response).headers.get("Location");
    const order = (await allOrders()).at(-1)!;
    expect(location).toBe(`/commande/confirmation/${order.reference}`);
    expect(statusOf(await confirmationPage(order.reference))).toBe(200);
    // Without the CGV ticked, nothing happens and the error is next to the box.
    const { terms: _terms, ...withoutTerms } = { ...DEMO_CUSTOMER, intent: "confirm" };
    const refused = await submitCardConfirmation(order.reference, withoutTerms);
    expect(statusOf(refused)).toBe(400);
    expect(JSON.stringify(dataOf(refused))).toContain(FRENCH.oETerms);
    expect((await orderRow(order.id)).status).toBe("pending");

    expect(locationOf(await submitCardConfirmation(order.reference))).toBe(`/success?order=${order.reference}`);
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ status: "paid", gift_card_cents: 3995, vat_cents: 0, shipping_address: "12 rue des Rosiers\n75004 Paris\nFR" });
    expect(paid.terms_accepted_at).not.toBeNull();
    expect(paid.invoice_number).not.toBeNull();
    expect((await ledgerOf(card.id)).map((m) => [m.kind, m.amount_cents])).toEqual([["issue", 5000], ["debit", -3995]]);
    const [invoice] = await read((db, { invoices }) => db.select().from(invoices).where(eq(invoices.order_id, order.id)));
    expect(invoice.snapshot.totals).toEqual({ htCents: 0, vatCents: 0, ttcCents: 0 });
    // Paid once: the page now sends to /success.
    expect(locationOf(await confirmationPage(order.reference))).toBe(`/success?order=${order.reference}`);
  });

  it("confirmed twice at once, the order is paid once and the card debited once", async () => {
    const card = await buyCard(5000);
    await postCheckout(bottleWith(card.code!), {}, shopper(1));
    const order = (await allOrders()).at(-1)!;
    const answers = await Promise.all([submitCardConfirmation(order.reference), submitCardConfirmation(order.reference)]);
    for (const answer of answers) expect(locationOf(answer)).toBe(`/success?order=${order.reference}`);
    expect((await ledgerOf(card.id)).filter((m) => m.kind === "debit")).toHaveLength(1);
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(5000 - 3995);
    expect(await read((db, { invoices }) => db.select().from(invoices).where(eq(invoices.order_id, order.id)))).toHaveLength(1);
  });

  it("refuses a confirmation after the hold lapsed, even once the page is open; an order that leaves something to pay has no such page", async () => {
    const card = await buyCard(5000);
    await postCheckout(bottleWith(card.code!), {}, shopper(1));
    const order = (await allOrders()).at(-1)!;
    await write((tx, { orders }) => tx.update(orders).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(orders.id, order.id)));
    const answer = await submitCardConfirmation(order.reference);
    expect(locationOf(answer)).toBe("/cart");
    expect((await afterResponse(answer as Response)).toast?.description).toContain("ne peut plus être confirmée");
    // The settlement checks it again under the order's lock: a page opened in time cannot slip through.
    const { confirmCardPaidOrder } = await import("~/lib/use-cases/payment-events.server");
    const customer = { email: "claire.martin@example.fr", name: "Claire Martin", address: "12 rue des Rosiers", postalCode: "75004", city: "Paris", terms: true, siren: undefined, vatNumber: undefined };
    expect(await confirmCardPaidOrder(order, customer)).toMatchObject({ outcome: "refused", reason: HOLD_LAPSED });
    expect((await orderRow(order.id)).status).toBe("pending");
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(5000);

    // An order that leaves something to pay has no confirmation page.
    const small = await buyCard(2000);
    await postCheckout(bottleWith(small.code!), {}, shopper(2));
    const partly = (await allOrders()).at(-1)!;
    expect(statusOf(await submitCardConfirmation(partly.reference).catch((thrown: unknown) => thrown))).toBe(404);
  });

  it("« Annuler » gives the card's euros back at once", async () => {
    const card = await buyCard(5000);
    await postCheckout(bottleWith(card.code!), {}, shopper(1));
    const order = (await allOrders()).at(-1)!;
    expect(locationOf(await submitCardConfirmation(order.reference, { intent: "cancel" }))).toBe("/cancel");
    expect(await spendableCents((await findCardByCode(card.code!))!, new Date())).toBe(5000);
  });
});

describe("invoices and e-reporting", () => {
  it("the card's sale is taxed once: the invoice of the order it pays taxes only the rest, and the day's totals are the money received", async () => {
    const card = await buyCard(2000);
    await checkoutAndPay(bottleWith(card.code!), shopper(1));
    const docs = await bookDocuments({ from: parisDay(new Date()), to: parisDay(new Date()) });
    const invoices = await read((db, { invoices }) => db.select().from(invoices).orderBy(asc(invoices.number)));
    expect(invoices.map((i) => i.snapshot.totals)).toEqual([
      { htCents: 1667, vatCents: 333, ttcCents: 2000 },
      { htCents: 1662, vatCents: 333, ttcCents: 1995 },
    ]);
    const redeemed = invoices[1].snapshot;
    // The card is a payment beside the lines, not a line (decision 139): the lines state the sale,
    // less the card they are what this invoice taxes.
    expect(redeemed.lines.map((l) => [l.label, l.totalTtcCents])).toEqual([["Minuit Profond (50 ml)", 3995]]);
    expect(redeemed.giftCardPaid).toEqual({ htCents: 1667, vatCents: 333, ttcCents: 2000 });
    for (const key of ["htCents", "vatCents", "ttcCents"] as const) {
      const column = { htCents: "totalHtCents", vatCents: "vatCents", ttcCents: "totalTtcCents" } as const;
      expect(redeemed.lines.reduce((sum, l) => sum + l[column[key]], 0) - redeemed.giftCardPaid![key]).toBe(redeemed.totals[key]);
    }
    const [day] = eReportingRows(docs);
    expect(day).toMatchObject({ invoices: 2, invoiced: { htCents: 3329, vatCents: 666, ttcCents: 3995 } });
  });
});

describe("the recipient's email", () => {
  const outboxOf = () =>
    read((db, { email_outbox }) => db.select().from(email_outbox).where(eq(email_outbox.kind, "gift_card_recipient")));

  it("leaves on its sending day in Paris, not before, with the code and the printable card", async () => {
    const inThreeDays = parisDay(new Date(Date.now() + 3 * 86_400_000));
    const card = await buyCard(5000, inThreeDays);
    const [queued] = await outboxOf();
    expect(queued).toMatchObject({ to_address: "lea.dubois@example.fr", status: "pending", attachments: [{ kind: "gift_card", id: card.id }] });
    expect(queued.next_attempt_at).toEqual(parisDayStart(inThreeDays));
    expect(queued.text).toContain(printedGiftCardCode(card.code!));
    // « De la part de » as the buyer typed it on the form, not the payer's name (decision 156).
    expect(queued.subject).toBe("Julie et Marc vous offre une carte cadeau de 50,00 €");
    expect(queued.text).toContain("Julie et Marc vous offre une carte cadeau de 50,00 €.");
    // Valid a year from the day it reaches its recipient, not from the purchase.
    const expected = new Date(parisDayStart(inThreeDays));
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(card.expires_at).toEqual(expected);

    await sendDueEmails(new Date(parisDayStart(inThreeDays).getTime() - 60_000));
    expect((await outboxOf())[0].status).toBe("pending");
    await sendDueEmails(new Date(parisDayStart(inThreeDays).getTime() + 60_000));
    expect((await outboxOf())[0].status).toBe("sent");

    const pdf = await attachmentPdf({ kind: "gift_card", id: card.id });
    const text = (await pdfText(pdf.content)).replace(/\s+/g, " ");
    expect(text).toContain(printedGiftCardCode(card.code!));
    expect(text).toContain("50,00 €");
    expect(text).toContain("Pour Léa Dubois, de la part de Julie et Marc");
    expect(text).toContain("Joyeux anniversaire");
  });

  it("a card from a cart filled before « De la part de » was asked prints the buyer's name, as before (decision 156)", async () => {
    const { senderName: _, ...older } = cardFor(5000);
    const reference = await checkoutAndPay({ lines: [], promoCode: null, giftCards: [older as ReturnType<typeof cardFor>] });
    const [card] = await read((db, { gift_cards, orders }) =>
      db.select({ card: gift_cards }).from(gift_cards).innerJoin(orders, eq(orders.id, gift_cards.order_id)).where(eq(orders.reference, reference)),
    );
    expect(card.card.sender_name).toBe("");
    const [queued] = await outboxOf();
    expect(queued.subject).toBe("Claire Martin vous offre une carte cadeau de 50,00 €");
  });

  it("a card for today is due at once", async () => {
    const before = new Date();
    await buyCard(5000);
    const [queued] = await outboxOf();
    expect(queued.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
    expect(queued.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });
});

describe("the purchase form and the cart's field (without JavaScript)", () => {
  const post = async (path: string, fields: Record<string, string>, cookie = "") => {
    const route = path === "/carte-cadeau" ? await import("~/routes/carte-cadeau") : await import("~/routes/cart");
    const request = new Request(`http://boutique.test${path}`, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams(fields) });
    return route.action({ request, params: {}, context: {} }) as Promise<Response | { data: unknown; init: { status: number } }>;
  };
  /** A refusal is Remix's data() with its status; a success a redirect. */
  const refusal = (r: Awaited<ReturnType<typeof post>>) => {
    if (r instanceof Response) throw new Error(`réponse ${r.status} au lieu d'un refus`);
    return { status: r.init.status, body: r.data as { error?: Record<string, string[]>; errors?: unknown; typed?: unknown } };
  };
  const redirected = (r: Awaited<ReturnType<typeof post>>) => {
    if (!(r instanceof Response)) throw new Error(`refus ${JSON.stringify(r.data)}`);
    return r;
  };
  const choice = { amount: "5000", recipientName: "Léa Dubois", senderName: "Julie et Marc", recipientEmail: "lea.dubois@example.fr", message: "", sendOn: "" };

  it("refuses an amount outside the bounds and a past date next to their fields, and adds a right card to the cart", async () => {
    const refused = refusal(await post("/carte-cadeau", { ...choice, amount: "other", otherAmount: "10", sendOn: "2020-01-01" }));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.sendOn).toEqual(["La date d'envoi ne peut pas être passée."]);

    const tooSmall = refusal(await post("/carte-cadeau", { ...choice, amount: "other", otherAmount: "10", sendOn: parisDay(new Date()) }));
    expect(tooSmall.body.error?.otherAmount).toEqual([`Indiquez un montant en euros entre ${formatPrice(2000)} et ${formatPrice(50_000)}.`]);

    const forged = refusal(await post("/carte-cadeau", { ...choice, amount: "1234", sendOn: parisDay(new Date()) }));
    expect(forged.body.error?.amount).toEqual(["Choisissez un montant proposé."]);

    const added = redirected(await post("/carte-cadeau", { ...choice, sendOn: parisDay(new Date()) }));
    expect(added.headers.get("Location")).toBe("/cart");
    const { cart } = await afterResponse(added);
    expect(cart?.giftCards).toEqual([
      { amountCents: 5000, recipientName: "Léa Dubois", senderName: "Julie et Marc", recipientEmail: "lea.dubois@example.fr", message: "", sendOn: parisDay(new Date()) },
    ]);
  });

  it("« De la part de » is required and holds 60 characters at most, refused next to its field (decision 156)", async () => {
    const today = parisDay(new Date());
    const missing = refusal(await post("/carte-cadeau", { ...choice, senderName: "  ", sendOn: today }));
    expect(missing.status).toBe(400);
    expect(missing.body.error?.senderName).toEqual(["Indiquez de la part de qui est la carte."]);
    const tooLong = refusal(await post("/carte-cadeau", { ...choice, senderName: "J".repeat(61), sendOn: today }));
    expect(tooLong.body.error?.senderName).toEqual(["Ce nom ne peut pas dépasser 60 caractères."]);
    redirected(await post("/carte-cadeau", { ...choice, senderName: "J".repeat(60), sendOn: today }));
  });

  it("« Utiliser » with a wrong code answers next to the field, the code kept as typed; a right one goes in the cookie", async () => {
    const card = await buyCard(5000);
    const cookie = await cartCookie({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    const wrong = refusal(await post("/cart", { intent: "apply-gift-card", giftCardCode: "ZZZZ-ZZZZ" }, cookie));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { giftCardCode: "Ce code de carte cadeau n'existe pas ou n'a plus de solde disponible." }, typed: { giftCardCode: "ZZZZ-ZZZZ" } });
    const right = redirected(await post("/cart", { intent: "apply-gift-card", giftCardCode: printedGiftCardCode(card.code!).toLowerCase() }, cookie));
    const { cart, toast } = await afterResponse(right);
    expect(cart?.giftCardCode).toBe(card.code);
    expect(toast).toMatchObject({ title: "Carte cadeau appliquée" });
  });
});

describe("refunds", () => {
  const ACTOR = "admin@maison-sillage.test";
  const creditNotes = (orderId: number) =>
    read((db, { credit_notes }) => db.select().from(credit_notes).where(eq(credit_notes.order_id, orderId)).orderBy(asc(credit_notes.id)));

  it("an order paid 19,95 € by Stripe and 20 € by card: Stripe first, then the card; credit notes only for what Stripe gave back", async () => {
    const card = await buyCard(2000);
    usePaymentEnv(fake.env());
    await postCheckout(bottleWith(card.code!), {}, shopper(1));
    const order = (await allOrders()).at(-1)!;
    fake.updateSession(order.checkout_session_id!, paidSessionChanges({ amount_total: 1995 }));
    const { syncCheckoutSession } = await import("~/lib/use-cases/payment-events.server");
    await syncCheckoutSession(order.checkout_session_id!);

    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: 1000, restock: [] })).ok).toBe(true);
    expect(fake.requestsTo("POST", "/v1/refunds").map((r) => Object.fromEntries(r.params).amount)).toEqual(["1000"]);
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(0);

    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    expect(fake.requestsTo("POST", "/v1/refunds").map((r) => Object.fromEntries(r.params).amount)).toEqual(["1000", "995"]);
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(2000);
    expect((await ledgerOf(card.id)).map((m) => [m.kind, m.amount_cents, m.balance_after_cents])).toEqual([
      ["issue", 2000, 2000],
      ["debit", -2000, 0],
      ["credit", 2000, 2000],
    ]);
    expect((await allOrders()).at(-1)!).toMatchObject({ status: "refunded", refunded_cents: 3995 });
    // The invoice taxed 19,95 €: the two credit notes take back exactly that, to the cent.
    const notes = (await creditNotes(order.id)).map((n) => n.snapshot.totals);
    expect(notes.reduce((sum, t) => sum + t.ttcCents, 0)).toBe(1995);
    expect(notes.reduce((sum, t) => sum + t.vatCents, 0)).toBe(333);
    const [day] = eReportingRows(await bookDocuments({ from: parisDay(new Date()), to: parisDay(new Date()) }));
    // Left on the day: the card's sale (20 €), nothing of the bottle.
    expect(day.net).toEqual({ htCents: 1667, vatCents: 333, ttcCents: 2000 });
  });

  it("a card bought and never used is refunded and emptied; once used, only what is left of it can be refunded (decision 144)", async () => {
    const unused = await buyCard(5000);
    const [bought] = await allOrders();
    expect((await refundOrder({ orderId: bought.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    expect(await findCardByCode(unused.code!)).toMatchObject({ balance_cents: 0 });
    expect((await ledgerOf(unused.id)).map((m) => [m.kind, m.amount_cents])).toEqual([["issue", 5000], ["cancel", -5000]]);

    const used = await buyCard(5000);
    const usedOrder = (await allOrders()).at(-1)!;
    await checkoutAndPay(bottleWith(used.code!), shopper(2));
    const whole = await refundOrder({ orderId: usedOrder.id, actor: ACTOR, amountCents: 5000, restock: [] });
    expect(whole).toMatchObject({ ok: false, reason: expect.stringContaining(`au plus ${formatPrice(5000 - 3995)}`) });
    expect((await findCardByCode(used.code!))!.balance_cents).toBe(5000 - 3995);
    // « Total » is that most: the rest of the card is taken back, what it paid stays paid.
    expect((await refundOrder({ orderId: usedOrder.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    expect(await orderRow(usedOrder.id)).toMatchObject({ refunded_cents: 5000 - 3995 });
    expect((await findCardByCode(used.code!))!.balance_cents).toBe(0);
  });
});

describe("guessing codes in the cart is bounded per client (decision 144)", () => {
  const tryCode = async (fields: Record<string, string>, client: string) => {
    const { action } = await import("~/routes/cart");
    const request = new Request("http://boutique.test/cart", { method: "POST", body: new URLSearchParams(fields) });
    return withRequestContext({ remoteAddress: client, client }, () => action({ request, params: {}, context: {} })) as Promise<Response | { data: unknown }>;
  };
  const limitedText = "Trop de codes essayés depuis votre connexion.";

  it("40 « Utiliser » and « Appliquer » at once from one client: 30 are answered, 10 are told to wait; another client is not", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        tryCode(i % 2 ? { intent: "apply-gift-card", giftCardCode: `AAAA-BBBB-CCCC-${String(1000 + i)}` } : { intent: "apply-promo", code: `ESSAI${i}` }, shopper(30)),
      ),
    );
    const texts = await Promise.all(answers.map(async (r) => (r instanceof Response ? (await afterResponse(r)).toast?.description ?? "" : JSON.stringify(r.data))));
    expect(texts.filter((t) => t.includes(limitedText))).toHaveLength(10);
    const other = await tryCode({ intent: "apply-gift-card", giftCardCode: "AAAA-BBBB-CCCC-DDDD" }, shopper(31));
    expect(other instanceof Response ? "" : JSON.stringify(other.data)).not.toContain(limitedText);
  });
});

describe("a partial refund of an order that sold a card (decision 144)", () => {
  const ACTOR = "admin@maison-sillage.test";

  it("takes back of the card only what it refunds of it: 10 € of a 50 € card leaves 40 €, still usable", async () => {
    const card = await buyCard(5000);
    expect((await refundOrder({ orderId: card.order_id!, actor: ACTOR, amountCents: 1000, restock: [] })).ok).toBe(true);
    const after = (await findCardByCode(card.code!))!;
    expect(after).toMatchObject({ balance_cents: 4000, disabled_at: null });
    expect((await ledgerOf(card.id)).map((m) => [m.kind, m.amount_cents, m.balance_after_cents])).toEqual([
      ["issue", 5000, 5000],
      ["cancel", -1000, 4000],
    ]);
    const { toast } = await afterResponse(await postCheckout(bottleWith(card.code!), {}, shopper(5)));
    expect(toast?.type).not.toBe("error");
    expect((await allOrders()).at(-1)).toMatchObject({ status: "pending", gift_card_id: card.id, gift_card_cents: 3995 });
  });

  it("a bottle and a card refunded for the bottle's price plus one cent: the card loses one cent", async () => {
    const reference = await checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, giftCards: [cardFor(5000)] }, shopper(6));
    const order = (await allOrders()).find((o) => o.reference === reference)!;
    const [card] = await read((db, { gift_cards }) => db.select().from(gift_cards).where(eq(gift_cards.order_id, order.id)));
    const bottleAndShipping = order.total_cents - 5000;
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: bottleAndShipping + 1, restock: [] })).ok).toBe(true);
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(4999);
  });

  it("two refunds of the whole order at once: the card is taken back once, never below zero", async () => {
    const card = await buyCard(5000);
    const results = await Promise.all([1, 2].map(() => refundOrder({ orderId: card.order_id!, actor: ACTOR, amountCents: null, restock: [] })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await findCardByCode(card.code!))!.balance_cents).toBe(0);
    expect((await ledgerOf(card.id)).filter((m) => m.kind === "cancel")).toHaveLength(1);
  });
});

describe("withdrawal from a card bought (« Renoncer au contrat ici », decisions 118 and 124)", () => {
  const orderOfCard = async (card: { order_id: number | null }) => (await orderRow(card.order_id!))!;

  it("a card not yet used: cancelled with the withdrawal, its price refunded at once with a credit note; the code no longer pays", async () => {
    const card = await buyCard(5000);
    const outcome = await requestWithdrawal(card.order_id!, [card.order_item_id!], undefined);
    expect(outcome).toMatchObject({ ok: true, created: true, cardsRefund: { ok: true, cents: 5000 } });
    expect(await orderOfCard(card)).toMatchObject({ status: "refunded", refunded_cents: 5000 });
    const after = (await findCardByCode(card.code!))!;
    expect(after.balance_cents).toBe(0);
    expect(after.disabled_at).not.toBeNull();
    expect((await ledgerOf(card.id)).map((m) => [m.kind, m.amount_cents])).toEqual([["issue", 5000], ["cancel", -5000]]);
    const notes = await read((db, { credit_notes }) => db.select().from(credit_notes).where(eq(credit_notes.order_id, card.order_id!)));
    expect(notes.map((n) => n.snapshot.totals)).toEqual([{ htCents: 4167, vatCents: 833, ttcCents: 5000 }]);
    expect((await afterResponse(await postCheckout(bottleWith(card.code!)))).toast?.description).toBe("Ce code de carte cadeau n'existe pas ou n'a plus de solde disponible.");
    // Its acknowledgement asks for nothing back.
    const [ack] = await read((db, { email_outbox }) =>
      db.select().from(email_outbox).where(and(eq(email_outbox.order_id, card.order_id!), eq(email_outbox.kind, "withdrawal_acknowledgement"))),
    );
    expect(ack.text).toContain("leur prix vous sera remboursé dans les minutes qui suivent");
    expect(ack.text).not.toMatch(/vous est remboursé|vous sont remboursés/);
    expect(ack.text).not.toContain("Renvoyez");
  });

  it("a card already used is refused with its name, and nothing is recorded; past 14 days after its sending too", async () => {
    const card = await buyCard(5000);
    await checkoutAndPay(bottleWith(card.code!), shopper(1));
    const used = await requestWithdrawal(card.order_id!, [card.order_item_id!], undefined);
    expect(used).toEqual({
      ok: false,
      message: `La carte cadeau de ${formatPrice(5000)} pour Léa Dubois a déjà servi ou sert à un paiement en cours : elle ne peut plus faire l'objet d'une rétractation ni être remboursée.`,
    });
    expect(await read((db, { withdrawals }) => db.select().from(withdrawals))).toEqual([]);

    const late = await buyCard(5000);
    const sentLongAgo = parisDay(new Date(Date.now() - 15 * 86_400_000));
    await write((tx, { gift_cards }) => tx.update(gift_cards).set({ send_on: sentLongAgo }).where(eq(gift_cards.id, late.id)));
    const refused = await requestWithdrawal(late.order_id!, [late.order_item_id!], undefined);
    expect(refused.ok === false && refused.message).toContain("pendant 14 jours après son envoi");
    expect((await findCardByCode(late.code!))!.disabled_at).toBeNull();
  });

  it("a bottle and a card bought together: withdrawing from the card alone refunds the card's price, the bottle stays sold", async () => {
    const reference = await checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, giftCards: [cardFor(5000)] }, shopper(2));
    const order = (await allOrders()).find((o) => o.reference === reference)!;
    const [card] = await read((db, { gift_cards }) => db.select().from(gift_cards).where(eq(gift_cards.order_id, order.id)));
    const outcome = await requestWithdrawal(order.id, [card.order_item_id!], undefined);
    expect(outcome).toMatchObject({ ok: true, cardsRefund: { ok: true, cents: 5000 } });
    expect(await orderRow(order.id)).toMatchObject({ status: "partially_refunded", refunded_cents: 5000 });
    expect((await findCardByCode(card.code!))!.disabled_at).not.toBeNull();
  });

  it("a withdrawal and a checkout spending the card at once: the card is either cancelled or held, never both", async () => {
    const card = await buyCard(5000);
    const [withdrawal] = await Promise.all([
      requestWithdrawal(card.order_id!, [card.order_item_id!], undefined),
      postCheckout(bottleWith(card.code!), {}, shopper(3)),
    ]);
    const holding = (await allOrders()).filter((o) => o.status === "pending" && o.gift_card_id === card.id);
    if (withdrawal.ok) {
      expect(holding).toEqual([]);
      expect((await findCardByCode(card.code!))!.disabled_at).not.toBeNull();
    } else {
      expect(holding).toHaveLength(1);
      expect((await findCardByCode(card.code!))!.balance_cents).toBe(5000);
    }
  });
});

describe("admin « Cartes cadeaux »", () => {
  it("lists cards and set vouchers by pages of 25, each with a search that keeps the other's", async () => {
    const cookie = await signedInCookie();
    const [paid] = await read((db, { orders }) => db.select({ id: orders.id }).from(orders).limit(1));
    const orderId = paid?.id ?? (await buyCard(2000)).order_id!;
    await write(async (tx, { gift_cards, set_vouchers }) => {
      for (let i = 0; i < 30; i++) {
        await tx.insert(gift_cards).values({
          code: `LISTE${String(i).padStart(11, "0")}`,
          initial_cents: 5000,
          balance_cents: 5000,
          recipient_name: i === 7 ? "Hélène Zéphyr" : `Destinataire ${i}`,
          recipient_email: `d${i}@example.fr`,
          send_on: "2026-11-28",
          issued_at: new Date(),
        });
        await tx.insert(set_vouchers).values({ code: `COFFRET-LIST-${String(i).padStart(4, "0")}-AAAA`, order_id: orderId, value_cents: 2500, balance_cents: 2500, expires_at: new Date(Date.now() + 86_400_000) });
      }
    });
    type Page = { cards: { cards: { card: { recipient_name: string } }[]; total: number; page: number; pageCount: number }; vouchers: { vouchers: { voucher: { code: string } }[]; pageCount: number; page: number } };
    const first = dataOf<Page>(await runLoader(`${ADMIN_PATH}/cartes-cadeaux`, cookie));
    expect(first.cards.cards).toHaveLength(25);
    expect(first.cards.pageCount).toBe(2);
    expect(first.vouchers.vouchers).toHaveLength(25);
    const second = dataOf<Page>(await runLoader(`${ADMIN_PATH}/cartes-cadeaux?page=2&bons=2`, cookie));
    expect(second.cards.cards.length + first.cards.cards.length).toBe(second.cards.total);
    expect(second.vouchers).toMatchObject({ page: 2 });
    // Accents and case folded; the vouchers' search does not narrow the cards.
    const found = dataOf<Page>(await runLoader(`${ADMIN_PATH}/cartes-cadeaux?q=${encodeURIComponent("helene zephyr")}&bq=coffret-list-0012`, cookie));
    expect(found.cards.cards.map((r) => r.card.recipient_name)).toEqual(["Hélène Zéphyr"]);
    expect(found.vouchers.vouchers.map((r) => r.voucher.code)).toEqual(["COFFRET-LIST-0012-AAAA"]);
    const byCode = dataOf<Page>(await runLoader(`${ADMIN_PATH}/cartes-cadeaux?q=liste-0000-0000-007`, cookie));
    expect(byCode.cards.cards.map((r) => r.card.recipient_name)).toEqual(["Hélène Zéphyr"]);
  });

  it("lists the cards sold with their ledger, refuses to disable a card a payment holds, then disables it", async () => {
    const cookie = await signedInCookie();
    const card = await buyCard(5000);
    await postCheckout(bottleWith(card.code!), {}, shopper(1));

    const page = dataOf<{ cards: { cards: { card: { id: number; balance_cents: number; sender_name: string } }[] }; detail: { moves: unknown[] } | null }>(
      await runLoader(`${ADMIN_PATH}/cartes-cadeaux?carte=${card.id}`, cookie),
    );
    expect(page.cards.cards.map((r) => [r.card.id, r.card.balance_cents, r.card.sender_name])).toEqual([[card.id, 5000, "Julie et Marc"]]);
    // The owner finds a card by the name it is offered from.
    const found = dataOf<{ cards: { cards: { card: { id: number } }[] } }>(await runLoader(`${ADMIN_PATH}/cartes-cadeaux?q=julie`, cookie));
    expect(found.cards.cards.map((r) => r.card.id)).toEqual([card.id]);
    // Its issue, then the pending checkout's hold (newest first).
    expect(page.detail?.moves).toMatchObject([{ kind: "hold", amount_cents: 3995, balance_after_cents: 5000 }, { kind: "issue" }]);

    const held = await runAction(post({ intent: "disable", cardId: String(card.id) }, { cookie, sub: "/cartes-cadeaux" }));
    expect(locationOf(held)).toBe(`/${ADMIN_PATH}/cartes-cadeaux?carte=${card.id}`);
    expect((await afterResponse(held as Response)).toast).toMatchObject({ title: "Désactivation refusée" });
    expect((await findCardByCode(card.code!))!.disabled_at).toBeNull();

    const [, pending] = await allOrders();
    await cancelUnpaidOrder(pending);
    await runAction(post({ intent: "disable", cardId: String(card.id) }, { cookie, sub: "/cartes-cadeaux" }));
    expect((await findCardByCode(card.code!))!.disabled_at).toBeInstanceOf(Date);
  });

  it("saves the offered amounts, and refuses one outside the bounds next to the field", async () => {
    const cookie = await signedInCookie();
    const refused = await runAction(post({ intent: "amounts", amounts: "10, 100" }, { cookie, sub: "/cartes-cadeaux" }));
    expect(statusOf(refused)).toBe(400);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error.amounts?.[0]).toContain("euros entiers");
    await runAction(post({ intent: "amounts", amounts: "150 30, 75" }, { cookie, sub: "/cartes-cadeaux" }));
    const { offeredGiftCardAmounts } = await import("~/lib/gift-cards/offer.server");
    expect(await offeredGiftCardAmounts()).toEqual([3000, 7500, 15_000]);
    await write((tx, { shop_settings }) => tx.update(shop_settings).set({ gift_card_amounts: "5000,10000,15000" }));
  });
});

describe("personal data", () => {
  it("the buyer's file lists the cards bought, the recipient's the cards received (never the code); erasing the recipient forgets them on the card", async () => {
    const card = await buyCard(5000);
    const buyer = await customerFile("claire.martin@example.fr");
    expect(buyer?.cartes_cadeaux.achetees).toMatchObject([
      { montant_centimes: 5000, destinataire: "Léa Dubois", de_la_part_de: "Julie et Marc", message: "Joyeux anniversaire !" },
    ]);
    const recipient = await customerFile("LEA.DUBOIS@example.fr");
    expect(recipient?.cartes_cadeaux.recues).toMatchObject([{ montant_centimes: 5000, solde_centimes: 5000 }]);
    expect(JSON.stringify(recipient)).not.toContain(card.code!);

    // Its email was sent: nothing is left to do for that address.
    await sendDueEmails();
    expect(await eraseCustomer("lea.dubois@example.fr", "admin@maison-sillage.test")).toMatchObject({ ok: true });
    expect(await findCardByCode(card.code!)).toMatchObject({ recipient_name: "", recipient_email: "", message: "", balance_cents: 5000 });
  });
});
