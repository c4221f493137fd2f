import { describe, expect, it } from "vitest";
import { cardsOf } from "~/lib/catalog/catalog.server";
import { sellableQuantities } from "~/lib/catalog/inventory.server";
import { isInStock } from "~/lib/catalog/product-rules";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { HOLD_GRACE_MS, PAYMENT_WINDOW_MS } from "~/lib/holds/holds.server";
import { checkoutAndPay, defaultFormat, postCheckout, productBySlug, resetShop, setDefaultFormat } from "./checkout-helpers";

// One inventory (decision 105): what a listing counts in SQL is what the product page, the cart and
// payment ask of product-rules, and what can be sold is the format's stock less the live holds.

describe("one inventory for listings, cart and payment", () => {
  it("a card counts a format in stock exactly when isInStock says so, for each status and quantity", async () => {
    await resetShop();
    const { id } = await productBySlug("bahia");
    for (const [stock_status, stock_quantity] of [
      ["in_stock", 3],
      ["in_stock", 0],
      ["out_of_stock", 3],
      ["out_of_stock", 0],
    ] as const) {
      await setDefaultFormat(id, { stock_status, stock_quantity });
      const [card] = await cardsOf([{ id }]);
      expect(card.in_stock_count, `${stock_status} ${stock_quantity}`).toBe(isInStock(await defaultFormat(id)) ? 1 : 0);
    }
  });

  it("a sale takes from the default format, the one count the cart, the listings and the admin read", async () => {
    await resetShop();
    const bahia = await productBySlug("bahia");
    await checkoutAndPay({ lines: [{ id: bahia.id, quantity: 2 }], promoCode: null });
    const format = await defaultFormat(bahia.id);
    expect(format.stock_quantity).toBe(bahia.stock_quantity - 2);
    expect((await sellableQuantities([format.id], new Date())).get(format.id)).toBe(bahia.stock_quantity - 2);
  });

  it("a hold that stops counting frees its bottles for the cart's next page, with no write in between, and not before", async () => {
    await resetShop();
    const bahia = await productBySlug("bahia");
    await setDefaultFormat(bahia.id, { stock_quantity: 3 });
    const format = await defaultFormat(bahia.id);
    expect((await postCheckout({ lines: [{ id: bahia.id, quantity: 2 }], promoCode: null })).status).toBe(303);
    const now = new Date();
    const afterHold = new Date(now.getTime() + PAYMENT_WINDOW_MS + HOLD_GRACE_MS + 60_000);
    const cart = { lines: [{ id: bahia.id, quantity: 1 }], promoCode: null };
    // Each twice, alternating: what one instant read is remembered, and answers the other exactly.
    for (let round = 0; round < 2; round++) {
      expect((await sellableQuantities([format.id], now)).get(format.id)).toBe(1);
      expect((await priceCart(cart, now)).items[0].availableQuantity).toBe(1);
      expect((await sellableQuantities([format.id], afterHold)).get(format.id)).toBe(3);
      expect((await priceCart(cart, afterHold)).items[0].availableQuantity).toBe(3);
    }
    // An instant before the remembered read is answered too, by reading again.
    expect((await sellableQuantities([format.id], new Date(now.getTime() - 3_600_000))).get(format.id)).toBe(1);
  });
});
