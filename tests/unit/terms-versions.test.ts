import { describe, expect, it } from "vitest";
import { formatTermsVersion, TERMS_VERSION, TERMS_VERSION_ABROAD, TERMS_VERSIONS, termsVersionOf } from "~/lib/legal/terms";

/** A terms version as a comparable pair: its day, then its revision of that day (decision 127: none is the first). */
const order = (version: string): [string, number] => {
  const [day, revision = "1"] = version.split(".");
  return [day, Number(revision)];
};
const isLater = (a: string, b: string) => {
  const [dayA, revA] = order(a);
  const [dayB, revB] = order(b);
  return dayA === dayB ? revA > revB : dayA > dayB;
};

describe("the terms' version per language (decision 169)", () => {
  it("never shows English terms older than the French: a change of substance bumps both", () => {
    for (const text of ["france", "abroad", "franceMultiPurpose", "abroadMultiPurpose"] as const) {
      expect(isLater(TERMS_VERSIONS.fr[text], TERMS_VERSIONS.en[text]), text).toBe(false);
    }
  });

  it("compares versions by day, then by the day's revision", () => {
    expect(isLater("2026-11-28.2", "2026-11-28")).toBe(true);
    expect(isLater("2026-11-28.10", "2026-11-28.9")).toBe(true);
    expect(isLater("2026-11-27.3", "2026-11-28")).toBe(false);
    expect(isLater("2026-11-28", "2026-11-28.1")).toBe(false);
  });

  it("gives the languages of the contract (section 12) a version of their own, and says each version in its language", () => {
    expect(TERMS_VERSIONS.fr).toMatchObject({ france: TERMS_VERSION, abroad: TERMS_VERSION_ABROAD });
    expect(TERMS_VERSION).toBe("2026-11-28.4");
    expect(termsVersionOf(false)).toBe(TERMS_VERSION);
    expect(termsVersionOf(true, false, "en")).toBe(TERMS_VERSIONS.en.abroad);
    expect(termsVersionOf(true, true, "en")).toBe(TERMS_VERSIONS.en.abroadMultiPurpose);
    expect(new Set(Object.values(TERMS_VERSIONS.fr)).size).toBe(4);
    expect(formatTermsVersion("2026-11-28.2")).toBe("28 novembre 2026, révision 2");
    expect(formatTermsVersion("2026-11-28.2", "en")).toBe("28 November 2026, revision 2");
    expect(formatTermsVersion("2026-11-28", "en")).toBe("28 November 2026");
  });
});
