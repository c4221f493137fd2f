import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { withTransaction, tables } from "~/lib/platform/database.server";
import { formatPrice } from "~/lib/format/money";
import { INVALID_CODE_MESSAGE, promoDiscount, promoRefusal, validatePromoCode } from "~/lib/promo/promo.server";
import { discountCents, finalCents } from "~/lib/promo/rules";
import type { PromoCode } from "~/lib/platform/schema.server";
import { subtotalCents } from "~/lib/cart/rules";

const now = new Date("2025-06-15T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

function code(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: 1,
    code: "ETE",
    is_active: true,
    discount_type: "percentage",
    discount_value: 10,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    times_used: 0,
    min_subtotal_cents: 0,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

describe("discount math in integer cents", () => {
  it("100% takes the whole subtotal and the total is 0", () => {
    expect(discountCents("percentage", 100, 11985)).toBe(11985);
    expect(finalCents(11985, 11985)).toBe(0);
  });

  it("a fixed amount above the subtotal is capped: the total never goes below 0", () => {
    expect(discountCents("fixed", 5000, 3995)).toBe(3995);
    expect(finalCents(3995, discountCents("fixed", 5000, 3995))).toBe(0);
    expect(finalCents(1000, 5000)).toBe(0);
  });

  it("percentages round half up to the cent", () => {
    // 10% of 119,85 € is 11,985 €: the shopper saves 11,99 €.
    expect(discountCents("percentage", 10, 11985)).toBe(1199);
    // 15% of 39,95 € is 5,9925 €: 5,99 €.
    expect(discountCents("percentage", 15, 3995)).toBe(599);
    // 10% of 0,05 € is 0,005 €: 0,01 €.
    expect(discountCents("percentage", 10, 5)).toBe(1);
    expect(Number.isInteger(discountCents("percentage", 33, 3995))).toBe(true);
  });

  it("0% or an empty cart gives no discount", () => {
    expect(discountCents("percentage", 0, 3995)).toBe(0);
    expect(discountCents("fixed", 500, 0)).toBe(0);
  });

  it("3 × 39,95 € = 119,85 €, with no floating point on the way", () => {
    const subtotal = subtotalCents([{ unitPriceCents: 3995, quantity: 3 }]);
    expect(subtotal).toBe(11985);
    expect(formatPrice(subtotal).replace(/[\u00a0\u202f]/g, " ")).toBe("119,85 €");
    expect(formatPrice(finalCents(subtotal, 1199)).replace(/[\u00a0\u202f]/g, " ")).toBe("107,86 €");
  });
});

describe("promo rules", () => {
  it("accepts an active code within its dates, uses and minimum", () => {
    const ok = code({
      starts_at: new Date(now.getTime() - day),
      ends_at: new Date(now.getTime() + day),
      max_uses: 5,
      times_used: 4,
      min_subtotal_cents: 3995,
    });
    expect(promoRefusal(ok, 3995, now, ok.times_used)).toBeNull();
  });

  it("refuses an unknown or inactive code", () => {
    expect(promoRefusal(undefined, 3995, now, 0)).toBe(INVALID_CODE_MESSAGE);
    expect(promoRefusal(code({ is_active: false }), 3995, now, 0)).toBe(INVALID_CODE_MESSAGE);
  });

  it("refuses a code not started yet, or expired", () => {
    expect(promoRefusal(code({ starts_at: new Date(now.getTime() + 1000) }), 3995, now, 0)).toBe(
      "Ce code promo n'est pas encore actif",
    );
    expect(promoRefusal(code({ ends_at: new Date(now.getTime() - 1000) }), 3995, now, 0)).toBe("Ce code promo a expiré");
  });

  it("refuses a code used up, counting the uses pending checkouts hold", () => {
    expect(promoRefusal(code({ max_uses: 3, times_used: 3 }), 3995, now, 3)).toBe(
      "Ce code promo a atteint son nombre maximum d'utilisations",
    );
    expect(promoRefusal(code({ max_uses: 3, times_used: 1 }), 3995, now, 3)).toBe(
      "Ce code promo a atteint son nombre maximum d'utilisations",
    );
    expect(promoRefusal(code({ max_uses: 3, times_used: 1 }), 3995, now, 2)).toBeNull();
  });

  it("refuses a subtotal under the minimum, saying the minimum in euros", () => {
    const refusal = promoRefusal(code({ min_subtotal_cents: 5000 }), 3995, now, 0);
    expect(refusal?.replace(/[\u00a0\u202f]/g, " ")).toBe(
      "Ce code promo nécessite un minimum d'achat de 50,00 €",
    );
  });
});

describe("validatePromoCode (SPEC's validate-promo-code answer)", () => {
  beforeEach(async () => {
    const { promo_codes } = tables();
    await withTransaction(async (tx) => {
      await tx.delete(promo_codes).where(eq(promo_codes.code, "FIXE5"));
      await tx.insert(promo_codes).values({ code: "FIXE5", discount_type: "fixed", discount_value: 500 });
    });
  });

  it("answers 'Veuillez entrer un code promo' for a blank code", async () => {
    for (const input of ["", "   ", undefined, 42]) {
      expect(await validatePromoCode(input, 3995, now)).toEqual({
        valid: false,
        error: "Veuillez entrer un code promo",
        code: "",
        discount_type: null,
        discount_value: null,
      });
    }
  });

  it("forces lowercase input to uppercase before the exact lookup", async () => {
    const result = await validatePromoCode("  bienvenue10 ", 3995, now);
    expect(result).toEqual({
      valid: true,
      error: null,
      code: "BIENVENUE10",
      discount_type: "percentage",
      discount_value: 10,
    });
    expect(promoDiscount(result, 3995)).toBe(400);
  });

  it("answers 'Ce code promo n'est pas valide' for an unknown code", async () => {
    expect(await validatePromoCode("INCONNU", 3995, now)).toMatchObject({
      valid: false,
      code: "INCONNU",
      error: "Ce code promo n'est pas valide",
    });
  });

  it("applies a fixed code in cents, capped at the subtotal", async () => {
    const result = await validatePromoCode("fixe5", 3995, now);
    expect(promoDiscount(result, 3995)).toBe(500);
    expect(promoDiscount(result, 300)).toBe(300);
  });
});
