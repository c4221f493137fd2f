import { beforeEach, describe, expect, it } from "vitest";
import { invoicePdf } from "~/lib/documents/documents.server";
import { facturXml } from "~/lib/documents/factur-x";
import { invoiceOf } from "~/lib/documents/invoices.server";
import { invoiceDocument } from "~/lib/documents/books";
import type { InvoiceSnapshot } from "~/lib/documents/snapshots";
import { BUSINESS_MESSAGES } from "~/lib/checkout/demo-schema";
import { decimalAmount } from "~/lib/format/money";
import { allOrders, DEMO_CUSTOMER, postCheckout, productBySlug, submitDemoPayment } from "./checkout-helpers";
import { ADMIN_PATH, dataOf, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { businessRuleErrors, embeddedFiles, resetShopAsInvoiceIssuer, xsdErrors } from "./factur-x-checks";

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
    expect(JSON.stringify(dataOf(refused))).toContain(BUSINESS_MESSAGES.sirenNeeded);
    expect((await allOrders()).at(-1)!.status).toBe("pending");

    // An invoice issued before the rule, in a company's name without SIREN (as the old form allowed).
    const order = await paidOrder(DEMO_CUSTOMER);
    const { snapshot } = (await invoiceOf(order.id))!;
    const nameOnly: InvoiceSnapshot = { ...snapshot, customer: { ...snapshot.customer, company: { name: "Atelier Parfum", siren: null, vatNumber: null } } };
    expect(facturXml(nameOnly)).toBeNull();
    expect(invoiceDocument(nameOnly, "demo").business).toBe(false);
    const identified: InvoiceSnapshot = { ...snapshot, customer: { ...snapshot.customer, company: { name: "Atelier Parfum", siren: "732829320", vatNumber: null } } };
    expect(facturXml(identified)).not.toBeNull();
    expect(invoiceDocument(identified, "demo").business).toBe(true);
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
