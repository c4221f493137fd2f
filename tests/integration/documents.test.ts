import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { creditNotePdf, invoicePdf, termsPdf, withdrawalFormPdf } from "~/lib/documents/documents.server";
import { creditNotesOfOrder } from "~/lib/documents/credit-notes.server";
import { getShopSettings, saveShopSettings, identityOf } from "~/lib/legal/shop-settings.server";
import { formatTermsVersion, TERMS_VERSION } from "~/lib/legal/terms";
import { sendDueEmails } from "~/lib/mail/sender.server";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { resetConfigForTests } from "~/lib/platform/config.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import type { Order } from "~/lib/platform/schema.server";
import { pdfAttachments, SmtpSink } from "../fakes/smtp-sink";
import { ADMIN_PATH, dataOf, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { allOrders, DEMO_CUSTOMER, orderRow, updateOrder, postCheckout, productBySlug, resetShop, submitDemoPayment, useFakeStripe, usePaymentEnv } from "./checkout-helpers";
import { pdfText } from "./pdf-text";
import { CATALOGUES } from "~/lib/i18n/texts.server";

/** The payment form's messages on a French page. */
const FRENCH = CATALOGUES.fr.checkout;

const fake = useFakeStripe();
const sink = new SmtpSink();
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

const SELLER = {
  company_name: "Maison Sillage SAS",
  legal_form: "SAS",
  share_capital: "10 000 €",
  address: "8 rue de la Paix\n75002 Paris",
  registry_number: "552 100 554",
  registry_city: "Paris",
  siret: "55210055400013",
  vat_number: "FR40552100554",
  contact_email: "bonjour@maison-sillage.fr",
  returns_address: "Entrepôt Sillage, 3 allée des Roses, 93200 Saint-Denis",
};

async function useSeller(overrides: Partial<typeof SELLER> = {}) {
  const settings = await getShopSettings();
  await saveShopSettings({ identity: { ...identityOf(settings), ...SELLER, ...overrides }, accessibilityRegime: settings.accessibility_regime });
}

/** A demo order paid through the demo page, as a shopper does it: 2 Bahia, code BIENVENUE10. */
async function paidOrder(promoCode: string | null = "BIENVENUE10"): Promise<Order> {
  await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 2 }], promoCode });
  const order = (await allOrders()).at(-1)!;
  await submitDemoPayment(order.reference);
  return await orderRow(order.id);
}

afterAll(async () => {
  await sink.stop();
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

beforeEach(async () => {
  await resetShop();
  const { shop_settings } = tables();
  await withTransaction((tx) => tx.update(shop_settings).set({ company_name: "", siret: "" }));
  await useSeller();
});

describe("the invoice", () => {
  it("shows each line's unit price HT, VAT rate and amount, the totals HT, VAT and TTC and the category of operation", async () => {
    const order = await paidOrder();
    const file = (await invoicePdf(order.id))!;
    expect(file.filename).toBe(`facture-F-${String(order.invoice_number).padStart(6, "0")}.pdf`);
    const text = plain(await pdfText(file.content));
    for (const heading of ["PU HT", "Taux TVA", "Montant TVA", "Total HT", "Total TTC"]) expect(text).toContain(heading);
    // 2 × 39,95 € TTC: 33,29 € HT each; the line 79,90 € TTC of which 13,32 € VAT, 66,58 € HT.
    expect(text).toMatch(/Bahia \(50 ml\)\s+2\s+33,29 €\s+20 %\s+13,32 €\s+66,58 €\s+79,90 €/);
    // The 10 % discount is a line of its own, negative, with its VAT.
    expect(text).toMatch(/Réduction \(code\s+BIENVENUE10\)\s+1\s+[-−]6,66 €\s+20 %\s+[-−]1,33 €\s+[-−]6,66 €\s+[-−]7,99 €/);
    expect(text).toContain("livraison de biens");
    expect(text).toContain(`Facture n° F-${String(order.invoice_number).padStart(6, "0")}`);
    expect(text).toContain("Maison Sillage SAS, SAS au capital de 10 000 €");
    expect(text).toContain("SIRET 55210055400013");
    expect(text).toContain("TVA intracommunautaire FR40552100554");
    expect(text).toContain("Claire Martin");
    // Totals: 71,91 € TTC of which 11,99 € VAT (decision 051), 59,92 € HT.
    expect(text).toMatch(/Total HT\s+59,92 €/);
    expect(text).toMatch(/TVA 20 %\s+11,99 €/);
    expect(text).toMatch(/Total TTC\s+71,91 €/);
  });

  it("an unpaid order has none", async () => {
    await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
    expect(await invoicePdf((await allOrders()).at(-1)!.id)).toBeNull();
  });
});

describe("documents never change once issued", () => {
  it("editing the seller's identity leaves the issued invoice and credit note as they were", async () => {
    const order = await paidOrder();
    expect((await refundOrder({ orderId: order.id, actor: "admin@maison-sillage.test", amountCents: 1000, restock: [] })).ok).toBe(true);
    const [note] = await creditNotesOfOrder(order.id);
    const invoiceBefore = await pdfText((await invoicePdf(order.id))!.content);
    const noteBefore = await pdfText((await creditNotePdf(note.id))!.content);
    await useSeller({ company_name: "Autre Société SARL", address: "1 place Bellecour\n69002 Lyon" });
    await updateOrder(order.id, { customer_name: "Quelqu'un d'autre" });
    const invoiceAfter = await pdfText((await invoicePdf(order.id))!.content);
    const noteAfter = await pdfText((await creditNotePdf(note.id))!.content);
    expect(invoiceAfter).toBe(invoiceBefore);
    expect(noteAfter).toBe(noteBefore);
    expect(invoiceAfter).toContain("Maison Sillage SAS");
    expect(invoiceAfter).not.toContain("Autre Société");
    expect(noteAfter).not.toContain("Autre Société");
  });

  it("the credit note cites the invoice and splits the refunded TTC into HT and VAT at the order's rate", async () => {
    const order = await paidOrder();
    await refundOrder({ orderId: order.id, actor: "admin@maison-sillage.test", amountCents: 1000, restock: [] });
    const [note] = await creditNotesOfOrder(order.id);
    const file = (await creditNotePdf(note.id))!;
    expect(file.filename).toBe(`avoir-A-${String(note.number).padStart(6, "0")}.pdf`);
    const text = plain(await pdfText(file.content));
    expect(text).toContain(`Avoir n° A-${String(note.number).padStart(6, "0")}`);
    expect(text).toContain(`Facture d'origine : n° F-${String(order.invoice_number).padStart(6, "0")} du`);
    // 10,00 € TTC at 20 %: 1,67 € VAT, 8,33 € HT.
    expect(text).toMatch(/Total HT\s+8,33 €/);
    expect(text).toMatch(/TVA 20 %\s+1,67 €/);
    expect(text).toMatch(/Montant remboursé TTC\s+10,00 €/);
    expect(text).toContain("SIRET 55210055400013");
    // The refund email names it and carries it.
    const { email_outbox } = tables();
    const [mail] = await db().select().from(email_outbox).where(eq(email_outbox.kind, "refunded")).limit(1);
    expect(mail.text).toContain(`Avoir n° A-${String(note.number).padStart(6, "0")}`);
    expect(mail.attachments).toEqual([{ kind: "credit_note", id: note.id }]);
  });
});

describe("credit notes of an order refunded in parts", () => {
  const ACTOR = "admin@maison-sillage.test";

  /** One Bahia at 39,95 €, no code. */
  async function oneBottle(): Promise<Order> {
    await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
    const order = (await allOrders()).at(-1)!;
    await submitDemoPayment(order.reference);
    return await orderRow(order.id);
  }

  async function totalsOf(orderId: number) {
    const notes = (await creditNotesOfOrder(orderId)).map((n) => n.snapshot.totals);
    const sum = notes.reduce((a, t) => ({ htCents: a.htCents + t.htCents, vatCents: a.vatCents + t.vatCents, ttcCents: a.ttcCents + t.ttcCents }), {
      htCents: 0,
      vatCents: 0,
      ttcCents: 0,
    });
    const { invoices } = tables();
    const [invoice] = await db().select().from(invoices).where(eq(invoices.order_id, orderId));
    return { notes, sum, invoice: invoice.snapshot.totals };
  }

  it("10 € + 10 € + the rest cancel the invoice exactly, HT and VAT, and the first notes never change", async () => {
    const order = await oneBottle();
    expect(order.total_cents).toBe(3995);
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: 1000, restock: [] })).ok).toBe(true);
    const [first] = await creditNotesOfOrder(order.id);
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: 1000, restock: [] })).ok).toBe(true);
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);

    const { notes, sum, invoice } = await totalsOf(order.id);
    // The invoice: 39,95 € TTC, 6,66 € VAT, 33,29 € HT. Each note's VAT is the invoice's share of
    // what was refunded so far, less what the earlier notes took: 1,67 €, then 1,66 €, then the rest.
    expect(invoice).toEqual({ htCents: 3329, vatCents: 666, ttcCents: 3995 });
    expect(notes).toEqual([
      { htCents: 833, vatCents: 167, ttcCents: 1000 },
      { htCents: 834, vatCents: 166, ttcCents: 1000 },
      { htCents: 1662, vatCents: 333, ttcCents: 1995 },
    ]);
    expect(sum).toEqual(invoice);
    expect((await creditNotesOfOrder(order.id))[0]).toEqual(first);
  });

  it("refunds asked at once, round after round, still land exactly on the invoice", async () => {
    const order = await paidOrder();
    for (let round = 0; (await orderRow(order.id)).status !== "refunded" && round < 20; round += 1) {
      const left = order.total_cents - (await orderRow(order.id)).refunded_cents;
      const amount = left > 700 ? 700 : null;
      await Promise.all([1, 2, 3].map(() => refundOrder({ orderId: order.id, actor: ACTOR, amountCents: amount, restock: [] })));
    }
    const { notes, sum, invoice } = await totalsOf(order.id);
    expect((await orderRow(order.id)).status).toBe("refunded");
    expect(notes.length).toBeGreaterThan(5);
    expect(sum).toEqual(invoice);
  });
});

describe("credit note numbers", () => {
  it("refunds of several orders at once get numbers 1..n, without gap or twin", async () => {
    const paid: Order[] = [];
    for (let i = 0; i < 6; i += 1) {
      const order = await paidOrder(null);
      const intent = `pi_docs_${i}`;
      await updateOrder(order.id, { payment_provider: "stripe", payment_intent_id: intent });
      fake.paymentIntents.set(intent, { amount: order.total_cents, refunded: 0 });
      paid.push(order);
    }
    usePaymentEnv(fake.env());
    // Partial then full refunds, all in flight together: Stripe answers in any order.
    const results = await Promise.all(
      paid.map((o, i) => refundOrder({ orderId: o.id, actor: "admin@maison-sillage.test", amountCents: i % 2 ? null : 500, restock: [] })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const numbersOf = async () => (await Promise.all(paid.map((o) => creditNotesOfOrder(o.id)))).flat().map((n) => n.number).sort((a, b) => a - b);
    const numbers = await numbersOf();
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
    // A second round on the partly refunded orders continues the same sequence.
    const again = await Promise.all(
      paid.filter((_, i) => i % 2 === 0).map((o) => refundOrder({ orderId: o.id, actor: "admin@maison-sillage.test", amountCents: null, restock: [] })),
    );
    expect(again.every((r) => r.ok)).toBe(true);
    const all = await numbersOf();
    expect(all).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe("the confirmation email on a durable medium", () => {
  it("carries the CGV of the order's version and the withdrawal form as PDFs", async () => {
    await sink.start();
    process.env.SMTP_URL = sink.url;
    resetConfigForTests();
    const order = await paidOrder();
    expect(order.terms_version).toBe(TERMS_VERSION);
    // The owner edits the identity before the mail goes out: the customer still gets what was in force.
    await useSeller({ company_name: "Nom Changé Après" });
    await sendDueEmails(new Date(Date.now() + 1000));
    const mail = sink.to("claire.martin@example.fr").find((m) => m.subject.startsWith("Confirmation"))!;
    expect(mail.text).toContain(order.reference);
    const files = pdfAttachments(mail);
    expect(files.map((f) => f.filename)).toEqual([`cgv-${TERMS_VERSION}.pdf`, "formulaire-de-retractation.pdf"]);
    const [cgv, form] = await Promise.all(files.map((f) => pdfText(f.content)));
    expect(cgv).toContain("Conditions générales de vente");
    expect(cgv).toContain(`Version du ${formatTermsVersion(TERMS_VERSION)}`);
    expect(cgv).toContain("Maison Sillage SAS");
    expect(cgv).not.toContain("Nom Changé Après");
    expect(form.toLowerCase()).toContain("formulaire de rétractation");
    expect(form).toContain("Je/nous (*) vous notifie/notifions (*)");
    expect(form).toContain("Entrepôt Sillage");
  });
});

describe("downloads from the admin order page", () => {
  it("serve the invoice and the credit notes as PDFs to a signed-in admin only", async () => {
    const order = await paidOrder();
    await refundOrder({ orderId: order.id, actor: "admin@maison-sillage.test", amountCents: 500, restock: [] });
    const [note] = await creditNotesOfOrder(order.id);
    const cookie = await signedInCookie();
    const invoice = (await runLoader(`${ADMIN_PATH}/commandes/${order.id}/facture.pdf`, cookie)) as Response;
    expect(invoice.headers.get("Content-Type")).toBe("application/pdf");
    expect(invoice.headers.get("Cache-Control")).toBe("private, no-store");
    expect(plain(await pdfText(Buffer.from(await invoice.arrayBuffer())))).toContain("livraison de biens");
    const credit = (await runLoader(`${ADMIN_PATH}/commandes/${order.id}/avoirs/${note.id}`, cookie)) as Response;
    expect(plain(await pdfText(Buffer.from(await credit.arrayBuffer())))).toContain("Avoir n° A-");
    // Another order's address does not reach this note; no session goes to the sign-in.
    expect(((await runLoader(`${ADMIN_PATH}/commandes/${order.id + 1}/avoirs/${note.id}`, cookie)) as Response).status).toBe(404);
    expect(((await runLoader(`${ADMIN_PATH}/commandes/${order.id}/facture.pdf`)) as Response).status).toBe(302);
  });
});

describe("the legal texts on their own", () => {
  it("termsPdf gives the version in force, and nothing for a version the shop never had", async () => {
    const text = await pdfText((await termsPdf())!.content);
    expect(text).toContain(`Version du ${formatTermsVersion(TERMS_VERSION)}`);
    expect(await termsPdf("1999-01-01")).toBeNull();
  });

  it("withdrawalFormPdf has the model form of the annex to article R221-1", async () => {
    const text = await pdfText((await withdrawalFormPdf()).content);
    expect(text).toContain("Formulaire de rétractation");
    expect(text).toContain("(*) Rayez la mention inutile.");
  });
});

describe("an invoice in a business buyer's name (issue 34)", () => {
  async function pendingReference() {
    await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
    return (await allOrders()).at(-1)!.reference;
  }
  const COMPANY = { companyName: "Parfumerie Lumière SARL", siren: "732 829 320", vatNumber: "fr44 732829320" };

  it("names the company, its SIREN and VAT number on the invoice and its credit note", async () => {
    const reference = await pendingReference();
    expect(statusOf(await submitDemoPayment(reference, { ...DEMO_CUSTOMER, ...COMPANY }))).toBe(302);
    const order = (await allOrders()).at(-1)!;
    expect(order.status).toBe("paid");
    const text = plain(await pdfText((await invoicePdf(order.id))!.content));
    expect(text).toContain("Parfumerie Lumière SARL");
    expect(text).toContain("SIREN 732829320");
    expect(text).toContain("TVA intracommunautaire FR44732829320");
    expect(text).toContain("Claire Martin");
    expect((await refundOrder({ orderId: order.id, actor: "admin@maison-sillage.test", amountCents: 500, restock: [] })).ok).toBe(true);
    const [note] = await creditNotesOfOrder(order.id);
    expect(plain(await pdfText((await creditNotePdf(note.id))!.content))).toContain("SIREN 732829320");
  });

  it("an individual's invoice names no company", async () => {
    const order = await paidOrder(null);
    const { invoices } = tables();
    const [invoice] = await db().select().from(invoices).where(eq(invoices.order_id, order.id));
    expect(invoice.snapshot.customer.company).toBeUndefined();
  });

  it.each([
    ["a SIREN whose Luhn key is wrong", { siren: "732 829 321" }, "siren", FRENCH.oESiren],
    ["a VAT number whose key is wrong", { vatNumber: "FR45732829320" }, "vatNumber", FRENCH.oEVat],
    ["a VAT number of another SIREN", { vatNumber: "FR96552100554" }, "vatNumber", FRENCH.oEVatSiren],
    ["a SIREN without the company's name", { companyName: "" }, "companyName", FRENCH.oECompany],
  ])("refuses %s with the message next to the field, keeps what was typed and pays nothing", async (_, change: Partial<typeof COMPANY>, field, message) => {
    const reference = await pendingReference();
    const response = await submitDemoPayment(reference, { ...DEMO_CUSTOMER, ...COMPANY, ...change });
    expect(statusOf(response)).toBe(400);
    const reply = dataOf<{ error: Record<string, string[]>; initialValue: Record<string, string> }>(response);
    expect(reply.error[field]).toEqual([message]);
    expect(reply.initialValue).toMatchObject({ name: "Claire Martin", siren: change.siren ?? COMPANY.siren });
    expect((await allOrders()).at(-1)).toMatchObject({ status: "pending", customer_email: null });
    const { invoices } = tables();
    expect(await db().select().from(invoices)).toHaveLength(0);
  });
});
