import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestWithdrawal } from "~/lib/use-cases/withdraw.server";
import { LOOKUP_LIMITS } from "~/lib/after-sale/order-lookup.server";
import { LOGIN_LIMITS } from "~/lib/auth/login-limits.server";
import { CHECKOUT_LIMIT } from "~/lib/checkout/throttle.server";
import { buildPrivacy } from "~/lib/legal-pages/legal-pages.server";
import { getShopSettings, identityOf } from "~/lib/legal/shop-settings.server";
import { requeueMessage } from "~/lib/mail/outbox.server";
import { sendDueEmails } from "~/lib/mail/sender.server";
import { deliverOrder } from "~/lib/orders/transitions.server";
import { shipOrder } from "~/lib/use-cases/ship-order.server";
import { refundOrder } from "~/lib/use-cases/refund-order.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import type { Order } from "~/lib/platform/schema.server";
import { customerFile } from "~/lib/use-cases/customer-file.server";
import type { CustomerFile } from "~/lib/use-cases/customer-file";
import { eraseCustomer } from "~/lib/use-cases/erase-customer.server";
import { applyRetention } from "~/lib/use-cases/retention.server";
import { SECURITY_TRACE_MS } from "~/lib/platform/security-traces";
import { ALERT_LIMITS } from "~/lib/stock-alerts/requests.server";
import { dataOf, EMAIL, locationOf, post, runAction, runLoader, signedInCookie, statusOf, ADMIN_PATH } from "./admin-helpers";
import { allOrders, DEMO_CUSTOMER, postCheckout, productBySlug, submitDemoPayment, useSmtpSink } from "./checkout-helpers";

const OWNER = "proprietaire@maison-sillage.test";
useSmtpSink(OWNER);

const NOW = new Date("2026-11-24T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const ACTOR = "admin@maison-sillage.test";

async function orderRow(id: number) {
  const { orders } = tables();
  const [row] = await db().select().from(orders).where(eq(orders.id, id));
  return row;
}

async function invoiceOf(id: number) {
  const { invoices } = tables();
  const [row] = await db().select().from(invoices).where(eq(invoices.order_id, id));
  return row;
}

async function mailsOf(order: Order) {
  const { email_outbox } = tables();
  return db().select().from(email_outbox).where(eq(email_outbox.order_id, order.id)).orderBy(asc(email_outbox.id));
}

async function privacyRequests() {
  const { privacy_requests } = tables();
  return db().select().from(privacy_requests).orderBy(asc(privacy_requests.id));
}

/** The invoices and credit notes, as text. */
async function documents() {
  const { credit_notes, invoices } = tables();
  return JSON.stringify([
    await db().select().from(invoices).orderBy(asc(invoices.order_id)),
    await db().select().from(credit_notes).orderBy(asc(credit_notes.id)),
  ]);
}

/** One Bahia paid on the demo page by `email`, its emails sent. */
async function paidOrder(email: string, name = "Claire Martin", address = DEMO_CUSTOMER.address): Promise<Order> {
  await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
  const order = (await allOrders()).at(-1)!;
  await submitDemoPayment(order.reference, { ...DEMO_CUSTOMER, email, name, address });
  await sendDueEmails();
  return orderRow(order.id);
}

/** Moves an order, its invoice, credit notes and emails `days` into the past. */
async function backdate(order: Order, days: number) {
  const { credit_notes, email_outbox, invoices, orders } = tables();
  const at = new Date(NOW.getTime() - days * DAY);
  await withTransaction(async (tx) => {
    await tx.update(orders).set({ created_at: at, paid_at: at }).where(eq(orders.id, order.id));
    await tx.update(invoices).set({ issued_at: at }).where(eq(invoices.order_id, order.id));
    await tx.update(credit_notes).set({ issued_at: at }).where(eq(credit_notes.order_id, order.id));
    await tx.update(email_outbox).set({ created_at: at, sent_at: at }).where(eq(email_outbox.order_id, order.id));
  });
}

async function deliveredWithWithdrawal(order: Order, reason: string) {
  const { order_items } = tables();
  expect((await shipOrder({ orderId: order.id, actor: ACTOR, carrier: "Colissimo", trackingNumber: "6A123" })).ok).toBe(true);
  expect((await deliverOrder({ orderId: order.id, actor: ACTOR })).ok).toBe(true);
  const items = await db().select().from(order_items).where(eq(order_items.order_id, order.id)).orderBy(asc(order_items.id));
  expect((await requestWithdrawal(order.id, items.map((i) => i.id), reason)).ok).toBe(true);
}

/** Every row of the tables an erasure must clean, as text. */
async function personalTables(): Promise<string> {
  const { email_outbox, order_events, orders, privacy_requests, withdrawals } = tables();
  return JSON.stringify([
    await db().select().from(orders).orderBy(asc(orders.id)),
    await db().select().from(email_outbox).orderBy(asc(email_outbox.id)),
    await db().select().from(withdrawals).orderBy(asc(withdrawals.id)),
    await db().select().from(order_events).orderBy(asc(order_events.id)),
    await db().select().from(privacy_requests).orderBy(asc(privacy_requests.id)),
  ]);
}

describe("the retention job", () => {
  it("anonymises only the orders past three years, strips invoices past their accounting period, and leaves amounts alone", async () => {
    const ages = { "1 an": 365, "2 ans": 730, "3 ans": 3 * 365 + 2, "11 ans": 11 * 365 + 3, "presque 3 ans": 3 * 365 - 2 };
    const placed: Record<string, Order> = {};
    for (const [label, days] of Object.entries(ages)) {
      placed[label] = await paidOrder(`client-${days}@example.fr`, `Client ${label}`);
      await backdate(placed[label], days);
    }
    await deliveredWithWithdrawal(placed["3 ans"], "Le parfum ne me plaît pas");
    // Closed orders only: the withdrawal refunded, the parcel sent (an open one keeps its customer, see below).
    expect((await refundOrder({ orderId: placed["3 ans"].id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    expect((await shipOrder({ orderId: placed["11 ans"].id, actor: ACTOR, carrier: "Colissimo", trackingNumber: "6A011" })).ok).toBe(true);
    const before: Record<string, { order: Order; invoice: Awaited<ReturnType<typeof invoiceOf>> }> = {};
    for (const [label, o] of Object.entries(placed)) before[label] = { order: await orderRow(o.id), invoice: await invoiceOf(o.id) };

    const result = await applyRetention(NOW);
    expect(result.ordersAnonymised).toBe(2);
    expect(result.documentsStripped).toBe(1);

    for (const label of ["1 an", "2 ans", "presque 3 ans"]) {
      const now = await orderRow(placed[label].id);
      expect(now.customer_email).toBe(before[label].order.customer_email);
      expect(now.customer_name).toBe(`Client ${label}`);
      expect(now.shipping_address).toContain("12 rue des Rosiers");
      expect(now.personal_data_erased_at).toBeNull();
    }
    for (const label of ["3 ans", "11 ans"]) {
      const now = await orderRow(placed[label].id);
      expect(now).toMatchObject({ customer_email: null, customer_name: null, shipping_address: null });
      expect(now.personal_data_erased_at).toEqual(new Date(Math.floor(NOW.getTime() / 1000) * 1000));
      // What accounting needs stays: amounts, dates, the invoice number, the lines.
      expect(now.total_cents).toBe(before[label].order.total_cents);
      expect(now.invoice_number).toBe(before[label].order.invoice_number);
      expect(now.created_at).toEqual(before[label].order.created_at);
    }
    // Within its ten years, an invoice keeps the buyer it was issued to, even once the order is erased.
    for (const label of ["1 an", "2 ans", "3 ans", "presque 3 ans"]) expect(await invoiceOf(placed[label].id)).toEqual(before[label].invoice);
    const old = await invoiceOf(placed["11 ans"].id);
    expect(old.snapshot.customer).toEqual({ name: null, email: null, address: null });
    expect({ ...old.snapshot, customer: null }).toEqual({ ...before["11 ans"].invoice.snapshot, customer: null });
    expect(old.number).toBe(before["11 ans"].invoice.number);

    // The withdrawal's reason is the shopper's own words: gone with the contact data.
    const { order_events, orders, withdrawals } = tables();
    const [withdrawal] = await db().select().from(withdrawals).where(eq(withdrawals.order_id, placed["3 ans"].id));
    expect(withdrawal.reason).toBeNull();
    expect(withdrawal.lines).toHaveLength(1);
    const [event] = await db().select().from(order_events).where(eq(order_events.type, "withdrawal_requested"));
    expect(event.detail).toBe("1 × Bahia (50 ml)");
    // The emails of erased orders lose recipient and body, the customer's and the owner's copy alike.
    const mails = await mailsOf(placed["3 ans"]);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const m of mails) expect(m).toMatchObject({ to_address: "", html: "", text: "" });
    expect(JSON.stringify(await db().select().from(orders))).not.toContain("Client 3 ans");

    // A second run has nothing left to do.
    expect(await applyRetention(NOW)).toEqual({ ordersAnonymised: 0, documentsStripped: 0, emailBodiesDropped: 0, securityTracesDeleted: 0, sessionsDeleted: 0, stockAlertsDeleted: 0, reviewsDeleted: 0, newsletterRequestsDeleted: 0, checkoutRemindersDeleted: 0, emlFilesDeleted: 0 });
  });

  it("keeps the customer of an old order that still has a parcel to send, and erases it once shipped", async () => {
    const order = await paidOrder("ancien-partiel@example.fr");
    expect((await refundOrder({ orderId: order.id, actor: ACTOR, amountCents: 1000, restock: [] })).ok).toBe(true);
    await backdate(order, 3 * 365 + 5);
    expect((await orderRow(order.id)).status).toBe("partially_refunded");

    expect((await applyRetention(NOW)).ordersAnonymised).toBe(0);
    expect((await orderRow(order.id)).shipping_address).toContain("12 rue des Rosiers");

    expect((await shipOrder({ orderId: order.id, actor: ACTOR, carrier: "Colissimo", trackingNumber: "6A777" })).ok).toBe(true);
    expect((await applyRetention(NOW)).ordersAnonymised).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ shipping_address: null, customer_email: null });
  });

  it("two runs at once (two boxes starting) erase each order once", async () => {
    for (const days of [3 * 365 + 5, 4 * 365]) {
      const order = await paidOrder(`ancien-${days}@example.fr`);
      expect((await shipOrder({ orderId: order.id, actor: ACTOR, carrier: "Colissimo", trackingNumber: `6A${days}` })).ok).toBe(true);
      await backdate(order, days);
    }
    const results = await Promise.all([applyRetention(NOW), applyRetention(NOW)]);
    expect(results.reduce((n, r) => n + r.ordersAnonymised, 0)).toBe(2);
    expect((await applyRetention(NOW)).ordersAnonymised).toBe(0);
  });

  it("drops email bodies after six months, never a message still waiting, and then refuses to resend them", async () => {
    const recent = await paidOrder("recent@example.fr");
    const older = await paidOrder("older@example.fr");
    await backdate(recent, 170);
    await backdate(older, 190);
    const { email_outbox } = tables();
    await withTransaction((tx) => tx.update(email_outbox).set({ status: "pending", sent_at: null }).where(eq(email_outbox.kind, "owner_new_order")));

    const { emailBodiesDropped } = await applyRetention(NOW);
    const oldConfirmation = (await mailsOf(older)).find((m) => m.kind === "order_confirmation")!;
    expect(emailBodiesDropped).toBe(1);
    expect(oldConfirmation).toMatchObject({ html: "", text: "", to_address: "older@example.fr", subject: expect.stringContaining(older.reference) });
    expect(oldConfirmation.body_dropped_at).not.toBeNull();
    expect((await mailsOf(older)).find((m) => m.kind === "owner_new_order")!.text).not.toBe("");
    expect((await mailsOf(recent)).every((m) => m.text !== "" && m.body_dropped_at === null)).toBe(true);
    expect(await requeueMessage(oldConfirmation.id)).toBe(false);

    const cookie = await signedInCookie();
    const resend = await runAction(post({ intent: "resend", message_id: String(oldConfirmation.id) }, { cookie, sub: `/commandes/${older.id}` }));
    expect(locationOf(resend)).toContain(`/commandes/${older.id}`);
    expect((await mailsOf(older)).find((m) => m.id === oldConfirmation.id)!.status).toBe("sent");
  });

  it("deletes security traces after the stated hour, which outlasts every limit's window", async () => {
    const { rate_limit_hits } = tables();
    await withTransaction((tx) =>
      tx.insert(rate_limit_hits).values([
        { key: "login:client:198.51.100.9", hit_at: new Date(NOW.getTime() - 2 * 60 * 60_000) },
        { key: "login:client:198.51.100.9", hit_at: new Date(NOW.getTime() - 30 * 60_000) },
      ]),
    );
    expect((await applyRetention(NOW)).securityTracesDeleted).toBe(1);
    expect(await db().select().from(rate_limit_hits)).toHaveLength(1);
    const windows = [...Object.values(LOGIN_LIMITS), ...Object.values(LOOKUP_LIMITS), CHECKOUT_LIMIT, ...Object.values(ALERT_LIMITS)].map((b) => b.windowMs);
    expect(Math.max(...windows)).toBeLessThanOrEqual(SECURITY_TRACE_MS);
  });

  it("the privacy page states the periods the job applies", async () => {
    const page = JSON.stringify(buildPrivacy(identityOf(await getShopSettings())));
    expect(page).toContain("3 ans après la commande");
    expect(page).toContain("10 ans à compter de la clôture de l'exercice");
    expect(page).toContain("6 mois après l'envoi");
    expect(page).toContain("60 minutes au plus");
    expect(page).toContain("12 mois après votre confirmation si le format ne revient pas");
    expect(page).not.toContain("quelques heures");
  });
});

describe("Clients: access, portability and erasure", () => {
  const SHOPPER = "Claire.Martin@example.fr";

  async function customerWithHistory() {
    const first = await paidOrder(SHOPPER);
    await deliveredWithWithdrawal(first, "<script>alert(1)</script> trop sucré");
    expect((await refundOrder({ orderId: first.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    const second = await paidOrder(SHOPPER.toLowerCase());
    expect((await shipOrder({ orderId: second.id, actor: ACTOR, carrier: "Colissimo", trackingNumber: "6A999" })).ok).toBe(true);
    expect((await deliverOrder({ orderId: second.id, actor: ACTOR })).ok).toBe(true);
    await sendDueEmails();
    const someoneElse = await paidOrder("autre@example.fr", "Jean Autre", "3 avenue Foch");
    return { first: await orderRow(first.id), second: await orderRow(second.id), someoneElse };
  }

  it("finds a customer by email, whatever its case, with orders, withdrawals, emails and documents", async () => {
    const { first, second } = await customerWithHistory();
    const cookie = await signedInCookie();
    const page = await runLoader(`${ADMIN_PATH}/clients?email=${encodeURIComponent(" CLAIRE.martin@EXAMPLE.fr ")}`, cookie);
    const file = dataOf<{ file: CustomerFile }>(page).file;
    expect(file.commandes.map((o) => o.reference)).toEqual([first.reference, second.reference]);
    expect(file.commandes[0]).toMatchObject({ nom: "Claire Martin", statut: "Remboursée", rembourse_centimes: first.total_cents, montant_vendu_centimes: 0 });
    // Delivered and kept: sold whole, as the revenue chart counts it (decision 106).
    expect(file.commandes[1]).toMatchObject({ montant_vendu_centimes: second.total_cents });
    expect(file.retractations).toEqual([expect.objectContaining({ commande: first.reference, motif: "<script>alert(1)</script> trop sucré" })]);
    const subjects = file.emails.map((m) => m.objet).join(" | ");
    expect(subjects).toContain(first.reference);
    expect(subjects).toContain(second.reference);
    expect(file.emails.every((m) => m.texte)).toBe(true);
    expect(file.documents_comptables.map((d) => d.document)).toEqual([
      expect.stringMatching(/^Facture F-/),
      expect.stringMatching(/^Facture F-/),
      expect.stringMatching(/^Avoir A-/),
    ]);
    expect(JSON.stringify(file)).not.toContain("Jean Autre");

    const bad = await runLoader(`${ADMIN_PATH}/clients?email=claire`, cookie);
    expect(dataOf<{ searchResult: { error: Record<string, string[]> } }>(bad).searchResult.error.email).toEqual(["Adresse email invalide"]);
    const none = await runLoader(`${ADMIN_PATH}/clients?email=personne@example.fr`, cookie);
    expect(dataOf<{ file: unknown }>(none).file).toBeNull();
  });

  it("exports as JSON and as a readable page, each export recorded without the address", async () => {
    const { first, second } = await customerWithHistory();
    const cookie = await signedInCookie();
    const json = (await runAction(post({ email: SHOPPER, format: "json" }, { cookie, sub: "/clients/export" }))) as Response;
    expect(json.status).toBe(200);
    expect(json.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("Content-Disposition")).toMatch(/^attachment; filename="donnees-client-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(json.headers.get("Cache-Control")).toBe("private, no-store");
    const file = (await json.json()) as CustomerFile;
    expect(file.commandes.map((o) => o.adresse_livraison)).toEqual([expect.stringContaining("12 rue des Rosiers"), expect.stringContaining("12 rue des Rosiers")]);
    expect(file.emails.length).toBeGreaterThanOrEqual(4);

    const html = (await runAction(post({ email: SHOPPER, format: "html" }, { cookie, sub: "/clients/export" }))) as Response;
    const page = await html.text();
    expect(html.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(page).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(page).toContain("Claire Martin");
    expect(page).toContain(first.reference);
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt; trop sucré");
    expect(page).not.toContain("<script>alert(1)</script>");

    const recorded = await privacyRequests();
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject({ kind: "export", actor: EMAIL, order_references: [first.reference, second.reference] });
    expect(JSON.stringify(recorded).toLowerCase()).not.toContain("claire");

    const forged = await runAction(post({ email: "pas-un-email", format: "json" }, { cookie, sub: "/clients/export" }));
    expect(statusOf(forged)).toBe(400);
    const unknown = await runAction(post({ email: "personne@example.fr", format: "pdf" }, { cookie, sub: "/clients/export" }));
    expect(statusOf(unknown)).toBe(400);
    const signedOut = await runAction(post({ email: SHOPPER, format: "json" }, { sub: "/clients/export" }));
    expect(statusOf(signedOut)).not.toBe(200);
    expect(await privacyRequests()).toHaveLength(2);
  });

  it("erases on request, keeping invoices and credit notes whole, and records who and when", async () => {
    const { first, second, someoneElse } = await customerWithHistory();
    const cookie = await signedInCookie();
    const documentsBefore = await documents();

    const unconfirmed = await runAction(post({ email: SHOPPER }, { cookie, sub: "/clients" }));
    expect(statusOf(unconfirmed)).toBe(400);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(unconfirmed).result.error.confirm).toEqual(["Cochez la case pour confirmer l'effacement"]);
    expect((await orderRow(first.id)).customer_email).toBe(SHOPPER);

    const erased = await runAction(post({ email: SHOPPER, confirm: "on" }, { cookie, sub: "/clients" }));
    expect(locationOf(erased)).toBe(`/${ADMIN_PATH}/clients`);

    for (const o of [first, second]) {
      expect(await orderRow(o.id)).toMatchObject({ customer_email: null, customer_name: null, shipping_address: null, total_cents: o.total_cents, status: o.status });
    }
    expect((await orderRow(someoneElse.id)).customer_name).toBe("Jean Autre");
    const rows = (await personalTables()).toLowerCase();
    for (const trace of ["claire", "rosiers", "trop sucré"]) expect(rows).not.toContain(trace);
    expect(rows).toContain("3 avenue foch");
    expect(await documents()).toBe(documentsBefore);

    const record = await privacyRequests();
    expect(record).toEqual([expect.objectContaining({ kind: "erasure", actor: EMAIL, order_references: [first.reference, second.reference] })]);

    // What remains is what the law keeps: the invoices and the credit note, nothing to erase any more.
    const remains = (await customerFile(SHOPPER))!;
    expect(remains.commandes).toEqual([]);
    expect(remains.emails).toEqual([]);
    expect(remains.documents_comptables).toHaveLength(3);
    const again = await runAction(post({ email: SHOPPER, confirm: "on" }, { cookie, sub: "/clients" }));
    expect(statusOf(again)).toBe(409);
  });

  it("refuses to erase while an order still has to be shipped or refunded, changing nothing", async () => {
    const closed = await paidOrder(SHOPPER);
    expect((await shipOrder({ orderId: closed.id, actor: ACTOR, carrier: "Colissimo", trackingNumber: "6A1" })).ok).toBe(true);
    const toShip = await paidOrder(SHOPPER);
    const cookie = await signedInCookie();
    const before = await personalTables();
    const refused = await runAction(post({ email: SHOPPER, confirm: "on" }, { cookie, sub: "/clients" }));
    expect(statusOf(refused)).toBe(409);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error[""]).toEqual([
      `Effacement impossible : la commande ${toShip.reference} est en cours (paiement, expédition, remboursement ou rétractation à traiter). Effacez une fois qu'elle est close.`,
    ]);
    expect(await personalTables()).toBe(before);
  });

  it("refuses while a partly refunded order is still to ship, or its withdrawal still to refund", async () => {
    const toShip = await paidOrder(SHOPPER);
    expect((await refundOrder({ orderId: toShip.id, actor: ACTOR, amountCents: 1000, restock: [] })).ok).toBe(true);
    const withdrawn = await paidOrder(SHOPPER);
    expect((await refundOrder({ orderId: withdrawn.id, actor: ACTOR, amountCents: 500, restock: [] })).ok).toBe(true);
    await deliveredWithWithdrawal(withdrawn, "trop boisé");
    expect((await orderRow(toShip.id)).status).toBe("partially_refunded");
    expect((await orderRow(withdrawn.id)).status).toBe("partially_refunded");
    const before = await personalTables();

    const refused = await eraseCustomer(SHOPPER, ACTOR);
    expect(refused).toEqual({ ok: false, reason: expect.stringContaining(`les commandes ${toShip.reference}, ${withdrawn.reference} sont en cours`) });
    expect(await personalTables()).toBe(before);

    // Shipped, and the withdrawal refunded in full: nothing is owed any more.
    expect((await shipOrder({ orderId: toShip.id, actor: ACTOR, carrier: "Colissimo", trackingNumber: "6A2" })).ok).toBe(true);
    expect((await refundOrder({ orderId: withdrawn.id, actor: ACTOR, amountCents: null, restock: [] })).ok).toBe(true);
    expect(await eraseCustomer(SHOPPER, ACTOR)).toMatchObject({ ok: true, orders: 2 });
  });

  it("an erasure racing a partial refund of an unshipped order never removes its address", async () => {
    const order = await paidOrder(SHOPPER);
    const [refund, erasure] = await Promise.all([
      refundOrder({ orderId: order.id, actor: ACTOR, amountCents: 1000, restock: [] }),
      eraseCustomer(SHOPPER, ACTOR),
    ]);
    expect(refund.ok).toBe(true);
    expect(erasure.ok).toBe(false);
    expect(await orderRow(order.id)).toMatchObject({ status: "partially_refunded", customer_email: SHOPPER, shipping_address: expect.stringContaining("12 rue des Rosiers") });
    // Whichever committed first, the partly refunded order is still to ship afterwards.
    expect((await eraseCustomer(SHOPPER, ACTOR)).ok).toBe(false);
  });
});
