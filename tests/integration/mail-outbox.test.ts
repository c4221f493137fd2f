import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopOrigin } from "~/lib/legal/shop-settings.server";
import { getConfig, resetConfigForTests } from "~/lib/platform/config.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { findMessage, queueEmail, requeueMessage } from "~/lib/mail/outbox.server";
import { sendDueEmails } from "~/lib/mail/sender.server";
import { shipOrder } from "~/lib/use-cases/ship-order.server";
import { eraseCustomer } from "~/lib/use-cases/erase-customer.server";
import { applyRetention } from "~/lib/use-cases/retention.server";
import {
  allOrders,
  DEMO_CUSTOMER,
  postCheckout,
  productBySlug,
  setDefaultFormat,
  submitDemoPayment,
  useSmtpSink,
} from "./checkout-helpers";

const OWNER = "proprietaire@maison-sillage.test";
const sink = useSmtpSink(OWNER);
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

function useMailEnv(smtpUrl: string | undefined) {
  if (smtpUrl) process.env.SMTP_URL = smtpUrl;
  else delete process.env.SMTP_URL;
  process.env.OWNER_EMAIL = OWNER;
  resetConfigForTests();
}

/** A demo order for `quantity` Saphir Bleu, paid through the demo page's action. */
async function paidDemoOrder(quantity = 1, customer = DEMO_CUSTOMER) {
  const { orders } = tables();
  await postCheckout({ lines: [{ id: (await productBySlug("saphir-bleu")).id, quantity }], promoCode: "BIENVENUE10" });
  const order = (await allOrders()).at(-1)!;
  await submitDemoPayment(order.reference, customer);
  const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
  return paid;
}

async function outbox() {
  const { email_outbox } = tables();
  return db().select().from(email_outbox).orderBy(asc(email_outbox.id));
}


describe("emails of a paid order", () => {
  it("the payment queues the confirmation and the owner's notice in its transaction; the sender delivers them over SMTP", async () => {
    const order = await paidDemoOrder();
    expect((await outbox()).map((m) => m.kind).sort()).toEqual(["order_confirmation", "owner_new_order"]);
    expect(sink.received).toHaveLength(0);

    expect(await sendDueEmails()).toEqual({ sent: 2, failed: 0 });
    const [confirmation] = sink.to(DEMO_CUSTOMER.email);
    expect(confirmation.subject).toBe(`Confirmation de votre commande ${order.reference}`);
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).toContain(order.reference);
      expect(part).toMatch(/1 [x×] Saphir Bleu/);
      expect(part).toContain("35,95 €");
      expect(part).toContain("BIENVENUE10");
      expect(part).toContain("Offerte");
      expect(part).toMatch(/dont TVA 20\s%/);
      expect(part).toContain("14 jours");
      expect(part).toContain(`${await shopOrigin()}/retractation`);
      expect(part).toContain("/cgv");
      expect(part).toContain(`${await shopOrigin()}/garantie-legale`);
      expect(part).toContain("12 rue des Rosiers");
      expect(part).toContain("Facture n° F-");
      expect(part).not.toMatch(/undefined|null|NaN/);
    }
    expect(confirmation.html).toMatch(/^<!doctype html>\r?\n<html lang="fr">/i);

    const [notice] = sink.to(OWNER);
    expect(notice.subject).toContain(`Nouvelle commande ${order.reference}`);
    expect(notice.text).toContain("Claire Martin");
    expect(notice.text).toContain(`/commandes/${order.id}`);
    expect((await outbox()).every((m) => m.status === "sent" && m.sent_at)).toBe(true);
  });

  it("the owner's notice lists the perfumes left at or under the low-stock threshold", async () => {
    await setDefaultFormat((await productBySlug("saphir-bleu")).id, { stock_quantity: 4 });
    await paidDemoOrder(2);
    await sendDueEmails();
    const [notice] = sink.to(OWNER);
    expect(notice.text).toContain("Stock bas");
    expect(notice.text).toContain("Saphir Bleu (50 ml) : 2 en stock");
  });

  it("an SMTP outage delays the mail and loses none: down, then up, each message delivered once", async () => {
    await sink.stop();
    const order = await paidDemoOrder();
    expect(await sendDueEmails()).toEqual({ sent: 0, failed: 2 });
    for (const m of await outbox()) {
      expect(m.status).toBe("pending");
      expect(m.attempts).toBe(1);
      expect(m.last_error).toBeTruthy();
    }
    // Backoff: nothing is tried again before its time.
    expect(await sendDueEmails(later(30))).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueEmails(later(61))).toEqual({ sent: 0, failed: 2 });
    expect((await outbox()).every((m) => m.attempts === 2)).toBe(true);

    await sink.start();
    expect(await sendDueEmails(later(61))).toEqual({ sent: 0, failed: 0 });
    expect(await sendDueEmails(later(61 + 121))).toEqual({ sent: 2, failed: 0 });
    expect(await sendDueEmails(later(3600 * 24))).toEqual({ sent: 0, failed: 0 });
    expect(sink.to(DEMO_CUSTOMER.email).filter((m) => m.subject.includes(order.reference))).toHaveLength(1);
    expect(sink.to(OWNER)).toHaveLength(1);
  });

  it("a second payment of the same order and two senders at once still send each message once", async () => {
    const order = await paidDemoOrder();
    await submitDemoPayment(order.reference);
    expect(await outbox()).toHaveLength(2);
    const reports = await Promise.all([sendDueEmails(), sendDueEmails(), sendDueEmails()]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(sink.received).toHaveLength(2);
  });

  it("due messages leave in the order they were queued, whatever time each became due", async () => {
    // On PostgreSQL a message becomes due at its transaction's start: of two transactions a lock
    // serialised, the later one (whose link is the one that works) may carry the earlier time.
    useMailEnv(sink.url);
    const { email_outbox } = tables();
    const queued = (n: number, dueSecondsAgo: number) =>
      withTransaction((tx) =>
        queueEmail(tx, { dedupeKey: `order-test-${n}`, orderId: null, kind: "test", to: "ordre@example.fr", subject: `Message ${n}`, html: `<p>${n}</p>`, text: `${n}` }).then(() =>
          tx.update(email_outbox).set({ next_attempt_at: later(-dueSecondsAgo) }).where(eq(email_outbox.dedupe_key, `order-test-${n}`)),
        ),
      );
    await queued(1, 10);
    await queued(2, 60);
    await sendDueEmails();
    expect(sink.received.filter((m) => m.to.includes("ordre@example.fr")).map((m) => m.subject)).toEqual(["Message 1", "Message 2"]);
  });

  it("a message can be sent again; a second click while it waits changes nothing", async () => {
    await paidDemoOrder();
    await sendDueEmails();
    const confirmation = (await outbox()).find((m) => m.kind === "order_confirmation")!;
    expect(await requeueMessage(confirmation.id)).toBe(true);
    expect(await requeueMessage(confirmation.id)).toBe(false);
    expect((await findMessage(confirmation.id))!.status).toBe("pending");
    await sendDueEmails();
    expect(sink.to(DEMO_CUSTOMER.email)).toHaveLength(2);
  });

  it("without SMTP_URL each message is written as an .eml file in the data folder", async () => {
    useMailEnv(undefined);
    const { emlDir } = getConfig().mail;
    fs.rmSync(emlDir, { recursive: true, force: true });
    const order = await paidDemoOrder();
    expect(await sendDueEmails()).toEqual({ sent: 2, failed: 0 });
    const files = fs.readdirSync(emlDir).sort();
    expect(files).toHaveLength(2);
    expect(files.some((f) => f.endsWith("-order_confirmation.eml"))).toBe(true);
    const eml = fs.readFileSync(path.join(emlDir, files.find((f) => f.endsWith("-order_confirmation.eml"))!), "utf8");
    expect(eml).toMatch(/^To: claire\.martin@example\.fr$/m);
    expect(eml).toContain(order.reference);
    expect(eml).toMatch(/multipart\/alternative/);
  });
});

describe(".eml files follow the outbox's retention and erasure", () => {
  const JEAN = { ...DEMO_CUSTOMER, email: "jean.autre@example.fr", name: "Jean Autre", address: "3 avenue Foch, 75016 Paris" };
  const ACTOR = "admin@maison-sillage.test";

  /** The outbox ids of the folder's files (they are named by it). */
  function fileIds(): number[] {
    const { emlDir } = getConfig().mail;
    if (!fs.existsSync(emlDir)) return [];
    return fs.readdirSync(emlDir).map((f) => Number(f.split("-")[0])).sort((a, b) => a - b);
  }

  /** The ids of an order's messages, the owner's copies included. */
  async function messagesOf(orderId: number): Promise<number[]> {
    return (await outbox()).filter((m) => m.order_id === orderId).map((m) => m.id);
  }

  /** Claire's order, shipped (so nothing is left to do and she may be erased), and Jean's. */
  async function twoCustomers() {
    useMailEnv(undefined);
    fs.rmSync(getConfig().mail.emlDir, { recursive: true, force: true });
    const claire = await paidDemoOrder();
    expect((await shipOrder({ orderId: claire.id, actor: ACTOR, carrier: "Colissimo", trackingNumber: "6A1" })).ok).toBe(true);
    const jean = await paidDemoOrder(1, JEAN);
    expect((await shipOrder({ orderId: jean.id, actor: ACTOR, carrier: "Colissimo", trackingNumber: "6A2" })).ok).toBe(true);
    return { claire, jean };
  }

  it("an erasure deletes the files of the customer's messages, the owner's copies included, and no other", async () => {
    const { claire, jean } = await twoCustomers();
    await sendDueEmails();
    const claires = await messagesOf(claire.id);
    const jeans = await messagesOf(jean.id);
    expect(claires.length).toBeGreaterThanOrEqual(3);
    expect(fileIds()).toEqual([...claires, ...jeans].sort((a, b) => a - b));
    expect(fs.readFileSync(path.join(getConfig().mail.emlDir, fs.readdirSync(getConfig().mail.emlDir)[0]), "utf8")).toContain(claire.reference);

    expect((await eraseCustomer(DEMO_CUSTOMER.email, ACTOR)).ok).toBe(true);
    expect(fileIds()).toEqual(jeans);
  });

  it("an erasure while the sender writes the customer's files leaves none of them", async () => {
    const { claire, jean } = await twoCustomers();
    // Confirmations, owner notices and shipping emails all due: the erasure lands between claims and writes.
    const [, erased] = await Promise.all([sendDueEmails(), eraseCustomer(DEMO_CUSTOMER.email, ACTOR)]);
    expect(erased.ok).toBe(true);
    await sendDueEmails();
    const claires = await messagesOf(claire.id);
    expect(fileIds().filter((id) => claires.includes(id))).toEqual([]);
    expect(fileIds()).toEqual(await messagesOf(jean.id));
  });

  it("the retention job deletes the files older than the bodies' six months", async () => {
    await twoCustomers();
    await sendDueEmails();
    const { emlDir } = getConfig().mail;
    const [old, ...recent] = fs.readdirSync(emlDir).sort();
    const sevenMonthsAgo = new Date(Date.now() - 7 * 31 * 24 * 60 * 60 * 1000);
    fs.utimesSync(path.join(emlDir, old), sevenMonthsAgo, sevenMonthsAgo);

    expect((await applyRetention()).emlFilesDeleted).toBe(1);
    expect(fs.readdirSync(emlDir).sort()).toEqual(recent);
    expect((await applyRetention()).emlFilesDeleted).toBe(0);
  });
});
