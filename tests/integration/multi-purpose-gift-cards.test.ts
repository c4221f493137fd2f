import { and, asc, eq, inArray, max, ne } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredCart } from "~/lib/cart/cart.server";
import { bookDocuments } from "~/lib/documents/books.server";
import { eReportingRows, journalCsv } from "~/lib/documents/books";
import { ossReturnCsv } from "~/lib/documents/oss-books";
import { parisDay } from "~/lib/format/paris-time";
import { formatPrice } from "~/lib/format/money";
import { findCardByCode } from "~/lib/gift-cards/gift-cards.server";
import { recordMultiPurposeSwitch } from "~/lib/gift-cards/voucher-kinds.server";
import { withTransaction } from "~/lib/platform/database.server";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { saveZone } from "~/lib/use-cases/save-shipping-zone.server";
import { addPackagingRegistration } from "~/lib/legal/packaging-registrations.server";
import { termsInForce } from "~/lib/legal-pages/legal-pages.server";
import { sectionsText } from "./legal-text";
import { TERMS_VERSION, TERMS_VERSION_ABROAD_MULTI_PURPOSE, TERMS_VERSION_MULTI_PURPOSE } from "~/lib/legal/terms";
import { invoicePdf } from "~/lib/documents/documents.server";
import { customerFile } from "~/lib/use-cases/customer-file.server";
import { shopperOrder } from "~/lib/after-sale/shopper-order.server";
import { orderSheet } from "~/lib/use-cases/order-sheet.server";
import { amountRows } from "~/lib/orders/amount-rows";
import { findOrderById, summariseOrder } from "~/lib/orders/orders.server";
import { pdfText } from "./pdf-text";
import { allOrders, checkoutAndPay, DEMO_CUSTOMER, postCheckout, productBySlug, read, setZoneActive, submitDemoPayment, write } from "./checkout-helpers";

// Decision 160 (issue 46, step 8 of docs/eu-sales-plan.md): from the day the first zone abroad is
// activated, every card issued is a multi-purpose voucher: its sale is no supply (a receipt, no
// VAT), the order it pays is taxed in full at that order's rate and country. Cards sold before
// stay single-purpose, for deliveries in France and Monaco. Zones abroad stay inactive in
// production: the tests open the seeded ones by writing the database, as the other EU tests do.

const SWITCH = "2027-06-01";
const BRUSSELS = { ...DEMO_CUSTOMER, address: "Rue Neuve 12", postalCode: "1000", city: "Bruxelles" };
const ACTOR = "admin@maison-sillage.test";

let minuit: number;

beforeAll(async () => {
  minuit = (await productBySlug("minuit-profond")).id;
});

const setSwitch = (day: string | null) => write((tx, { shop_settings }) => tx.update(shop_settings).set({ multi_purpose_cards_from: day }));

beforeEach(async () => {
  await setZoneActive("Belgique et Luxembourg", true);
  await setZoneActive("Allemagne et Pays-Bas", true);
});

afterEach(async () => {
  vi.useRealTimers();
  await setZoneActive("Belgique et Luxembourg", false);
  await setZoneActive("Allemagne et Pays-Bas", false);
  await setSwitch(null);
});

const textOf = async (pdf: { content: Buffer } | null) => (await pdfText(pdf!.content)).replace(/\s+/g, " ");

const at = (iso: string) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });

const cardFor = (amountCents: number): NonNullable<StoredCart["giftCards"]>[number] => ({
  amountCents,
  recipientName: "Léa Dubois",
  senderName: "Julie et Marc",
  recipientEmail: "lea.dubois@example.fr",
  message: "",
  sendOn: parisDay(new Date()),
});

async function orderOf(reference: string) {
  return (await allOrders()).find((o) => o.reference === reference)!;
}

/** A card bought alone and paid on the demo page: its row, issued, and its order. */
async function buyCard(amountCents: number, client = "198.51.100.40") {
  const reference = await checkoutAndPay({ lines: [], promoCode: null, giftCards: [cardFor(amountCents)] }, client);
  const order = await orderOf(reference);
  const [card] = await read((db, { gift_cards }) => db.select().from(gift_cards).where(eq(gift_cards.order_id, order.id)));
  return { card, order };
}

const documentsOf = {
  invoices: (orderId: number) => read((db, { invoices }) => db.select().from(invoices).where(eq(invoices.order_id, orderId))),
  receipts: (orderId: number) => read((db, { receipts }) => db.select().from(receipts).where(eq(receipts.order_id, orderId))),
  creditNotes: (orderId: number) => read((db, { credit_notes }) => db.select().from(credit_notes).where(eq(credit_notes.order_id, orderId))),
};

/** Sales already made this year: one Belgian order of 10 000,05 € HT, so the next one crosses the threshold. */
async function pastCrossing(paidAt: string) {
  await write(async (tx, { orders }) => {
    const [{ last }] = await tx.select({ last: max(orders.invoice_number) }).from(orders);
    await tx.insert(orders).values({
      reference: `PASSEE-${Number(last ?? 0) + 1}`,
      status: "paid",
      subtotal_cents: 1_200_006,
      total_cents: 1_200_006,
      vat_rate_bp: 2000,
      vat_cents: 200_001,
      payment_provider: "demo",
      paid_at: new Date(paidAt),
      invoice_number: Number(last ?? 0) + 1,
      delivery_country: "BE",
    });
  });
}

const ledgerOf = (cardId: number) =>
  read((db, { stored_value_ledger }) =>
    db
      .select({ kind: stored_value_ledger.kind, cents: stored_value_ledger.amount_cents })
      .from(stored_value_ledger)
      .where(and(eq(stored_value_ledger.gift_card_id, cardId), ne(stored_value_ledger.kind, "hold")))
      .orderBy(asc(stored_value_ledger.id)),
  );

describe("a multi-purpose 50 € card, sold, spent on a Belgian order and refunded (decision 160)", () => {
  it("its sale is a receipt without VAT, out of the e-reporting; the Belgian order is taxed in full at 21 %; the refund credits it all and puts 50 € back on the card", async () => {
    await setSwitch(SWITCH);
    at("2027-06-10T09:00:00Z");
    const { card, order: sale } = await buyCard(5000);
    expect(card).toMatchObject({ voucher_kind: "multi", balance_cents: 5000 });
    expect(sale).toMatchObject({ total_cents: 5000, vat_cents: 0, vat_rate_bp: 0, invoice_number: null });
    expect(await documentsOf.invoices(sale.id)).toEqual([]);
    const [receipt] = await documentsOf.receipts(sale.id);
    expect(receipt.snapshot).toMatchObject({ orderReference: sale.reference, totalCents: 5000, lines: [{ label: "Carte cadeau (bon à usages multiples, hors champ de la TVA)", totalTtcCents: 5000 }] });
    const saleDay = { from: "2027-06-10", to: "2027-06-10" };
    expect(eReportingRows(await bookDocuments(saleDay))).toEqual([]);
    expect(journalCsv(await bookDocuments(saleDay))).toContain(`R-${String(receipt.number).padStart(6, "0")}`);
    const receiptFile = await invoicePdf(sale.id);
    expect(receiptFile?.filename).toBe(`recu-R-${String(receipt.number).padStart(6, "0")}.pdf`);
    expect(await textOf(receiptFile)).toContain("Carte cadeau (bon à usages multiples, hors champ de la TVA) : 50,00 €");
    // « Suivre ma commande » offers it where an invoice would be.
    expect((await shopperOrder(sale.id))?.documents).toEqual({ invoice: null, receipt: `R-${String(receipt.number).padStart(6, "0")}`, creditNotes: [] });
    // Its amounts state no VAT: the sale is outside it.
    expect(amountRows(summariseOrder((await findOrderById(sale.id))!)).totals.map((r) => r.key)).not.toContain("vat");
    expect((await orderSheet(sale.id))?.receipt).toBe(`R-${String(receipt.number).padStart(6, "0")}`);
    // The buyer's file lists it with the accounting documents kept ten years (decision 091).
    const file = await customerFile(DEMO_CUSTOMER.email);
    expect(file?.documents_comptables.map((d) => [d.document, d.montant_centimes])).toContainEqual([`Reçu R-${String(receipt.number).padStart(6, "0")}`, 5000]);

    // Two Minuit Profond (79,90 €) and « Livraison standard UE » (9,90 €) to Brussels, after the crossing.
    await pastCrossing("2027-05-02T10:00:00Z");
    const cart: StoredCart = { lines: [{ id: minuit, quantity: 2 }], promoCode: null, country: "BE", giftCardCode: card.code! };
    expect(await priceCart(cart)).toMatchObject({ totalCents: 8980, amountDueCents: 3980, vatCents: 1559, giftCard: { kind: "multi", appliedCents: 5000 } });
    await postCheckout(cart, {}, "198.51.100.41");
    const pending = (await allOrders()).find((o) => o.status === "pending")!;
    expect(((await submitDemoPayment(pending.reference, BRUSSELS)) as Response).status).toBe(302);
    const paid = await orderOf(pending.reference);
    expect(paid).toMatchObject({ status: "paid", vat_scheme: "destination", vat_rate_bp: 2100, vat_cents: 1559, total_cents: 8980, gift_card_cents: 5000 });
    const [invoice] = await documentsOf.invoices(paid.id);
    expect(invoice.snapshot).toMatchObject({ vatRateBp: 2100, totals: { htCents: 7421, vatCents: 1559, ttcCents: 8980 }, giftCardPayment: 5000 });
    expect(invoice.snapshot.giftCardPaid).toBeUndefined();
    expect(invoice.snapshot.lines.reduce((sum, l) => sum + l.vatCents, 0)).toBe(1559);
    expect((await findCardByCode(card.code!))?.balance_cents).toBe(0);
    const invoiceText = await textOf(await invoicePdf(paid.id));
    expect(invoiceText).toContain("Payé par carte cadeau −50,00 €");
    expect(invoiceText).not.toContain("TVA acquittée");
    const summary = amountRows(summariseOrder((await findOrderById(paid.id))!)).totals;
    expect(summary.find((r) => r.key === "gift_card")).toMatchObject({ label: "Payé par carte cadeau", value: `−${formatPrice(5000)}` });

    // The quarter's OSS return counts the Belgian sale once, in full (the card's part included).
    const quarter = { from: "2027-04-01", to: "2027-06-30" };
    expect(ossReturnCsv(await bookDocuments(quarter), quarter)).toContain(`Ventes du trimestre;BE;Belgique;21;;74,21;15,59;1;0`);

    at("2027-06-12T09:00:00Z");
    expect((await refundOrder({ orderId: paid.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    const [note] = await documentsOf.creditNotes(paid.id);
    expect(note.snapshot).toMatchObject({ vatRateBp: 2100, deliveryCountry: "BE", totals: { htCents: 7421, vatCents: 1559, ttcCents: 8980 } });
    expect((await findCardByCode(card.code!))?.balance_cents).toBe(5000);
    expect((await ledgerOf(card.id)).map((m) => [m.kind, m.cents])).toEqual([
      ["issue", 5000],
      ["debit", -5000],
      ["credit", 5000],
    ]);
  });

  it("refunding the card itself issues no credit note; the journal shows « Remboursement de reçu »", async () => {
    await setSwitch(SWITCH);
    at("2027-06-15T09:00:00Z");
    const { card, order } = await buyCard(5000, "198.51.100.42");
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    expect(await documentsOf.creditNotes(order.id)).toEqual([]);
    expect((await findCardByCode(card.code!))?.balance_cents).toBe(0);
    const [receipt] = await documentsOf.receipts(order.id);
    const journal = journalCsv(await bookDocuments({ from: "2027-06-15", to: "2027-06-15" }));
    const label = `R-${String(receipt.number).padStart(6, "0")}`;
    expect(journal).toContain(`;${label};Reçu;;${order.reference};`);
    expect(journal).toMatch(new RegExp(`;Remboursement de reçu;${label};${order.reference};.*;-50,00\\r?\\n?`));
  });

  it("a bottle and a multi-purpose card in one order: the card's line is outside VAT, in the TTC paid and in no VAT total", async () => {
    await setSwitch(SWITCH);
    at("2027-06-16T09:00:00Z");
    const reference = await checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, giftCards: [cardFor(5000)] }, "198.51.100.43");
    const order = await orderOf(reference);
    // The perfume and its shipping in France are taxed; the card's 50 € is not.
    const taxed = order.total_cents - 5000;
    expect(order.vat_cents).toBe(Math.floor((2 * taxed * 2000 + 12000) / 24000));
    const [invoice] = await documentsOf.invoices(order.id);
    expect(invoice.snapshot.totals).toEqual({ htCents: taxed - order.vat_cents, vatCents: order.vat_cents, ttcCents: taxed });
    expect(invoice.snapshot.outsideVatLines).toEqual([{ label: "Carte cadeau (bon à usages multiples, hors champ de la TVA)", totalTtcCents: 5000 }]);
    expect(invoice.snapshot.lines.map((l) => l.label)).not.toContain("Carte cadeau pour Léa Dubois");
    expect(await documentsOf.receipts(order.id)).toEqual([]);
    expect(await textOf(await invoicePdf(order.id))).toContain("Carte cadeau (bon à usages multiples, hors champ de la TVA) 1 — — — — 50,00 €");
  });

  it("the redeeming order's whole HT counts toward the 10 000 € threshold: 9 950 € before, a Belgian order of 89,80 € paid 50 € by card crosses it", async () => {
    at("2027-06-05T09:00:00Z");
    await setSwitch(SWITCH);
    const { card } = await buyCard(5000, "198.51.100.46");
    await write(async (tx, { orders }) => {
      const [{ last }] = await tx.select({ last: max(orders.invoice_number) }).from(orders);
      await tx.insert(orders).values({
        reference: `PASSEE-${Number(last ?? 0) + 1}`,
        status: "paid",
        subtotal_cents: 1_194_000,
        total_cents: 1_194_000,
        vat_rate_bp: 2000,
        vat_cents: 199_000,
        payment_provider: "demo",
        paid_at: new Date("2027-05-02T10:00:00Z"),
        invoice_number: Number(last ?? 0) + 1,
        delivery_country: "BE",
      });
    });
    // 9 950 € + 74,83 € (89,80 € as a French sale) exceeds 10 000 €; the 39,80 € paid by bank card alone would not.
    await postCheckout({ lines: [{ id: minuit, quantity: 2 }], promoCode: null, country: "BE", giftCardCode: card.code! }, {}, "198.51.100.47");
    const pending = (await allOrders()).find((o) => o.status === "pending")!;
    expect(((await submitDemoPayment(pending.reference, BRUSSELS)) as Response).status).toBe(302);
    expect(await orderOf(pending.reference)).toMatchObject({ vat_scheme: "destination", vat_rate_bp: 2100, vat_cents: 1559 });
  });
});

describe("a single-purpose card bought before the switch (decision 160)", () => {
  it("is refused for a German delivery with its message beside the field, and accepted for France with decision 139's invoice", async () => {
    at("2027-05-20T09:00:00Z");
    const { card } = await buyCard(2000, "198.51.100.44");
    expect(card.voucher_kind).toBe("single");
    await setSwitch(SWITCH);
    at("2027-06-20T09:00:00Z");
    const german = await priceCart({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, country: "DE", giftCardCode: card.code! });
    expect(german.giftCard).toMatchObject({
      appliedCents: 0,
      error: "Cette carte cadeau, achetée avant le 1 juin 2027, s'utilise pour une livraison en France ou à Monaco.",
    });
    expect(german.amountDueCents).toBe(german.totalCents);
    expect((await priceCart({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, country: "MC", giftCardCode: card.code! })).giftCard?.error).toBeNull();

    const reference = await checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, giftCardCode: card.code! }, "198.51.100.45");
    const [invoice] = await documentsOf.invoices((await orderOf(reference)).id);
    expect(invoice.snapshot.giftCardPaid).toEqual({ htCents: 1667, vatCents: 333, ttcCents: 2000 });
    expect(invoice.snapshot.giftCardPayment).toBeUndefined();
    expect(invoice.snapshot.totals.ttcCents).toBe((await orderOf(reference)).total_cents - 2000);
  });
});

describe("receipts are numbered without gaps", () => {
  it("six cards alone paid at once get R-1 to R-6, each once", async () => {
    await setSwitch(SWITCH);
    at("2027-06-21T09:00:00Z");
    const before = await read((db, { receipts }) => db.select({ number: receipts.number }).from(receipts));
    await Promise.all(Array.from({ length: 6 }, (_, i) => buyCard(2000 + i * 100, `198.51.100.${50 + i}`)));
    const numbers = (await read((db, { receipts }) => db.select({ number: receipts.number }).from(receipts))).map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: before.length + 6 }, (_, i) => i + 1));
  });
});

describe("the switch date (decision 160)", () => {
  it("is recorded once, on the day of the first activation abroad, and never moved", async () => {
    await withTransaction((tx) => recordMultiPurposeSwitch(tx, new Date("2027-06-01T08:00:00Z")));
    await withTransaction((tx) => recordMultiPurposeSwitch(tx, new Date("2027-07-01T08:00:00Z")));
    const [settings] = await read((db, { shop_settings }) => db.select({ from: shop_settings.multi_purpose_cards_from }).from(shop_settings));
    expect(settings.from).toBe("2027-06-01");
  });

  it("is set by the zone screen's first activation abroad, not by one it refuses", async () => {
    const switchDay = async () => (await read((db, { shop_settings }) => db.select({ from: shop_settings.multi_purpose_cards_from }).from(shop_settings)))[0].from;
    const [zone] = await read((db, { shipping_zones }) => db.select().from(shipping_zones).where(eq(shipping_zones.name, "Italie et Espagne")));
    const input = { name: zone.name, is_active: true, display_order: zone.display_order, countries: ["IT", "ES"] as ("IT" | "ES")[], version: zone.version };
    // No packaging registration for Italy and Spain: refused, and nothing recorded.
    expect((await saveZone(input, zone.id, new Date("2027-06-01T08:00:00Z")))?.field).toBe("is_active");
    expect(await switchDay()).toBeNull();
    for (const country of ["ES", "IT"] as const) await addPackagingRegistration({ country, register: "Essai", number: `${country}-1`, note: "" });
    try {
      expect(await saveZone(input, zone.id, new Date("2027-06-01T08:00:00Z"))).toBeNull();
      expect(await switchDay()).toBe("2027-06-01");
    } finally {
      await write(async (tx, { packaging_registrations, shipping_zones }) => {
        await tx.update(shipping_zones).set({ is_active: false }).where(eq(shipping_zones.name, "Italie et Espagne"));
        await tx.delete(packaging_registrations).where(inArray(packaging_registrations.country, ["ES", "IT"]));
      });
    }
  });
});

describe("the CGV's « 7 bis » (decision 160)", () => {
  const cardSection = async () => {
    const { version, document } = await termsInForce();
    return { version, text: sectionsText({ ...document, sections: document.sections.filter((sec) => sec.heading === "7 bis. Les cartes cadeaux") }) };
  };
  const MULTI = "Depuis le 1 juin 2027, la carte cadeau est un bon à usages multiples au sens de l'article 256 ter du Code général des impôts : elle s'utilise pour une livraison dans tout pays que nous desservons.";
  const BEFORE = "Une carte cadeau achetée avant le 1 juin 2027 est un bon à usage unique : la TVA française a été facturée à son achat, et elle s'utilise pour une livraison en France ou à Monaco.";

  it("says nothing of multi-purpose cards before the switch date, and says it under its own version once it is set, zones open or closed again", async () => {
    await setZoneActive("Belgique et Luxembourg", false);
    await setZoneActive("Allemagne et Pays-Bas", false);
    const france = await cardSection();
    expect(france.version).toBe(TERMS_VERSION);
    expect(france.text).toContain("La carte cadeau est un bon à usage unique au sens de l'article 256 ter du Code général des impôts : la TVA de 20\u00a0% est due et facturée à son achat.");
    expect(france.text).not.toContain("usages multiples");

    await setSwitch(SWITCH);
    const closedAgain = await cardSection();
    expect(closedAgain.version).toBe(TERMS_VERSION_MULTI_PURPOSE);
    expect(closedAgain.text).toContain(MULTI);
    expect(closedAgain.text).toContain(BEFORE);
    expect(closedAgain.text).not.toContain("la TVA de 20\u00a0% est due et facturée à son achat");

    await setZoneActive("Belgique et Luxembourg", true);
    const opened = await cardSection();
    expect(opened.version).toBe(TERMS_VERSION_ABROAD_MULTI_PURPOSE);
    expect(opened.text).toContain(MULTI);
  });
});
