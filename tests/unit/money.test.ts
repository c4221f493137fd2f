import { describe, expect, it } from "vitest";
import { centsToEuroInput, formatPrice, parseEurosToCents, pricePer100MlText } from "~/lib/format/money";

/** Intl writes French amounts with narrow no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("formatPrice", () => {
  it("formats integer cents the French way", () => {
    expect(plain(formatPrice(3995))).toBe("39,95 €");
    expect(plain(formatPrice(7990))).toBe("79,90 €");
    expect(plain(formatPrice(0))).toBe("0,00 €");
    expect(plain(formatPrice(5))).toBe("0,05 €");
  });

  it("groups thousands with a space", () => {
    expect(plain(formatPrice(123456))).toBe("1 234,56 €");
  });

  it("separates the amount from the euro sign with a no-break space, never a plain one", () => {
    expect(formatPrice(3995)).toMatch(/^39,95[\u00a0\u202f]€$/);
  });
});

describe("parseEurosToCents", () => {
  it.each([
    ["39,95", 3995],
    ["39.95", 3995],
    ["39.9", 3990],
    ["39,9", 3990],
    ["39", 3900],
    ["0", 0],
    ["0,05", 5],
    [" 39,95 € ", 3995],
    ["1 234,56", 123456],
  ])("reads %j as %i cents", (input, cents) => {
    expect(parseEurosToCents(input)).toBe(cents);
  });

  it.each(["", "abc", "-1", "-39,95", "39,999", "39,95,1", "1e3", ",5", "39."])(
    "refuses %j",
    (input) => {
      expect(parseEurosToCents(input)).toBeNull();
    },
  );
});

describe("centsToEuroInput", () => {
  it("writes cents as a decimal value for an input field", () => {
    expect(centsToEuroInput(3995)).toBe("39.95");
    expect(centsToEuroInput(3900)).toBe("39.00");
    expect(centsToEuroInput(5)).toBe("0.05");
    expect(centsToEuroInput(null)).toBe("");
    expect(centsToEuroInput(undefined)).toBe("");
  });

  it("round-trips with parseEurosToCents", () => {
    for (const cents of [0, 1, 99, 3995, 123456]) {
      expect(parseEurosToCents(centsToEuroInput(cents))).toBe(cents);
    }
  });
});

describe("pricePer100MlText", () => {
  it("is the price of 100 ml at this format's price, rounded to the cent, through the one formatter", () => {
    expect(plain(pricePer100MlText(3995, 50) ?? "")).toBe("79,90 € / 100 ml");
    expect(plain(pricePer100MlText(1500, 10) ?? "")).toBe("150,00 € / 100 ml");
    expect(plain(pricePer100MlText(5900, 100) ?? "")).toBe("59,00 € / 100 ml");
    // 29,90 € for 30 ml is 99,666… € per 100 ml.
    expect(plain(pricePer100MlText(2990, 30) ?? "")).toBe("99,67 € / 100 ml");
  });

  it("says nothing for a format that is not a volume", () => {
    expect(pricePer100MlText(3995, null)).toBeNull();
  });
});
