import { describe, expect, it } from "vitest";
import {
  DISTANCE_SALES_THRESHOLD_CENTS,
  distanceSalesNotice,
  isDistanceSale,
  ossRegistrationSchema,
  OSS_DATE_INVALID,
  parisYear,
  saleHtCents,
  taxingCountry,
  vatSchemeFor,
  type SchemeQuestion,
} from "~/lib/legal/distance-sales";

// Decision 157: the threshold of art. 59c of directive 2006/112/EC (CGI 258 A, I-1°).

const question = (over: Partial<SchemeQuestion> = {}): SchemeQuestion => ({
  country: "BE",
  paidOn: "2027-03-10",
  ossFrom: null,
  totals: { previousYearHtCents: 0, yearHtCents: 0 },
  saleHtCents: 5_000,
  ...over,
});

describe("vatSchemeFor", () => {
  it("French VAT while this year's total with the sale stays at or under 10 000 € HT; the destination's from one cent over", () => {
    expect(vatSchemeFor(question({ totals: { previousYearHtCents: 0, yearHtCents: 995_000 }, saleHtCents: 5_000 }))).toBe("FR");
    expect(vatSchemeFor(question({ totals: { previousYearHtCents: 0, yearHtCents: 995_001 }, saleHtCents: 5_000 }))).toBe("destination");
    // The sale that crosses is itself taxed at destination (« as of that time »), and every later one.
    expect(vatSchemeFor(question({ totals: { previousYearHtCents: 0, yearHtCents: 990_000 }, saleHtCents: 20_000 }))).toBe("destination");
    expect(vatSchemeFor(question({ totals: { previousYearHtCents: 0, yearHtCents: 1_200_000 }, saleHtCents: 1 }))).toBe("destination");
  });

  it("a previous year over 10 000 € makes the whole year destination-taxed; exactly 10 000 € does not", () => {
    expect(vatSchemeFor(question({ totals: { previousYearHtCents: DISTANCE_SALES_THRESHOLD_CENTS + 1, yearHtCents: 0 } }))).toBe("destination");
    expect(vatSchemeFor(question({ totals: { previousYearHtCents: DISTANCE_SALES_THRESHOLD_CENTS, yearHtCents: 0 } }))).toBe("FR");
  });

  it("the OSS registration applies from its day, whatever the totals", () => {
    expect(vatSchemeFor(question({ ossFrom: "2027-03-10" }))).toBe("destination");
    expect(vatSchemeFor(question({ ossFrom: "2027-01-01" }))).toBe("destination");
    expect(vatSchemeFor(question({ ossFrom: "2027-03-11" }))).toBe("FR");
  });

  it("France and Monaco are never distance sales: French VAT past the threshold and in the OSS", () => {
    for (const country of ["FR", "MC"]) {
      expect(isDistanceSale(country)).toBe(false);
      expect(vatSchemeFor(question({ country, ossFrom: "2027-01-01", totals: { previousYearHtCents: 2_000_000, yearHtCents: 2_000_000 } }))).toBe("FR");
    }
    expect(isDistanceSale("DE")).toBe(true);
  });

  it("the taxing country: the destination's, or France's", () => {
    expect(taxingCountry("BE", "destination")).toBe("BE");
    expect(taxingCountry("BE", "FR")).toBe("FR");
  });
});

describe("the year and the sale's value", () => {
  it("the year is Paris's: 23:30 UTC on 31 December is already January in Paris", () => {
    expect(parisYear(new Date("2027-12-31T22:59:59Z"))).toBe(2027);
    expect(parisYear(new Date("2027-12-31T23:00:00Z"))).toBe(2028);
  });

  it("a sale counts its HT as a French sale", () => {
    expect(saleHtCents(4_985, 2000)).toBe(4_985 - 831);
    expect(saleHtCents(0, 2000)).toBe(0);
  });
});

describe("distanceSalesNotice", () => {
  it("nothing under 8 000 € with no OSS date; the total from 8 000 €; the crossing this year or last; the OSS date", () => {
    expect(distanceSalesNotice(2027, { previousYearHtCents: 0, yearHtCents: 799_999 }, null)).toBeNull();
    expect(distanceSalesNotice(2027, { previousYearHtCents: 0, yearHtCents: 800_000 }, null)).toEqual({ year: 2027, yearHtCents: 800_000, crossedIn: null, ossFrom: null });
    expect(distanceSalesNotice(2027, { previousYearHtCents: 0, yearHtCents: 1_000_001 }, null)).toMatchObject({ crossedIn: 2027 });
    expect(distanceSalesNotice(2028, { previousYearHtCents: 1_000_001, yearHtCents: 0 }, null)).toMatchObject({ crossedIn: 2027, yearHtCents: 0 });
    expect(distanceSalesNotice(2027, { previousYearHtCents: 0, yearHtCents: 0 }, "2027-01-01")).toEqual({ year: 2027, yearHtCents: 0, crossedIn: null, ossFrom: "2027-01-01" });
  });
});

describe("« Régime TVA des ventes dans l'UE »", () => {
  it("takes a real day or nothing, and says why it refuses", () => {
    expect(ossRegistrationSchema.safeParse({ oss_registered_on: "2027-01-01" })).toMatchObject({ success: true, data: { oss_registered_on: "2027-01-01" } });
    expect(ossRegistrationSchema.safeParse({})).toMatchObject({ success: true, data: { oss_registered_on: null } });
    const refused = ossRegistrationSchema.safeParse({ oss_registered_on: "2027-02-30" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(OSS_DATE_INVALID);
  });
});
