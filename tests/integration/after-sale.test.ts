import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { signOrderAccess, verifyOrderAccess } from "~/lib/orders/order-access.server";
import { NOT_FOUND } from "~/lib/after-sale/order-lookup.server";
import { withdrawalRefusal } from "~/lib/after-sale/withdrawal-period";
import { sendDueEmails } from "~/lib/mail/sender.server";
import { listOrdersPage } from "~/lib/orders/order-list.server";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import type { Order } from "~/lib/platform/schema.server";
import { creditNotesOfOrder } from "~/lib/documents/credit-notes.server";
import { orderSheet } from "~/lib/use-cases/order-sheet.server";
import { pdfText } from "./pdf-text";
import { dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { allOrders, orderRow, updateOrder, DEMO_CUSTOMER, postCheckout, productBySlug, submitDemoPayment, useSmtpSink } from "./checkout-helpers";

const OWNER = "proprietaire@maison-sillage.test";
const sink = useSmtpSink(OWNER);
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  const { shop_settings } = tables();
  await withTransaction((tx) => tx.update(shop_settings).set({ company_name: "Maison Sillage SAS", returns_address: "Service retours\n8 rue du Parc\n69002 Lyon" }));
});

async function withdrawalRows() {
  const { withdrawals } = tables();
  return db().select().from(withdrawals);
}

async function outboxRows() {
  const { email_outbox } = tables();
  return db().select().from(email_outbox).orderBy(email_outbox.id);
}

/** 2 Bahia and 1 Saphir Bleu, paid on the demo page by Claire Martin. */
async function paidOrder(): Promise<Order> {
  await postCheckout({
    lines: [
      { id: (await productBySlug("bahia")).id, quantity: 2 },
      { id: (await productBySlug("saphir-bleu")).id, quantity: 1 },
    ],
    promoCode: null,
  });
  const order = (await allOrders()).at(-1)!;
  await submitDemoPayment(order.reference);
  return await orderRow(order.id);
}

const lookup = (reference: string, email: string, ip = "198.51.100.7") =>
  runAction(post({ reference, email }, { path: "suivi-commande", ip }));

const review = (fields: Record<string, string>, ip = "198.51.100.7") =>
  runAction(post({ intent: "review", ...fields }, { path: "renoncer", ip }));

function confirm(access: string, items: number[], reason = "") {
  const body = new URLSearchParams({ intent: "confirm", access, reason });
  for (const id of items) body.append("items", String(id));
  return runAction(post(Object.fromEntries(body) as Record<string, string>, { path: "renoncer" }));
}

/** The confirm post with several `items` (post() takes one value per name). */
function confirmAll(access: string, itemIds: number[], reason = "") {
  const request = new Request("http://shop.test/renoncer", {
    method: "POST",
    body: new URLSearchParams([["intent", "confirm"], ["access", access], ["reason", reason], ...itemIds.map((id) => ["items", String(id)])]),
  });
  return runAction(request);
}

type ConfirmStep = { step: "confirm"; access: string; review: { lines: { id: number }[] } };
type FormAnswer = { step?: string; result?: { error?: Record<string, string[]> }; error?: Record<string, string[]> };
const formError = (result: unknown) => {
  const d = dataOf<FormAnswer>(result);
  return (d.result ?? d).error?.[""]?.[0];
};

describe("Suivre ma commande", () => {
  it("the reference and the email open the order's page through a short signed link", async () => {
    const order = await paidOrder();
    const answer = await lookup(order.reference.toLowerCase(), "CLAIRE.martin@example.fr");
    const location = locationOf(answer)!;
    expect(location).toMatch(/^\/suivi-commande\/\d+\.\d+\.[\w-]{43}$/);
    const page = await runLoader(location.slice(1));
    expect(statusOf(page)).toBe(200);
    const shown = dataOf<{ order: { summary: { reference: string; items: unknown[] }; status: string; canWithdraw: boolean } }>(page).order;
    expect(shown.summary.reference).toBe(order.reference);
    expect(shown.summary.items).toHaveLength(2);
    expect(shown.status).toBe("Payée, en préparation");
    expect(shown.canWithdraw).toBe(true);
    expect(JSON.stringify(shown)).not.toContain(DEMO_CUSTOMER.email);
  });

  it("a wrong reference and a wrong email get the same answer", async () => {
    const order = await paidOrder();
    const wrongReference = await lookup("MS-00000-00000", DEMO_CUSTOMER.email);
    const wrongEmail = await lookup(order.reference, "quelquun@example.fr", "198.51.100.8");
    expect(statusOf(wrongReference)).toBe(400);
    expect(statusOf(wrongEmail)).toBe(400);
    expect(formError(wrongReference)).toBe(NOT_FOUND);
    expect(formError(wrongEmail)).toBe(NOT_FOUND);
  });

  it("parallel tries from one client: 10 are counted, the rest refused before any lookup", async () => {
    const order = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => lookup(`MS-0000${i % 10}-00000`, "x@example.fr")));
    expect(answers.filter((a) => statusOf(a) === 429)).toHaveLength(6);
    // Even the right pair is refused from that client now.
    expect(statusOf(await lookup(order.reference, DEMO_CUSTOMER.email))).toBe(429);
  });

  it("parallel tries on one reference from many clients: 5 are counted", async () => {
    const order = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => lookup(order.reference, `x${i}@example.fr`, `203.0.113.${i + 10}`)));
    expect(answers.filter((a) => statusOf(a) === 429)).toHaveLength(4);
    expect(formError(answers.find((a) => statusOf(a) === 429))).toMatch(/Réessayez dans \d+ minute/);
  });
});

describe("signed links", () => {
  it("a valid link opens the order; an expired one says so (410); a forged one is refused (404)", async () => {
    const order = await paidOrder();
    const valid = signOrderAccess(order.id, new Date(Date.now() + DAY));
    expect(statusOf(await runLoader(`suivi-commande/${valid}`))).toBe(200);

    const expired = signOrderAccess(order.id, new Date(Date.now() - 1000));
    const expiredPage = await runLoader(`suivi-commande/${expired}`);
    expect(statusOf(expiredPage)).toBe(410);
    expect(dataOf<{ order: null; reason: string }>(expiredPage)).toMatchObject({ order: null, reason: "expired" });

    const [id, seconds, sig] = valid.split(".");
    const otherOrder = `${Number(id) + 1}.${seconds}.${sig}`;
    const laterExpiry = `${id}.${Number(seconds) + 999_999}.${sig}`;
    const badSignature = `${id}.${seconds}.${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    // The same signature bytes spelt otherwise: base64url's last character has two unused bits.
    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelt = `${id}.${seconds}.${sig.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(sig.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelt.split(".")[2], "base64url").equals(Buffer.from(sig, "base64url"))).toBe(true);
    for (const forged of [otherOrder, laterExpiry, badSignature, respelt, "1.2.3"]) {
      expect(verifyOrderAccess(forged).ok).toBe(false);
      expect(statusOf(await runLoader(`suivi-commande/${forged}`))).toBe(404);
    }
  });

  it("the signed link downloads the order's invoice and credit notes, and nothing of another order", async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    const token = signOrderAccess(order.id, new Date(Date.now() + DAY));
    const invoice = (await runLoader(`suivi-commande/${token}/facture.pdf`)) as Response;
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("Content-Type")).toBe("application/pdf");
    expect(invoice.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await pdfText(Buffer.from(await invoice.arrayBuffer()))).toContain(order.reference);

    const cookie = await signedInCookie();
    for (const id of [order.id, other.id]) {
      await runAction(post({ intent: "refund", kind: "partial", amount: "5", refunded_before: "0" }, { cookie, sub: `/commandes/${id}` }));
    }
    const [own] = await creditNotesOfOrder(order.id);
    const [foreign] = await creditNotesOfOrder(other.id);
    const note = (await runLoader(`suivi-commande/${token}/avoirs/${own.id}`)) as Response;
    expect(note.status).toBe(200);
    expect(await pdfText(Buffer.from(await note.arrayBuffer()))).toContain("A-");
    const page = dataOf<{ order: { documents: { invoice: string; creditNotes: { id: number }[] } } }>(await runLoader(`suivi-commande/${token}`));
    expect(page.order.documents.creditNotes.map((n) => n.id)).toEqual([own.id]);
    expect(page.order.documents.invoice).toMatch(/^F-\d{6}$/);

    expect(statusOf(await runLoader(`suivi-commande/${token}/avoirs/${foreign.id}`))).toBe(404);
    const forged = `${token.split(".")[0]}.${token.split(".")[1]}.AAAA`;
    expect(statusOf(await runLoader(`suivi-commande/${forged}/facture.pdf`))).toBe(404);
  });

  it("the confirmation and shipping emails carry a link that opens the page", async () => {
    const order = await paidOrder();
    const confirmation = (await outboxRows()).find((m) => m.kind === "order_confirmation")!;
    const link = /\/suivi-commande\/([\w.-]+)/.exec(confirmation.text)![1];
    expect(verifyOrderAccess(link)).toMatchObject({ ok: true, orderId: order.id });
    const expiresAt = (verifyOrderAccess(link) as { expiresAt: Date }).expiresAt;
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(89 * DAY);
  });
});

describe("Renoncer au contrat ici", () => {
  it("inside the period: a confirmation step, then the withdrawal, its event, the acknowledgement and the owner's notice", async () => {
    const order = await paidOrder();
    const step = await review({ reference: order.reference, email: DEMO_CUSTOMER.email, reason: "Le parfum ne me plaît pas" });
    expect(statusOf(step)).toBe(200);
    const shown = dataOf<ConfirmStep>(step);
    expect(shown.step).toBe("confirm");
    expect(shown.review.lines).toHaveLength(2);
    const bahiaLine = shown.review.lines[0].id;

    const done = await confirmAll(shown.access, [bahiaLine], "Le parfum ne me plaît pas");
    expect(locationOf(done)).toMatch(/^\/suivi-commande\//);
    const [row] = await withdrawalRows();
    expect(row).toMatchObject({ order_id: order.id, reason: "Le parfum ne me plaît pas", lines: [{ item_id: bahiaLine, name: "Bahia (50 ml)", quantity: 2 }] });
    const { order_events } = tables();
    const events = await db().select().from(order_events).where(eq(order_events.order_id, order.id));
    expect(events.map((e) => e.type)).toContain("withdrawal_requested");

    await sendDueEmails();
    const ack = sink.received.find((m) => m.subject.startsWith("Accusé de réception de votre rétractation"))!;
    expect(ack.to).toEqual([DEMO_CUSTOMER.email]);
    expect(ack.text).toContain(order.reference);
    expect(ack.text).toContain("2 × Bahia");
    expect(ack.text).not.toContain("Saphir Bleu");
    expect(ack.text).toMatch(/le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(heure de Paris\)/);
    expect(ack.text).toContain("8 rue du Parc, 69002 Lyon");
    expect(ack.text).toContain("L221-28");
    const notice = sink.received.find((m) => m.subject === `Rétractation demandée : commande ${order.reference}`)!;
    expect(notice.to).toEqual([OWNER]);
    expect(notice.text).toMatch(/Remboursement à faire au plus tard le \d{2}\/\d{2}\/\d{4}/);

    // The owner: the list's filter, the order page's deadline, the refund form's restock suggestion.
    expect((await listOrdersPage({ retractation: "1" })).orders.map((o) => o.id)).toEqual([order.id]);
    const sheet = (await orderSheet(order.id))!;
    expect(sheet.withdrawal?.lines).toHaveLength(1);
    expect(sheet.restockable.map((l) => l.suggested)).toEqual([2, 0]);
  });

  it("the reason the owner reads has no bidirectional override or zero-width character", async () => {
    const order = await paidOrder();
    const shown = dataOf<ConfirmStep>(await review({ reference: order.reference, email: DEMO_CUSTOMER.email }));
    const typed = "Trop \u202Etnaruos\u202C\u200B pour moi\u2067\uFEFF";
    expect(locationOf(await confirmAll(shown.access, shown.review.lines.map((l) => l.id), typed))).toMatch(/^\/suivi-commande\//);
    const [row] = await withdrawalRows();
    expect(row.reason).toBe("Trop tnaruos pour moi");
    const { order_events } = tables();
    const [event] = await db().select().from(order_events).where(eq(order_events.type, "withdrawal_requested"));
    expect(event.detail).toMatch(/ ; motif : Trop tnaruos pour moi$/);
  });

  it("two confirmations posted at once keep one withdrawal and send one acknowledgement", async () => {
    const order = await paidOrder();
    const shown = dataOf<ConfirmStep>(await review({ reference: order.reference, email: DEMO_CUSTOMER.email }));
    const ids = shown.review.lines.map((l) => l.id);
    const answers = await Promise.all([confirmAll(shown.access, ids, "un"), confirmAll(shown.access, [ids[1]], "deux"), confirmAll(shown.access, ids)]);
    expect(answers.every((a) => locationOf(a)?.startsWith("/suivi-commande/"))).toBe(true);
    const rows = await withdrawalRows();
    expect(rows).toHaveLength(1);
    const kinds = (await outboxRows()).map((m) => m.kind);
    expect(kinds.filter((k) => k === "withdrawal_acknowledgement")).toHaveLength(1);
    expect(kinds.filter((k) => k === "owner_withdrawal")).toHaveLength(1);
    // A later request for the same order is sent to the page that shows the first.
    expect(locationOf(await review({ reference: order.reference, email: DEMO_CUSTOMER.email }))).toMatch(/^\/suivi-commande\//);
  });

  it("after the period: refused with the dates, nothing written", async () => {
    const order = await paidOrder();
    const delivered = new Date(Date.now() - 20 * DAY);
    await updateOrder(order.id, { status: "delivered", shipped_at: new Date(Date.now() - 22 * DAY), delivered_at: delivered });
    const answer = await review({ reference: order.reference, email: DEMO_CUSTOMER.email });
    expect(statusOf(answer)).toBe(400);
    expect(formError(answer)).toMatch(/a pris fin le \d{2}\/\d{2}\/\d{4} 23:59\. Livrée le \d{2}\/\d{2}\/\d{4}/);
    expect(await withdrawalRows()).toHaveLength(0);
  });

  it("never marked delivered: the period runs from shipment + 7 + 14 days", () => {
    const shippedAgo = (days: number) => ({ status: "shipped" as const, paid_at: new Date(), shipped_at: new Date(Date.now() - days * DAY), delivered_at: null });
    expect(withdrawalRefusal(shippedAgo(20))).toBeNull();
    expect(withdrawalRefusal(shippedAgo(22))).toMatch(/réputée livrée 7 jours plus tard/);
    expect(withdrawalRefusal({ status: "paid", paid_at: new Date(Date.now() - 90 * DAY), shipped_at: null, delivered_at: null })).toBeNull();
  });

  it("an order never paid is refused with its own message", async () => {
    await postCheckout({ lines: [{ id: (await productBySlug("bahia")).id, quantity: 1 }], promoCode: null });
    const pending = (await allOrders()).at(-1)!;
    await updateOrder(pending.id, { customer_email: DEMO_CUSTOMER.email });
    const answer = await review({ reference: pending.reference, email: DEMO_CUSTOMER.email });
    expect(statusOf(answer)).toBe(400);
    expect(formError(answer)).toMatch(/n'a pas été payée/);
  });

  it("an expired confirmation step starts over", async () => {
    const order = await paidOrder();
    const stale = signOrderAccess(order.id, new Date(Date.now() - 1000));
    const answer = await confirm(stale, [1]);
    expect(statusOf(answer)).toBe(400);
    expect(formError(answer)).toMatch(/Cette étape a expiré/);
    expect(await withdrawalRows()).toHaveLength(0);
  });
});
