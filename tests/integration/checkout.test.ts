import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { findLegalText } from "~/lib/documents/legal-texts.server";
import { termsInForce } from "~/lib/legal-pages/legal-pages.server";
import { beforeAll, describe, expect, it } from "vitest";
import type { StoredCart } from "~/lib/cart/cart.server";
import { paidSessionChanges } from "../fakes/stripe-server";
import { ADMIN_PATH, dataOf, runLoader, signedInCookie } from "./admin-helpers";
import {
  afterResponse,
  allOrders,
  cartCookie,
  checkoutAndPay,
  DEMO_CUSTOMER,
  fillSellerIdentity,
  itemsOf,
  ORIGIN,
  postCheckout,
  productBySlug,
  promo,
  resetShop,
  SELLER_IDENTITY,
  setDefaultFormat,
  submitDemoPayment,
  useFakeStripe,
  usePaymentEnv,
  write,
} from "./checkout-helpers";

const fake = useFakeStripe();
let minuit: number;
let rose: number;

const PAYMENT_ERROR = {
  title: "Erreur",
  description: "Une erreur est survenue lors de la création de la session de paiement.",
  type: "error",
};

beforeAll(async () => {
  minuit = (await productBySlug("minuit-profond")).id;
  rose = (await productBySlug("rose-merveilleuse")).id;
});

const twoPerfumes = (promoCode: string | null = "BIENVENUE10"): StoredCart => ({
  lines: [
    { id: minuit, quantity: 1 },
    { id: rose, quantity: 2 },
  ],
  promoCode,
});

describe("refusals (the cart stays as it was)", () => {
  it("refuses an empty cart with 'Panier vide', creates no order and calls no provider", async () => {
    usePaymentEnv(fake.env());
    const response = await postCheckout({ lines: [], promoCode: null });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
    const { toast, cart } = await afterResponse(response);
    expect(toast).toEqual({
      title: "Panier vide",
      description: "Ajoutez des articles à votre panier avant de procéder au paiement.",
      type: "error",
    });
    expect(cart).toBeNull();
    expect(await allOrders()).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it("goes back to the page the form came from, only on this site", async () => {
    const same = await postCheckout({ lines: [], promoCode: null }, { Referer: `${ORIGIN}/products/bahia?x=1` });
    expect(same.headers.get("Location")).toBe("/products/bahia?x=1");
    const foreign = await postCheckout({ lines: [], promoCode: null }, { Referer: "https://evil.example/cart" });
    expect(foreign.headers.get("Location")).toBe("/cart");
  });

  it("refuses a line out of stock, or above the stock, naming the perfume", async () => {
    await setDefaultFormat(minuit, { stock_status: "out_of_stock" });
    let { toast } = await afterResponse(await postCheckout(twoPerfumes()));
    expect(toast).toMatchObject({ title: "Produit en rupture", description: expect.stringContaining("Minuit Profond") });

    await resetShop();
    await setDefaultFormat(rose, { stock_quantity: 1 });
    ({ toast } = await afterResponse(await postCheckout(twoPerfumes())));
    expect(toast).toEqual({
      title: "Stock insuffisant",
      description: "Il ne reste qu'un seul exemplaire de Rose Merveilleuse (50 ml) : ajustez la quantité avant de commander.",
      type: "error",
    });
    expect(await allOrders()).toEqual([]);
  });

  it("refuses a perfume that lost its price and drops it from the cart", async () => {
    await setDefaultFormat(rose, { price_cents: null });
    const { toast, cart } = await afterResponse(await postCheckout(twoPerfumes(null)));
    expect(toast?.title).toBe("Panier mis à jour");
    expect(cart).toEqual({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    expect(await allOrders()).toEqual([]);
  });

  it("drops a code that stopped being valid and shows why, before any payment", async () => {
    await write((tx, { promo_codes }) => tx.update(promo_codes).set({ is_active: false }).where(eq(promo_codes.code, "BIENVENUE10")));
    const { toast, cart } = await afterResponse(await postCheckout(twoPerfumes()));
    expect(toast).toEqual({ title: "Code promo retiré", description: "Ce code promo n'est pas valide", type: "error" });
    expect(cart?.promoCode).toBeNull();
    expect(await allOrders()).toEqual([]);
  });

  it("a GET of /checkout goes to the cart", async () => {
    const { loader } = await import("~/routes/checkout");
    const response = loader({ request: new Request(`${ORIGIN}/checkout`), params: {}, context: {} });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/cart");
  });
});

describe("with Stripe (fake server reached by the real SDK)", () => {
  it("sends the database prices, quantities, one-off coupon, locale, URLs and metadata", async () => {
    usePaymentEnv(fake.env());
    const response = await postCheckout(twoPerfumes());

    const [order] = await allOrders();
    expect(order).toMatchObject({
      status: "pending",
      payment_provider: "stripe",
      subtotal_cents: 11985,
      discount_cents: 1199,
      total_cents: 10786,
      promo_code: "BIENVENUE10",
      lang: "fr",
    });
    expect(order.reference).toMatch(/^MS-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect((await itemsOf(order.id)).map(({ name, unit_price_cents, quantity }) => ({ name, unit_price_cents, quantity }))).toEqual([
      { name: "Minuit Profond", unit_price_cents: 3995, quantity: 1 },
      { name: "Rose Merveilleuse", unit_price_cents: 3995, quantity: 2 },
    ]);

    const [coupon] = fake.requestsTo("POST", "/v1/coupons");
    expect(Object.fromEntries(coupon.params)).toMatchObject({
      amount_off: "1199",
      currency: "eur",
      duration: "once",
      max_redemptions: "1",
      name: "BIENVENUE10",
    });
    expect(coupon.authorization).toBe("Bearer sk_test_fake_0123456789");

    const [create] = fake.requestsTo("POST", "/v1/checkout/sessions");
    const sent = Object.fromEntries(create.params);
    expect(sent).toMatchObject({
      mode: "payment",
      locale: "fr",
      currency: "eur",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "3995",
      "line_items[0][price_data][product_data][name]": "Minuit Profond (50 ml)",
      "line_items[1][quantity]": "2",
      "line_items[1][price_data][unit_amount]": "3995",
      "line_items[1][price_data][product_data][name]": "Rose Merveilleuse (50 ml)",
      "discounts[0][coupon]": "coupon_000001",
      "shipping_address_collection[allowed_countries][0]": "FR",
      client_reference_id: String(order.id),
      "metadata[order_reference]": order.reference,
      success_url: `${ORIGIN}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/cancel`,
    });
    expect(create.idempotencyKey).toBe(`checkout-${order.reference}`);

    const session = fake.sessions.get((await allOrders())[0].checkout_session_id!);
    expect(session?.amount_total).toBe(10786);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`https://checkout.stripe.com/c/pay/${session?.id}`);
    // The cart is only emptied on /success: going back from Stripe finds it intact. The only
    // cookie remembers that this browser started the checkout (for /success).
    const cookies = response.headers.getSetCookie().map((c) => c.split("=")[0]);
    expect(cookies).toEqual(["__checkouts"]);
    // Stripe stops taking the payment when the order's hold ends.
    expect(Number(sent.expires_at)).toBe(Math.floor(order.expires_at!.getTime() / 1000));
  });

  it("sends no coupon without a code, and builds URLs on PUBLIC_URL when set", async () => {
    usePaymentEnv({ ...fake.env(), PUBLIC_URL: "https://www.maison-sillage.fr/" });
    await postCheckout({ lines: [{ id: minuit, quantity: 3 }], promoCode: null });
    expect(fake.requestsTo("POST", "/v1/coupons")).toEqual([]);
    const sent = Object.fromEntries(fake.requestsTo("POST", "/v1/checkout/sessions")[0].params);
    expect(sent["line_items[0][price_data][unit_amount]"]).toBe("3995");
    expect(sent["line_items[0][quantity]"]).toBe("3");
    expect(sent).not.toHaveProperty("discounts[0][coupon]");
    expect(sent.success_url).toBe("https://www.maison-sillage.fr/success?session_id={CHECKOUT_SESSION_ID}");
    expect(sent.cancel_url).toBe("https://www.maison-sillage.fr/cancel");
    expect(fake.sessions.values().next().value?.amount_total).toBe(11985);
  });

  it("on a Stripe error: 'Erreur' toast, cart untouched, the order never payable", async () => {
    usePaymentEnv(fake.env());
    fake.failOn("/v1/checkout/sessions", 500);
    const response = await postCheckout(twoPerfumes(), { Referer: `${ORIGIN}/cart` });
    expect(response.headers.get("Location")).toBe("/cart");
    const { toast, cart } = await afterResponse(response);
    expect(toast).toEqual(PAYMENT_ERROR);
    expect(cart).toBeNull();
    expect((await allOrders()).map((o) => o.status)).toEqual(["failed"]);
  });

  it("on a session without url: the same error", async () => {
    usePaymentEnv(fake.env());
    fake.createSessionsWithoutUrl();
    const { toast } = await afterResponse(await postCheckout(twoPerfumes()));
    expect(toast).toEqual(PAYMENT_ERROR);
    expect((await allOrders()).map((o) => o.status)).toEqual(["failed"]);
  });

  it("/success retrieves the session and pays the order once, however often it is loaded", async () => {
    usePaymentEnv(fake.env());
    const checkoutCookie = (await postCheckout(twoPerfumes())).headers.getSetCookie()[0].split(";")[0];
    const [order] = await allOrders();
    const sessionId = order.checkout_session_id!;
    const { loader } = await import("~/routes/success");
    const load = async (cookie = checkoutCookie) =>
      loader({
        request: new Request(`${ORIGIN}/success?session_id=${sessionId}`, { headers: { Cookie: cookie } }),
        params: {},
        context: {},
      });

    // Before payment the page shows nothing paid and changes nothing.
    await load();
    expect((await allOrders())[0].status).toBe("pending");

    fake.updateSession(sessionId, paidSessionChanges({ amount_total: 10786 }));
    const first = (await load()) as { order: { reference: string; items: unknown[]; totalCents: number } };
    expect(first.order).toMatchObject({ reference: order.reference, totalCents: 10786 });
    expect(first.order.items).toHaveLength(2);
    await load();

    const paid = (await allOrders())[0];
    expect(paid).toMatchObject({
      status: "paid",
      customer_email: "claire.martin@example.fr",
      customer_name: "Claire Martin",
      shipping_address: "12 rue des Rosiers\n75004 Paris\nFR",
    });
    expect(paid.paid_at).toBeInstanceOf(Date);
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(49);
    expect((await productBySlug("rose-merveilleuse")).stock_quantity).toBe(48);
    expect((await promo("BIENVENUE10")).times_used).toBe(1);
    expect(fake.requestsTo("GET", `/v1/checkout/sessions/${sessionId}`)).toHaveLength(3);

    // Another browser with the same URL sees what the shop knows, and Stripe is not asked.
    const stranger = (await load("")) as { order: { reference: string } };
    expect(stranger.order.reference).toBe(order.reference);
    expect(fake.requestsTo("GET", `/v1/checkout/sessions/${sessionId}`)).toHaveLength(3);
    await load(`__checkouts=${"forged"}`);
    expect(fake.requestsTo("GET", `/v1/checkout/sessions/${sessionId}`)).toHaveLength(3);
  });

  it("/success empties a full cart by redirecting to itself with an empty cart cookie", async () => {
    const { loader } = await import("~/routes/success");
    const cookie = await cartCookie(twoPerfumes());
    const thrown = await loader({
      request: new Request(`${ORIGIN}/success?order=MS-AAAAA-AAAAA`, { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    }).catch((r: unknown) => r);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("Location")).toBe("/success?order=MS-AAAAA-AAAAA");
    expect((await afterResponse(response)).cart).toEqual({ lines: [], promoCode: null });
  });
});

describe("0 € orders (docs/decisions/010)", () => {
  it("with Stripe: a coupon of the whole subtotal, paid only once Stripe completes the session", async () => {
    usePaymentEnv(fake.env());
    await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: "OFFERT100" });
    const [order] = await allOrders();
    expect(order).toMatchObject({ subtotal_cents: 3995, discount_cents: 3995, total_cents: 0, status: "pending" });
    expect(fake.requestsTo("POST", "/v1/coupons")[0].params.get("amount_off")).toBe("3995");

    const { syncCheckoutSession } = await import("~/lib/use-cases/payment-events.server");
    // An open 0 € session says "no_payment_required" but nothing is confirmed yet.
    await syncCheckoutSession(order.checkout_session_id!);
    expect((await allOrders())[0].status).toBe("pending");
    fake.updateSession(order.checkout_session_id!, paidSessionChanges({ payment_status: "no_payment_required" }));
    await syncCheckoutSession(order.checkout_session_id!);
    expect((await allOrders())[0].status).toBe("paid");
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(49);
  });

  it("in demo mode: the demo page is still required to confirm the order", async () => {
    const response = await postCheckout({ lines: [{ id: minuit, quantity: 1 }], promoCode: "OFFERT100" });
    const [order] = await allOrders();
    expect(order).toMatchObject({ total_cents: 0, status: "pending", payment_provider: "demo" });
    expect(response.headers.get("Location")).toBe(`/paiement-demo/${order.reference}`);
  });
});

describe("demo payment page (no STRIPE_SECRET_KEY)", () => {
  async function demoOrder() {
    await postCheckout(twoPerfumes());
    return (await allOrders())[0];
  }

  const submit = submitDemoPayment;
  const customer = DEMO_CUSTOMER;

  it("shows the amount and items of the pending order", async () => {
    const order = await demoOrder();
    const { loader } = await import("~/routes/paiement-demo.$reference");
    const result = await loader({
      request: new Request(`${ORIGIN}/paiement-demo/${order.reference}`),
      params: { reference: order.reference },
      context: {},
    });
    expect(result.order).toMatchObject({ reference: order.reference, totalCents: 10786, discountCents: 1199 });
    expect(result.order.items.map((i) => [i.name, i.quantity])).toEqual([
      ["Minuit Profond (50 ml)", 1],
      ["Rose Merveilleuse (50 ml)", 2],
    ]);
  });

  it("'Payer' with invalid fields answers 400 with an error per field and pays nothing", async () => {
    const order = await demoOrder();
    const response = (await submit(order.reference, { intent: "pay", email: "pas-un-email", postalCode: "75" })) as {
      init: ResponseInit | null;
      data: { error: Record<string, string[]> };
    };
    expect(response.init?.status).toBe(400);
    expect(response.data.error).toMatchObject({
      email: ["Adresse email invalide"],
      name: ["Veuillez indiquer votre nom"],
      postalCode: ["Le code postal doit comporter 5 chiffres"],
    });
    expect((await allOrders())[0].status).toBe("pending");
  });

  it("'Payer' to an overseas postal code is refused beside the field: the shop ships to metropolitan France", async () => {
    const order = await demoOrder();
    const response = (await submit(order.reference, { ...customer, postalCode: "97100" })) as {
      init: ResponseInit | null;
      data: { error: Record<string, string[]> };
    };
    expect(response.init?.status).toBe(400);
    expect(response.data.error).toEqual({ postalCode: ["Nous ne livrons pas l'outre-mer"] });
    expect((await allOrders())[0].status).toBe("pending");
  });

  it("'Payer' records the payment like a webhook, once, then goes to /success?order=", async () => {
    const order = await demoOrder();
    const response = (await submit(order.reference, customer)) as Response;
    expect(response.headers.get("Location")).toBe(`/success?order=${order.reference}`);
    const again = (await submit(order.reference, customer)) as Response;
    expect(again.headers.get("Location")).toBe(`/success?order=${order.reference}`);

    expect((await allOrders())[0]).toMatchObject({
      status: "paid",
      customer_email: "claire.martin@example.fr",
      shipping_address: "12 rue des Rosiers\n75004 Paris\nFR",
    });
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(49);
    expect((await productBySlug("rose-merveilleuse")).stock_quantity).toBe(48);
    expect((await promo("BIENVENUE10")).times_used).toBe(1);
  });

  it("'Annuler' expires the order and goes to /cancel; it can no longer be paid", async () => {
    const order = await demoOrder();
    const response = (await submit(order.reference, { intent: "cancel" })) as Response;
    expect(response.headers.get("Location")).toBe("/cancel");
    expect((await allOrders())[0].status).toBe("expired");
    const late = (await submit(order.reference, customer)) as Response;
    expect(late.headers.get("Location")).toBe("/cart");
    expect((await afterResponse(late)).toast?.title).toBe("Erreur");
    expect((await allOrders())[0].status).toBe("expired");
    expect((await productBySlug("minuit-profond")).stock_quantity).toBe(50);
  });

  it("« à modifier dans le panier » ends the order and goes to the cart: its last bottle is free for the next « Commander »", async () => {
    await setDefaultFormat(rose, { stock_quantity: 1 });
    await postCheckout({ lines: [{ id: rose, quantity: 1 }], promoCode: null });
    const [order] = await allOrders();
    const held = await afterResponse(await postCheckout({ lines: [{ id: rose, quantity: 1 }], promoCode: null }));
    expect(held.toast?.title).toBe("Stock insuffisant");

    const response = (await submit(order.reference, { intent: "edit-cart" })) as Response;
    expect(response.headers.get("Location")).toBe("/cart");
    expect((await allOrders()).find((o) => o.id === order.id)?.status).toBe("expired");
    const again = await postCheckout({ lines: [{ id: rose, quantity: 1 }], promoCode: null });
    expect(again.headers.get("Location")).toMatch(/^\/paiement-demo\//);
  });

  it("does not exist once Stripe is configured, so no order can be paid for free", async () => {
    const order = await demoOrder();
    usePaymentEnv(fake.env());
    const thrown = await submit(order.reference, customer).catch((r: unknown) => r);
    expect((thrown as Response).status).toBe(404);
    expect((await allOrders())[0].status).toBe("pending");
  });
});

describe("real money only once the seller is known (decision 142)", () => {
  it("with Stripe's keys, a missing legal fact refuses « Commander » in French, calls no provider, and the admin lists what is missing", async () => {
    await fillSellerIdentity({ ...SELLER_IDENTITY, siret: "", mediator_url: "" });
    usePaymentEnv(fake.env());
    const response = await postCheckout(twoPerfumes(null));
    expect(response.headers.get("Location")).toBe("/cart");
    const { toast, cart: kept } = await afterResponse(response);
    expect(toast).toMatchObject({ title: "Commande impossible pour le moment", type: "error" });
    expect(toast?.description).toContain("ne peut pas encore encaisser de paiement");
    expect(kept).toBeNull();
    expect(await allOrders()).toEqual([]);
    expect(fake.requests).toEqual([]);
    const cookie = await signedInCookie();
    expect(dataOf(await runLoader(`${ADMIN_PATH}/layout`, cookie))).toMatchObject({ salesBlocked: true });
    const { desk } = dataOf<{ desk: { missingLegal: string[]; liveSales: boolean } }>(await runLoader(`${ADMIN_PATH}/tableau-de-bord`, cookie));
    expect(desk).toMatchObject({ missingLegal: ["SIRET", "Site du médiateur"], liveSales: true });

    await fillSellerIdentity();
    expect((await postCheckout(twoPerfumes(null))).headers.get("Location")).toMatch(/^http/);
  });

  it("demo mode takes no money: it sells with the facts missing, as before", async () => {
    await fillSellerIdentity({ ...SELLER_IDENTITY, siret: "" });
    expect((await postCheckout(twoPerfumes(null))).headers.get("Location")).toMatch(/^\/paiement-demo\//);
  });
});

describe("the order's language (decision 169, docs/i18n-plan.md step 8)", () => {
  it("an English checkout stores en and opens Stripe's page in English, coming back to the English pages", async () => {
    usePaymentEnv(fake.env());
    const response = (await postCheckout(twoPerfumes(), {}, "198.51.100.1", {}, "/en/checkout")) as Response;
    const [order] = await allOrders();
    expect(order).toMatchObject({ status: "pending", payment_provider: "stripe", lang: "en" });
    const [create] = fake.requestsTo("POST", "/v1/checkout/sessions");
    expect(Object.fromEntries(create.params)).toMatchObject({
      locale: "en",
      success_url: `${ORIGIN}/en/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/en/cancel`,
    });
    expect(response.headers.get("Location")).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });

  it("an English order paid on the English demo page keeps the CGV and withdrawal form given in English (the French text until step 7 writes it), under that text's version and language", async () => {
    usePaymentEnv({});
    const placed = (await postCheckout(twoPerfumes(), {}, "198.51.100.1", {}, "/en/checkout")) as Response;
    const [order] = await allOrders();
    expect(order.lang).toBe("en");
    expect(placed.headers.get("Location")).toBe(`/en/paiement-demo/${order.reference}`);
    const paid = (await submitDemoPayment(order.reference, DEMO_CUSTOMER, "/en")) as Response;
    expect(paid.headers.get("Location")).toBe(`/en/success?order=${order.reference}`);

    const given = await termsInForce("en");
    const [row] = await write((tx, { invoices, orders }) =>
      tx.select({ snapshot: invoices.snapshot, termsVersion: orders.terms_version, lang: orders.lang }).from(invoices).innerJoin(orders, eq(orders.id, invoices.order_id)),
    );
    expect(row).toMatchObject({ termsVersion: given.version, lang: "en" });
    const terms = await findLegalText(row.snapshot.termsTextId!);
    expect(terms).toMatchObject({ kind: "terms", version: given.version, lang: given.lang, document: given.document });
    expect(await findLegalText(row.snapshot.withdrawalFormTextId!)).toMatchObject({ kind: "withdrawal_form", version: given.version, lang: given.lang });
  });

  it("a French order is as before: fr, Stripe in French, the French CGV kept as fr, under the digest a French text always had", async () => {
    usePaymentEnv({});
    const reference = await checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    const [row] = await write((tx, { invoices, orders }) =>
      tx.select({ snapshot: invoices.snapshot, termsVersion: orders.terms_version, lang: orders.lang }).from(invoices).innerJoin(orders, eq(orders.id, invoices.order_id)).where(eq(orders.reference, reference)),
    );
    const given = await termsInForce();
    expect(row).toMatchObject({ termsVersion: given.version, lang: "fr" });
    const terms = await findLegalText(row.snapshot.termsTextId!);
    expect(terms).toMatchObject({ version: given.version, lang: "fr", document: given.document });
    // The digest a French text had before the column: a text kept earlier is found again, never kept twice.
    expect(terms?.digest).toBe(createHash("sha256").update(JSON.stringify(["terms", given.version, given.document])).digest("hex"));
  });
});
