import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { samplesOf } from "~/lib/orders/orders.server";
import type { StoredCart } from "~/lib/cart/cart.server";
import { priceCart } from "~/lib/use-cases/price-cart.server";
import { GIFT_MESSAGES, tooManySamples } from "~/lib/gifts/gift-rules";
import { SHOWN_COUNT_MISSING } from "~/lib/platform/owner-counts";
import { vatIncludedCents } from "~/lib/legal/vat";
import type { Product, ShopSettings } from "~/lib/platform/schema.server";
import {
  cartAction,
  afterResponse,
  allOrders,
  checkoutAndPay,
  formData,
  postCheckout,
  productBySlug,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
  read,
  write,
} from "./checkout-helpers";
import { dataOf, post, runAction, signedInCookie, statusOf } from "./admin-helpers";

const fake = useFakeStripe();

const setSettings = (values: Partial<ShopSettings>) => write((tx, { shop_settings }) => tx.update(shop_settings).set(values));
const setProduct = (id: number, values: Partial<Product>) =>
  write((tx, { products }) => tx.update(products).set(values).where(eq(products.id, id)));
const shopper = (i: number) => `198.51.100.${10 + i}`;

async function oneBottle(): Promise<StoredCart> {
  return { lines: [{ id: (await productBySlug("magie-noir")).id, quantity: 1 }], promoCode: null };
}

describe("gift wrap and the card's message", () => {
  it("refuses a message over 200 characters next to the field, the cart unchanged", async () => {
    const cart = await oneBottle();
    const result = await cartAction(cart, formData({ intent: "set-gift", giftWrap: "on", giftMessage: "a".repeat(201) }));
    expect(result.errors).toEqual({ giftMessage: GIFT_MESSAGES.tooLong });
    expect(result.cart).toBe(cart);
    expect(result.toast).toBeNull();
  });

  it("counts a line break as one character, as the browser's maxLength did, and keeps the lines", async () => {
    // 198 letters and two CRLF line breaks as a textarea posts them: 200 characters once normalised.
    const typed = `${"a".repeat(99)}\r\n${"b".repeat(98)}\r\n`;
    const { cart, errors } = await cartAction(await oneBottle(), formData({ intent: "set-gift", giftWrap: "on", giftMessage: `${typed}x` }));
    expect(errors).toBeUndefined();
    expect(cart.giftMessage).toBe(`${"a".repeat(99)}\n${"b".repeat(98)}\nx`);
    expect(cart.giftMessage).toHaveLength(200);
  });

  it("keeps markup as the text the shopper typed, strips control characters, and asks for the wrap first", async () => {
    const typed = `<b>Joyeux anniversaire</b> & "bises"\u0000`;
    const { cart } = await cartAction(await oneBottle(), formData({ intent: "set-gift", giftWrap: "on", giftMessage: typed }));
    expect(cart.giftMessage).toBe(`<b>Joyeux anniversaire</b> & "bises"`);
    const refused = await cartAction(await oneBottle(), formData({ intent: "set-gift", giftMessage: "Pour toi" }));
    expect(refused.errors).toEqual({ giftMessage: GIFT_MESSAGES.needsWrap });
  });

  it("drops bidirectional overrides and zero-width characters, and keeps the joiner inside an emoji", async () => {
    // "Bon anniversaire" with a right-to-left override that would show "eriasrevinna" reversed,
    // isolates, zero-width spaces and a byte-order mark; then a family emoji glued by U+200D.
    const typed = `Bon \u202Eanniversaire\u202C \u2066Léa\u2069\u200B\u200C\u200D\u200E\u200F\u2060\uFEFF !\n👩\u200D👩\u200D👧 🏳\uFE0F\u200D🌈`;
    const { cart, errors } = await cartAction(await oneBottle(), formData({ intent: "set-gift", giftWrap: "on", giftMessage: typed }));
    expect(errors).toBeUndefined();
    expect(cart.giftMessage).toBe(`Bon anniversaire Léa !\n👩\u200D👩\u200D👧 🏳\uFE0F\u200D🌈`);
  });

  it("adds the owner's price to the total, VAT included, and refuses the wrap when it is not offered", async () => {
    await setSettings({ gift_wrap_cents: 500 });
    const { cart } = await cartAction(await oneBottle(), formData({ intent: "set-gift", giftWrap: "on" }));
    const view = await priceCart(cart);
    expect(view.gift).toMatchObject({ chosen: true, priceCents: 500 });
    expect(view.totalCents).toBe(3995 + 500 + view.shippingCents);

    await setSettings({ gift_wrap_offered: false });
    expect((await priceCart(cart)).gift.chosen).toBe(false);
    expect((await priceCart(cart)).totalCents).toBe(3995 + (await priceCart(cart)).shippingCents);
    const refused = await cartAction(await oneBottle(), formData({ intent: "set-gift", giftWrap: "on" }));
    expect(refused.toast?.description).toBe(GIFT_MESSAGES.wrapUnavailable);
    expect(refused.cart.giftWrap).toBeUndefined();
  });

  it("answers a refused form post to /cart with 400, the typed values and no cookie", async () => {
    const { action } = await import("~/routes/cart");
    const body = new URLSearchParams({ intent: "set-gift", giftWrap: "on", giftMessage: "x".repeat(250) });
    const result = await action({ request: new Request("http://boutique.test/cart", { method: "POST", body }), params: {}, context: {} });
    const { data, init } = result as unknown as { data: { errors: object; typed: { giftMessage: string } }; init: { status: number } };
    expect(init.status).toBe(400);
    expect(data.errors).toEqual({ giftMessage: GIFT_MESSAGES.tooLong });
    expect(data.typed.giftMessage).toHaveLength(250);
  });
});

describe("what the shopper ticked goes with « Commander » (issue 43)", () => {
  it("the wrap, its message and a sample ticked but never saved are on the order, and the cart keeps them", async () => {
    await setSettings({ gift_wrap_cents: 490 });
    const saphir = (await productBySlug("saphir-bleu")).id;
    const ticked = { giftOptions: ["wrap", "samples"], giftWrap: "on", giftMessage: "Bon anniversaire", samples: [String(saphir)] };
    const response = (await postCheckout(await oneBottle(), {}, shopper(1), ticked)) as Response;
    expect(response.headers.get("Location")).toMatch(/^\/paiement-demo\//);
    const [order] = await allOrders();
    expect(order).toMatchObject({ gift_wrap_cents: 490, gift_message: "Bon anniversaire", total_cents: 3995 + 490 + order.shipping_cents });
    expect((await samplesOf(order.id)).map((s) => s.name)).toEqual(["Saphir Bleu"]);
    expect((await afterResponse(response)).cart).toMatchObject({ giftWrap: true, giftMessage: "Bon anniversaire", samples: [saphir] });
  });

  it("an unticked box and no sample clear what was saved; a message without the wrap stops « Commander » with its reason", async () => {
    const saphir = (await productBySlug("saphir-bleu")).id;
    const saved: StoredCart = { ...(await oneBottle()), giftWrap: true, giftMessage: "Pour toi", samples: [saphir] };
    await postCheckout(saved, {}, shopper(2), { giftOptions: ["wrap", "samples"] });
    const [order] = await allOrders();
    expect(order).toMatchObject({ gift_wrap_cents: null, gift_message: null });
    expect(await samplesOf(order.id)).toEqual([]);

    const refused = (await postCheckout(await oneBottle(), {}, shopper(3), { giftOptions: ["wrap"], giftMessage: "Pour toi" })) as Response;
    const { toast, cart } = await afterResponse(refused);
    expect(toast).toMatchObject({ title: "Options cadeau", description: GIFT_MESSAGES.needsWrap, type: "error" });
    expect(cart).toBeNull();
    expect(await allOrders()).toHaveLength(1);
  });
});

describe("the wrap reaches Stripe, the order, the invoice and the email", () => {
  it("sends the wrap as its own line: Stripe's total equals the order's, promo code included", async () => {
    usePaymentEnv(fake.env());
    await setSettings({ gift_wrap_cents: 650 });
    const cart: StoredCart = { ...(await oneBottle()), promoCode: "BIENVENUE10", giftWrap: true, giftMessage: "Bon anniversaire" };
    await postCheckout(cart);
    const [order] = await allOrders();
    expect(order).toMatchObject({ gift_wrap_cents: 650, gift_message: "Bon anniversaire", subtotal_cents: 3995, discount_cents: 400 });
    expect(order.total_cents).toBe(3995 - 400 + 650 + order.shipping_cents);
    expect(order.vat_cents).toBe(vatIncludedCents(order.total_cents, order.vat_rate_bp));

    const [create] = fake.requestsTo("POST", "/v1/checkout/sessions");
    const p = create.params;
    expect(p.get("line_items[1][price_data][product_data][name]")).toBe("Emballage cadeau");
    expect(p.get("line_items[1][price_data][unit_amount]")).toBe("650");
    const session = [...fake.sessions.values()][0];
    expect(session.amount_total).toBe(order.total_cents);
  });

  it("sends a free wrap as a 0 € line", async () => {
    usePaymentEnv(fake.env());
    await postCheckout({ ...(await oneBottle()), giftWrap: true });
    const [create] = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(create.params.get("line_items[1][price_data][unit_amount]")).toBe("0");
    expect((await allOrders())[0].gift_wrap_cents).toBe(0);
  });

  it("puts the wrap on the invoice as a line of its own, the lines adding up to the total", async () => {
    await setSettings({ gift_wrap_cents: 500 });
    await postCheckout({ ...(await oneBottle()), giftWrap: true });
    const [order] = await allOrders();
    await submitDemoPayment(order.reference);
    const [invoice] = await read((db, { invoices }) => db.select().from(invoices).where(eq(invoices.order_id, order.id)));
    const wrap = invoice.snapshot.lines.find((l) => l.label === "Emballage cadeau");
    expect(wrap).toMatchObject({ quantity: 1, totalTtcCents: 500 });
    expect(invoice.snapshot.lines.reduce((sum, l) => sum + l.totalTtcCents, 0)).toBe(invoice.snapshot.totals.ttcCents);
    expect(invoice.snapshot.totals.ttcCents).toBe((await allOrders())[0].total_cents);
  });
});

describe("the confirmation emails", () => {
  it("show the wrap, the samples and the message, escaped in HTML and as typed in the text", async () => {
    await signedInCookie(); // an admin account: the owner's notice goes to it
    await setSettings({ gift_wrap_cents: 500 });
    const message = `<img src=x onerror=alert(1)>\nAvec tout mon amour & "plus"`;
    await postCheckout({ ...(await oneBottle()), giftWrap: true, giftMessage: message, samples: [(await productBySlug("rose-merveilleuse")).id] });
    const [order] = await allOrders();
    await submitDemoPayment(order.reference);
    const mails = await read((db, { email_outbox }) => db.select().from(email_outbox).where(eq(email_outbox.order_id, order.id)));
    const confirmation = mails.find((m) => m.kind === "order_confirmation")!;
    const owner = mails.find((m) => m.kind !== "order_confirmation")!;
    for (const mail of [confirmation, owner]) {
      expect(mail.html).not.toContain("<img src=x");
      expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(mail.html).toContain("Avec tout mon amour &amp; &quot;plus&quot;");
      expect(mail.html).toContain("Échantillons offerts : Rose Merveilleuse.");
      expect(mail.text).toContain(`Message de la carte :\n${message}`);
      expect(mail.text).toContain("Emballage cadeau : 5,00 €");
    }
  });
});

describe("samples", () => {
  const minuit = async () => (await productBySlug("minuit-profond")).id;
  const saphir = async () => (await productBySlug("saphir-bleu")).id;
  const rose = async () => (await productBySlug("rose-merveilleuse")).id;

  it("offers the marked perfumes with vials left, and enforces the owner's limit on the server", async () => {
    await setProduct(await saphir(), { sample_stock: 0 });
    const { samples } = await priceCart(await oneBottle());
    expect(samples.limit).toBe(2);
    expect(samples.offered.map((s) => s.id)).toContain(await minuit());
    expect(samples.offered.map((s) => s.id)).not.toContain(await saphir());
    expect(samples.offered.map((s) => s.id)).not.toContain((await productBySlug("magie-noir")).id);

    const three = await cartAction(await oneBottle(), formData({ intent: "set-samples", samples: [await minuit(), await rose(), (await productBySlug("bois-automne")).id] }));
    expect(three.errors).toEqual({ samples: tooManySamples(2) });
    const gone = await cartAction(await oneBottle(), formData({ intent: "set-samples", samples: [await saphir()] }));
    expect(gone.errors).toEqual({ samples: GIFT_MESSAGES.sampleUnavailable });
    const forged = await cartAction(await oneBottle(), formData({ intent: "set-samples", samples: ["1e3"] }));
    expect(forged.toast?.description).toBe("Action sur le panier invalide.");

    const two = await cartAction(await oneBottle(), formData({ intent: "set-samples", samples: [await minuit(), await rose(), await minuit()] }));
    expect(two.cart.samples).toEqual([await minuit(), await rose()]);
    expect((await priceCart(two.cart)).samples.chosen.map((s) => s.name)).toEqual(["Minuit Profond", "Rose Merveilleuse"]);
    expect((await priceCart(two.cart)).totalCents).toBe((await priceCart(await oneBottle())).totalCents);
  });

  it("never offers a perfume already in the cart, refuses it on the server, and drops a chosen sample when its bottle is added", async () => {
    const withMinuit: StoredCart = { lines: [{ id: await minuit(), quantity: 1 }], promoCode: null };
    const offered = (await priceCart(withMinuit)).samples.offered.map((s) => s.id);
    expect(offered).not.toContain(await minuit());
    expect(offered).toContain(await rose());

    const refused = await cartAction(withMinuit, formData({ intent: "set-samples", samples: [await rose(), await minuit()] }));
    expect(refused.errors).toEqual({ samples: GIFT_MESSAGES.sampleInCart });
    expect(refused.cart).toBe(withMinuit);

    const chosen: StoredCart = { ...(await oneBottle()), samples: [await minuit(), await rose()] };
    const added = await cartAction(chosen, formData({ intent: "add", productId: String(await minuit()) }));
    expect(added.cart.samples).toEqual([await rose()]);
    expect((await priceCart(added.cart)).samples.chosen.map((s) => s.name)).toEqual(["Rose Merveilleuse"]);
  });

  it("refuses at checkout a forged cookie with more samples than allowed, and corrects the cart", async () => {
    const cart: StoredCart = { ...(await oneBottle()), samples: [await minuit(), await rose(), (await productBySlug("bois-automne")).id] };
    const { toast, cart: corrected } = await afterResponse(await postCheckout(cart));
    expect(toast?.title).toBe("Panier mis à jour");
    expect(corrected?.samples).toEqual([await minuit(), await rose()]);
    expect(await allOrders()).toHaveLength(0);
  });

  it("holds the last vial for one of five shoppers checking out at once, and pays it from the sample stock", async () => {
    await setProduct(await minuit(), { sample_stock: 1 });
    const cart: StoredCart = { ...(await oneBottle()), samples: [await minuit()] };
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => postCheckout(cart, {}, shopper(i))));
    expect(await allOrders()).toHaveLength(1);
    const refused = await Promise.all(responses.filter((r) => r.headers.get("Location") === "/cart").map(afterResponse));
    expect(refused).toHaveLength(4);
    for (const { toast, cart: kept } of refused) {
      expect(toast?.title).toBe("Panier mis à jour");
      expect(kept?.samples).toEqual([]);
    }
    // Held, the vial is no longer offered to anyone else.
    expect((await priceCart(await oneBottle())).samples.offered.map((s) => s.id)).not.toContain(await minuit());

    const [order] = await allOrders();
    await submitDemoPayment(order.reference);
    expect((await productBySlug("minuit-profond")).sample_stock).toBe(0);
    expect(await samplesOf(order.id)).toMatchObject([
      { name: "Minuit Profond", given: true },
    ]);
  });

  it("leaves out a sample whose vials are gone by the payment, and still takes the payment", async () => {
    await postCheckout({ ...(await oneBottle()), samples: [await minuit(), await rose()] });
    const [order] = await allOrders();
    // The owner counts the vials while the shopper pays, and finds none of Minuit Profond left.
    await setProduct(await minuit(), { sample_stock: 0 });
    await submitDemoPayment(order.reference);
    expect((await allOrders())[0].status).toBe("paid");
    const given = await samplesOf(order.id);
    expect(given.map((s) => [s.name, s.given])).toEqual([
      ["Minuit Profond", false],
      ["Rose Merveilleuse", true],
    ]);
    expect((await productBySlug("minuit-profond")).sample_stock).toBe(0);
    expect((await productBySlug("rose-merveilleuse")).sample_stock).toBe(49);
    const events = await read((db, { order_events }) => db.select().from(order_events).where(eq(order_events.order_id, order.id)));
    expect(events.find((e) => e.type === "sample_left_out")?.detail).toBe("Minuit Profond : plus d'échantillon disponible");
  });
});

describe("the owner's gifts page", () => {
  type Reply = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
  const send = async (fields: Record<string, string>, cookie?: string) =>
    runAction(post(fields, { cookie: cookie ?? (await signedInCookie()), sub: "/cadeaux" }));
  const settings = async () => (await read((db, { shop_settings }) => db.select().from(shop_settings)))[0];

  it("refuses bad values next to their fields, keeps what was typed and changes nothing", async () => {
    const result = await send({ intent: "settings", wrap_offered: "on", wrap_price: "cinq", samples_per_order: "11" });
    expect(statusOf(result)).toBe(400);
    const { error, initialValue } = dataOf<Reply>(result).result;
    expect(error.wrap_price).toEqual(["Indiquez un prix en euros, par exemple 5.00 (0 pour offert)"]);
    expect(error.samples_per_order).toEqual(["Un nombre entier de 0 à 10 (0 : aucun échantillon proposé)"]);
    expect(initialValue.wrap_price).toBe("cinq");
    expect(await settings()).toMatchObject({ gift_wrap_cents: 0, samples_per_order: 2 });
  });

  it("saves the wrap's price and the limit, and marks a perfume's samples; a signed-out post changes nothing", async () => {
    const saved = await send({ intent: "settings", wrap_offered: "on", wrap_price: "4.50", samples_per_order: "3" });
    expect(statusOf(saved)).toBe(302);
    expect(await settings()).toMatchObject({ gift_wrap_offered: true, gift_wrap_cents: 450, samples_per_order: 3 });

    const magie = (await productBySlug("magie-noir")).id;
    expect(statusOf(await send({ intent: "sample", product_id: String(magie), sample_offered: "on", sample_stock: "-2", sample_stock_shown: "0" }))).toBe(400);
    expect(statusOf(await send({ intent: "sample", product_id: String(magie), sample_offered: "on", sample_stock: "12", sample_stock_shown: "0" }))).toBe(302);
    expect(await productBySlug("magie-noir")).toMatchObject({ sample_offered: true, sample_stock: 12 });
    const anotherBottle: StoredCart = { lines: [{ id: (await productBySlug("bois-automne")).id, quantity: 1 }], promoCode: null };
    expect((await priceCart(anotherBottle)).samples.offered.map((s) => s.id)).toContain(magie);

    const outsider = await runAction(post({ intent: "settings", wrap_price: "0", samples_per_order: "0" }, { sub: "/cadeaux" }));
    expect(statusOf(outsider)).not.toBe(200);
    expect(await settings()).toMatchObject({ gift_wrap_cents: 450, samples_per_order: 3 });
  });

  describe("a line saved on a page opened before a sale (decision 100)", () => {
    const minuit = async () => (await productBySlug("minuit-profond")).id;
    const vials = async () => (await productBySlug("minuit-profond")).sample_stock;
    // The owner's line as the page showed it: offered, `shown` vials.
    const saveLine = async (shown: number, typed: number) =>
      send({ intent: "sample", product_id: String(await minuit()), sample_offered: "on", sample_stock: String(typed), sample_stock_shown: String(shown) });
    const withSample = async (): Promise<StoredCart> => ({ ...(await oneBottle()), samples: [await minuit()] });

    it("keeps the vial a payment took: 50 shown, 1 given, the offer re-saved leaves 49", async () => {
      const shown = await vials();
      expect(shown).toBe(50);
      await checkoutAndPay(await withSample());
      const saved = await saveLine(shown, shown);
      expect(statusOf(saved)).toBe(302);
      expect(await vials()).toBe(49);
      expect((await afterResponse(saved as Response)).toast?.description).toBe("Le stock avait changé entre-temps : il est maintenant de 49.");
    });

    it("counts both the owner's added vials and the one a payment takes at the same moment", async () => {
      const [saved] = await Promise.all([saveLine(50, 60), checkoutAndPay(await withSample(), shopper(3))]);
      expect(statusOf(saved)).toBe(302);
      expect(await vials()).toBe(59);
    });

    it("the last vial given while the owner re-saves the line stays given", async () => {
      await setProduct(await minuit(), { sample_stock: 1 });
      const [saved, reference] = await Promise.all([saveLine(1, 1), checkoutAndPay(await withSample(), shopper(4))]);
      expect(statusOf(saved)).toBe(302);
      const order = (await allOrders()).find((o) => o.reference === reference)!;
      expect(await samplesOf(order.id)).toMatchObject([{ name: "Minuit Profond", given: true }]);
      expect(await vials()).toBe(0);
    });

    it("refuses a line that does not say which vials it showed, beside the field, changing nothing", async () => {
      const refused = await send({ intent: "sample", product_id: String(await minuit()), sample_offered: "on", sample_stock: "80" });
      expect(statusOf(refused)).toBe(400);
      const { error, initialValue } = dataOf<Reply>(refused).result;
      expect(error.sample_stock).toEqual([SHOWN_COUNT_MISSING]);
      expect(initialValue.sample_stock).toBe("80");
      expect(await vials()).toBe(50);
    });
  });
});
