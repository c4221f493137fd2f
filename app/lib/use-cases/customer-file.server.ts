import { asc, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { normaliseEmail } from "../format/email-address";
import { parisDay } from "../format/paris-time";
import { creditNoteLabel, invoiceLabel, receiptLabel } from "../orders/invoice-label";
import { ORDER_STATUS_LABELS } from "../orders/history.server";
import { soldBottles, soldCents } from "../orders/status-rules";
import { db, tables, withTransaction, type Db } from "../platform/database.server";
import { jsonText } from "../platform/sql-dialect.server";
import type { Order } from "../platform/schema.server";
import { RETENTION } from "../privacy/retention-periods";
import { recordPrivacyRequest } from "../privacy/privacy-requests.server";
import { holdsNothingErasable, type CustomerFile } from "./customer-file";
import { formatName } from "../catalog/formats";
import { alertsOfAddress } from "../stock-alerts/requests.server";
import { giftCardsOf } from "../gift-cards/privacy.server";
import { hasOptedOut } from "../reviews/invitations.server";
import { reviewsOfOrders } from "../reviews/reviews.server";
import { sourceLabel } from "../newsletter/sources";
import { subscriptionOfAddress } from "../newsletter/subscriptions.server";
import { remindersOfAddress } from "../reminders/reminders.server";

// The customer's file (GDPR art. 15 and 20): what every domain holds about one email address,
// read in one transaction; the export records its handing-over (privacy/privacy-requests.server.ts).

const EMAIL_STATES = { pending: "en attente d'envoi", sent: "envoyé", failed: "non remis" } as const;
const REVIEW_STATES = { pending: "en cours de relecture", published: "publié", refused: "refusé" } as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The last day a document issued on `issuedAt` is kept: 31 December, ten years after its Paris year. */
function keptUntil(issuedAt: Date): string {
  return `${Number(parisDay(issuedAt).slice(0, 4)) + RETENTION.accountingYears}-12-31`;
}

/** The orders placed with `email` (normalised), whatever its case. */
export function ofCustomer(email: string) {
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
  const { credit_notes, invoices, receipts } = tables();
  const invoiceRows = await tx.select().from(invoices).where(naming(invoices.snapshot, email)).orderBy(asc(invoices.number));
  const noteRows = await tx.select().from(credit_notes).where(naming(credit_notes.snapshot, email)).orderBy(asc(credit_notes.number));
  const receiptRows = await tx.select().from(receipts).where(naming(receipts.snapshot, email)).orderBy(asc(receipts.number));
  const row = (document: string, issuedAt: Date, orderReference: string, ttcCents: number) => ({
    document,
    emis_le: issuedAt.toISOString(),
    commande: orderReference,
    montant_centimes: ttcCents,
    conserve_jusqu_au: keptUntil(issuedAt),
  });
  return [
    ...invoiceRows.map((i) => row(`Facture ${invoiceLabel(i.number)}`, i.issued_at, i.snapshot.orderReference, i.snapshot.totals.ttcCents)),
    ...noteRows.map((n) => row(`Avoir ${creditNoteLabel(n.number)}`, n.issued_at, n.snapshot.orderReference, n.snapshot.totals.ttcCents)),
    // A receipt of multi-purpose gift cards (decision 160): kept as the invoices are.
    ...receiptRows.map((r) => row(`Reçu ${receiptLabel(r.number)}`, r.issued_at, r.snapshot.orderReference, r.snapshot.totalCents)),
  ];
}

async function emailsTo(tx: Db, email: string) {
  const { email_outbox } = tables();
  return tx.select().from(email_outbox).where(sql`lower(${email_outbox.to_address}) = ${email}`).orderBy(asc(email_outbox.created_at), asc(email_outbox.id));
}

/** Everything held about `email` (normalised), read in `tx` (which may hold its orders' locks). */
export async function readCustomerFile(tx: Db, email: string, now: Date): Promise<CustomerFile> {
  const { order_items, withdrawals } = tables();
  const found = await ordersOf(tx, email);
  const ids = found.map((o) => o.id);
  const items = ids.length ? await tx.select().from(order_items).where(inArray(order_items.order_id, ids)).orderBy(asc(order_items.id)) : [];
  const taken = ids.length ? await tx.select().from(withdrawals).where(inArray(withdrawals.order_id, ids)) : [];
  const referenceOf = new Map(found.map((o) => [o.id, o.reference]));
  const emails = await emailsTo(tx, email);
  const alerts = await alertsOfAddress(tx, email);
  const reviews = await reviewsOfOrders(tx, ids);
  const subscription = await subscriptionOfAddress(tx, email);
  const reminders = await remindersOfAddress(tx, email);
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
      articles: items
        .filter((i) => i.order_id === o.id)
        .map((i) => ({ nom: i.name, quantite: i.quantity, prix_unitaire_centimes: i.unit_price_cents, quantite_vendue: soldBottles(o.status, i) })),
      sous_total_centimes: o.subtotal_cents,
      code_promo: o.promo_code,
      remise_centimes: o.discount_cents,
      livraison_centimes: o.shipping_cents,
      emballage_cadeau_centimes: o.gift_wrap_cents,
      message_cadeau: o.gift_message,
      total_centimes: o.total_cents,
      rembourse_centimes: o.refunded_cents,
      montant_vendu_centimes: soldCents(o),
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
      langue: a.lang,
    })),
    cartes_cadeaux: await giftCardsOf(tx, email, ids),
    avis: reviews.map((r) => ({
      commande: referenceOf.get(r.orderId)!,
      article: r.line,
      note: r.rating,
      texte: r.body,
      signature: r.author,
      etat: REVIEW_STATES[r.status],
      depose_le: r.createdAt.toISOString(),
      publie_le: iso(r.publishedAt),
    })),
    invitations_avis_refusees: await hasOptedOut(tx, email),
    lettre_information: subscription && {
      demandee_le: subscription.createdAt.toISOString(),
      confirmee_le: iso(subscription.confirmedAt),
      version_consentement: subscription.consentVersion,
      origine: sourceLabel(subscription.source),
      langue: subscription.lang,
    },
    rappels_panier: reminders.map((r) => ({
      commande: r.reference,
      accord_le: r.consentedAt.toISOString(),
      version_consentement: r.version,
      traite_le: iso(r.queuedAt),
      resultat: r.outcome,
    })),
    documents_comptables: await documentsNaming(tx, email),
  };
}

/** What the record of a handing-over or an erasure keeps of the file: its order references and how many emails. */
export const requestOf = (file: CustomerFile) => ({ orderReferences: file.commandes.map((o) => o.reference), emailsCount: file.emails.length });

const isEmpty = (file: CustomerFile) => holdsNothingErasable(file) && !file.documents_comptables.length;

/** What the shop holds about `email`, or null when it holds nothing at all. */
export async function customerFile(email: string, now = new Date()): Promise<CustomerFile | null> {
  const file = await readCustomerFile(db(), normaliseEmail(email), now);
  return isEmpty(file) ? null : file;
}

/** The file handed to the customer, its handing-over recorded (who, when, which orders) in the same read. */
export async function exportCustomer(email: string, actor: string, now = new Date()): Promise<CustomerFile | null> {
  return withTransaction(async (tx) => {
    const file = await readCustomerFile(tx, normaliseEmail(email), now);
    if (isEmpty(file)) return null;
    await recordPrivacyRequest(tx, "export", actor, requestOf(file), now);
    return file;
  });
}
