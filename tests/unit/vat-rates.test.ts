import { describe, expect, it } from "vitest";
import { isFutureRate, rateAt, rateOn, rateStates, vatDayOf, vatRateSchema, type VatRateRow } from "~/lib/legal/vat-rates";

const ROWS: VatRateRow[] = [
  { country: "FR", rate_bp: 2000, valid_from: "2014-01-01" },
  { country: "FR", rate_bp: 2100, valid_from: "2027-01-01" },
  { country: "FI", rate_bp: 2400, valid_from: "2013-01-01" },
  { country: "FI", rate_bp: 2550, valid_from: "2024-09-01" },
  { country: "LU", rate_bp: 1700, valid_from: "2015-01-01" },
  { country: "LU", rate_bp: 1600, valid_from: "2023-01-01" },
  { country: "LU", rate_bp: 1700, valid_from: "2024-01-01" },
];

describe("rateOn: the row of the greatest date not after the day (decision 158)", () => {
  it("takes a change from its first day on, not the day before", () => {
    expect(rateOn(ROWS, "FR", "2026-12-31")).toBe(2000);
    expect(rateOn(ROWS, "FR", "2027-01-01")).toBe(2100);
    expect(rateOn(ROWS, "FR", "2030-06-15")).toBe(2100);
  });

  it("Luxembourg's 16 % applied for 2023 only, whatever the rows' order", () => {
    const shuffled = [...ROWS].reverse();
    expect(rateOn(shuffled, "LU", "2022-12-31")).toBe(1700);
    expect(rateOn(shuffled, "LU", "2023-01-01")).toBe(1600);
    expect(rateOn(shuffled, "LU", "2023-12-31")).toBe(1600);
    expect(rateOn(shuffled, "LU", "2024-01-01")).toBe(1700);
  });

  it("Monaco takes France's rate; a country without a row, or before its first, throws", () => {
    expect(rateOn(ROWS, "MC", "2027-01-01")).toBe(2100);
    expect(() => rateOn(ROWS, "BE", "2026-11-28")).toThrow("Aucun taux de TVA pour BE au 2026-11-28");
    expect(() => rateOn(ROWS, "FR", "2013-12-31")).toThrow();
  });
});

describe("rateAt: the destination's own calendar day", () => {
  it("France changes at midnight in Paris: 23:00 UTC in winter", () => {
    expect(vatDayOf("FR", new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(rateAt(ROWS, "FR", new Date("2026-12-31T22:59:59Z"))).toBe(2000);
    expect(rateAt(ROWS, "FR", new Date("2026-12-31T23:00:00Z"))).toBe(2100);
  });

  it("Finland's 25,5 % starts at midnight in Helsinki, 23:00 in Paris", () => {
    expect(rateAt(ROWS, "FI", new Date("2024-08-31T20:59:59Z"))).toBe(2400);
    expect(rateAt(ROWS, "FI", new Date("2024-08-31T21:00:00Z"))).toBe(2550);
    expect(vatDayOf("FR", new Date("2024-08-31T21:00:00Z"))).toBe("2024-08-31");
  });
});

describe("what the owner may still change", () => {
  const now = new Date("2026-12-31T22:30:00Z"); // 23:30 in Paris

  it("a row is future only from the day after today in its country", () => {
    expect(isFutureRate({ country: "FR", valid_from: "2027-01-01" }, now)).toBe(true);
    expect(isFutureRate({ country: "FR", valid_from: "2026-12-31" }, now)).toBe(false);
    // Already 00:30 on 1 January in Helsinki.
    expect(isFutureRate({ country: "FI", valid_from: "2027-01-01" }, now)).toBe(false);
  });

  it("each row's state: in force, still to come, or replaced", () => {
    const states = Object.fromEntries(rateStates(ROWS, now).map((r) => [`${r.country} ${r.valid_from}`, r.state]));
    expect(states).toEqual({
      "FR 2014-01-01": "current",
      "FR 2027-01-01": "future",
      "FI 2013-01-01": "past",
      "FI 2024-09-01": "current",
      "LU 2015-01-01": "past",
      "LU 2023-01-01": "past",
      "LU 2024-01-01": "current",
    });
  });
});

describe("the « Taux de TVA » form", () => {
  const parse = (fields: Record<string, string>) => vatRateSchema.safeParse({ country: "BE", valid_from: "2027-01-01", ...fields });

  it("reads a rate in % into basis points, with a comma or a point", () => {
    expect(parse({ rate: "21" }).data?.rate).toBe(2100);
    expect(parse({ rate: "25,5" }).data?.rate).toBe(2550);
    expect(parse({ rate: "5.55" }).data?.rate).toBe(555);
  });

  it("refuses a rate above 30 %, three decimals, Monaco and an impossible day", () => {
    expect(parse({ rate: "31" }).success).toBe(false);
    expect(parse({ rate: "20,125" }).success).toBe(false);
    expect(parse({ rate: "20", country: "MC" }).success).toBe(false);
    expect(parse({ rate: "20", valid_from: "2027-02-30" }).success).toBe(false);
  });
});
