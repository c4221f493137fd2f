import { describe, expect, it } from "vitest";
import { amountRows, amountsOfOrder, cartTotalRows, type OrderAmounts } from "~/lib/orders/amount-rows";
import { invoiceRows } from "~/lib/documents/document-rows";
import { invoiceLines, type InvoiceSnapshot } from "~/lib/documents/snapshots";
import { discountCents } from "~/lib/promo/rules";
import { vatIncludedCents } from "~/lib/legal/vat";

/** Intl writes French amounts with narrow no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
const shown = (a: OrderAmounts) => {
  const { lines, totals } = amountRows(a);
  return {
    lines: lines.map((l) => [l.name, l.quantity, plain(l.unitPrice), plain(l.total)]),
    totals: totals.map((t) => [t.label, plain(t.value)].map(plain)),
  };
};

/** Two bottles of 39,95 € and one of 59,00 €, with a promo, a wrap and shipping, VAT at 20 %. */
function order(discount: number, promoCode: string | null, wrapCents: number | null, shippingCents: number, samples: string[] = []): OrderAmounts {
  const subtotal = 2 * 3995 + 5900;
  const total = subtotal - discount + (wrapCents ?? 0) + shippingCents;
  return amountsOfOrder(
    {
      subtotal_cents: subtotal,
      discount_cents: discount,
      promo_code: promoCode,
      gift_wrap_cents: wrapCents,
      shipping_method_name: "Colissimo",
      shipping_cents: shippingCents,
      total_cents: total,
      vat_rate_bp: 2000,
      vat_cents: vatIncludedCents(total, 2000),
      refunded_cents: 0,
    },
    [
      { name: "Saphir Bleu", format_label: "50 ml", quantity: 2, unit_price_cents: 3995 },
      { name: "Magie Noir", format_label: "100 ml", quantity: 1, unit_price_cents: 5900 },
    ],
    samples,
  );
}

describe("an order's amount rows", () => {
  it("lists each line with its format, quantity, unit price and total", () => {
    expect(shown(order(0, null, null, 490)).lines).toEqual([
      ["Saphir Bleu (50 ml)", 2, "39,95 €", "79,90 €"],
      ["Magie Noir (100 ml)", 1, "59,00 €", "59,00 €"],
    ]);
  });

  it("says « Offerte » for a free shipping and « Offert » for an offered wrap, never 0,00 €", () => {
    expect(shown(order(0, null, 0, 0)).totals).toEqual([
      ["Sous-total", "138,90 €"],
      ["Emballage cadeau", "Offert"],
      ["Livraison (Colissimo)", "Offerte"],
      ["Total TTC", "138,90 €"],
      ["dont TVA 20 %", "23,15 €"],
    ]);
  });

  it("takes a percentage promo off with its code, then the paid wrap, the samples and the paid shipping", () => {
    const off = discountCents("percentage", 10, 13890);
    expect(shown(order(off, "BIENVENUE10", 500, 490, ["Rose Merveilleuse", "Bahia"])).totals).toEqual([
      ["Sous-total", "138,90 €"],
      ["Réduction (code BIENVENUE10)", "−13,89 €"],
      ["Emballage cadeau", "5,00 €"],
      ["Échantillons offerts", "Rose Merveilleuse, Bahia"],
      ["Livraison (Colissimo)", "4,90 €"],
      ["Total TTC", "134,91 €"],
      ["dont TVA 20 %", "22,49 €"],
    ]);
  });

  it("has no shipping row for an order that is not posted (gift cards alone, no shipping method)", () => {
    const cards = amountsOfOrder(
      { subtotal_cents: 5000, discount_cents: 0, promo_code: null, gift_wrap_cents: null, shipping_method_name: null, shipping_cents: 0, total_cents: 5000, vat_rate_bp: 2000, vat_cents: 833, refunded_cents: 0 },
      [{ name: "Carte cadeau pour Léa", format_label: null, quantity: 1, unit_price_cents: 5000 }],
      [],
    );
    expect(shown(cards).totals).toEqual([
      ["Sous-total", "50,00 €"],
      ["Total TTC", "50,00 €"],
      ["dont TVA 20 %", "8,33 €"],
    ]);
  });

  it("takes a fixed promo off as it is", () => {
    const off = discountCents("fixed", 1500, 13890);
    const { totals } = shown(order(off, "MERCI15", null, 0));
    expect(totals.slice(0, 2)).toEqual([["Sous-total", "138,90 €"], ["Réduction (code MERCI15)", "−15,00 €"]]);
    expect(totals.find(([label]) => label === "Total TTC")).toEqual(["Total TTC", "123,90 €"]);
  });

  it("states the VAT of an order from before it was recorded, as its invoice does, and what was refunded", () => {
    const a = order(0, null, null, 0);
    const legacy = amountsOfOrder(
      { subtotal_cents: 13890, discount_cents: 0, promo_code: null, gift_wrap_cents: null, shipping_method_name: null, shipping_cents: 0, total_cents: 13890, vat_rate_bp: 2000, vat_cents: 0, refunded_cents: 3995 },
      [],
      [],
    );
    expect(legacy.vatCents).toBe(a.vatCents);
    expect(shown(legacy).totals.slice(-3)).toEqual([["Total TTC", "138,90 €"], ["dont TVA 20 %", "23,15 €"], ["Remboursé", "−39,95 €"]]);
  });
});

describe("an invoice's rows", () => {
  it("come from its snapshot alone, and the lines add up to its totals", () => {
    const a = { subtotal_cents: 13890, discount_cents: 1389, shipping_cents: 490, total_cents: 12991, vat_rate_bp: 2000, promo_code: "BIENVENUE10", shipping_method_name: "Colissimo", gift_wrap_cents: 0 };
    const items = [{ name: "Saphir Bleu", format_label: "50 ml", unit_price_cents: 3995, quantity: 2 }, { name: "Magie Noir", format_label: "100 ml", unit_price_cents: 5900, quantity: 1 }];
    const { lines, totals } = invoiceLines(a, items, vatIncludedCents(12991, 2000));
    const snapshot = { lines, totals, vatRateBp: 2000 } as InvoiceSnapshot;
    const rows = invoiceRows(snapshot);
    expect(rows.lines.map((cells) => cells.map(plain))).toEqual([
      ["Saphir Bleu (50 ml)", "2", "33,29 €", "20 %", "13,32 €", "66,58 €", "79,90 €"],
      ["Magie Noir (100 ml)", "1", "49,17 €", "20 %", "9,83 €", "49,17 €", "59,00 €"],
      ["Réduction (code BIENVENUE10)", "1", "-11,57 €", "20 %", "-2,32 €", "-11,57 €", "-13,89 €"],
      ["Livraison (Colissimo)", "1", "4,08 €", "20 %", "0,82 €", "4,08 €", "4,90 €"],
    ]);
    expect(rows.totals.map((t) => [plain(t.label), plain(t.value)])).toEqual([["Total HT", "108,26 €"], ["TVA 20 %", "21,65 €"], ["Total TTC", "129,91 €"]]);
  });
});

describe("the cart's rows (issue 44: one builder with the order's)", () => {
  const cart = {
    bottles: 2,
    subtotalCents: 7990,
    discountCents: 799,
    promoCode: "BIENVENUE10",
    giftWrapCents: 490,
    samples: ["Saphir Bleu"],
    shippingMethodName: "Colissimo",
    shippingCents: 0,
    giftCardsCents: 5000,
    totalCents: 12_681,
    amountDueCents: 10_681,
    vatCents: 1780,
  };

  it("names the bottles, then the same labels and prices as an order's rows, the cards bought and what is left to pay", () => {
    expect(cartTotalRows(cart).map((r) => [r.key, r.label, r.value.replace(/\s/g, " ")])).toEqual([
      ["subtotal", "Sous-total (2 articles)", "79,90 €"],
      ["discount", "Réduction (code BIENVENUE10)", "−7,99 €"],
      ["wrap", "Emballage cadeau", "4,90 €"],
      ["samples", "Échantillons offerts", "Saphir Bleu"],
      ["shipping", "Livraison (Colissimo)", "Offerte"],
      ["gift_cards_bought", "Cartes cadeaux", "50,00 €"],
      ["total", "Total TTC", "126,81 €"],
      ["gift_card", "Payé par carte cadeau (TVA acquittée à son achat)", "−20,00 €"],
      ["due", "Reste à payer", "106,81 €"],
      ["vat", "TVA incluse (taux du pays de livraison)", "17,80 €"],
    ]);
  });

  it("a cart of cards alone shows no sub-total of bottles and no delivery", () => {
    const rows = cartTotalRows({ ...cart, bottles: 0, subtotalCents: 0, discountCents: 0, giftWrapCents: null, samples: [], shippingMethodName: null, totalCents: 5000, amountDueCents: 5000 });
    expect(rows.map((r) => r.key)).toEqual(["gift_cards_bought", "total", "vat"]);
  });
});
