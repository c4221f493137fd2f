import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { MESSAGES } from "~/lib/use-cases/cart-actions.server";
import { shownToast } from "~/lib/i18n/toasts.server";
import type { StoredCart } from "~/lib/cart/cart.server";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { getProduct } from "~/lib/catalog/catalog.server";
import { sizeOf } from "~/lib/catalog/format-volume";
import { isInStock } from "~/lib/catalog/product-rules";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import type { ProductFormat } from "~/lib/platform/schema.server";
import {
  cartAction,
  afterResponse,
  allOrders,
  formatOf,
  formData,
  itemsOf,
  postCheckout,
  productBySlug,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
} from "./checkout-helpers";

const fake = useFakeStripe();

async function setFormat(id: number, values: Partial<ProductFormat>) {
  const { product_formats } = tables();
  await withTransaction((tx) => tx.update(product_formats).set(values).where(eq(product_formats.id, id)));
}

const empty: StoredCart = { lines: [], promoCode: null };
let magie: number;
let big: number;

beforeEach(async () => {
  const { product_formats } = tables();
  magie = (await productBySlug("magie-noir")).id;
  big = (await formatOf("magie-noir", 100)).id;
  await withTransaction((tx) => tx.update(product_formats).set({ is_active: true }).where(eq(product_formats.product_id, magie)));
  await setFormat(big, { price_cents: 5900, stock_quantity: 20, stock_status: "in_stock", is_active: true });
});

describe("the cart names a format", () => {
  it("adds the 100 ml as its own line, beside the 50 ml, each at its price", async () => {
    const added = await cartAction(empty, formData({ intent: "add", productId: magie, formatId: big }));
    // The toast says which format went in, not the page's default one.
    expect(added.toast?.description).toBe("Magie Noir, 100 ml");
    let { cart } = added;
    ({ cart } = await cartAction(cart, formData({ intent: "add", productId: magie })));
    expect(cart.lines).toEqual([
      { id: magie, formatId: big, quantity: 1 },
      { id: magie, quantity: 1 },
    ]);
    const view = await priceCart(cart);
    expect(view.items.map((i) => [i.formatLabel, i.unitPriceCents])).toEqual([
      ["100 ml", 5900],
      ["50 ml", 3995],
    ]);
    expect(view.subtotalCents).toBe(9895);
  });

  it("a cookie from before formats, naming a perfume only, means its default format", async () => {
    const view = await priceCart({ lines: [{ id: magie, quantity: 2 }], promoCode: null });
    expect(view.items).toMatchObject([{ formatLabel: "50 ml", unitPriceCents: 3995, quantity: 2, isDefaultFormat: true }]);
  });

  it("refuses a forged format id and a format of another perfume, and changes nothing", async () => {
    const ofAnother = (await formatOf("bois-automne", 100)).id;
    for (const formatId of [999_999, ofAnother]) {
      const result = await cartAction(empty, formData({ intent: "add", productId: magie, formatId }));
      expect(result).toEqual({ cart: empty, toast: shownToast("fr", MESSAGES.badRequest) });
    }
    expect((await cartAction(empty, formData({ intent: "add", productId: magie, formatId: "abc" }))).toast).toEqual(shownToast("fr", MESSAGES.badRequest));
    // The same forgery in a cookie is dropped when the cart is priced.
    expect((await priceCart({ lines: [{ id: magie, formatId: ofAnother, quantity: 1 }], promoCode: null })).items).toEqual([]);
  });

  it("refuses a format out of stock or deactivated, while the 50 ml of the same perfume still sells", async () => {
    await setFormat(big, { stock_quantity: 0 });
    expect((await cartAction(empty, formData({ intent: "add", productId: magie, formatId: big }))).toast).toEqual(shownToast("fr", MESSAGES.outOfStock));
    await setFormat(big, { stock_quantity: 5, is_active: false });
    expect((await cartAction(empty, formData({ intent: "add", productId: magie, formatId: big }))).toast).toEqual(shownToast("fr", MESSAGES.noPrice));
    expect((await priceCart({ lines: [{ id: magie, formatId: big, quantity: 1 }], promoCode: null })).items).toEqual([]);
    expect((await cartAction(empty, formData({ intent: "add", productId: magie }))).toast).toEqual({
      title: "Produit ajouté",
      description: "Magie Noir, 50 ml",
      type: "success",
    });
  });
});

describe("holds and the never-oversold guarantee are per format", () => {
  it("5 shoppers check out the last 100 ml at once: one order holds it, four are told, the 50 ml is untouched", async () => {
    await setFormat(big, { stock_quantity: 1 });
    const cart = { lines: [{ id: magie, formatId: big, quantity: 1 }], promoCode: null };
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => postCheckout(cart, {}, `198.51.100.${60 + i}`)),
    );
    const pending = (await allOrders()).filter((o) => o.status === "pending");
    expect(pending).toHaveLength(1);
    const refused = await Promise.all(responses.filter((r) => r.headers.get("Location") === "/cart").map(afterResponse));
    expect(refused).toHaveLength(4);
    for (const { toast } of refused) {
      expect(toast).toEqual({
        title: "Stock insuffisant",
        description:
          "Il ne reste plus d'exemplaire disponible de Magie Noir (100 ml) pour le moment : ajustez la quantité avant de commander.",
        type: "error",
      });
    }
    // The held 100 ml does not make its 50 ml unavailable.
    expect((await priceCart({ lines: [{ id: magie, quantity: 1 }], promoCode: null })).items[0].availableQuantity).toBe(50);

    const [order] = pending;
    expect(await itemsOf(order.id)).toMatchObject([{ format_id: big, format_label: "100 ml", unit_price_cents: 5900 }]);
    expect(((await submitDemoPayment(order.reference)) as Response).status).toBe(302);
    expect((await formatOf("magie-noir", 100)).stock_quantity).toBe(0);
    // Sold out by the quantity alone: the owner's status is left as the owner set it (decision 100).
    expect((await formatOf("magie-noir", 100)).stock_status).toBe("in_stock");
    expect(isInStock(await formatOf("magie-noir", 100))).toBe(false);
    expect((await formatOf("magie-noir", 50)).stock_quantity).toBe(50);
  });
});

describe("payment receives the format's price", () => {
  it("Stripe gets the 100 ml's price and name", async () => {
    usePaymentEnv(fake.env());
    await postCheckout({ lines: [{ id: magie, formatId: big, quantity: 2 }], promoCode: null });
    const [create] = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(Object.fromEntries(create.params)).toMatchObject({
      "line_items[0][quantity]": "2",
      "line_items[0][price_data][unit_amount]": "5900",
      "line_items[0][price_data][product_data][name]": "Magie Noir (100 ml)",
    });
  });

  it("the demo page shows the 100 ml's name and price", async () => {
    await postCheckout({ lines: [{ id: magie, formatId: big, quantity: 1 }], promoCode: null });
    const [order] = await allOrders();
    const { loader } = await import("~/routes/paiement-demo.$reference");
    const result = await loader({
      request: new Request(`http://boutique.test/paiement-demo/${order.reference}`),
      params: { reference: order.reference },
      context: {},
    });
    expect(result.order.items).toMatchObject([{ name: "Magie Noir (100 ml)", unitPriceCents: 5900, quantity: 1 }]);
  });
});

describe("the product page", () => {
  async function productPage(query: string) {
    const { loader } = await import("~/routes/products.$id");
    const response = await loader({ request: new Request(`http://boutique.test/products/magie-noir${query}`), params: { id: "magie-noir" }, context: {} });
    return (response as unknown as { data: { chosenId: number | null; product: { formats: { id: number }[] } } }).data;
  }

  it("lists the active formats and shows the one ?format= names, else the default (the 50 ml), else the first in stock", async () => {
    expect((await productPage("?format=100ml")).chosenId).toBe(big);
    const first = (await formatOf("magie-noir", 10)).id;
    const fifty = (await formatOf("magie-noir", 50)).id;
    // The 10 ml comes first in the list; the page still opens on the default format, as the SPEC's pages show.
    expect((await productPage("")).chosenId).toBe(fifty);
    expect((await productPage("?format=nimporte")).chosenId).toBe(fifty);
    await setFormat(fifty, { stock_quantity: 0 });
    expect((await productPage("")).chosenId).toBe(first);
    await setFormat(fifty, { stock_quantity: 50 });
    await setFormat(first, { is_active: false });
    const page = await productPage("?format=10ml");
    expect(page.product.formats.map((f) => f.id)).not.toContain(first);
    expect(page.chosenId).toBe(fifty);
  });
});

describe("a volume is a whole number of ml from 1 to 5000, on both engines (decision 102)", () => {
  const sizeOfDefault = async (productId: number) => {
    const { product_formats } = tables();
    const [row] = await db().select().from(product_formats).where(eq(product_formats.product_id, productId)).orderBy(product_formats.id).limit(1);
    return { volume_ml: row.volume_ml, label: row.label };
  };

  it("the perfume form's content becomes its default format's volume only within the bound, else its label (decision 105)", async () => {
    const cases: [content: string, volume: number | null, label: string | null][] = [
      ["99999999999 ml", null, "99999999999 ml"],
      ["6000 ml", null, "6000 ml"],
      ["5000 ml", 5000, null],
      [" 75 ML", 75, null],
      ["0 ml", null, "0 ml"],
      ["", null, null],
    ];
    for (const [content, volume, label] of cases) expect(sizeOf(content), content).toEqual({ volume_ml: volume, label });
  });

  it("a perfume inserted by any writer gets an empty default format, its price and stock living there only (decision 105)", async () => {
    const { product_formats, products } = tables();
    const [created] = await withTransaction((tx) =>
      tx.insert(products).values({ slug: "volume-geant", name: "Volume géant" }).returning({ id: products.id }),
    );
    try {
      expect(await sizeOfDefault(created.id)).toEqual({ volume_ml: null, label: null });
      const [format] = await db().select().from(product_formats).where(eq(product_formats.product_id, created.id));
      expect(format).toMatchObject({ is_default: true, price_cents: null, stock_quantity: 0, stock_status: "in_stock" });
    } finally {
      await withTransaction((tx) => tx.delete(products).where(eq(products.id, created.id)));
    }
  });
});

describe("honest prices (L112-1-1)", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const historyOf = async (formatId: number) => {
    const { price_changes } = tables();
    return (await db().select().from(price_changes).where(eq(price_changes.format_id, formatId))).map((c) => c.price_cents);
  };

  it("records every price a format takes, whoever writes it", async () => {
    const before = await historyOf(big);
    await setFormat(big, { price_cents: 6500 });
    await setFormat(big, { stock_quantity: 3 });
    // The default format's price, which the perfume form writes, is recorded too.
    const fifty = (await formatOf("magie-noir", 50)).id;
    const fiftyBefore = await historyOf(fifty);
    await setFormat(fifty, { price_cents: 4200 });
    expect(await historyOf(big)).toEqual([...before, 6500]);
    expect(await historyOf(fifty)).toEqual([...fiftyBefore, 4200]);
  });

  it("the product page shows the reduction the owner asked for, measured on the history, never on a typed price", async () => {
    const { price_changes, product_formats } = tables();
    const now = Date.now();
    await withTransaction(async (tx) => {
      await tx.update(product_formats).set({ price_cents: 4900, shows_reduction: false }).where(eq(product_formats.id, big));
      await tx.delete(price_changes).where(eq(price_changes.format_id, big));
      await tx.insert(price_changes).values([
        { format_id: big, price_cents: 5900, changed_at: new Date(now - 60 * DAY) },
        { format_id: big, price_cents: 7900, changed_at: new Date(now - 10 * DAY) },
        { format_id: big, price_cents: 4900, changed_at: new Date(now - DAY) },
      ]);
    });
    const reductionShown = async () => (await getProduct("magie-noir"))!.formats.find((f) => f.id === big)!.reduction;
    expect(await reductionShown()).toBeNull();
    await setFormat(big, { shows_reduction: true });
    // 79 € for ten days does not count: 59 € was practised in the 30 days before the cut.
    expect(await reductionShown()).toEqual({ referenceCents: 5900, percent: 17 });
    await withTransaction((tx) => tx.delete(price_changes).where(eq(price_changes.format_id, big)));
    expect(await reductionShown()).toBeNull();
  });
});
