import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyCartAction } from "~/lib/cart/actions.server";
import { priceCart, type StoredCart } from "~/lib/cart/cart.server";
import { GIFT_MESSAGES, tooManySamples } from "~/lib/gifts/gift-rules";
import { vatIncludedCents } from "~/lib/legal/vat";
import { getDb } from "~/lib/platform/db.server";
import { email_outbox, invoices, order_events, order_samples, orders, products, shop_settings } from "~/lib/platform/schema.server";
import {
  afterResponse,
  allOrders,
  formData,
  postCheckout,
  productBySlug,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
} from "./checkout-helpers";
import { dataOf, post, runAction, signedInCookie, statusOf } from "./admin-helpers";

const fake = useFakeStripe();

const setSettings = (values: Partial<typeof shop_settings.$inferInsert>) => getDb().update(shop_settings).set(values).run();
const setProduct = (id: number, values: Partial<typeof products.$inferInsert>) =>
  getDb().update(products).set(values).where(eq(products.id, id)).run();
const shopper = (i: number) => `198.51.100.${10 + i}`;

function oneBottle(): StoredCart {
  return { lines: [{ id: productBySlug("magie-noir").id, quantity: 1 }], promoCode: null };
}

describe("gift wrap and the card's message", () => {
  it("refuses a message over 200 characters next to the field, the cart unchanged", () => {
    const cart = oneBottle();
    const result = applyCartAction(cart, formData({ intent: "set-gift", giftWrap: "on", giftMessage: "a".repeat(201) }));
    expect(result.errors).toEqual({ giftMessage: GIFT_MESSAGES.tooLong });
    expect(result.cart).toBe(cart);
    expect(result.toast).toBeNull();
  });

  it("counts a line break as one character, as the browser's maxLength did, and keeps the lines", () => {
    // 198 letters and two CRLF line breaks as a textarea posts them: 200 characters once normalised.
    const typed = `${"a".repeat(99)}\r\n${"b".repeat(98)}\r\n`;
    const { cart, errors } = applyCartAction(oneBottle(), formData({ intent: "set-gift", giftWrap: "on", giftMessage: `${typed}x` }));
    expect(errors).toBeUndefined();
    expect(cart.giftMessage).toBe(`${"a".repeat(99)}\n${"b".repeat(98)}\nx`);
    expect(cart.giftMessage).toHaveLength(200);
  });

  it("keeps markup as the text the shopper typed, strips control characters, and asks for the wrap first", () => {
    const typed = `<b>Joyeux anniversaire</b> & "bises"\u0000`;
    const { cart } = applyCartAction(oneBottle(), formData({ intent: "set-gift", giftWrap: "on", giftMessage: typed }));
    expect(cart.giftMessage).toBe(`<b>Joyeux anniversaire</b> & "bises"`);
    const refused = applyCartAction(oneBottle(), formData({ intent: "set-gift", giftMessage: "Pour toi" }));
    expect(refused.errors).toEqual({ giftMessage: GIFT_MESSAGES.needsWrap });
  });

  it("adds the owner's price to the total, VAT included, and refuses the wrap when it is not offered", () => {
    setSettings({ gift_wrap_cents: 500 });
    const { cart } = applyCartAction(oneBottle(), formData({ intent: "set-gift", giftWrap: "on" }));
    const view = priceCart(cart);
    expect(view.gift).toMatchObject({ chosen: true, priceCents: 500 });
    expect(view.totalCents).toBe(3995 + 500 + view.shippingCents);

    setSettings({ gift_wrap_offered: false });
    expect(priceCart(cart).gift.chosen).toBe(false);
    expect(priceCart(cart).totalCents).toBe(3995 + priceCart(cart).shippingCents);
    const refused = applyCartAction(oneBottle(), formData({ intent: "set-gift", giftWrap: "on" }));
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

describe("the wrap reaches Stripe, the order, the invoice and the email", () => {
  it("sends the wrap as its own line: Stripe's total equals the order's, promo code included", async () => {
    usePaymentEnv(fake.env());
    setSettings({ gift_wrap_cents: 650 });
    const cart: StoredCart = { ...oneBottle(), promoCode: "BIENVENUE10", giftWrap: true, giftMessage: "Bon anniversaire" };
    await postCheckout(cart);
    const [order] = allOrders();
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
    await postCheckout({ ...oneBottle(), giftWrap: true });
    const [create] = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(create.params.get("line_items[1][price_data][unit_amount]")).toBe("0");
    expect(allOrders()[0].gift_wrap_cents).toBe(0);
  });

  it("puts the wrap on the invoice as a line of its own, the lines adding up to the total", async () => {
    setSettings({ gift_wrap_cents: 500 });
    await postCheckout({ ...oneBottle(), giftWrap: true });
    const [order] = allOrders();
    await submitDemoPayment(order.reference);
    const invoice = getDb().select().from(invoices).where(eq(invoices.order_id, order.id)).get()!;
    const wrap = invoice.snapshot.lines.find((l) => l.label === "Emballage cadeau");
    expect(wrap).toMatchObject({ quantity: 1, totalTtcCents: 500 });
    expect(invoice.snapshot.lines.reduce((sum, l) => sum + l.totalTtcCents, 0)).toBe(invoice.snapshot.totals.ttcCents);
    expect(invoice.snapshot.totals.ttcCents).toBe(getDb().select().from(orders).where(eq(orders.id, order.id)).get()!.total_cents);
  });
});

describe("the confirmation emails", () => {
  it("show the wrap, the samples and the message, escaped in HTML and as typed in the text", async () => {
    await signedInCookie(); // an admin account: the owner's notice goes to it
    setSettings({ gift_wrap_cents: 500 });
    const message = `<img src=x onerror=alert(1)>\nAvec tout mon amour & "plus"`;
    await postCheckout({ ...oneBottle(), giftWrap: true, giftMessage: message, samples: [productBySlug("rose-merveilleuse").id] });
    const [order] = allOrders();
    await submitDemoPayment(order.reference);
    const mails = getDb().select().from(email_outbox).where(eq(email_outbox.order_id, order.id)).all();
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
  const minuit = () => productBySlug("minuit-profond").id;
  const saphir = () => productBySlug("saphir-bleu").id;
  const rose = () => productBySlug("rose-merveilleuse").id;

  it("offers the marked perfumes with vials left, and enforces the owner's limit on the server", () => {
    setProduct(saphir(), { sample_stock: 0 });
    const { samples } = priceCart(oneBottle());
    expect(samples.limit).toBe(2);
    expect(samples.offered.map((s) => s.id)).toContain(minuit());
    expect(samples.offered.map((s) => s.id)).not.toContain(saphir());
    expect(samples.offered.map((s) => s.id)).not.toContain(productBySlug("magie-noir").id);

    const three = applyCartAction(oneBottle(), formData({ intent: "set-samples", samples: [minuit(), rose(), productBySlug("bois-automne").id] }));
    expect(three.errors).toEqual({ samples: tooManySamples(2) });
    const gone = applyCartAction(oneBottle(), formData({ intent: "set-samples", samples: [saphir()] }));
    expect(gone.errors).toEqual({ samples: GIFT_MESSAGES.sampleUnavailable });
    const forged = applyCartAction(oneBottle(), formData({ intent: "set-samples", samples: ["1e3"] }));
    expect(forged.toast?.description).toBe("Action sur le panier invalide.");

    const two = applyCartAction(oneBottle(), formData({ intent: "set-samples", samples: [minuit(), rose(), minuit()] }));
    expect(two.cart.samples).toEqual([minuit(), rose()]);
    expect(priceCart(two.cart).samples.chosen.map((s) => s.name)).toEqual(["Minuit Profond", "Rose Merveilleuse"]);
    expect(priceCart(two.cart).totalCents).toBe(priceCart(oneBottle()).totalCents);
  });

  it("refuses at checkout a forged cookie with more samples than allowed, and corrects the cart", async () => {
    const cart: StoredCart = { ...oneBottle(), samples: [minuit(), rose(), productBySlug("bois-automne").id] };
    const { toast, cart: corrected } = await afterResponse(await postCheckout(cart));
    expect(toast?.title).toBe("Panier mis à jour");
    expect(corrected?.samples).toEqual([minuit(), rose()]);
    expect(allOrders()).toHaveLength(0);
  });

  it("holds the last vial for one of five shoppers checking out at once, and pays it from the sample stock", async () => {
    setProduct(minuit(), { sample_stock: 1 });
    const cart: StoredCart = { ...oneBottle(), samples: [minuit()] };
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => postCheckout(cart, {}, shopper(i))));
    expect(allOrders()).toHaveLength(1);
    const refused = await Promise.all(responses.filter((r) => r.headers.get("Location") === "/cart").map(afterResponse));
    expect(refused).toHaveLength(4);
    for (const { toast, cart: kept } of refused) {
      expect(toast?.title).toBe("Panier mis à jour");
      expect(kept?.samples).toEqual([]);
    }
    // Held, the vial is no longer offered to anyone else.
    expect(priceCart(oneBottle()).samples.offered.map((s) => s.id)).not.toContain(minuit());

    const [order] = allOrders();
    await submitDemoPayment(order.reference);
    expect(productBySlug("minuit-profond").sample_stock).toBe(0);
    expect(getDb().select().from(order_samples).where(eq(order_samples.order_id, order.id)).all()).toMatchObject([
      { name: "Minuit Profond", given: true },
    ]);
  });

  it("leaves out a sample whose vials are gone by the payment, and still takes the payment", async () => {
    await postCheckout({ ...oneBottle(), samples: [minuit(), rose()] });
    const [order] = allOrders();
    // The owner counts the vials while the shopper pays, and finds none of Minuit Profond left.
    setProduct(minuit(), { sample_stock: 0 });
    await submitDemoPayment(order.reference);
    expect(getDb().select().from(orders).where(eq(orders.id, order.id)).get()!.status).toBe("paid");
    const given = getDb().select().from(order_samples).where(eq(order_samples.order_id, order.id)).all();
    expect(given.map((s) => [s.name, s.given])).toEqual([
      ["Minuit Profond", false],
      ["Rose Merveilleuse", true],
    ]);
    expect(productBySlug("minuit-profond").sample_stock).toBe(0);
    expect(productBySlug("rose-merveilleuse").sample_stock).toBe(49);
    const events = getDb().select().from(order_events).where(eq(order_events.order_id, order.id)).all();
    expect(events.find((e) => e.type === "sample_left_out")?.detail).toBe("Minuit Profond : plus d'échantillon disponible");
  });
});

describe("the owner's gifts page", () => {
  type Reply = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
  const send = async (fields: Record<string, string>, cookie?: string) =>
    runAction(post(fields, { cookie: cookie ?? (await signedInCookie()), sub: "/cadeaux" }));
  const settings = () => getDb().select().from(shop_settings).get()!;

  it("refuses bad values next to their fields, keeps what was typed and changes nothing", async () => {
    const result = await send({ intent: "settings", wrap_offered: "on", wrap_price: "cinq", samples_per_order: "11" });
    expect(statusOf(result)).toBe(400);
    const { error, initialValue } = dataOf<Reply>(result).result;
    expect(error.wrap_price).toEqual(["Indiquez un prix en euros, par exemple 5.00 (0 pour offert)"]);
    expect(error.samples_per_order).toEqual(["Un nombre entier de 0 à 10 (0 : aucun échantillon proposé)"]);
    expect(initialValue.wrap_price).toBe("cinq");
    expect(settings()).toMatchObject({ gift_wrap_cents: 0, samples_per_order: 2 });
  });

  it("saves the wrap's price and the limit, and marks a perfume's samples; a signed-out post changes nothing", async () => {
    const saved = await send({ intent: "settings", wrap_offered: "on", wrap_price: "4.50", samples_per_order: "3" });
    expect(statusOf(saved)).toBe(302);
    expect(settings()).toMatchObject({ gift_wrap_offered: true, gift_wrap_cents: 450, samples_per_order: 3 });

    const magie = productBySlug("magie-noir").id;
    expect(statusOf(await send({ intent: "sample", product_id: String(magie), sample_offered: "on", sample_stock: "-2" }))).toBe(400);
    expect(statusOf(await send({ intent: "sample", product_id: String(magie), sample_offered: "on", sample_stock: "12" }))).toBe(302);
    expect(productBySlug("magie-noir")).toMatchObject({ sample_offered: true, sample_stock: 12 });
    expect(priceCart(oneBottle()).samples.offered.map((s) => s.id)).toContain(magie);

    const outsider = await runAction(post({ intent: "settings", wrap_price: "0", samples_per_order: "0" }, { sub: "/cadeaux" }));
    expect(statusOf(outsider)).not.toBe(200);
    expect(settings()).toMatchObject({ gift_wrap_cents: 450, samples_per_order: 3 });
  });
});
