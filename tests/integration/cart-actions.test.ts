import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "~/lib/use-cases/cart-actions.server";
import { shownToast } from "~/lib/i18n/toasts.server";
import type { StoredCart } from "~/lib/cart/cart.server";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { cartAction, formData, productBySlug, setDefaultFormat, write } from "./checkout-helpers";

let minuit: number;
let rose: number;

const idOf = async (slug: string) => (await productBySlug(slug)).id;

/** A perfume's price and stock are its default format's (decision 105). */
const setProduct = setDefaultFormat;

const empty: StoredCart = { lines: [], promoCode: null };

beforeAll(async () => {
  minuit = await idOf("minuit-profond");
  rose = await idOf("rose-merveilleuse");
});

beforeEach(async () => {
  // Every case starts from the seeded catalogue state.
  await setDefaultFormat(null, { price_cents: 3995, stock_status: "in_stock", stock_quantity: 50 });
  await write((tx, { promo_codes }) => tx.delete(promo_codes).where(eq(promo_codes.code, "MINI50")));
});

describe("add", () => {
  it("adds an absent perfume with quantity 1 and flashes 'Produit ajouté', naming the perfume and its format", async () => {
    const { cart, toast } = await cartAction(empty, formData({ intent: "add", productId: minuit }));
    expect(cart).toEqual({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    expect(toast).toEqual({ title: "Produit ajouté", description: "Minuit Profond, 50 ml", type: "success" });
  });

  it("raises a present perfume by 1", async () => {
    const start: StoredCart = { lines: [{ id: minuit, quantity: 2 }], promoCode: null };
    const { cart } = await cartAction(start, formData({ intent: "add", productId: minuit }));
    expect(cart.lines).toEqual([{ id: minuit, quantity: 3 }]);
  });

  it("refuses an out-of-stock perfume with the SPEC toast and leaves the cart unchanged", async () => {
    await setProduct(minuit, { stock_status: "out_of_stock" });
    const start: StoredCart = { lines: [{ id: rose, quantity: 1 }], promoCode: null };
    const { cart, toast } = await cartAction(start, formData({ intent: "add", productId: minuit }));
    expect(cart).toEqual(start);
    expect(toast).toEqual({
      title: "Produit en rupture",
      description: "Ce produit est actuellement en rupture de stock.",
      type: "error",
    });
  });

  it("treats a perfume with no unit left as out of stock", async () => {
    await setProduct(minuit, { stock_quantity: 0 });
    const { cart, toast } = await cartAction(empty, formData({ intent: "add", productId: minuit }));
    expect(cart).toEqual(empty);
    expect(toast).toEqual(shownToast("fr", MESSAGES.outOfStock));
  });

  it("refuses a perfume without a price with the SPEC toast", async () => {
    await setProduct(minuit, { price_cents: null });
    const { cart, toast } = await cartAction(empty, formData({ intent: "add", productId: minuit }));
    expect(cart).toEqual(empty);
    expect(toast).toEqual({
      title: "Erreur",
      description: "Ce produit n'est pas disponible à l'achat pour le moment.",
      type: "error",
    });
  });

  it("refuses to go past the stock, saying how many are left", async () => {
    await setProduct(minuit, { stock_quantity: 2 });
    const start: StoredCart = { lines: [{ id: minuit, quantity: 2 }], promoCode: null };
    const { cart, toast } = await cartAction(start, formData({ intent: "add", productId: minuit }));
    expect(cart).toEqual(start);
    expect(toast).toMatchObject({
      title: "Stock insuffisant",
      description: "Il ne reste que 2 exemplaires de ce parfum.",
      type: "error",
    });
  });

  it("refuses an unknown perfume", async () => {
    const { cart, toast } = await cartAction(empty, formData({ intent: "add", productId: 999_999 }));
    expect(cart).toEqual(empty);
    expect(toast).toEqual(shownToast("fr", MESSAGES.badRequest));
  });
});

describe("increment and decrement", () => {
  it("raise and lower a line by one, without a toast", async () => {
    const start: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null };
    const up = await cartAction(start, formData({ intent: "increment", productId: minuit }));
    expect(up).toEqual({ cart: { lines: [{ id: minuit, quantity: 2 }], promoCode: null }, toast: null });
    const down = await cartAction(up.cart, formData({ intent: "decrement", productId: minuit }));
    expect(down).toEqual({ cart: start, toast: null });
  });

  it("never lower a line below 1 (removing is its own action)", async () => {
    const start: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null };
    const { cart } = await cartAction(start, formData({ intent: "decrement", productId: minuit }));
    expect(cart).toEqual(start);
  });

  it("refuse to increment past the stock, with the singular message for one left", async () => {
    await setProduct(minuit, { stock_quantity: 1 });
    const start: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null };
    const { cart, toast } = await cartAction(start, formData({ intent: "increment", productId: minuit }));
    expect(cart).toEqual(start);
    expect(toast?.description).toBe("Il ne reste qu'un seul exemplaire de ce parfum.");
  });
});

describe("set-quantity", () => {
  let start: StoredCart;
  beforeEach(() => {
    start = { lines: [{ id: minuit, quantity: 2 }], promoCode: null };
  });

  it("sets the quantity of a line", async () => {
    const { cart, toast } = await cartAction(start, formData({ intent: "set-quantity", productId: minuit, quantity: 5 }));
    expect(cart.lines).toEqual([{ id: minuit, quantity: 5 }]);
    expect(toast).toBeNull();
  });

  it.each([0, -3])("ignores %i", async (quantity) => {
    const { cart } = await cartAction(start, formData({ intent: "set-quantity", productId: minuit, quantity }));
    expect(cart).toEqual(start);
  });

  it("refuses a quantity above the stock", async () => {
    await setProduct(minuit, { stock_quantity: 3 });
    const { cart, toast } = await cartAction(start, formData({ intent: "set-quantity", productId: minuit, quantity: 4 }));
    expect(cart).toEqual(start);
    expect(toast?.title).toBe("Stock insuffisant");
  });

  it("still lets a shopper lower a line whose stock fell below it", async () => {
    await setProduct(minuit, { stock_quantity: 1 });
    const many: StoredCart = { lines: [{ id: minuit, quantity: 4 }], promoCode: null };
    const { cart } = await cartAction(many, formData({ intent: "set-quantity", productId: minuit, quantity: 2 }));
    expect(cart.lines).toEqual([{ id: minuit, quantity: 2 }]);
  });

  it("needs a quantity", async () => {
    const { cart, toast } = await cartAction(start, formData({ intent: "set-quantity", productId: minuit }));
    expect(cart).toEqual(start);
    expect(toast).toEqual(shownToast("fr", MESSAGES.badRequest));
  });
});

describe("remove and clear", () => {
  it("remove takes one line out", async () => {
    const start: StoredCart = {
      lines: [
        { id: minuit, quantity: 2 },
        { id: rose, quantity: 1 },
      ],
      promoCode: null,
    };
    const { cart, toast } = await cartAction(start, formData({ intent: "remove", productId: minuit }));
    expect(cart.lines).toEqual([{ id: rose, quantity: 1 }]);
    expect(toast).toBeNull();
  });

  it("clear empties the cart and its promo code", async () => {
    const { cart } = await cartAction(
      { lines: [{ id: minuit, quantity: 2 }], promoCode: "BIENVENUE10" },
      formData({ intent: "clear" }),
    );
    expect(cart).toEqual(empty);
  });
});

describe("input the browser cannot be trusted with", () => {
  it.each([
    { intent: "steal" },
    { intent: "add" },
    { intent: "add", productId: "abc" },
    { intent: "add", productId: -1 },
  ])("refuses %j", async (fields) => {
    const start: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: null };
    const { cart, toast } = await cartAction(start, formData(fields));
    expect(cart).toEqual(start);
    expect(toast).toEqual(shownToast("fr", MESSAGES.badRequest));
  });

  it("drops lines whose perfume no longer exists", async () => {
    const start: StoredCart = {
      lines: [
        { id: 999_999, quantity: 3 },
        { id: minuit, quantity: 1 },
      ],
      promoCode: null,
    };
    const { cart } = await cartAction(start, formData({ intent: "increment", productId: minuit }));
    expect(cart.lines).toEqual([{ id: minuit, quantity: 2 }]);
  });
});

describe("promo code", () => {
  it("applies an active code and says what it saves", async () => {
    const start: StoredCart = { lines: [{ id: minuit, quantity: 2 }], promoCode: null };
    const { cart, toast } = await cartAction(start, formData({ intent: "apply-promo", code: " bienvenue10 " }));
    expect(cart.promoCode).toBe("BIENVENUE10");
    expect(toast).toEqual({ title: "Code appliqué !", description: "Vous économisez 10%", type: "success" });
    const view = await priceCart(cart);
    expect(view.subtotalCents).toBe(7990);
    expect(view.discountCents).toBe(799);
    expect(view.finalCents).toBe(7191);
  });

  it("refuses a blank code with the SPEC message", async () => {
    const { cart, toast } = await cartAction(empty, formData({ intent: "apply-promo", code: "  " }));
    expect(cart).toEqual(empty);
    expect(toast).toEqual({ title: "Erreur", description: "Veuillez entrer un code promo", type: "error" });
  });

  it("refuses an unknown code", async () => {
    const { cart, toast } = await cartAction(empty, formData({ intent: "apply-promo", code: "FAUX" }));
    expect(cart).toEqual(empty);
    expect(toast).toEqual({ title: "Code invalide", description: "Ce code promo n'est pas valide", type: "error" });
  });

  it("is dropped, with a toast, when a cart change makes it stop applying", async () => {
    await write((tx, { promo_codes }) =>
      tx.insert(promo_codes).values({ code: "MINI50", discount_type: "fixed", discount_value: 500, min_subtotal_cents: 5000 }),
    );
    const start: StoredCart = { lines: [{ id: minuit, quantity: 2 }], promoCode: "MINI50" };
    expect((await priceCart(start)).discountCents).toBe(500);

    const { cart, toast } = await cartAction(start, formData({ intent: "decrement", productId: minuit }));
    expect(cart).toEqual({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    expect(toast?.title).toBe("Code promo retiré");
    expect(toast?.description).toMatch(/minimum d'achat de 50,00\s€/);
  });

  it("stays when the change keeps it valid", async () => {
    const start: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: "BIENVENUE10" };
    const { cart, toast } = await cartAction(start, formData({ intent: "increment", productId: minuit }));
    expect(cart).toEqual({ lines: [{ id: minuit, quantity: 2 }], promoCode: "BIENVENUE10" });
    expect(toast).toBeNull();
  });

  it("remove-promo takes the code off", async () => {
    const start: StoredCart = { lines: [{ id: minuit, quantity: 1 }], promoCode: "BIENVENUE10" };
    const { cart } = await cartAction(start, formData({ intent: "remove-promo" }));
    expect(cart).toEqual({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
  });
});
