import Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { invoicePdf } from "~/lib/documents/documents.server";
import { invoiceOf } from "~/lib/documents/invoices.server";
import { BUSINESS_CHECKOUT_TEXT } from "~/lib/checkout/stripe-business-buyer";
import { businessCustomerDetails, paidSessionChanges, type FakeSession } from "../fakes/stripe-server";
import { allOrders, ORIGIN, postCheckout, productBySlug, useFakeStripe } from "./checkout-helpers";
import { businessRuleErrors, embeddedFiles, resetShopAsInvoiceIssuer, xsdErrors } from "./factur-x-checks";
import { pdfText } from "./pdf-text";

const SECRET = "whsec_test_secret_0123456789";
const fake = useFakeStripe((stripe) => ({ ...stripe.env(), STRIPE_WEBHOOK_SECRET: SECRET }));
let events = 0;

beforeEach(resetShopAsInvoiceIssuer);

/** A Stripe order through the real checkout (1 Bahia), paid by a signed webhook with `details`. */
async function paidThroughStripe(details: (session: FakeSession) => Record<string, unknown>) {
  await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
  const order = (await allOrders()).at(-1)!;
  const session = fake.sessions.get(order.checkout_session_id!)!;
  events += 1;
  const payload = JSON.stringify({
    id: `evt_business_${events}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...session, ...paidSessionChanges({ amount_total: session.amount_total }), ...details(session) } },
  });
  const { action } = await import("~/routes/webhooks.stripe");
  const headers = new Headers({ "Content-Type": "application/json", "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) });
  await action({ request: new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", headers, body: payload }), params: {}, context: {} });
  const paid = (await allOrders()).at(-1)!;
  expect(paid.status).toBe("paid");
  return paid;
}

describe("a business buyer on Stripe Checkout (issue 34, decision 125)", () => {
  it("asks Stripe for the business box, and invoices the company with the SIREN of its VAT number, as a Factur-X", async () => {
    const order = await paidThroughStripe((s) => businessCustomerDetails(s, "Parfumerie Lumière SARL", [{ type: "eu_vat", value: "FR 44 732829320" }]));
    const [request] = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(request.params.get("tax_id_collection[enabled]")).toBe("true");
    // The rule, said where the buyer ticks « J'achète en tant qu'entreprise » (issue 43 item 11).
    expect(request.params.get("custom_text[submit][message]")).toBe(BUSINESS_CHECKOUT_TEXT);
    const { snapshot } = (await invoiceOf(order.id))!;
    expect(snapshot.customer.company).toEqual({ name: "Parfumerie Lumière SARL", siren: "732829320", vatNumber: "FR44732829320" });
    const [xml] = embeddedFiles((await invoicePdf(order.id))!.content);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(businessRuleErrors(xml)).toEqual([]);
    expect(xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');
  });

  it("without a French VAT number whose key holds, the sale is a consumer's: no company on the invoice, no XML (decision 138)", async () => {
    const order = await paidThroughStripe((s) =>
      businessCustomerDetails(s, "Parfumerie Lumière SARL", [{ type: "eu_vat", value: "FR45732829320" }]),
    );
    expect((await invoiceOf(order.id))!.snapshot.customer.company).toBeUndefined();
    const german = await paidThroughStripe((s) => businessCustomerDetails(s, "Duftwerk GmbH", [{ type: "eu_vat", value: "DE123456789" }]));
    expect((await invoiceOf(german.id))!.snapshot.customer.company).toBeUndefined();
    expect(embeddedFiles((await invoicePdf(german.id))!.content)).toEqual([]);
  });

  it("bills the company at its own address and states where the goods went, when Stripe's billing address differs (issue 43 item 12)", async () => {
    const order = await paidThroughStripe((s) => {
      const business = businessCustomerDetails(s, "Parfumerie Lumière SARL", [{ type: "eu_vat", value: "FR44732829320" }]);
      const billing = { line1: "3 avenue de l'Opéra", line2: null, postal_code: "75001", city: "Paris", state: null, country: "FR" };
      return { customer_details: { ...business.customer_details, address: billing } };
    });
    const { snapshot } = (await invoiceOf(order.id))!;
    expect(snapshot.customer.company?.address).toBe("3 avenue de l'Opéra\n75001 Paris\nFR");
    expect(snapshot.customer.address).toBe("12 rue des Rosiers\n75004 Paris\nFR");
    const file = (await invoicePdf(order.id))!;
    const [xml] = embeddedFiles(file.content);
    expect(await xsdErrors(xml)).toEqual([]);
    expect(businessRuleErrors(xml)).toEqual([]);
    expect(xml).toContain("<ram:BuyerTradeParty><ram:Name>Parfumerie Lumière SARL</ram:Name>");
    expect(xml).toMatch(/<ram:BuyerTradeParty>.*<ram:PostcodeCode>75001<\/ram:PostcodeCode><ram:LineOne>3 avenue de l'Opéra<\/ram:LineOne>.*<\/ram:BuyerTradeParty>/);
    expect(xml).toContain("<ram:ApplicableHeaderTradeDelivery><ram:ShipToTradeParty><ram:PostalTradeAddress><ram:PostcodeCode>75004</ram:PostcodeCode><ram:LineOne>12 rue des Rosiers</ram:LineOne>");
    const text = (await pdfText(file.content)).replace(/\s+/g, " ");
    expect(text).toContain("Parfumerie Lumière SARL SIREN 732829320 TVA intracommunautaire FR44732829320 3 avenue de l'Opéra 75001 Paris FR");
    expect(text).toContain("Adresse de livraison : 12 rue des Rosiers, 75004 Paris, FR");
  });

  it("an individual on Stripe gets a plain invoice, without company or XML", async () => {
    const order = await paidThroughStripe(() => ({}));
    expect((await invoiceOf(order.id))!.snapshot.customer.company).toBeUndefined();
    expect(embeddedFiles((await invoicePdf(order.id))!.content)).toEqual([]);
  });
});
