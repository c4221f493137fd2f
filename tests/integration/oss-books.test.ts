import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BOOK_ERRORS, readBookQuery } from "~/lib/documents/books";
import { quarterOf, readQuarter } from "~/lib/documents/book-periods";
import type { Totals } from "~/lib/documents/snapshots";
import { parisDay } from "~/lib/format/paris-time";
import { withTransaction } from "~/lib/platform/database.server";
import type { Order } from "~/lib/platform/schema.server";
import { anonymiseOrders } from "~/lib/privacy/anonymise.server";
import { retentionStatements } from "~/lib/privacy/retention-periods";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { ADMIN_PATH, dataOf, locationOf, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { allOrders, DEMO_CUSTOMER, postCheckout, productBySlug, resetShop, setZoneActive, submitDemoPayment, write } from "./checkout-helpers";

// Issue 46, step 7 of docs/eu-sales-plan.md (decision 159): the OSS return and records, from the
// invoices and credit notes of sales made destination-VAT as step 6's tests make them (zones
// abroad opened by writing the database, the seller registered with the OSS from a date).

const ACTOR = "admin@maison-sillage.test";
const run = (args: string[]) => promisify(execFile)("node", ["scripts/books-export.mjs", ...args], { env: process.env, encoding: "buffer" });
const refusal = (args: string[]) => run(args).catch((error: { code: number; stderr: Buffer }) => error);
const Q1 = "2027-T1";
const Q2 = "2027-T2";
const ADDRESSES: Record<string, Record<string, string>> = {
  FR: DEMO_CUSTOMER,
  BE: { ...DEMO_CUSTOMER, address: "Rue Neuve 12", postalCode: "1000", city: "Bruxelles" },
  DE: { ...DEMO_CUSTOMER, address: "Unter den Linden 5", postalCode: "10117", city: "Berlin" },
  NL: { ...DEMO_CUSTOMER, address: "Damrak 1", postalCode: "1012 LG", city: "Amsterdam" },
};
let cookie: string;
const orders: Record<string, Order> = {};

async function openGermanyAndNetherlands(active: boolean) {
  await write(async (tx, { packaging_registrations, shipping_zones }) => {
    await tx.update(shipping_zones).set({ is_active: active }).where(eq(shipping_zones.name, "Allemagne et Pays-Bas"));
    await tx.delete(packaging_registrations).where(inArray(packaging_registrations.country, ["DE", "NL"]));
    if (active) {
      await tx.insert(packaging_registrations).values([
        { country: "DE", register: "LUCID", number: "DE-TEST-1" },
        { country: "NL", register: "Afvalfonds", number: "NL-TEST-1" },
      ]);
    }
  });
}

/** An order of `quantity` Minuit Profond to `country`, checked out and paid on the demo page at `at`. */
async function paidOrder(country: string, quantity: number, at: string, client: string): Promise<Order> {
  vi.setSystemTime(new Date(at));
  const minuit = (await productBySlug("minuit-profond")).id;
  await postCheckout({ lines: [{ id: minuit, quantity }], promoCode: null, country }, {}, client);
  const pending = (await allOrders()).find((o) => o.status === "pending")!;
  expect(statusOf(await submitDemoPayment(pending.reference, ADDRESSES[country]))).toBe(302);
  return (await allOrders()).find((o) => o.id === pending.id)!;
}

async function refund(order: Order, amountCents: number | null, at: string) {
  vi.setSystemTime(new Date(at));
  expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents, restock: [], now: new Date() })).ok).toBe(true);
}

/** "12,34" or "-0,50" back to cents. */
function cents(cell: string): number {
  expect(cell).toMatch(/^-?\d+,\d{2}$/);
  const sign = cell.startsWith("-") ? -1 : 1;
  const [whole, fraction] = cell.replace("-", "").split(",");
  return sign * (Number(whole) * 100 + Number(fraction));
}

/** The file's records by column name: quoted cells may hold semicolons, quotes and line breaks (an address). */
function parse(csv: string): Record<string, string>[] {
  const records: string[][] = [[]];
  let cell = "";
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, "");
  const endCell = () => {
    records.at(-1)!.push(cell);
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const pair = c + (text[i + 1] ?? "");
    if (quoted && pair === '""') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ";") {
      endCell();
    } else if (!quoted && pair === "\r\n") {
      endCell();
      records.push([]);
      i++;
    } else {
      cell += c;
    }
  }
  const [header, ...lines] = records.filter((r) => r.length > 0);
  return lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]])));
}

async function screenFile(query: string): Promise<{ response: Response; lines: Record<string, string>[] }> {
  const response = (await runLoader(`${ADMIN_PATH}/livres-comptables/export?${query}`, cookie)) as Response;
  expect(response.status).toBe(200);
  return { response, lines: parse(await response.clone().text()) };
}

type Doc = { kind: "invoice" | "credit_note"; day: string; invoiceDay: string; country: string; scheme: string; rate: number; totals: Totals };

/** Every invoice and credit note in the database, as the reference the files must tie out to. */
async function allDocuments(): Promise<Doc[]> {
  return write(async (tx, { credit_notes, invoices }) => {
    const issued = await tx.select().from(invoices);
    const credited = await tx.select().from(credit_notes);
    return [
      ...issued.map((i) => ({ kind: "invoice" as const, day: parisDay(i.issued_at), invoiceDay: parisDay(i.issued_at), country: i.snapshot.deliveryCountry ?? "FR", scheme: i.snapshot.vatScheme ?? "FR", rate: i.snapshot.vatRateBp, totals: i.snapshot.totals })),
      ...credited.map((n) => ({ kind: "credit_note" as const, day: parisDay(n.issued_at), invoiceDay: parisDay(new Date(n.snapshot.invoiceIssuedAt)), country: n.snapshot.deliveryCountry ?? "FR", scheme: n.snapshot.vatScheme ?? "FR", rate: n.snapshot.vatRateBp, totals: n.snapshot.totals })),
    ];
  });
}

/** Invoices count plus, credit notes minus. */
const signed = (docs: Doc[]) =>
  docs.reduce((a, d) => {
    const s = d.kind === "invoice" ? 1 : -1;
    return { htCents: a.htCents + s * d.totals.htCents, vatCents: a.vatCents + s * d.totals.vatCents };
  }, { htCents: 0, vatCents: 0 });

beforeAll(async () => {
  cookie = await signedInCookie();
  await resetShop();
  await setZoneActive("Belgique et Luxembourg", true);
  await openGermanyAndNetherlands(true);
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2027-01-05T10:00:00Z") });
  // Before the OSS date and far under the threshold: a Belgian sale under French VAT.
  orders.belgianFrench = await paidOrder("BE", 1, "2027-01-05T10:00:00Z", "198.51.100.70");
  await write((tx, { shop_settings }) => tx.update(shop_settings).set({ oss_registered_on: "2027-01-10" }));
  orders.french = await paidOrder("FR", 2, "2027-02-10T09:00:00Z", "198.51.100.71");
  orders.belgian = await paidOrder("BE", 2, "2027-02-10T10:00:00Z", "198.51.100.72");
  orders.belgianToo = await paidOrder("BE", 1, "2027-03-12T10:00:00Z", "198.51.100.73");
  orders.german = await paidOrder("DE", 3, "2027-02-11T10:00:00Z", "198.51.100.74");
  orders.dutch = await paidOrder("NL", 1, "2027-03-31T21:30:00Z", "198.51.100.75");
  // Shipped: the carrier's parcel is evidence of where the transport ended.
  await write((tx, t) => tx.update(t.orders).set({ carrier: "DHL", tracking_number: "JJD0001", shipped_at: new Date("2027-02-12T10:00:00Z") }).where(eq(t.orders.id, orders.german.id)));
  // A partial refund in the quarter of the sale, a refund of the French sale, and in April one of a March sale.
  await refund(orders.belgian, 1000, "2027-03-01T10:00:00Z");
  await refund(orders.french, 500, "2027-03-02T10:00:00Z");
  await refund(orders.german, 3995, "2027-04-15T10:00:00Z");
  vi.useRealTimers();
});

afterAll(async () => {
  vi.useRealTimers();
  await setZoneActive("Belgique et Luxembourg", false);
  await openGermanyAndNetherlands(false);
});

describe("the OSS return (decision 159)", () => {
  it("the fixtures are what the return is about: destination VAT in Belgium, Germany and the Netherlands, French VAT for France and the early Belgian sale", () => {
    expect(orders.belgianFrench).toMatchObject({ vat_scheme: "FR", vat_rate_bp: 2000, delivery_country: "BE" });
    expect(orders.french).toMatchObject({ vat_scheme: "FR", vat_rate_bp: 2000 });
    expect(orders.belgian).toMatchObject({ vat_scheme: "destination", vat_rate_bp: 2100 });
    expect(orders.german).toMatchObject({ vat_scheme: "destination", vat_rate_bp: 1900 });
    expect(orders.dutch).toMatchObject({ vat_scheme: "destination", vat_rate_bp: 2100 });
  });

  it("the OSS export equals the invoices minus the credit notes of the quarter to the cent, per country and rate", async () => {
    const { response, lines } = await screenFile(`kind=oss&quarter=${Q1}`);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="declaration-oss-${Q1}.csv"`);
    const q1 = readQuarter(Q1)!;
    const docs = (await allDocuments()).filter((d) => d.scheme === "destination" && d.day >= q1.from && d.day <= q1.to);
    const sales = lines.filter((l) => l["Section"] === "Ventes du trimestre");
    expect(sales.map((l) => [l["État membre de consommation"], l["Pays"], l["Taux de TVA (%)"], l["Nombre de factures"], l["Nombre d'avoirs"]])).toEqual([
      ["BE", "Belgique", "21", "2", "1"],
      ["DE", "Allemagne", "19", "1", "0"],
      // 23:30 in Paris on 31 March: still the first quarter.
      ["NL", "Pays-Bas", "21", "1", "0"],
    ]);
    for (const line of sales) {
      const expected = signed(docs.filter((d) => d.country === line["État membre de consommation"] && String(d.rate / 100) === line["Taux de TVA (%)"]));
      expect({ htCents: cents(line["Base HT"]), vatCents: cents(line["TVA"]) }).toEqual(expected);
    }
    expect(lines.filter((l) => l["Section"] === "Corrections de trimestres antérieurs")).toEqual([]);
    const total = lines.at(-1)!;
    expect(total["Section"]).toBe("Total TVA due");
    expect(cents(total["TVA"])).toBe(signed(docs).vatCents);
    // The French sales (France, and Belgium before the OSS date) are on the French return, not here.
    expect(lines.some((l) => l["État membre de consommation"] === "FR")).toBe(false);
    expect(sales[0]["Nombre de factures"]).toBe("2");
  });

  it("a credit note in the next quarter is reported against the earlier quarter, not as the new quarter's sales", async () => {
    const { lines } = await screenFile(`kind=oss&quarter=${Q2}`);
    const note = (await allDocuments()).find((d) => d.kind === "credit_note" && d.country === "DE")!;
    expect(lines.map((l) => [l["Section"], l["État membre de consommation"], l["Taux de TVA (%)"], l["Trimestre corrigé"], l["Nombre d'avoirs"]])).toEqual([
      ["Corrections de trimestres antérieurs", "DE", "19", Q1, "1"],
      ["Total TVA due", "", "", "", ""],
    ]);
    expect([cents(lines[0]["Base HT"]), cents(lines[0]["TVA"])]).toEqual([0 - note.totals.htCents, 0 - note.totals.vatCents]);
    expect(cents(lines[1]["TVA"])).toBe(0 - note.totals.vatCents);
  });

  it("the register lists each destination document once, with its country, goods, payment and the evidence of the place of delivery", async () => {
    const { response, lines } = await screenFile(`kind=oss-registre&quarter=${Q1}`);
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="registre-oss-${Q1}.csv"`);
    expect(lines.map((l) => [l["Type"], l["État membre de consommation"], l["Taux de TVA (%)"]])).toEqual([
      ["Facture", "BE", "21"],
      ["Facture", "DE", "19"],
      ["Avoir", "BE", "21"],
      ["Facture", "BE", "21"],
      ["Facture", "NL", "21"],
    ]);
    const german = lines.find((l) => l["État membre de consommation"] === "DE")!;
    expect(german).toMatchObject({
      Commande: orders.german.reference,
      "Désignation et quantités": "Minuit Profond (50 ml) × 3 ; Livraison (Livraison standard UE) × 1",
      Devise: "EUR",
      "Date du paiement": "11/02/2027",
      "Lieu de départ": "France",
      "Lieu d'arrivée": "Allemagne",
      "Éléments de preuve": "adresse de livraison saisie à la commande ; transporteur DHL n° JJD0001",
      Client: "Claire Martin",
    });
    expect(german["Adresse de livraison"]).toContain("10117 Berlin");
    expect(cents(german["Montant du paiement"])).toBe(orders.german.total_cents);
    const credit = lines.find((l) => l["Type"] === "Avoir")!;
    expect(credit["Facture d'origine"]).toMatch(/^F-\d{6}$/);
    expect([cents(credit["TVA"]), cents(credit["Montant du paiement"]), credit["Date du paiement"]]).toEqual([expect.any(Number), -1000, "01/03/2027"]);
    expect(cents(credit["TVA"])).toBeLessThan(0);
    for (const l of lines) expect(l["Éléments de preuve"]).toMatch(/^adresse de livraison saisie à la commande/);
  });

  it("the journal gains « Pays de livraison » and « Régime TVA »; the e-reporting keeps destination sales out of TLB1, and the books add up", async () => {
    const q1 = readQuarter(Q1)!;
    const period = `from=${q1.from}&to=${q1.to}`;
    const journal = (await screenFile(`${period}&kind=journal`)).lines;
    const regimes = journal.map((l) => `${l["Type"]} ${l["Pays de livraison"]} ${l["Régime TVA"]} ${l["Taux de TVA (%)"]}`);
    expect(regimes).toEqual([
      "Facture Belgique France 20",
      "Facture France France 20",
      "Facture Belgique OSS Belgique 21",
      "Facture Allemagne OSS Allemagne 19",
      "Avoir Belgique OSS Belgique 21",
      "Avoir France France 20",
      "Facture Belgique OSS Belgique 21",
      "Facture Pays-Bas OSS Pays-Bas 21",
    ]);
    const ereporting = (await screenFile(`${period}&kind=ereporting`)).lines;
    expect(new Set(ereporting.map((l) => l["Taux de TVA (%)"]))).toEqual(new Set(["20"]));
    const oss = (await screenFile(`kind=oss&quarter=${Q1}`)).lines.filter((l) => l["Section"] === "Ventes du trimestre");
    const column = (rows: Record<string, string>[], name: string) => rows.reduce((s, l) => s + cents(l[name]), 0);
    // Sales to individuals: what the e-reporting declares in France plus what the OSS return declares abroad.
    expect(column(ereporting, "Net HT") + column(oss, "Base HT")).toBe(column(journal, "Montant HT"));
    expect(column(ereporting, "Net TVA") + column(oss, "TVA")).toBe(column(journal, "Montant TVA"));
    const french = signed((await allDocuments()).filter((d) => d.scheme === "FR" && d.day >= q1.from && d.day <= q1.to));
    expect(column(ereporting, "Net TVA")).toBe(french.vatCents);
  });

  it("is the same file from `npm run books:export` as from the screen", async () => {
    for (const kind of ["oss", "oss-registre"]) {
      for (const quarter of [Q1, Q2]) {
        const { response } = await screenFile(`kind=${kind}&quarter=${quarter}`);
        const { stdout } = await run(["--kind", kind, "--quarter", quarter]);
        expect(Buffer.from(stdout).equals(Buffer.from(await response.arrayBuffer()))).toBe(true);
      }
    }
  });

  it("the command refuses a bad quarter or kind in French, exits 1 and writes nothing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "oss-books-"));
    const out = path.join(dir, "f.csv");
    const cases: [string[], string][] = [
      [["--kind", "oss", "--quarter", "2027-T5"], BOOK_ERRORS.quarter],
      [["--kind", "oss-registre", "--quarter", "2027-Q1"], BOOK_ERRORS.quarter],
      [["--kind", "oss"], BOOK_ERRORS.quarter],
      [["--kind", "oss", "--quarter", Q1, "--from", "2027-01-01"], "--from et --to ne s'emploient pas avec les livres OSS"],
      [["--kind", "journal", "--quarter", Q1, "--from", "2027-01-01", "--to", "2027-03-31"], "--quarter ne s'emploie qu'avec --kind oss ou --kind oss-registre"],
      [["--kind", "bilan", "--from", "2027-01-01", "--to", "2027-03-31"], BOOK_ERRORS.kind],
    ];
    for (const [args, message] of cases) {
      const refused = await refusal([...args, "--out", out]);
      expect("code" in refused && refused.code).toBe(1);
      expect(String(refused.stderr)).toContain(`Erreur : ${message}`);
      expect(String(refused.stderr)).not.toMatch(/\n\s+at /);
      expect(fs.existsSync(out)).toBe(false);
    }
    fs.rmSync(dir, { recursive: true });
  });

  it("sends a quarter it cannot read back to the screen, with the value typed and the message next to the field", async () => {
    const refused = await runLoader(`${ADMIN_PATH}/livres-comptables/export?quarter=2027-T5&kind=oss`, cookie);
    expect(statusOf(refused)).toBe(302);
    const back = locationOf(refused)!;
    expect(back).toBe(`/${ADMIN_PATH}/livres-comptables?kind=oss&quarter=2027-T5`);
    const screen = dataOf<ReturnType<typeof readBookQuery>>(await runLoader(back.slice(1), cookie));
    expect(screen.values.quarter).toBe("2027-T5");
    expect(screen.errors).toEqual({ quarter: BOOK_ERRORS.quarter });
  });

  it("reads quarters in Paris days", () => {
    expect(readQuarter("2027-T1")).toEqual({ from: "2027-01-01", to: "2027-03-31" });
    expect(readQuarter("2028-T1")).toEqual({ from: "2028-01-01", to: "2028-03-31" });
    expect(readQuarter("2027-T4")).toEqual({ from: "2027-10-01", to: "2027-12-31" });
    expect(readQuarter("2027-T2")).toEqual({ from: "2027-04-01", to: "2027-06-30" });
    expect(readQuarter("2027-T0")).toBeNull();
    expect(quarterOf("2027-03-31")).toBe("2027-T1");
    expect(quarterOf("2027-04-01")).toBe("2027-T2");
    expect(readBookQuery({ kind: "oss", quarter: "2027-t3" }).errors).toEqual({});
  });
});

describe("the OSS records kept ten years (art. 369k)", () => {
  it("the anonymisation keeps delivery_country, carrier and tracking_number, and the privacy page says so", async () => {
    await withTransaction((tx) => anonymiseOrders(tx, [orders.german.id], new Date()));
    const [after] = (await allOrders()).filter((o) => o.id === orders.german.id);
    expect(after).toMatchObject({ customer_name: null, customer_email: null, shipping_address: null, delivery_country: "DE", carrier: "DHL", tracking_number: "JJD0001" });
    expect(retentionStatements()).toContain(
      "Pour les ventes taxées dans un autre pays de l'Union : pays de livraison, transporteur et numéro de suivi, 10 ans après la fin de l'année (registre exigé par l'article 63 quater du règlement d'exécution (UE) n° 282/2011).",
    );
  });
});
