import { describe, expect, it, vi } from "vitest";
import { businessBuyerOfStripe } from "~/lib/checkout/stripe-business-buyer";
import { splitAddress } from "~/lib/documents/factur-x";
import { decimalAmount } from "~/lib/format/money";

describe("the company Stripe Checkout's business box gives (decision 125)", () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});

  it("an individual: no business name, no tax id", () => {
    expect(businessBuyerOfStripe({ name: "Claire Martin", business_name: null, tax_ids: [] })).toBeNull();
    expect(businessBuyerOfStripe(null)).toBeNull();
  });

  it("takes the SIREN from the French VAT number, whatever Stripe's spacing", () => {
    expect(businessBuyerOfStripe({ business_name: " Parfumerie Lumière ", tax_ids: [{ type: "eu_vat", value: "fr 44 732 829 320" }] })).toEqual({
      name: "Parfumerie Lumière",
      siren: "732829320",
      vatNumber: "FR44732829320",
    });
  });

  it("checks fr_siren and fr_siret ids by their Luhn key, the VAT number's SIREN winning", () => {
    expect(businessBuyerOfStripe({ business_name: "A", tax_ids: [{ type: "fr_siret", value: "732 829 320 00074" }] })?.siren).toBe("732829320");
    // A SIREN whose key fails leaves no SIREN: a consumer sale (decision 138).
    expect(businessBuyerOfStripe({ business_name: "A", tax_ids: [{ type: "fr_siren", value: "732829321" }] })).toBeNull();
    expect(
      businessBuyerOfStripe({ business_name: "A", tax_ids: [{ type: "fr_siren", value: "552100554" }, { type: "eu_vat", value: "FR44732829320" }] })?.siren,
    ).toBe("732829320");
  });

  it("reads the legal name from `name` on API versions before business_name, only when a tax id was given", () => {
    expect(businessBuyerOfStripe({ name: "Atelier SAS", tax_ids: [{ type: "eu_vat", value: "FR44732829320" }] })?.name).toBe("Atelier SAS");
  });
});

describe("a French address split for EN 16931", () => {
  it("street lines, postcode and city, and France by default", () => {
    expect(splitAddress("8 rue de la Paix\nBâtiment B\n75002 Paris")).toEqual({ lines: ["8 rue de la Paix", "Bâtiment B"], postcode: "75002", city: "Paris", country: "FR" });
    expect(splitAddress("12 rue des Rosiers, 75004 Paris, FR")).toEqual({ lines: ["12 rue des Rosiers"], postcode: "75004", city: "Paris", country: "FR" });
    expect(splitAddress(null)).toEqual({ lines: [], postcode: null, city: null, country: "FR" });
  });
});

describe("decimalAmount", () => {
  it("writes signed cents with two decimals, in the separator asked", () => {
    expect([decimalAmount(0), decimalAmount(5), decimalAmount(-1234), decimalAmount(1234, ",")]).toEqual(["0.00", "0.05", "-12.34", "12,34"]);
  });
});
