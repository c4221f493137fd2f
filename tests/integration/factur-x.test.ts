import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { creditNotePdf, invoicePdf } from "~/lib/documents/documents.server";
import { creditNotesOfOrder } from "~/lib/documents/credit-notes.server";
import { creditNoteFacturXml, facturXml } from "~/lib/documents/factur-x";
import { parisDay } from "~/lib/format/paris-time";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { pdfText } from "./pdf-text";
import { invoiceOf } from "~/lib/documents/invoices.server";
import { invoiceDocument } from "~/lib/documents/books";
import { invoiceLabel } from "~/lib/orders/invoice-label";
import type { InvoiceSnapshot } from "~/lib/documents/snapshots";
import { decimalAmount } from "~/lib/format/money";
import { allOrders, checkoutAndPay, DEMO_CUSTOMER, postCheckout, productBySlug, read, submitDemoPayment, write } from "./checkout-helpers";
import { ADMIN_PATH, dataOf, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { businessRuleErrors, embeddedFiles, resetShopAsInvoiceIssuer, xsdErrors } from "./factur-x-checks";
import { CATALOGUES } from "~/lib/i18n/texts.server";

/** The payment form's messages on a French page. */
const FRENCH = CATALOGUES.fr.checkout;

const COMPANY = { companyName: "Parfumerie Lumière & Fils SARL", siren: "732 829 320", vatNumber: "FR44732829320" };

beforeEach(resetShopAsInvoiceIssuer);

/** 3 Bahia with BIENVENUE10 (a discount, cents to round) and gift wrap, paid on the demo page. */
async function paidOrder(fields: Record<string, string>) {
  await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 3 }], promoCode: "BIENVENUE10", giftWrap: true });
  const order = (await allOrders()).at(-1)!;
  expect(statusOf(await submitDemoPayment(order.reference, fields))).toBe(302);
  return (await allOrders()).at(-1)!;
}

describe("Factur-X for a business buyer's invoice (issue 34, decision 125)", () => {
  it("embeds EN 16931 XML that passes the Factur-X XSD and the business rules, with the invoice's totals", async () => {
    const order = await paidOrder({ ...DEMO_CUSTOMER, ...COMPANY });
    const file = (await invoicePdf(order.id))!;
    const pdf = file.content.toString("latin1");
    // PDF/A-3b as pdfkit writes it, and the associated file Factur-X asks for.
    expect(pdf).toMatch(/<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(pdf).toContain("/OutputIntents");
    expect(pdf).toMatch(/\/AFRelationship \/Alternative/);
    expect(pdf).toMatch(/\/Subtype \/text#2Fxml/);
    expect(pdf).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    expect(pdf).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");

    const [xml] = embeddedFiles(file.content);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(businessRuleErrors(xml)).toEqual([]);
    const { snapshot } = (await invoiceOf(order.id))!;
    expect(xml).toBe(facturXml(snapshot));
    expect(xml).toContain(`<ram:GrandTotalAmount>${decimalAmount(snapshot.totals.ttcCents)}</ram:GrandTotalAmount>`);
    expect(xml).toContain(`<ram:TaxTotalAmount currencyID="EUR">${decimalAmount(snapshot.totals.vatCents)}</ram:TaxTotalAmount>`);
    expect(xml).toContain("<ram:Name>Parfumerie Lumière &amp; Fils SARL</ram:Name>");
    expect(xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR44732829320</ram:ID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR40552100554</ram:ID>');
    expect(xml).toContain("<ram:PostcodeCode>75002</ram:PostcodeCode><ram:LineOne>8 rue de la Paix</ram:LineOne><ram:CityName>Paris</ram:CityName>");
    // The promo code is an allowance, not a negative line (BR-27).
    expect(xml).toContain("<ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>");
  });

  it("is what the admin order screen's invoice link downloads", async () => {
    const order = await paidOrder({ ...DEMO_CUSTOMER, ...COMPANY });
    const response = (await runLoader(`${ADMIN_PATH}/commandes/${order.id}/facture.pdf`, await signedInCookie())) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const [xml] = embeddedFiles(Buffer.from(await response.arrayBuffer()));
    expect(await xsdErrors(xml)).toEqual([]);
  });

  it("a company's name alone is refused with its SIREN asked; a kept invoice naming a company without SIREN is a consumer sale for the Factur-X and the books alike (issue 43 item 11)", async () => {
    await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
    const pending = (await allOrders()).at(-1)!;
    const refused = await submitDemoPayment(pending.reference, { ...DEMO_CUSTOMER, companyName: "Atelier Parfum" });
    expect(statusOf(refused)).toBe(400);
    expect(JSON.stringify(dataOf(refused))).toContain(FRENCH.oESirenNeeded);
    expect((await allOrders()).at(-1)!.status).toBe("pending");

    // An invoice issued before the rule, in a company's name without SIREN (as the old form allowed).
    const order = await paidOrder(DEMO_CUSTOMER);
    const { snapshot } = (await invoiceOf(order.id))!;
    const nameOnly: InvoiceSnapshot = { ...snapshot, customer: { ...snapshot.customer, company: { name: "Atelier Parfum", siren: null, vatNumber: null } } };
    expect(facturXml(nameOnly)).toBeNull();
    const demoOrder = { paymentProvider: "demo" as const, paidAt: null, carrier: null, trackingNumber: null };
    expect(invoiceDocument(nameOnly, demoOrder).business).toBe(false);
    const identified: InvoiceSnapshot = { ...snapshot, customer: { ...snapshot.customer, company: { name: "Atelier Parfum", siren: "732829320", vatNumber: null } } };
    expect(facturXml(identified)).not.toBeNull();
    expect(invoiceDocument(identified, demoOrder).business).toBe(true);
  });

  it("an individual's invoice stays a plain PDF, without XML", async () => {
    const order = await paidOrder(DEMO_CUSTOMER);
    const file = (await invoicePdf(order.id))!;
    expect(embeddedFiles(file.content)).toEqual([]);
    expect(file.content.toString("latin1")).not.toContain("pdfaid:part");
  });

  it("the checks catch a broken invoice (they are not vacuous)", async () => {
    const order = await paidOrder({ ...DEMO_CUSTOMER, ...COMPANY });
    const [xml] = embeddedFiles((await invoicePdf(order.id))!.content);
    const wrongTotal = xml.replace(/<ram:GrandTotalAmount>[\d.]+</, "<ram:GrandTotalAmount>1.00<");
    expect(businessRuleErrors(wrongTotal)).toContain("BR-CO-15");
    const misplaced = xml.replace("<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>", "").replace("</ram:ApplicableHeaderTradeSettlement>", "<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode></ram:ApplicableHeaderTradeSettlement>");
    expect((await xsdErrors(misplaced)).length).toBeGreaterThan(0);
  });
});

/** Every note of the XML, as « subject: content » (subject empty when none). */
const notesOf = (xml: string) =>
  [...xml.matchAll(/<ram:IncludedNote><ram:Content>([^<]*)<\/ram:Content>(?:<ram:SubjectCode>([A-Z]+)<\/ram:SubjectCode>)?<\/ram:IncludedNote>/g)].map((m) => `${m[2] ?? ""}: ${m[1]}`);
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ").replace(/\s+/g, " ");

describe("what a business invoice must state, and its credit notes (issue 43 items 12-14, decisions 138, 139)", () => {
  it("a new business invoice states its payment date, discount, penalties and the 40 € indemnity, in the PDF and as noted in the XML", async () => {
    const order = await paidOrder({ ...DEMO_CUSTOMER, ...COMPANY });
    const { snapshot } = (await invoiceOf(order.id))!;
    expect(snapshot.paymentTerms).toMatchObject({ paidAt: snapshot.issuedAt, recoveryIndemnityCents: 4000 });
    const file = (await invoicePdf(order.id))!;
    const text = plain(await pdfText(file.content));
    const day = parisDay(new Date(snapshot.issuedAt)).split("-").reverse().join("/");
    expect(text).toContain(`Date de règlement : ${day} (paiement à la commande). Escompte : aucun escompte pour paiement anticipé.`);
    expect(text).toContain("pénalités au taux d'intérêt de la Banque centrale européenne");
    expect(text).toContain("indemnité forfaitaire pour frais de recouvrement de 40,00 €");
    expect(text).toContain("SIREN 732829320");
    expect(text).toContain("Catégorie de l'opération : livraison de biens");
    const [xml] = embeddedFiles(file.content);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(businessRuleErrors(xml)).toEqual([]);
    expect(notesOf(xml).map((n) => plain(n).split(":")[0])).toEqual(["", "AAB", "PMD", "PMT"]);
    expect(plain(notesOf(xml)[3])).toBe("PMT: Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40,00 €.");
    const due = parisDay(new Date(snapshot.issuedAt)).replace(/-/g, "");
    expect(xml).toContain(`<ram:SpecifiedTradePaymentTerms><ram:Description>Payée le ${day}, à la commande.</ram:Description><ram:DueDateDateTime><udt:DateTimeString format="102">${due}</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>`);
  });

  it("a consumer's invoice gets none of them, and an invoice issued before them is frozen: its XML states none", async () => {
    const consumer = await paidOrder(DEMO_CUSTOMER);
    const own = (await invoiceOf(consumer.id))!.snapshot;
    expect(own.paymentTerms).toBeUndefined();
    expect(await pdfText((await invoicePdf(consumer.id))!.content)).not.toContain("Date de règlement");
    const business = await paidOrder({ ...DEMO_CUSTOMER, ...COMPANY });
    const { paymentTerms: _, ...issuedBefore } = (await invoiceOf(business.id))!.snapshot;
    expect(notesOf(facturXml(issuedBefore)!)).toHaveLength(1);
    expect(facturXml(issuedBefore)).not.toContain("SpecifiedTradePaymentTerms");
  });

  it("a business buyer's credit note is a Factur-X of type 381 citing its invoice (BT-25, BT-26), valid as the invoices are; a consumer's stays a plain PDF", async () => {
    const order = await paidOrder({ ...DEMO_CUSTOMER, ...COMPANY });
    const refunded = await refundOrder({ orderId: order.id, actor: "admin@maison-sillage.test", amountCents: 1000, restock: [], now: new Date() });
    expect(refunded.ok).toBe(true);
    const [note] = await creditNotesOfOrder(order.id);
    const file = (await creditNotePdf(note.id))!;
    const pdf = file.content.toString("latin1");
    expect(pdf).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(pdf).toMatch(/\/AFRelationship \/Alternative/);
    const [xml] = embeddedFiles(file.content);
    expect(xml).toBe(creditNoteFacturXml(note.snapshot));
    expect(await xsdErrors(xml)).toEqual([]);
    expect(businessRuleErrors(xml)).toEqual([]);
    const { snapshot: invoice } = (await invoiceOf(order.id))!;
    const invoiceDay = parisDay(new Date(invoice.issuedAt)).replace(/-/g, "");
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xml).toContain(`<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${invoiceLabel(invoice.number)}</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${invoiceDay}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`);
    expect(xml).toContain(`<ram:GrandTotalAmount>10.00</ram:GrandTotalAmount>`);
    expect(xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');

    const consumer = await paidOrder(DEMO_CUSTOMER);
    expect((await refundOrder({ orderId: consumer.id, actor: "admin@maison-sillage.test", amountCents: 1000, restock: [], now: new Date() })).ok).toBe(true);
    const [plainNote] = await creditNotesOfOrder(consumer.id);
    expect(embeddedFiles((await creditNotePdf(plainNote.id))!.content)).toEqual([]);
  });

  it("a gift card's payment shows as a payment (BT-113), not a 20 % allowance, with the VAT its sale already invoiced", async () => {
    const cardOrder = await checkoutAndPay({
      lines: [],
      promoCode: null,
      giftCards: [{ amountCents: 2000, recipientName: "Léa Dubois", senderName: "Claire", recipientEmail: "lea.dubois@example.fr", message: "", sendOn: parisDay(new Date()) }],
    });
    const [{ code }] = await read((db, { gift_cards, orders }) =>
      db.select({ code: gift_cards.code }).from(gift_cards).innerJoin(orders, eq(orders.id, gift_cards.order_id)).where(eq(orders.reference, cardOrder)),
    );
    await postCheckout({ lines: [{ id: (await productBySlug("minuit-profond")).id, quantity: 1 }], promoCode: null, giftCardCode: code! });
    const pending = (await allOrders()).at(-1)!;
    expect(statusOf(await submitDemoPayment(pending.reference, { ...DEMO_CUSTOMER, ...COMPANY }))).toBe(302);
    const { snapshot } = (await invoiceOf(pending.id))!;
    expect(snapshot.totals).toEqual({ htCents: 1662, vatCents: 333, ttcCents: 1995 });
    expect(snapshot.giftCardPaid).toEqual({ htCents: 1667, vatCents: 333, ttcCents: 2000 });
    const file = (await invoicePdf(pending.id))!;
    const [xml] = embeddedFiles(file.content);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(businessRuleErrors(xml)).toEqual([]);
    expect(xml).not.toContain("SpecifiedTradeAllowanceCharge");
    expect(xml).toContain("<ram:TaxBasisTotalAmount>33.29</ram:TaxBasisTotalAmount>");
    expect(xml).toContain("<ram:GrandTotalAmount>39.95</ram:GrandTotalAmount><ram:TotalPrepaidAmount>39.95</ram:TotalPrepaidAmount><ram:DuePayableAmount>0.00</ram:DuePayableAmount>");
    expect(plain(notesOf(xml)[1])).toBe(": Payé par carte cadeau : 20,00 € TTC, dont TVA 3,33 € facturée à la vente de la carte (bon à usage unique) ; TVA due au titre de cette facture : 3,33 €.");
    const text = plain(await pdfText(file.content));
    expect(text).toContain("Payé par carte cadeau (TVA de 3,33 € facturée à sa vente)");
    expect(text).toContain("Payé à la commande, dont TVA 20 % due sur cette facture : 3,33 €");
    expect(text).toContain("39,95 €");
  });
});

describe("Factur-X of multi-purpose gift cards (decision 160)", () => {
  const setSwitch = (day: string | null) => write((tx, { shop_settings }) => tx.update(shop_settings).set({ multi_purpose_cards_from: day }));
  const card = (amountCents: number) => ({ amountCents, recipientName: "Léa Dubois", senderName: "Claire", recipientEmail: "lea.dubois@example.fr", message: "", sendOn: parisDay(new Date()) });

  it("a card that pays is within BT-113 with the whole sale taxed; a card sold with the bottle is a note, not a category « O » line (BR-O-11)", async () => {
    await setSwitch("2026-01-01");
    try {
      const cardOrder = await checkoutAndPay({ lines: [], promoCode: null, giftCards: [card(2000)] });
      const [{ code }] = await read((db, { gift_cards, orders }) =>
        db.select({ code: gift_cards.code }).from(gift_cards).innerJoin(orders, eq(orders.id, gift_cards.order_id)).where(eq(orders.reference, cardOrder)),
      );
      await postCheckout({ lines: [{ id: (await productBySlug("minuit-profond")).id, quantity: 1 }], promoCode: null, giftCards: [card(5000)], giftCardCode: code! });
      const pending = (await allOrders()).at(-1)!;
      expect(statusOf(await submitDemoPayment(pending.reference, { ...DEMO_CUSTOMER, ...COMPANY }))).toBe(302);
      const { snapshot } = (await invoiceOf(pending.id))!;
      expect(snapshot).toMatchObject({ totals: { htCents: 3329, vatCents: 666, ttcCents: 3995 }, giftCardPayment: 2000, outsideVatLines: [{ totalTtcCents: 5000 }] });
      const [xml] = embeddedFiles((await invoicePdf(pending.id))!.content);
      expect(await xsdErrors(xml)).toEqual([]);
      expect(businessRuleErrors(xml)).toEqual([]);
      expect(xml).not.toContain("<ram:CategoryCode>O</ram:CategoryCode>");
      expect(xml).toContain("<ram:GrandTotalAmount>39.95</ram:GrandTotalAmount><ram:TotalPrepaidAmount>39.95</ram:TotalPrepaidAmount><ram:DuePayableAmount>0.00</ram:DuePayableAmount>");
      const notes = notesOf(xml).map(plain);
      expect(notes).toContain(": Payé par carte cadeau (bon à usages multiples) : 20,00 € TTC, compris dans le montant payé.");
      expect(notes).toContain(": Carte cadeau (bon à usages multiples, hors champ de la TVA) : 50,00 € payés avec la commande, hors facture (article 256 ter du CGI).");
    } finally {
      await setSwitch(null);
    }
  });
});
