import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { businessBuyerOf, demoPaymentSchema } from "~/lib/checkout/demo-schema";
import { businessCompany, isBusinessSale } from "~/lib/legal/business-sale";
import { CATALOGUES } from "~/lib/i18n/texts.server";

/** The payment form's messages on a French page. */
const FRENCH = CATALOGUES.fr.checkout;

const RULE = "app/lib/legal/business-sale.ts";

function sources(dir: string): { file: string; code: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [{ file: full.split(path.sep).join("/"), code: fs.readFileSync(full, "utf8") }] : [];
  });
}

/**
 * Ways code decides « business or not » by itself from what a document keeps of the buyer: the
 * truth of a company's SIREN or VAT number, or of the company itself. Only the rule may.
 */
const OWN_RULES = [
  /\bcompany\??\.(?:siren|vatNumber)\s*(?:\|\||&&|\?(?![.?]))/,
  /Boolean\([^)]*\bcompany\b/,
  /(?:!|if\s*\(\s*)[\w.?]*\b(?:customer|snapshot|invoice)\??\.company\b/,
];

const FORM = { email: "claire@example.fr", name: "Claire Martin", address: "8 rue de la Paix", postalCode: "75002", city: "Paris", terms: true };

describe("one rule says whether a sale is to a business (issue 43 item 11, decision 138)", () => {
  it("a buyer is a business when its SIREN is known, whatever else it gave", () => {
    const identified = { company: { name: "Atelier", siren: "732829320", vatNumber: null } };
    const nameOnly = { company: { name: "Atelier", siren: null, vatNumber: null } };
    expect(isBusinessSale(identified)).toBe(true);
    expect(isBusinessSale(nameOnly)).toBe(false);
    expect(isBusinessSale({})).toBe(false);
    expect(businessCompany(nameOnly)).toBeNull();
    expect(businessCompany(identified)).toBe(identified.company);
  });

  it("the demo form asks a company's SIREN or VAT number, and reads the SIREN out of the VAT number", () => {
    const nameOnly = demoPaymentSchema("FR", (key) => FRENCH[key as keyof typeof FRENCH]).safeParse({ ...FORM, companyName: "Atelier Parfum" });
    expect(nameOnly.success).toBe(false);
    expect(nameOnly.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["siren", FRENCH.oESirenNeeded]]);
    const withVat = demoPaymentSchema("FR", (key) => FRENCH[key as keyof typeof FRENCH]).parse({ ...FORM, companyName: "Atelier Parfum", vatNumber: "FR44732829320" });
    expect(businessBuyerOf(withVat)).toEqual({ name: "Atelier Parfum", siren: "732829320", vatNumber: "FR44732829320" });
    expect(businessBuyerOf(demoPaymentSchema("FR", (key) => FRENCH[key as keyof typeof FRENCH]).parse(FORM))).toBeNull();
  });

  it("is defined once: no other module decides it from the company's identifiers", () => {
    const offenders = sources("app")
      .filter(({ file }) => file !== RULE)
      .flatMap(({ file, code }) => OWN_RULES.filter((pattern) => pattern.test(code)).map((pattern) => `${file}: ${pattern}`));
    expect(offenders).toEqual([]);
    // The two that once disagreed (the Factur-X and the books) both ask the rule.
    for (const file of ["app/lib/documents/factur-x.ts", "app/lib/documents/books.ts"]) {
      expect(fs.readFileSync(file, "utf8")).toMatch(/from "\.\.\/legal\/business-sale"/);
    }
  });

  it("the checks would see a second definition (they are not vacuous)", () => {
    const seen = (code: string) => OWN_RULES.some((pattern) => pattern.test(code));
    expect(seen("const isBusiness = ({ company }) => Boolean(company?.siren || company?.vatNumber);")).toBe(true);
    expect(seen("if (!invoice.customer.company) return null;")).toBe(true);
    expect(seen("return company.siren ? 'B2B' : 'B2C';")).toBe(true);
    expect(seen("const company = businessCompany(invoice.customer);")).toBe(false);
  });
});
