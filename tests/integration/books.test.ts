import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOK_ERRORS, eReportingRows, readBookQuery } from "~/lib/documents/books";
import { bookDocuments } from "~/lib/documents/books.server";
import type { InvoiceSnapshot, Totals } from "~/lib/documents/snapshots";
import { parisDay } from "~/lib/format/paris-time";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { ADMIN_PATH, dataOf, locationOf, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { allOrders, checkoutAndPay, DEMO_CUSTOMER, postCheckout, productBySlug, read, resetShop, submitDemoPayment, write } from "./checkout-helpers";

const ACTOR = "admin@maison-sillage.test";
const run = (args: string[]) => promisify(execFile)("node", ["scripts/books-export.mjs", ...args], { env: process.env, encoding: "buffer" });
const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };
let cookie: string;

/** The issue date of an order's invoice, its row and its snapshot alike (as issueInvoice writes them). */
async function dateInvoice(reference: string, at: string) {
  const { invoices, orders } = tables();
  const [row] = await read((d) => d.select({ id: invoices.order_id, snapshot: invoices.snapshot }).from(invoices).innerJoin(orders, eq(orders.id, invoices.order_id)).where(eq(orders.reference, reference)));
  const snapshot: InvoiceSnapshot = { ...row.snapshot, issuedAt: new Date(at).toISOString() };
  await write((tx) => tx.update(invoices).set({ issued_at: new Date(at), snapshot }).where(eq(invoices.order_id, row.id)));
}

async function orderId(reference: string) {
  const { orders } = tables();
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
  return row.id;
}

async function refund(reference: string, amountCents: number | null, at: string) {
  const result = await refundOrder({ orderId: await orderId(reference), actor: ACTOR, amountCents, restock: [], now: new Date(at) });
  expect(result.ok).toBe(true);
}

/** "12,34" or "-0,50" back to cents, to check the files against the database. */
function cents(cell: string): number {
  expect(cell).toMatch(/^-?\d+,\d{2}$/);
  const sign = cell.startsWith("-") ? -1 : 1;
  const [whole, fraction] = cell.replace("-", "").split(",");
  return sign * (Number(whole) * 100 + Number(fraction));
}

/** The file's records by column name, after checking it opens with the UTF-8 BOM. */
async function records(response: Response): Promise<Record<string, string>[]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = new TextDecoder("utf-8").decode(bytes);
  const [header, ...lines] = csv.trimEnd().split("\r\n").map((l) => l.split(";"));
  return lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]])));
}

const sum = (totals: Totals[]): Totals =>
  totals.reduce((a, t) => ({ htCents: a.htCents + t.htCents, vatCents: a.vatCents + t.vatCents, ttcCents: a.ttcCents + t.ttcCents }), { htCents: 0, vatCents: 0, ttcCents: 0 });

/** What the database holds for the period, document by document: the reference the files must tie out to. */
async function issuedIn(period: typeof NOVEMBER) {
  const { credit_notes, invoices } = tables();
  const inPeriod = (at: Date) => parisDay(at) >= period.from && parisDay(at) <= period.to;
  const allInvoices = (await db().select().from(invoices)).filter((i) => inPeriod(i.issued_at));
  const allNotes = (await db().select().from(credit_notes)).filter((n) => inPeriod(n.issued_at));
  const toIndividuals = <T extends { snapshot: { customer: { company?: unknown } } }>(docs: T[]) => docs.filter((d) => !d.snapshot.customer.company);
  return { invoices: allInvoices, notes: allNotes, b2cInvoices: toIndividuals(allInvoices), b2cNotes: toIndividuals(allNotes) };
}

describe("books of the period: e-reporting and sales journal (decision 108)", () => {
  beforeAll(async () => {
    cookie = await signedInCookie();
    await resetShop();
    const { shipping_methods, shop_settings } = tables();
    await withTransaction((tx) => tx.update(shop_settings).set({ gift_wrap_cents: 500 }));
    const [express] = await db().select().from(shipping_methods).where(eq(shipping_methods.name, "Livraison express en Île-de-France"));
    const bahia = (await productBySlug("bahia")).id;
    const minuit = (await productBySlug("minuit-profond")).id;
    // Paid side by side, as shoppers do: a discount, free shipping, paid express with a gift wrap, a free order.
    const [discounted, wrapped, plain, offered, late, early] = await Promise.all([
      checkoutAndPay({ lines: [{ id: bahia, quantity: 2 }], promoCode: "BIENVENUE10" }, "198.51.100.11"),
      checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null, shippingMethodId: express.id, giftWrap: true }, "198.51.100.12"),
      checkoutAndPay({ lines: [{ id: bahia, quantity: 3 }], promoCode: null }, "198.51.100.13"),
      checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: "OFFERT100", shippingMethodId: express.id }, "198.51.100.14"),
      checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null }, "198.51.100.15"),
      checkoutAndPay({ lines: [{ id: bahia, quantity: 1 }], promoCode: null }, "198.51.100.16"),
    ]);
    // A company buys too, with its SIREN: a B2B sale, in the journal but not in the B2C e-reporting.
    await postCheckout({ lines: [{ id: bahia, quantity: 1 }], promoCode: null }, {}, "198.51.100.17");
    const business = (await allOrders()).at(-1)!.reference;
    await submitDemoPayment(business, { ...DEMO_CUSTOMER, companyName: "Parfumerie Lumière SARL", siren: "732829320", vatNumber: "FR44732829320" });
    await dateInvoice(business, "2026-11-15T13:00:00Z");
    await dateInvoice(discounted, "2026-11-02T10:00:00Z");
    // 23:30 UTC on 2 November is 00:30 on 3 November in Paris: a sale of the 3rd.
    await dateInvoice(wrapped, "2026-11-02T23:30:00Z");
    await dateInvoice(plain, "2026-11-03T09:00:00Z");
    await dateInvoice(offered, "2026-11-15T12:00:00Z");
    // Outside the period by a minute each side (Paris time).
    await dateInvoice(early, "2026-10-31T22:59:00Z");
    await dateInvoice(late, "2026-11-30T23:00:00Z");
    await refund(discounted, 1000, "2026-11-03T08:00:00Z");
    await refund(plain, 333, "2026-11-15T18:00:00Z");
    await refund(plain, null, "2026-11-30T22:59:59Z");
    await refund(wrapped, 500, "2026-11-30T23:00:00Z");
  });

  it("reads exactly the invoices and credit notes issued in the period's Paris days", async () => {
    const docs = await bookDocuments(NOVEMBER);
    const expected = await issuedIn(NOVEMBER);
    expect(docs.filter((d) => d.kind === "invoice")).toHaveLength(5);
    expect(docs.filter((d) => d.business).map((d) => d.customer)).toEqual(["Parfumerie Lumière SARL"]);
    expect(docs.filter((d) => d.kind === "credit_note")).toHaveLength(3);
    expect(docs.filter((d) => d.kind === "invoice")).toHaveLength(expected.invoices.length);
    expect(docs.filter((d) => d.kind === "credit_note")).toHaveLength(expected.notes.length);
  });

  it("gives per day and rate the totals that tie out to invoices minus credit notes, to the cent", async () => {
    const rows = eReportingRows(await bookDocuments(NOVEMBER));
    const { b2cInvoices: invoices, b2cNotes: notes } = await issuedIn(NOVEMBER);
    expect(rows.map((r) => [r.day, r.vatRateBp, r.invoices, r.creditNotes])).toEqual([
      ["2026-11-02", 2000, 1, 0],
      ["2026-11-03", 2000, 2, 1],
      ["2026-11-15", 2000, 1, 1],
      ["2026-11-30", 2000, 0, 1],
    ]);
    for (const row of rows) {
      const invoiced = sum(invoices.filter((i) => parisDay(i.issued_at) === row.day).map((i) => i.snapshot.totals));
      const credited = sum(notes.filter((n) => parisDay(n.issued_at) === row.day).map((n) => n.snapshot.totals));
      expect(row.invoiced).toEqual(invoiced);
      expect(row.credited).toEqual({ htCents: 0 - credited.htCents, vatCents: 0 - credited.vatCents, ttcCents: 0 - credited.ttcCents });
      expect(row.net).toEqual({ htCents: invoiced.htCents - credited.htCents, vatCents: invoiced.vatCents - credited.vatCents, ttcCents: invoiced.ttcCents - credited.ttcCents });
      expect(row.net.htCents + row.net.vatCents).toBe(row.net.ttcCents);
    }
    const net = sum(rows.map((r) => r.net));
    const invoiced = sum(invoices.map((i) => i.snapshot.totals));
    const credited = sum(notes.map((n) => n.snapshot.totals));
    expect(net).toEqual({ htCents: invoiced.htCents - credited.htCents, vatCents: invoiced.vatCents - credited.vatCents, ttcCents: invoiced.ttcCents - credited.ttcCents });
    // And against what was paid and refunded: 71,91 + (39,95 + 5 + 9,90) + 119,85 + 9,90, less 10 + 119,85.
    expect(invoiced.ttcCents).toBe(7191 + 5485 + 11985 + 990);
    expect(credited.ttcCents).toBe(1000 + 11985);
  });

  it("downloads the e-reporting as a French CSV whose columns add up to the same totals", async () => {
    const response = (await runLoader(`${ADMIN_PATH}/livres-comptables/export?from=2026-11-01&to=2026-11-30&kind=ereporting`, cookie)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="e-reporting-2026-11-01-au-2026-11-30.csv"');
    const lines = await records(response);
    expect(lines.map((l) => [l["Date"], l["Catégorie d'opération"], l["Taux de TVA (%)"], l["Nombre de factures"], l["Nombre d'avoirs"]])).toEqual([
      ["02/11/2026", "TLB1", "20", "1", "0"],
      ["03/11/2026", "TLB1", "20", "2", "1"],
      ["15/11/2026", "TLB1", "20", "1", "1"],
      ["30/11/2026", "TLB1", "20", "0", "1"],
    ]);
    const { b2cInvoices: invoices, b2cNotes: notes } = await issuedIn(NOVEMBER);
    const invoiced = sum(invoices.map((i) => i.snapshot.totals));
    const credited = sum(notes.map((n) => n.snapshot.totals));
    const column = (name: string) => lines.reduce((s, l) => s + cents(l[name]), 0);
    expect(column("Factures HT")).toBe(invoiced.htCents);
    expect(column("Factures TVA")).toBe(invoiced.vatCents);
    expect(column("Avoirs TTC")).toBe(0 - credited.ttcCents);
    expect(column("Net HT")).toBe(invoiced.htCents - credited.htCents);
    expect(column("Net TVA")).toBe(invoiced.vatCents - credited.vatCents);
    expect(column("Net TTC")).toBe(invoiced.ttcCents - credited.ttcCents);
  });

  it("downloads the sales journal: one line per document and rate, credit notes negative, same totals", async () => {
    const response = (await runLoader(`${ADMIN_PATH}/livres-comptables/export?from=2026-11-01&to=2026-11-30&kind=journal`, cookie)) as Response;
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="journal-des-ventes-2026-11-01-au-2026-11-30.csv"');
    const lines = await records(response);
    const { invoices, notes } = await issuedIn(NOVEMBER);
    expect(lines).toHaveLength(invoices.length + notes.length);
    expect(lines.map((l) => l["Type"])).toEqual(["Facture", "Facture", "Avoir", "Facture", "Facture", "Facture", "Avoir", "Avoir"]);
    expect(lines[5]["Client"]).toBe("Parfumerie Lumière SARL");
    expect(new Set(lines.map((l) => l["Mode de paiement"]))).toEqual(new Set(["Démo"]));
    // Sales delivered in France under French VAT (decision 159's two columns).
    expect(new Set(lines.map((l) => `${l["Pays de livraison"]} / ${l["Régime TVA"]}`))).toEqual(new Set(["France / France"]));
    expect(lines[0]["Client"]).toBe("Claire Martin");
    expect(lines[0]["Pièce"]).toMatch(/^F-\d{6}$/);
    const credit = lines.find((l) => l["Type"] === "Avoir")!;
    expect(credit["Pièce"]).toMatch(/^A-\d{6}$/);
    expect(credit["Facture d'origine"]).toMatch(/^F-\d{6}$/);
    expect(cents(credit["Montant TTC"])).toBe(-1000);
    for (const l of lines) expect(cents(l["Montant HT"]) + cents(l["Montant TVA"])).toBe(cents(l["Montant TTC"]));
    const invoiced = sum(invoices.map((i) => i.snapshot.totals));
    const credited = sum(notes.map((n) => n.snapshot.totals));
    const column = (name: string) => lines.reduce((s, l) => s + cents(l[name]), 0);
    expect(column("Montant HT")).toBe(invoiced.htCents - credited.htCents);
    expect(column("Montant TVA")).toBe(invoiced.vatCents - credited.vatCents);
    expect(column("Montant TTC")).toBe(invoiced.ttcCents - credited.ttcCents);
  });

  it("leaves an invoice's « Facture d'origine » empty and gives the business buyer's SIREN and VAT number their columns (issue 43 item 15)", async () => {
    const response = (await runLoader(`${ADMIN_PATH}/livres-comptables/export?from=2026-11-01&to=2026-11-30&kind=journal`, cookie)) as Response;
    const lines = await records(response);
    for (const invoice of lines.filter((l) => l["Type"] === "Facture")) expect(invoice["Facture d'origine"]).toBe("");
    const business = lines.find((l) => l["Client"] === "Parfumerie Lumière SARL")!;
    expect([business["SIREN client"], business["N° TVA client"]]).toEqual(["732829320", "FR44732829320"]);
    expect(lines.filter((l) => l["SIREN client"] !== "")).toEqual([business]);
  });

  it("`books:export --help` prints its usage and exits 0; an --out it cannot write ends in a French message, not a stack (items 15, 22)", async () => {
    const { stdout } = await run(["--help"]);
    expect(String(stdout)).toContain("Usage : npm run books:export");
    expect(String(stdout)).toContain("--kind");
    const refused = await run(["--from", "2026-11-01", "--to", "2026-11-30", "--out", "/nonexistent/dir/f.csv"]).catch((error: { code: number; stderr: Buffer }) => error);
    expect("code" in refused && refused.code).toBe(1);
    expect(String(refused.stderr)).toContain("Erreur : impossible d'écrire /nonexistent/dir/f.csv (ce dossier n'existe pas)");
    expect(String(refused.stderr)).not.toMatch(/\n\s+at /);
  });

  it("is the same file from `npm run books:export` as from the screen, and the command refuses a bad period", async () => {
    for (const kind of ["ereporting", "journal"]) {
      const screen = (await runLoader(`${ADMIN_PATH}/livres-comptables/export?from=2026-11-01&to=2026-11-30&kind=${kind}`, cookie)) as Response;
      const { stdout } = await run(["--from", "2026-11-01", "--to", "2026-11-30", "--kind", kind]);
      expect(Buffer.from(stdout).equals(Buffer.from(await screen.arrayBuffer()))).toBe(true);
    }
    const refused = await run(["--from", "2026-11-30", "--to", "2026-11-01"]).catch((error: { code: number; stderr: Buffer }) => error);
    expect("code" in refused && refused.code).toBe(1);
    expect(String(refused.stderr)).toContain(BOOK_ERRORS.order);
  });

  it("sends a period it cannot read back to the screen, with the values typed and the message next to the field", async () => {
    const refused = await runLoader(`${ADMIN_PATH}/livres-comptables/export?from=2026-11-30&to=2026-11-01&kind=journal`, cookie);
    expect(statusOf(refused)).toBe(302);
    const back = locationOf(refused)!;
    expect(back).toBe(`/${ADMIN_PATH}/livres-comptables?from=2026-11-30&to=2026-11-01&kind=journal`);
    const screen = dataOf<ReturnType<typeof readBookQuery>>(await runLoader(back.slice(1), cookie));
    expect(screen).toEqual({ values: { from: "2026-11-30", to: "2026-11-01", kind: "journal", quarter: expect.stringMatching(/^\d{4}-T[1-4]$/) }, errors: { to: BOOK_ERRORS.order } });
    expect(readBookQuery({ from: "2026-02-31", to: "2026-03-01" }).errors).toEqual({ from: BOOK_ERRORS.from });
    expect(readBookQuery({ from: "2025-01-01", to: "2026-11-30" }).errors).toEqual({ to: BOOK_ERRORS.length });
    expect(readBookQuery({ from: "2026-11-01", to: "2026-11-30", kind: "bilan" }).errors).toEqual({ kind: BOOK_ERRORS.kind });
  });

  it("is the admin's only: without a session the screen and the file send to sign-in", async () => {
    for (const path of ["livres-comptables", "livres-comptables/export?from=2026-11-01&to=2026-11-30"]) {
      const result = await runLoader(`${ADMIN_PATH}/${path}`);
      expect(statusOf(result)).toBe(302);
      expect(locationOf(result)).toBe(`/${ADMIN_PATH}/connexion`);
    }
  });
});
