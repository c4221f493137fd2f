import { describe, expect, it } from "vitest";
import { FRAGRANCE_ALLERGENS, HISTORICAL_ALLERGENS, inListOrder } from "~/lib/catalog/fragrance-allergens";
import { inciProblem, isValidGtin13, normaliseInci } from "~/lib/catalog/product-facts";

describe("GTIN-13 check digit", () => {
  it.each(["4006381333931", "3017620422003", "9780201379624"])("accepts %s", (ean) => expect(isValidGtin13(ean)).toBe(true));
  it.each(["4006381333932", "400638133393", "400638133393a", ""])("refuses %j", (ean) => expect(isValidGtin13(ean)).toBe(false));
});

describe("INCI list", () => {
  it("keeps wrapped lines after a comma and tidies the spaces", () => {
    expect(inciProblem("Alcohol Denat.,\nParfum (Fragrance)")).toBeNull();
    expect(normaliseInci("Alcohol  Denat.,\nParfum (Fragrance),Aqua/Water")).toBe("Alcohol Denat., Parfum (Fragrance), Aqua/Water");
  });
  it("refuses markup, other separators and empty items", () => {
    expect(inciProblem("Parfum <script>")).toMatch(/HTML/);
    expect(inciProblem("Parfum > 1")).toMatch(/HTML/);
    expect(inciProblem("Alcohol; Parfum")).toMatch(/virgules/);
    expect(inciProblem("Alcohol,")).toMatch(/manque/);
  });
});

describe("fragrance allergens", () => {
  it("holds each INCI name once, the historical ones first", () => {
    expect(new Set(FRAGRANCE_ALLERGENS).size).toBe(FRAGRANCE_ALLERGENS.length);
    expect(FRAGRANCE_ALLERGENS.slice(0, HISTORICAL_ALLERGENS.length)).toEqual([...HISTORICAL_ALLERGENS]);
    expect(inListOrder(["Vanillin", "Linalool", "Coumarin"])).toEqual(["Coumarin", "Linalool", "Vanillin"]);
  });
});
