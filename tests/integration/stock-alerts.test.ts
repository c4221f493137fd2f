import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { shopOrigin } from "~/lib/legal/shop-settings.server";
import { sendDueEmails } from "~/lib/mail/sender.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import type { ProductFormat, StockAlert } from "~/lib/platform/schema.server";
import { customerFile, exportCustomer } from "~/lib/use-cases/customer-file.server";
import { eraseCustomer } from "~/lib/use-cases/erase-customer.server";
import { retentionStatements } from "~/lib/privacy/retention-periods";
import { applyRetention } from "~/lib/use-cases/retention.server";
import { ALERT_LIMITS, ASKED, NOT_AWAITABLE } from "~/lib/stock-alerts/requests.server";
import { queueRestockAlerts } from "~/lib/stock-alerts/restock.server";
import { isPurchasable } from "~/lib/catalog/product-rules";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import type { ReceivedMail } from "../fakes/smtp-sink";
import { ADMIN_PATH, BASE, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { afterResponse, allOrders, checkoutAndPay, formatOf, itemsOf, productBySlug, useSmtpSink } from "./checkout-helpers";

const sink = useSmtpSink("proprietaire@maison-sillage.test");
const DAY_MS = 24 * 60 * 60 * 1000;
const SHOPPER = "lea.martin@example.fr";

/** A test's own change to a format, in a write transaction like every write of the app. */
async function updateFormat(formatId: number, values: Partial<ProductFormat>) {
  const { product_formats } = tables();
  await withTransaction((tx) => tx.update(product_formats).set(values).where(eq(product_formats.id, formatId)));
}

const setStock = (formatId: number, quantity: number) =>
  updateFormat(formatId, { stock_quantity: quantity, stock_status: quantity > 0 ? "in_stock" : "out_of_stock" });

/** The shopper's form on the product page, posted as the browser posts it (from `referer`, when given). */
function ask(fields: Record<string, string | number>, ip = "203.0.113.7", slug = "magie-noir", referer?: string) {
  const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const request = post(values, { path: `products/${slug}`, ip });
  if (referer) request.headers.set("Referer", referer);
  return runAction(request);
}

async function alerts() {
  const { stock_alerts } = tables();
  return db().select().from(stock_alerts).orderBy(stock_alerts.id);
}
async function outboxOf(kind: string) {
  const { email_outbox } = tables();
  return db().select().from(email_outbox).where(eq(email_outbox.kind, kind)).orderBy(email_outbox.id);
}
async function deleteAll(table: "email_outbox" | "rate_limit_hits") {
  const t = tables()[table];
  await withTransaction((tx) => tx.delete(t));
}
const tokenIn = (mail: ReceivedMail) => /\/alertes-stock\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? "";
/** A header of the message as sent, its folded lines joined. */
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(mail.raw)?.[1]?.replace(/\r?\n[ \t]+/g, "").trim();

let big: number;
let small: number;

beforeEach(async () => {
  big = (await formatOf("magie-noir", 100)).id;
  small = (await formatOf("magie-noir", 10)).id;
  await setStock(big, 0);
  await setStock(small, 0);
});

/** A request made and its confirmation email delivered: the token the shopper received. */
async function askedAndMailed(email = SHOPPER, formatId = big) {
  const response = await ask({ formatId, email, consent: "on" });
  expect(statusOf(response)).toBe(302);
  await sendDueEmails();
  const mail = sink.to(email.toLowerCase()).at(-1)!;
  return { response, mail, token: tokenIn(mail) };
}

async function confirmed(email = SHOPPER, formatId = big) {
  const { token } = await askedAndMailed(email, formatId);
  const response = await runAction(post({ intent: "confirm" }, { path: `alertes-stock/${token}` }));
  expect(statusOf(response)).toBe(302);
  return token;
}

describe("asking for an alert on the product page", () => {
  it("refuses a bad address and a box left unticked in French, next to the field, keeping what was typed", async () => {
    const bad = await ask({ formatId: big, email: "lea.martin@", consent: "on" });
    expect(statusOf(bad)).toBe(400);
    const reply = dataOf<{ error: Record<string, string[]>; initialValue: Record<string, string> }>(bad);
    expect(reply.error.email).toEqual(["Adresse email invalide"]);
    expect(reply.initialValue.email).toBe("lea.martin@");

    const unticked = await ask({ formatId: big, email: SHOPPER });
    expect(statusOf(unticked)).toBe(400);
    expect(dataOf<{ error: Record<string, string[]> }>(unticked).error.consent).toEqual(["Cochez la case pour accepter de recevoir cet email"]);
    expect(await alerts()).toHaveLength(0);
    expect(await outboxOf("stock_alert_confirmation")).toHaveLength(0);
  });

  it("accepts only a format of this perfume that is out of stock", async () => {
    await setStock(small, 12);
    const inStock = await ask({ formatId: small, email: SHOPPER, consent: "on" });
    expect(statusOf(inStock)).toBe(400);
    expect(dataOf<{ error: Record<string, string[]> }>(inStock).error.formatId).toEqual([NOT_AWAITABLE]);
    const otherPerfume = (await formatOf("saphir-bleu", 50)).id;
    await setStock(otherPerfume, 0);
    const forged = await ask({ formatId: otherPerfume, email: SHOPPER, consent: "on" });
    expect(statusOf(forged)).toBe(400);
    expect(await alerts()).toHaveLength(0);
  });

  it("records one unconfirmed request and sends the double opt-in email with the product's name and a one-click unsubscribe", async () => {
    const { response, mail, token } = await askedAndMailed("Lea.Martin@Example.FR");
    expect(locationOf(response)).toBe("/products/magie-noir?format=100ml");
    expect((await afterResponse(response as Response)).toast).toMatchObject({ title: "Alerte demandée", description: ASKED });
    expect(await alerts()).toMatchObject([{ email: SHOPPER, format_id: big, confirmed_at: null }]);
    // Only a hash of the link's token is stored.
    expect((await alerts())[0].token_hash).not.toContain(token);

    expect(mail.subject).toBe("Confirmez votre alerte : Magie Noir (100 ml)");
    const page = `${await shopOrigin()}/alertes-stock/${token}`;
    expect(mail.text).toContain(page);
    expect(mail.html).toContain(`href="${page}"`);
    expect(header(mail, "List-Unsubscribe")).toBe(`<${page}>`);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });

  it("keeps one request per address and format under parallel posts, and answers them all alike", async () => {
    const responses = await Promise.all(
      ["lea.martin@example.fr", "LEA.MARTIN@example.fr", "Lea.Martin@Example.fr"].map((email, i) =>
        ask({ formatId: big, email, consent: "on" }, `203.0.113.${20 + i}`),
      ),
    );
    expect(responses.map((r) => [statusOf(r), locationOf(r)])).toEqual(Array(3).fill([302, "/products/magie-noir?format=100ml"]));
    const toasts = await Promise.all(responses.map(async (r) => (await afterResponse(r as Response)).toast));
    expect(new Set(toasts.map((t) => JSON.stringify(t))).size).toBe(1);
    expect(await alerts()).toHaveLength(1);

    // Once confirmed, asking again says the same and sends nothing more.
    await sendDueEmails();
    const token = tokenIn(sink.to(SHOPPER).at(-1)!);
    await runAction(post({ intent: "confirm" }, { path: `alertes-stock/${token}` }));
    const before = (await outboxOf("stock_alert_confirmation")).length;
    await deleteAll("rate_limit_hits");
    const again = await ask({ formatId: big, email: SHOPPER, consent: "on" }, "203.0.113.40");
    expect(locationOf(again)).toBe("/products/magie-noir?format=100ml");
    expect((await afterResponse(again as Response)).toast?.description).toBe(ASKED);
    expect(await outboxOf("stock_alert_confirmation")).toHaveLength(before);
  });

  it("limits one client under parallel requests, and one address from many clients", async () => {
    const fromOneClient = await Promise.all(
      Array.from({ length: ALERT_LIMITS.client.max + 3 }, (_, i) => ask({ formatId: big, email: `client${i}@example.fr`, consent: "on" }, "198.51.100.9")),
    );
    expect(fromOneClient.filter((r) => statusOf(r) === 302)).toHaveLength(ALERT_LIMITS.client.max);
    const refused = fromOneClient.filter((r) => statusOf(r) === 429);
    expect(refused).toHaveLength(3);
    expect(dataOf<{ error: Record<string, string[]> }>(refused[0]).error[""]?.[0]).toMatch(/^Trop de demandes d'alerte\. Réessayez dans \d+ minutes?\.$/);
    expect(await alerts()).toHaveLength(ALERT_LIMITS.client.max);

    const toOneAddress = await Promise.all(
      Array.from({ length: ALERT_LIMITS.address.max + 2 }, (_, i) => ask({ formatId: small, email: "cible@example.fr", consent: "on" }, `192.0.2.${i + 1}`)),
    );
    expect(toOneAddress.filter((r) => statusOf(r) === 302)).toHaveLength(ALERT_LIMITS.address.max);
    expect((await outboxOf("stock_alert_confirmation")).filter((m) => m.to_address === "cible@example.fr")).toHaveLength(ALERT_LIMITS.address.max);
    // The address itself never enters the limiter's table.
    const { rate_limit_hits } = tables();
    expect((await db().select().from(rate_limit_hits)).some((h) => h.key.includes("cible"))).toBe(false);
  });
});

describe("double opt-in and the alert", () => {
  it("a GET of the confirmation link never confirms, and an unconfirmed request gets no alert", async () => {
    const { token } = await askedAndMailed();
    const page = await runLoader(`alertes-stock/${token}`);
    expect(statusOf(page)).toBe(200);
    expect(dataOf<{ alert: { name: string; confirmed: boolean } }>(page).alert).toMatchObject({ name: "Magie Noir (100 ml)", confirmed: false });
    expect((await alerts())[0].confirmed_at).toBeNull();

    await setStock(big, 8);
    expect(await queueRestockAlerts()).toBe(0);
    expect(await outboxOf("back_in_stock")).toHaveLength(0);
    expect(await alerts()).toHaveLength(1);
  });

  it("a confirmed request gets exactly one alert once its format can be bought, linking to the format and to a one-click unsubscribe", async () => {
    const token = await confirmed();
    expect(dataOf<{ alert: { confirmed: boolean } }>(await runLoader(`alertes-stock/${token}`)).alert.confirmed).toBe(true);
    expect(await queueRestockAlerts()).toBe(0);

    await setStock(big, 8);
    expect(await queueRestockAlerts()).toBe(1);
    expect(await queueRestockAlerts()).toBe(0);
    expect(await alerts()).toHaveLength(0);
    await sendDueEmails();
    await sendDueEmails();
    const sent = sink.to(SHOPPER).filter((m) => m.subject.startsWith("De retour en stock"));
    expect(sent).toHaveLength(1);
    const [alert] = sent;
    expect(alert.subject).toBe("De retour en stock : Magie Noir (100 ml)");
    expect(alert.text).toContain(`${await shopOrigin()}/products/magie-noir?format=100ml`);
    const stop = /\/alertes-stock\/adresse\/[A-Za-z0-9_-]{43}/.exec(alert.text)?.[0];
    expect(stop).toBeDefined();
    expect(header(alert, "List-Unsubscribe")).toBe(`<${await shopOrigin()}${stop}>`);
    expect(header(alert, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(alert.html).not.toMatch(/undefined|null|NaN/);
    // The request is gone: its link now says so.
    expect(statusOf(await runLoader(`alertes-stock/${token}`))).toBe(404);
  });

  it("a request made on an English page is stored `en`: its confirmation and its alert are written in English", async () => {
    const response = await ask({ formatId: big, email: "John.Smith@example.com", consent: "on" }, "203.0.113.7", "magie-noir", `${BASE}/en/products/magie-noir?format=100ml`);
    expect(statusOf(response)).toBe(302);
    expect((await alerts()).map((a) => [a.email, a.lang])).toEqual([["john.smith@example.com", "en"]]);
    await sendDueEmails();
    const [confirmation] = sink.to("john.smith@example.com");
    expect(confirmation.subject).toBe("Confirm your alert: Magie Noir (100 ml)");
    expect(confirmation.html).toMatch(/^<!doctype html>\r?\n<html lang="en">/i);
    expect(confirmation.text).toContain("You asked us to let you know when Magie Noir (100 ml) is back in stock.");
    expect(confirmation.text).toContain(`Confirm my alert: ${await shopOrigin()}/alertes-stock/${tokenIn(confirmation)}`);
    await runAction(post({ intent: "confirm" }, { path: `alertes-stock/${tokenIn(confirmation)}` }));

    await setStock(big, 8);
    expect(await queueRestockAlerts()).toBe(1);
    await sendDueEmails();
    const alert = sink.to("john.smith@example.com").at(-1)!;
    expect(alert.subject).toBe("Back in stock: Magie Noir (100 ml)");
    expect(alert.html).toMatch(/^<!doctype html>\r?\n<html lang="en">/i);
    expect(alert.html).toContain(">Back in stock</h1>");
    expect(alert.text).toContain("Good news: Magie Noir (100 ml) is available again.");
    expect(alert.text).toContain(`View Magie Noir (100 ml): ${await shopOrigin()}/products/magie-noir?format=100ml`);
    expect(alert.text).toMatch(/Stop receiving back-in-stock alerts: https?:\/\/.+\/alertes-stock\/adresse\/[A-Za-z0-9_-]{43}/);
    expect(alert.text).not.toMatch(/Bonne nouvelle|Voir |Ne plus/);
  });

  it("a request made on a French page, or claiming another language, is stored `fr` and alerted in French", async () => {
    await ask({ formatId: big, email: SHOPPER, consent: "on" }, "203.0.113.7", "magie-noir", `${BASE}/products/magie-noir`);
    await ask({ formatId: big, email: "autre@example.fr", consent: "on", lang: "en" }, "203.0.113.8", "magie-noir", `${BASE}/de/products/magie-noir`);
    await ask({ formatId: big, email: "tiers@example.fr", consent: "on" }, "203.0.113.9", "magie-noir", "https://evil.example/en/products/magie-noir");
    expect((await alerts()).map((a) => a.lang)).toEqual(["fr", "fr", "fr"]);
    await sendDueEmails();
    expect(sink.received.map((m) => m.subject)).toEqual(Array(3).fill("Confirmez votre alerte : Magie Noir (100 ml)"));
    for (const mail of sink.received) {
      expect(mail.html).toMatch(/^<!doctype html>\r?\n<html lang="fr">/i);
      await runAction(post({ intent: "confirm" }, { path: `alertes-stock/${tokenIn(mail)}` }));
    }
    await setStock(big, 8);
    expect(await queueRestockAlerts()).toBe(3);
    await sendDueEmails();
    expect(sink.received.slice(3).map((m) => m.subject)).toEqual(Array(3).fill("De retour en stock : Magie Noir (100 ml)"));
  });

  it("sweeps running at once (the senders of several processes) queue each alert once", async () => {
    await confirmed();
    await confirmed("autre@example.fr");
    await setStock(big, 8);
    const swept = await Promise.all(Array.from({ length: 8 }, () => queueRestockAlerts()));
    expect(swept.sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 2]);
    expect(await outboxOf("back_in_stock")).toHaveLength(2);
    expect(await alerts()).toHaveLength(0);
  });

  it("a format back in stock but without a price, or deactivated, alerts no one yet", async () => {
    await confirmed();
    await updateFormat(big, { stock_quantity: 5, stock_status: "in_stock", is_active: false });
    expect(await queueRestockAlerts()).toBe(0);
    await updateFormat(big, { is_active: true, price_cents: null });
    expect(await queueRestockAlerts()).toBe(0);
    await updateFormat(big, { price_cents: 5900 });
    expect(await queueRestockAlerts()).toBe(1);
  });

  describe("a refund that puts bottles back (decision 100)", () => {
    /** Two 100 ml sold (the last ones), then a shopper confirmed they wait for it: the paid order's line. */
    async function lastBottlesSold() {
      await setStock(big, 2);
      const reference = await checkoutAndPay({ lines: [{ id: (await productBySlug("magie-noir")).id, formatId: big, quantity: 2 }], promoCode: null });
      expect((await formatOf("magie-noir", 100)).stock_quantity).toBe(0);
      await confirmed();
      const order = (await allOrders()).find((o) => o.reference === reference)!;
      const [line] = await itemsOf(order.id);
      return { orderId: order.id, actor: "admin@maison-sillage.test", amountCents: null, restock: [{ item_id: line.id, quantity: 2 }] };
    }

    it("never puts back on sale a format the owner withdrew (« En rupture »), and alerts no one", async () => {
      const refund = await lastBottlesSold();
      await updateFormat(big, { stock_status: "out_of_stock" });
      expect((await refundOrder(refund)).ok).toBe(true);
      const format = await formatOf("magie-noir", 100);
      expect(format).toMatchObject({ stock_quantity: 2, stock_status: "out_of_stock" });
      expect(isPurchasable(format)).toBe(false);
      expect(await queueRestockAlerts()).toBe(0);
      expect(await outboxOf("back_in_stock")).toHaveLength(0);
      expect(await alerts()).toHaveLength(1);
    });

    it("puts back on sale a format that had simply run out, and the waiting shopper is told", async () => {
      const refund = await lastBottlesSold();
      // The sale took the quantity only: « En stock » is still the owner's word.
      expect((await formatOf("magie-noir", 100)).stock_status).toBe("in_stock");
      expect((await refundOrder(refund)).ok).toBe(true);
      expect(isPurchasable(await formatOf("magie-noir", 100))).toBe(true);
      expect(await queueRestockAlerts()).toBe(1);
    });
  });

  it("the owner's formats editor and perfumes list count the shoppers who confirmed they wait", async () => {
    await confirmed("a@example.fr");
    await confirmed("b@example.fr");
    await askedAndMailed("c@example.fr");
    const cookie = await signedInCookie();
    const id = (await productBySlug("magie-noir")).id;
    const editor = dataOf<{ formats: { id: number; waiting: number }[] }>(await runLoader(`${ADMIN_PATH}/parfums/${id}/formats`, cookie));
    expect(editor.formats.find((f) => f.id === big)?.waiting).toBe(2);
    expect(editor.formats.find((f) => f.id === small)?.waiting).toBe(0);
    const list = dataOf<{ products: { id: number; formats: { id: number; waiting: number }[] }[] }>(await runLoader(`${ADMIN_PATH}/parfums`, cookie));
    expect(list.products.find((p) => p.id === id)?.formats.find((f) => f.id === big)?.waiting).toBe(2);
  });
});

describe("leaving", () => {
  it("the mail client's one-click POST removes the request, and so does « Annuler ma demande »", async () => {
    const { token } = await askedAndMailed();
    const oneClick = await runAction(post({ "List-Unsubscribe": "One-Click" }, { path: `alertes-stock/${token}` }));
    expect(statusOf(oneClick)).toBe(200);
    expect(await alerts()).toHaveLength(0);

    const second = await confirmed();
    const cancelled = await runAction(post({ intent: "cancel" }, { path: `alertes-stock/${second}` }));
    expect(locationOf(cancelled)).toBe("/products/magie-noir?format=100ml");
    expect(await alerts()).toHaveLength(0);
    await setStock(big, 3);
    expect(await queueRestockAlerts()).toBe(0);
  });

  it("the alert's « Ne plus recevoir d'alertes » erases every other request of the address, after a page that changes nothing", async () => {
    await confirmed(SHOPPER, big);
    await confirmed(SHOPPER, small);
    await confirmed("autre@example.fr", small);
    await setStock(big, 4);
    await queueRestockAlerts();
    await sendDueEmails();
    const alert = sink.to(SHOPPER).find((m) => m.subject.startsWith("De retour en stock"))!;
    const stop = /alertes-stock\/adresse\/[A-Za-z0-9_-]{43}/.exec(alert.text)![0];
    expect(dataOf<{ waiting: number }>(await runLoader(stop)).waiting).toBe(1);
    expect(await alerts()).toHaveLength(2);

    const oneClick = await runAction(post({ "List-Unsubscribe": "One-Click" }, { path: stop }));
    expect(statusOf(oneClick)).toBe(200);
    expect((await alerts()).map((a) => a.email)).toEqual(["autre@example.fr"]);
    expect(dataOf<{ waiting: number }>(await runLoader(stop)).waiting).toBe(0);
  });

  it("a forged token or key opens nothing and changes nothing; an unknown action is a 400", async () => {
    await confirmed();
    expect(statusOf(await runLoader("alertes-stock/pas-un-jeton"))).toBe(404);
    expect(statusOf(await runLoader(`alertes-stock/${"A".repeat(43)}`))).toBe(404);
    expect(dataOf<{ waiting: number }>(await runLoader(`alertes-stock/adresse/${"A".repeat(43)}`)).waiting).toBe(0);
    await runAction(post({ "List-Unsubscribe": "One-Click" }, { path: `alertes-stock/adresse/${"A".repeat(43)}` }));
    const unknown = await runAction(post({ intent: "autre" }, { path: `alertes-stock/${"A".repeat(43)}` }));
    expect(statusOf(unknown)).toBe(400);
    expect(await alerts()).toHaveLength(1);
  });
});

describe("personal data", () => {
  it("deletes unconfirmed requests after 7 days and confirmed ones 12 months after their confirmation; the privacy page says so", async () => {
    await askedAndMailed("recent@example.fr");
    await askedAndMailed("oubli@example.fr");
    await confirmed("fidele@example.fr");
    await confirmed("ancien@example.fr");
    const now = new Date();
    const { stock_alerts } = tables();
    const set = (email: string, values: Partial<StockAlert>) =>
      withTransaction((tx) => tx.update(stock_alerts).set(values).where(eq(stock_alerts.email, email)));
    await set("recent@example.fr", { created_at: new Date(now.getTime() - 6 * DAY_MS) });
    await set("oubli@example.fr", { created_at: new Date(now.getTime() - 8 * DAY_MS) });
    await set("fidele@example.fr", { created_at: new Date(now.getTime() - 330 * DAY_MS), confirmed_at: new Date(now.getTime() - 330 * DAY_MS) });
    await set("ancien@example.fr", { created_at: new Date(now.getTime() - 380 * DAY_MS), confirmed_at: new Date(now.getTime() - 380 * DAY_MS) });

    expect((await applyRetention(now)).stockAlertsDeleted).toBe(2);
    expect((await alerts()).map((a) => a.email).sort()).toEqual(["fidele@example.fr", "recent@example.fr"]);
    expect((await applyRetention(now)).stockAlertsDeleted).toBe(0);

    const statement = retentionStatements().find((s) => s.includes("Me prévenir du retour"));
    expect(statement).toContain("12 mois");
    expect(statement).toContain("7 jours");
    expect(statement).toContain("dès que l'email d'alerte part");
  });

  it("the customer file lists the address's requests with their language, and the erasure deletes them", async () => {
    await confirmed(SHOPPER, big);
    await ask({ formatId: small, email: SHOPPER, consent: "on" }, "203.0.113.8", "magie-noir", `${BASE}/en/products/magie-noir`);
    const file = await exportCustomer("Lea.Martin@example.fr", "admin@maison-sillage.test");
    expect(file?.alertes_stock).toEqual([
      expect.objectContaining({ parfum: "Magie Noir", format: "100 ml", confirmee_le: expect.any(String), langue: "fr" }),
      expect.objectContaining({ parfum: "Magie Noir", format: "10 ml", confirmee_le: null, langue: "en" }),
    ]);
    const readable = (await runAction(post({ email: SHOPPER, format: "html" }, { cookie: await signedInCookie(), sub: "/clients/export" }))) as Response;
    const page = await readable.text();
    expect(page).toMatch(/Magie Noir \(100 ml\), demandée le [^(<]+ \(emails en français\)/);
    expect(page).toMatch(/Magie Noir \(10 ml\), demandée le [^(<]+ \(emails en anglais\)/);

    expect(await eraseCustomer(SHOPPER, "admin@maison-sillage.test")).toMatchObject({ ok: true });
    expect(await alerts()).toHaveLength(0);
    expect(await customerFile(SHOPPER)).toBeNull();
    // The confirmation emails keep neither the address nor their links.
    expect((await outboxOf("stock_alert_confirmation")).map((m) => [m.to_address, m.text, m.headers])).toEqual([
      ["", "", {}],
      ["", "", {}],
    ]);
  });

  it("an address known only by a waiting request still has a file to export and erase", async () => {
    await askedAndMailed("seule@example.fr");
    await deleteAll("email_outbox");
    expect((await customerFile("seule@example.fr"))?.alertes_stock).toHaveLength(1);
    expect(await eraseCustomer("seule@example.fr", "admin@maison-sillage.test")).toMatchObject({ ok: true });
    expect(await alerts()).toHaveLength(0);
  });
});
