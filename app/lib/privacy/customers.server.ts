import { asc, desc, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { normaliseEmail } from "../format/email-address";
import { parisDay } from "../format/paris-time";
import { invoiceLabel } from "../orders/invoice-label";
import { ORDER_STATUS_LABELS } from "../orders/history.server";
import { lockOrdersWithWork } from "../orders/open-orders.server";
import { creditNoteLabel } from "../documents/snapshots";
import { db, tables, withTransaction, type Db } from "../platform/database.server";
import { jsonText } from "../platform/sql-dialect.server";
import type { Order, PrivacyRequest } from "../platform/schema.server";
import { anonymiseOrders, forgetMessages } from "./anonymise.server";
import { emailBodyCutoff, RETENTION } from "./retention-periods";
import { sweepEmlFiles } from "../mail/eml-files.server";
import { formatName } from "../catalog/formats";
import { alertsOfAddress, forgetAlertsOf } from "../stock-alerts/requests.server";

/**
 * Everything the shop holds about one email address (GDPR art. 15 and 20), in French, as the JSON
 * export gives it: amounts in cents, instants in ISO 8601 (UTC).
 */
export type CustomerFile = {
  email: string;
  genere_le: string;
  commandes: {
    reference: string;
    passee_le: string;
    statut: string;
    nom: string | null;
    adresse_livraison: string | null;
    mode_livraison: string | null;
    articles: { nom: string; quantite: number; prix_unitaire_centimes: number }[];
    sous_total_centimes: number;
    code_promo: string | null;
    remise_centimes: number;
    livraison_centimes: number;
    emballage_cadeau_centimes: number | null;
    message_cadeau: string | null;
    total_centimes: number;
    rembourse_centimes: number;
    cgv_acceptees_le: string | null;
    version_cgv: string | null;
    payee_le: string | null;
    expediee_le: string | null;
    transporteur: string | null;
    numero_suivi: string | null;
    livree_le: string | null;
  }[];
  retractations: { commande: string; demandee_le: string; articles: { nom: string; quantite: number }[]; motif: string | null }[];
  emails: { envoye_le: string; objet: string; etat: string; texte: string | null }[];
  /** « Me prévenir du retour » requests still waiting (decision 095). */
  alertes_stock: { parfum: string; format: string; demandee_le: string; confirmee_le: string | null }[];
  /** Kept for the accounting period even after an erasure: they name the buyer by law. */
  documents_comptables: { document: string; emis_le: string; commande: string; montant_centimes: number; conserve_jusqu_au: string }[];
};

const EMAIL_STATES = { pending: "en attente d'envoi", sent: "envoyé", failed: "non remis" } as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The last day a document issued on `issuedAt` is kept: 31 December, ten years after its Paris year. */
function keptUntil(issuedAt: Date): string {
  return `${Number(parisDay(issuedAt).slice(0, 4)) + RETENTION.accountingYears}-12-31`;
}

/** The orders placed with `email`, whatever its case. */
function ofCustomer(email: string) {
  const { orders } = tables();
  return sql`lower(${orders.customer_email}) = ${email}`;
}

async function ordersOf(tx: Db, email: string): Promise<Order[]> {
  const { orders } = tables();
  return tx.select().from(orders).where(ofCustomer(email)).orderBy(asc(orders.created_at), asc(orders.id));
}

/** Whether a document's snapshot names `email` as its buyer. */
function naming(snapshot: SQLWrapper, email: string) {
  return sql`lower(${jsonText(snapshot, ["customer", "email"])}) = ${email}`;
}

async function documentsNaming(tx: Db, email: string): Promise<CustomerFile["documents_comptables"]> {
  const { credit_notes, invoices } = tables();
  const invoiceRows = await tx.select().from(invoices).where(naming(invoices.snapshot, email)).orderBy(asc(invoices.number));
  const noteRows = await tx.select().from(credit_notes).where(naming(credit_notes.snapshot, email)).orderBy(asc(credit_notes.number));
  const row = (document: string, issuedAt: Date, snapshot: { orderReference: string; totals: { ttcCents: number } }) => ({
    document,
    emis_le: issuedAt.toISOString(),
    commande: snapshot.orderReference,
    montant_centimes: snapshot.totals.ttcCents,
    conserve_jusqu_au: keptUntil(issuedAt),
  });
  return [
    ...invoiceRows.map((i) => row(`Facture ${invoiceLabel(i.number)}`, i.issued_at, i.snapshot)),
    ...noteRows.map((n) => row(`Avoir ${creditNoteLabel(n.number)}`, n.issued_at, n.snapshot)),
  ];
}

async function emailsTo(tx: Db, email: string) {
  const { email_outbox } = tables();
  return tx.select().from(email_outbox).where(sql`lower(${email_outbox.to_address}) = ${email}`).orderBy(asc(email_outbox.created_at), asc(email_outbox.id));
}

async function readFile(tx: Db, email: string, now: Date): Promise<CustomerFile> {
  const { order_items, withdrawals } = tables();
  const found = await ordersOf(tx, email);
  const ids = found.map((o) => o.id);
  const items = ids.length ? await tx.select().from(order_items).where(inArray(order_items.order_id, ids)).orderBy(asc(order_items.id)) : [];
  const taken = ids.length ? await tx.select().from(withdrawals).where(inArray(withdrawals.order_id, ids)) : [];
  const referenceOf = new Map(found.map((o) => [o.id, o.reference]));
  const emails = await emailsTo(tx, email);
  const alerts = await alertsOfAddress(tx, email);
  return {
    email,
    genere_le: now.toISOString(),
    commandes: found.map((o) => ({
      reference: o.reference,
      passee_le: o.created_at.toISOString(),
      statut: ORDER_STATUS_LABELS[o.status],
      nom: o.customer_name,
      adresse_livraison: o.shipping_address,
      mode_livraison: o.shipping_method_name,
      articles: items.filter((i) => i.order_id === o.id).map((i) => ({ nom: i.name, quantite: i.quantity, prix_unitaire_centimes: i.unit_price_cents })),
      sous_total_centimes: o.subtotal_cents,
      code_promo: o.promo_code,
      remise_centimes: o.discount_cents,
      livraison_centimes: o.shipping_cents,
      emballage_cadeau_centimes: o.gift_wrap_cents,
      message_cadeau: o.gift_message,
      total_centimes: o.total_cents,
      rembourse_centimes: o.refunded_cents,
      cgv_acceptees_le: iso(o.terms_accepted_at),
      version_cgv: o.terms_version,
      payee_le: iso(o.paid_at),
      expediee_le: iso(o.shipped_at),
      transporteur: o.carrier,
      numero_suivi: o.tracking_number,
      livree_le: iso(o.delivered_at),
    })),
    retractations: taken.map((w) => ({
      commande: referenceOf.get(w.order_id)!,
      demandee_le: w.requested_at.toISOString(),
      articles: w.lines.map((l) => ({ nom: l.name, quantite: l.quantity })),
      motif: w.reason,
    })),
    emails: emails.map((m) => ({
      envoye_le: (m.sent_at ?? m.created_at).toISOString(),
      objet: m.subject,
      etat: EMAIL_STATES[m.status],
      texte: m.body_dropped_at ? null : m.text,
    })),
    alertes_stock: alerts.map((a) => ({
      parfum: a.product.name,
      format: formatName(a.format),
      demandee_le: a.createdAt.toISOString(),
      confirmee_le: iso(a.confirmedAt),
    })),
    documents_comptables: await documentsNaming(tx, email),
  };
}

const isEmpty = (file: CustomerFile) =>
  !file.commandes.length && !file.emails.length && !file.documents_comptables.length && !file.alertes_stock.length;

/** What the shop holds about `email`, or null when it holds nothing at all. */
export async function customerFile(email: string, now = new Date()): Promise<CustomerFile | null> {
  const file = await readFile(db(), normaliseEmail(email), now);
  return isEmpty(file) ? null : file;
}

async function record(tx: Db, kind: PrivacyRequest["kind"], actor: string, file: CustomerFile, now: Date) {
  const { privacy_requests } = tables();
  await tx
    .insert(privacy_requests)
    .values({ kind, actor, order_references: file.commandes.map((o) => o.reference), emails_count: file.emails.length, created_at: now });
}

/** The file handed to the customer, its handing-over recorded (who, when, which orders) in the same read. */
export async function exportCustomer(email: string, actor: string, now = new Date()): Promise<CustomerFile | null> {
  return withTransaction(async (tx) => {
    const file = await readFile(tx, normaliseEmail(email), now);
    if (isEmpty(file)) return null;
    await record(tx, "export", actor, file, now);
    return file;
  });
}

export type ErasureResult =
  | { ok: true; orders: number; emails: number; documentsKept: number }
  | { ok: false; reason: string }
  | { ok: false; nothing: true };

/**
 * Erases a customer on request (GDPR art. 17) with the accounting carve-out of art. 17.3.b:
 * orders lose name, email, address and the withdrawal's reason, emails to the address lose
 * recipient and body (one still waiting is cancelled), back-in-stock requests are deleted,
 * invoices and credit notes stay whole until their period ends, and the emails written as .eml
 * files (no SMTP) are deleted. The record keeps who, when and the order references, not the address.
 * The customer's orders are locked first (in id order): a payment, shipment, refund or withdrawal
 * of one of them waits, so the "work left" check (`hasWorkLeft`, beside the statuses) holds until
 * the erasure commits.
 */
export async function eraseCustomer(rawEmail: string, actor: string, now = new Date()): Promise<ErasureResult> {
  const { email_outbox } = tables();
  const email = normaliseEmail(rawEmail);
  const result = await withTransaction(async (tx): Promise<ErasureResult> => {
    const found = await lockOrdersWithWork(tx, ofCustomer(email));
    const file = await readFile(tx, email, now);
    if (!file.commandes.length && !file.emails.length && !file.alertes_stock.length) return { ok: false, nothing: true };
    const busy = found.filter((o) => o.workLeft).map((o) => o.reference);
    if (busy.length) {
      return {
        ok: false,
        reason: `Effacement impossible : ${busy.length > 1 ? "les commandes" : "la commande"} ${busy.join(", ")} ${busy.length > 1 ? "sont" : "est"} en cours (paiement, expédition, remboursement ou rétractation à traiter). Effacez une fois ${busy.length > 1 ? "qu'elles sont closes" : "qu'elle est close"}.`,
      };
    }
    await anonymiseOrders(
      tx,
      found.map((o) => o.id),
      now,
    );
    await forgetMessages(tx, sql`lower(${email_outbox.to_address}) = ${email}`, now);
    await forgetAlertsOf(tx, email);
    await record(tx, "erasure", actor, file, now);
    return { ok: true, orders: found.length, emails: file.emails.length, documentsKept: file.documents_comptables.length };
  });
  // Once the bodies are dropped for good: the emails written as files go with them.
  if (result.ok) await sweepEmlFiles(emailBodyCutoff(now));
  return result;
}

/** The latest exports and erasures, for the Clients screen. */
export async function recentPrivacyRequests(limit = 20): Promise<PrivacyRequest[]> {
  const { privacy_requests } = tables();
  return db().select().from(privacy_requests).orderBy(desc(privacy_requests.created_at), desc(privacy_requests.id)).limit(limit);
}
