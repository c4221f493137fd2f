import { describe, expect, it } from "vitest";
import { cardsOf } from "~/lib/catalog/catalog.server";
import { sellableQuantities } from "~/lib/catalog/inventory.server";
import { isInStock } from "~/lib/catalog/product-rules";
import { checkoutAndPay, defaultFormat, productBySlug, resetShop, setDefaultFormat } from "./checkout-helpers";

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
});
