import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sendDueEmails } from "~/lib/mail/sender.server";
import { db, tables } from "~/lib/platform/database.server";
import { customerFile } from "~/lib/use-cases/customer-file.server";
import { applyRetention } from "~/lib/use-cases/retention.server";
import { REMINDER_CONSENT, REMINDER_EMAIL_REQUIRED } from "~/lib/reminders/consent";
import { queueCheckoutReminders } from "~/lib/reminders/reminders.server";
import { eraseCustomer } from "~/lib/use-cases/erase-customer.server";
import { ADMIN_PATH, dataOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { afterResponse, allOrders, checkoutAndPay, DEMO_CUSTOMER, postCheckout, productBySlug, setDefaultFormat, useSmtpSink } from "./checkout-helpers";

const sink = useSmtpSink("proprietaire@maison-sillage.test");
const SHOPPER = DEMO_CUSTOMER.email;
const MINUTE = 60_000;
let minuit: number;
let rose: number;

beforeAll(async () => {
  minuit = (await productBySlug("minuit-profond")).id;
  rose = (await productBySlug("rose-merveilleuse")).id;
});

const CART = () => ({ lines: [{ id: minuit, quantity: 1 }, { id: rose, quantity: 2 }], promoCode: null });

/** « Commander » with the reminder box ticked (or not), left unpaid: the pending order. */
async function abandoned(fields: Record<string, string> = { remind: "on", reminderEmail: SHOPPER }, client = "198.51.100.1", path = "/checkout") {
  const response = (await postCheckout(CART(), {}, client, fields, path)) as Response;
  expect(response.headers.get("Location")).toMatch(/^(\/en)?\/paiement-demo\//);
  const orders = await allOrders();
  return orders.at(-1)!;
}

/** The instant the owner's delay (60 minutes by default) has passed after the payment window. */
const dueAfter = (order: { expires_at: Date | null }, delayMinutes = 60) => new Date(order.expires_at!.getTime() + delayMinutes * MINUTE + 1000);

async function reminders() {
  const { checkout_reminders } = tables();
  return db().select().from(checkout_reminders).orderBy(checkout_reminders.id);
}
async function reminderMails() {
  const { email_outbox } = tables();
  return db().select().from(email_outbox).where(eq(email_outbox.kind, "checkout_reminder"));
}
const tokenIn = (text: string) => /\/panier\/retrouver\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";

describe("abandoned checkout reminders", () => {
  it("the box is unticked by default: without it nothing is recorded and nothing is ever sent", async () => {
    const order = await abandoned({});
    expect(await reminders()).toHaveLength(0);
    expect(await queueCheckoutReminders(dueAfter(order))).toBe(0);
    expect(await reminderMails()).toHaveLength(0);
  });

  it("a ticked box needs an address: refused with a word, no order made", async () => {
    const response = (await postCheckout(CART(), {}, "198.51.100.1", { remind: "on" })) as Response;
    expect((await afterResponse(response)).toast?.description).toBe(REMINDER_EMAIL_REQUIRED);
    expect(await allOrders()).toHaveLength(0);
  });

  it("with the box unticked, a half-typed address beside it is ignored: « Commander » goes on, nothing is recorded", async () => {
    const order = await abandoned({ reminderEmail: "claire.mar" });
    expect(order.status).toBe("pending");
    expect(await reminders()).toHaveLength(0);
  });

  it("a reminder asked from the English checkout keeps en, for its email (decision 169); the French one fr", async () => {
    const english = await abandoned({ remind: "on", reminderEmail: SHOPPER }, "198.51.100.1", "/en/checkout");
    const french = await abandoned({ remind: "on", reminderEmail: "paul@example.fr" }, "198.51.100.2");
    expect((await reminders()).map(({ order_id, lang }) => ({ order_id, lang }))).toEqual([
      { order_id: english.id, lang: "en" },
      { order_id: french.id, lang: "fr" },
    ]);
    expect([english.lang, french.lang]).toEqual(["en", "fr"]);
  });

  it("records the consent with its version and date on the order, and reminds once after the owner's delay, even with parallel runs", async () => {
    const before = Date.now();
    const order = await abandoned();
    const [row] = await reminders();
    expect(row).toMatchObject({ order_id: order.id, email: SHOPPER, consent_version: REMINDER_CONSENT.version, queued_at: null, lang: "fr" });
    expect(row.consented_at.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);

    // Not before the delay has passed.
    expect(await queueCheckoutReminders(new Date(dueAfter(order).getTime() - 2 * MINUTE))).toBe(0);
    const runs = await Promise.all([1, 2, 3].map(() => queueCheckoutReminders(dueAfter(order))));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await queueCheckoutReminders(dueAfter(order, 24 * 60))).toBe(0);
    expect(await reminderMails()).toHaveLength(1);
    expect((await reminders())[0].outcome).toBe("sent");

    await sendDueEmails();
    const mail = sink.to(SHOPPER).at(-1)!;
    expect(mail.text).toContain("Minuit Profond");
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(tokenIn(mail.text)).toHaveLength(43);
  });

  it("follows the owner's delay", async () => {
    const cookie = await signedInCookie();
    const refused = await runAction(post({ delayMinutes: "5" }, { cookie, sub: "/newsletter" }));
    expect(statusOf(refused)).toBe(400);
    const saved = await runAction(post({ delayMinutes: "180" }, { cookie, sub: "/newsletter" }));
    expect(statusOf(saved)).toBe(302);
    expect(dataOf<{ delayMinutes: number }>(await runLoader(`${ADMIN_PATH}/newsletter`, cookie)).delayMinutes).toBe(180);
    const order = await abandoned();
    expect(await queueCheckoutReminders(dueAfter(order, 120))).toBe(0);
    expect(await queueCheckoutReminders(dueAfter(order, 180))).toBe(1);
  });

  it("never after the shopper paid another order since, nor for an order paid late", async () => {
    const order = await abandoned();
    await checkoutAndPay(CART(), "198.51.100.2");
    expect(await queueCheckoutReminders(dueAfter(order))).toBe(0);
    expect((await reminders())[0].outcome).toBe("paid-since");
    expect(await reminderMails()).toHaveLength(0);
  });

  it("leaves a perfume out of stock out of the email and the rebuilt cart, saying so; the link's GET changes nothing, its POST restores", async () => {
    const order = await abandoned();
    await setDefaultFormat(rose, { stock_quantity: 0, stock_status: "out_of_stock" });
    expect(await queueCheckoutReminders(dueAfter(order))).toBe(1);
    await sendDueEmails();
    const mail = sink.to(SHOPPER).at(-1)!;
    expect(mail.text).toMatch(/Rose Merveilleuse.*n'est plus disponible/);
    const token = tokenIn(mail.text);

    const page = await runLoader(`panier/retrouver/${token}`);
    expect(dataOf<{ lines: { name: string; available: boolean }[] }>(page).lines).toEqual([
      expect.objectContaining({ name: expect.stringContaining("Minuit Profond"), available: true }),
      expect.objectContaining({ name: expect.stringContaining("Rose Merveilleuse"), available: false }),
    ]);
    expect(statusOf(page)).toBe(200);

    const restored = await afterResponse((await runAction(post({ intent: "restore" }, { path: `panier/retrouver/${token}` }))) as Response);
    expect(restored.cart?.lines).toEqual([{ id: minuit, quantity: 1 }]);
    expect(restored.toast?.description).toMatch(/Rose Merveilleuse.*plus disponible/);
  });

  it("restoring twice (a second click, a reposted form) puts the bottles back once", async () => {
    const order = await abandoned();
    expect(await queueCheckoutReminders(dueAfter(order))).toBe(1);
    await sendDueEmails();
    const token = tokenIn(sink.to(SHOPPER).at(-1)!.text);
    const restore = (cookie?: string) => runAction(post({ intent: "restore" }, { path: `panier/retrouver/${token}`, cookie }));
    const first = (await restore()) as Response;
    const cartCookie = first.headers.getSetCookie().find((c) => c.startsWith("__cart="))!.split(";")[0];
    const second = await afterResponse((await restore(cartCookie)) as Response);
    expect(second.cart?.lines).toEqual([{ id: minuit, quantity: 1 }, { id: rose, quantity: 2 }]);
  });

  it("sends nothing when nothing of the order can be bought any more", async () => {
    const order = await abandoned();
    await setDefaultFormat(rose, { stock_quantity: 0, stock_status: "out_of_stock" });
    await setDefaultFormat(minuit, { stock_quantity: 0, stock_status: "out_of_stock" });
    expect(await queueCheckoutReminders(dueAfter(order))).toBe(0);
    expect((await reminders())[0].outcome).toBe("nothing-in-stock");
  });

  it("the email's one-click unsubscribe erases the consent; the customer file lists it, erasure and retention delete it", async () => {
    const order = await abandoned();
    expect((await customerFile(SHOPPER))?.rappels_panier).toEqual([expect.objectContaining({ commande: order.reference, version_consentement: REMINDER_CONSENT.version })]);
    await queueCheckoutReminders(dueAfter(order));
    await sendDueEmails();
    const token = tokenIn(sink.to(SHOPPER).at(-1)!.text);
    const oneClick = await runAction(post({ "List-Unsubscribe": "One-Click" }, { path: `panier/retrouver/${token}` }));
    expect(statusOf(oneClick)).toBe(200);
    expect(await reminders()).toHaveLength(0);

    await abandoned(undefined, "198.51.100.3");
    expect((await eraseCustomer(SHOPPER, "admin@maison-sillage.test")).ok).toBe(true);
    expect(await reminders()).toHaveLength(0);

    await abandoned(undefined, "198.51.100.4");
    expect((await applyRetention(new Date(Date.now() + 8 * 24 * 60 * MINUTE))).checkoutRemindersDeleted).toBe(1);
    expect(await reminders()).toHaveLength(0);
  });
});
