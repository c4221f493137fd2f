import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { commitStoredCart, readStoredCart, type StoredCart } from "~/lib/cart/cart.server";
import { resetConfigForTests } from "~/lib/platform/config.server";
import { db, tables, withTransaction, type Db, type Tables } from "~/lib/platform/database.server";
import type { Order, ProductFormat } from "~/lib/platform/schema.server";
import { withRequestContext } from "~/lib/platform/request-context.server";
import {
  addSeedFormats,
  SEED_MULTI_FORMAT_SLUGS,
  SEED_PRICE_CENTS,
  SEED_SAMPLE_SLUGS,
  SEED_SAMPLE_STOCK,
  SEED_STOCK_QUANTITY,
} from "~/lib/catalog/seed.server";
import { readShownToast, shownToast } from "~/lib/i18n/toasts.server";
import { applyCartAction } from "~/lib/use-cases/cart-actions.server";
import type { Identity } from "~/lib/legal/identity";
import { SELLER_IDENTITY, SELLER_PACKAGING } from "../seller-identity";

export { SELLER_IDENTITY };
import { getShopSettings, saveShopSettings } from "~/lib/legal/shop-settings.server";
import { addPackagingRegistration } from "~/lib/legal/packaging-registrations.server";
import { SmtpSink } from "../fakes/smtp-sink";
import { FakeStripeServer } from "../fakes/stripe-server";
import { signedInCookie } from "./admin-helpers";

export const ORIGIN = "http://boutique.test";

const PAYMENT_ENV = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
  "PUBLIC_URL",
] as const;

/** Sets the payment variables (unset ones are removed) and makes the app read them again. */
export function usePaymentEnv(env: Partial<Record<(typeof PAYMENT_ENV)[number], string>>) {
  for (const key of PAYMENT_ENV) {
    if (env[key] === undefined) delete process.env[key];
    else process.env[key] = env[key];
  }
  resetConfigForTests();
}

/**
 * A seeded perfume with its default format's price and stock beside its own columns, as the
 * perfume dialog shows them: they live on the format only (decision 105).
 */
export async function productBySlug(slug: string) {
  const { products } = tables();
  const [row] = await db().select().from(products).where(eq(products.slug, slug)).limit(1);
  if (!row) throw new Error(`parfum ${slug} absent du seed`);
  const { price_cents, price_id, stock_quantity, stock_status } = await defaultFormat(row.id);
  return { ...row, price_cents, price_id, stock_quantity, stock_status };
}

/** A seeded format of a perfume by its volume (magie-noir has a 10, a 50 and a 100 ml). */
export async function formatOf(slug: string, volume: number) {
  const { product_formats } = tables();
  const { id } = await productBySlug(slug);
  const [row] = await db()
    .select()
    .from(product_formats)
    .where(and(eq(product_formats.product_id, id), eq(product_formats.volume_ml, volume)))
    .limit(1);
  if (!row) throw new Error(`${slug} n'a pas de ${volume} ml`);
  return row;
}

/** A perfume's default format: its price and stock live there only (decision 105). */
export async function defaultFormat(productId: number) {
  const { product_formats } = tables();
  const [row] = await db()
    .select()
    .from(product_formats)
    .where(and(eq(product_formats.product_id, productId), eq(product_formats.is_default, true)))
    .limit(1);
  if (!row) throw new Error(`le parfum ${productId} n'a pas de format par défaut`);
  return row;
}

/** A test's own change to a perfume's default format (every perfume's when no id is given). */
export function setDefaultFormat(productId: number | null, values: Partial<ProductFormat>) {
  return withTransaction(async (tx) => {
    const { product_formats } = tables();
    const isDefault = eq(product_formats.is_default, true);
    await tx
      .update(product_formats)
      .set(values)
      .where(productId == null ? isDefault : and(isDefault, eq(product_formats.product_id, productId)));
  });
}

/** A test's own read of the shop, outside any transaction. */
export function read<T>(query: (db: Db, t: Tables) => Promise<T>): Promise<T> {
  return query(db(), tables());
}

/** A test's own change to the shop, in a write transaction like every write of the app. */
export function write<T>(work: (tx: Db, t: Tables) => Promise<T>): Promise<T> {
  return withTransaction((tx) => work(tx, tables()));
}

/** A form as the browser posts it: a list is a field sent several times, undefined is left out. */
export function formData(fields: Record<string, string | number | undefined | (string | number)[]>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) fd.append(k, String(one));
  }
  return fd;
}

/** Seeded catalogue and codes, no orders: every case starts from the same shop. */
export async function resetShop() {
  const t = tables();
  await withTransaction(async (tx) => {
    for (const table of [
      // Before the cards, vouchers, orders and refunds it names (decision 144).
      t.stored_value_ledger,
      t.set_vouchers,
      t.reviews,
      t.review_invitations,
      t.review_optouts,
      t.email_outbox,
      t.credit_notes,
      t.invoices,
      t.legal_texts,
      t.order_events,
      t.refunds,
      t.withdrawals,
      t.order_items,
      t.order_samples,
      t.checkout_reminders,
      t.orders,
      t.processed_events,
      t.privacy_requests,
      t.rate_limit_hits,
      t.stock_alerts,
      // After the orders that name them (decision 116).
      t.gift_cards,
      t.newsletter_subscriptions,
    ]) {
      await tx.delete(table);
    }
    // The rates a test added from a future day; the migration's rows all start by 2026-11-28.
    await tx.delete(t.vat_rates).where(gt(t.vat_rates.valid_from, "2026-11-28"));
    await tx.update(t.shop_settings).set({
      site_origin: null,
      gift_wrap_offered: true,
      gift_wrap_cents: 0,
      samples_per_order: 2,
      review_invitation_days: 7,
      show_demo_reviews: true,
      checkout_reminder_delay_minutes: 60,
      oss_registered_on: null,
    });
    await tx.update(t.products).set({ sample_offered: false, sample_stock: 0 });
    await tx.update(t.products).set({ sample_offered: true, sample_stock: SEED_SAMPLE_STOCK }).where(inArray(t.products.slug, SEED_SAMPLE_SLUGS));
    // Formats as seeded: each perfume's default 50 ml, the extra ones added again below.
    await tx.delete(t.product_formats).where(eq(t.product_formats.is_default, false));
    await tx.update(t.product_formats).set({
      price_cents: SEED_PRICE_CENTS,
      stock_status: "in_stock",
      stock_quantity: SEED_STOCK_QUANTITY,
      volume_ml: 50,
      label: null,
      is_active: true,
      shows_reduction: false,
      position: 0,
    });
    for (const slug of SEED_MULTI_FORMAT_SLUGS) await addSeedFormats(tx, (await productBySlug(slug)).id);
    await tx.delete(t.promo_codes);
    await tx.insert(t.promo_codes).values([
      { code: "BIENVENUE10", discount_type: "percentage", discount_value: 10 },
      { code: "OFFERT100", discount_type: "percentage", discount_value: 100 },
    ]);
  });
}

/**
 * The zone opened or closed. Open, its countries get a packaging registration, which a live shop
 * needs to take money for a parcel sent there (decision 165); closed, they lose it.
 */
export async function setZoneActive(name: string, active: boolean) {
  await write(async (tx, { packaging_registrations, shipping_zones }) => {
    await tx.update(shipping_zones).set({ is_active: active }).where(eq(shipping_zones.name, name));
    await tx.delete(packaging_registrations).where(inArray(packaging_registrations.country, ["BE", "LU"]));
    if (active) {
      await tx.insert(packaging_registrations).values([
        { country: "BE", register: "Fost Plus", number: "BE-TEST-1" },
        { country: "LU", register: "Valorlux", number: "LU-TEST-1" },
      ]);
    }
  });
}

export async function cartCookie(cart: StoredCart): Promise<string> {
  const setCookie = await commitStoredCart(new Request(`${ORIGIN}/`), cart);
  return setCookie.split(";")[0];
}

/**
 * "Commander" from `client` (each shopper of a race test is a client of its own); `fields`: the
 * form's optional reminder and gift options (a list is a field sent several times); `path`: the
 * checkout's address, `/en/checkout` from an English page.
 */
export async function postCheckout(
  cart: StoredCart,
  headers: Record<string, string> = {},
  client = "198.51.100.1",
  fields: Record<string, string | string[]> = {},
  path = "/checkout",
) {
  const { action } = await import("~/routes/checkout");
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Cookie: await cartCookie(cart), ...headers },
    body,
  });
  return withRequestContext({ remoteAddress: client, client }, () => action({ request, params: {}, context: {} }));
}

export const DEMO_CUSTOMER = {
  intent: "pay",
  email: "claire.martin@example.fr",
  name: "Claire Martin",
  address: "12 rue des Rosiers",
  postalCode: "75004",
  city: "Paris",
  terms: "on",
};

/** A form post to the demo payment page ("Payer" by default), as the browser sends it; `/en` before its address in English. */
export async function submitDemoPayment(reference: string, fields: Record<string, string> = DEMO_CUSTOMER, prefix = "") {
  const { action } = await import("~/routes/paiement-demo.$reference");
  const request = new Request(`${ORIGIN}${prefix}/paiement-demo/${reference}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action({ request, params: { reference }, context: {} });
}

/** « Commander et payer par carte cadeau » of an order a gift card pays in full (decision 124), as the browser sends it. */
export async function submitCardConfirmation(reference: string, fields: Record<string, string> = { ...DEMO_CUSTOMER, intent: "confirm" }) {
  const { action } = await import("~/routes/commande.confirmation.$reference");
  const request = new Request(`${ORIGIN}/commande/confirmation/${reference}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return action({ request, params: { reference }, context: {} });
}

/**
 * A shopper's whole sale in demo mode: « Commander », then « Payer » on the demo page (or
 * « Commander et payer par carte cadeau » when a gift card pays it all); the paid order's reference.
 */
export async function checkoutAndPay(cart: StoredCart, client = "198.51.100.1"): Promise<string> {
  const location = ((await postCheckout(cart, {}, client)) as Response).headers.get("Location") ?? "";
  const [, page, reference] = /^\/(paiement-demo|commande\/confirmation)\/(.+)$/.exec(location) ?? [];
  if (!reference) throw new Error(`la commande n'a pas été passée (réponse vers ${location})`);
  const paid = (await (page === "paiement-demo" ? submitDemoPayment(reference) : submitCardConfirmation(reference))) as Response;
  if (paid.status !== 302) throw new Error(`le paiement de ${reference} a échoué (${paid.status})`);
  return reference;
}

/** The flash toast and the cart a browser would hold after this response. */
export async function afterResponse(response: Response) {
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  const request = new Request(`${ORIGIN}/`, { headers: { Cookie: cookies.join("; ") } });
  const { toast } = await readShownToast(request);
  const cartWasWritten = cookies.some((c) => c.startsWith("__cart="));
  return { toast, cart: cartWasWritten ? await readStoredCart(request) : null };
}

export async function allOrders() {
  const { orders } = tables();
  return db().select().from(orders).orderBy(asc(orders.id));
}

export async function orderRow(id: number) {
  const { orders } = tables();
  const [row] = await db().select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** A test's own change to an order, in a write transaction like every write of the app. */
export async function updateOrder(id: number, values: Partial<Order>) {
  const { orders } = tables();
  await withTransaction((tx) => tx.update(orders).set(values).where(eq(orders.id, id)));
}

export async function itemsOf(orderId: number) {
  const { order_items } = tables();
  return db().select().from(order_items).where(eq(order_items.order_id, orderId)).orderBy(asc(order_items.id));
}

export async function promo(code: string) {
  const { promo_codes } = tables();
  const [row] = await db().select().from(promo_codes).where(eq(promo_codes.code, code)).limit(1);
  if (!row) throw new Error(`code ${code} absent`);
  return row;
}

/** The seller's legal facts filled in (France's packaging identifier too), the accessibility regime kept. */
export async function fillSellerIdentity(identity: Identity = SELLER_IDENTITY) {
  const settings = await getShopSettings();
  await saveShopSettings({ identity, accessibilityRegime: settings.accessibility_regime });
  await addPackagingRegistration({ ...SELLER_PACKAGING, note: "" });
}

/**
 * A file's fake Stripe: started before its tests, closed after; before each test the fake and the
 * shop start afresh, with the payment variables `env` gives (none: demo mode), and the seller's
 * legal facts a live shop needs to sell (unless `sellerKnown` is false: the identity is left as is).
 */
export function useFakeStripe(env: (fake: FakeStripeServer) => Parameters<typeof usePaymentEnv>[0] = () => ({}), { sellerKnown = true } = {}) {
  const fake = new FakeStripeServer();
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(async () => {
    await fake.close();
    usePaymentEnv({});
  });
  beforeEach(async () => {
    fake.reset();
    await resetShop();
    if (sellerKnown) await fillSellerIdentity();
    usePaymentEnv(env(fake));
  });
  return fake;
}

/**
 * A file's SMTP sink, a real server: started before its tests, stopped after; before each test
 * the shop starts afresh in demo mode, mailing it, with `owner` as OWNER_EMAIL.
 */
export function useSmtpSink(owner: string): SmtpSink {
  const sink = new SmtpSink();
  beforeAll(async () => {
    await sink.start();
    await signedInCookie();
  });
  afterAll(async () => {
    await sink.stop();
    delete process.env.SMTP_URL;
    delete process.env.OWNER_EMAIL;
    resetConfigForTests();
  });
  beforeEach(async () => {
    usePaymentEnv({});
    process.env.SMTP_URL = sink.url;
    process.env.OWNER_EMAIL = owner;
    resetConfigForTests();
    await resetShop();
    sink.received.length = 0;
  });
  return sink;
}

/** A cart form's post as a French page sends it, its toast as that page shows it (keyed toasts resolved). */
export async function cartAction(...args: Parameters<typeof applyCartAction>) {
  const result = await applyCartAction(...args);
  return { ...result, toast: result.toast && shownToast("fr", result.toast) };
}
