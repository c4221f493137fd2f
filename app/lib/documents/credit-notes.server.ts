import { asc, eq, sql } from "drizzle-orm";
import { db, lockKeys, tables, type Db } from "../platform/database.server";
import type { CreditNote, Order, Refund } from "../platform/schema.server";
import { invoiceIn } from "./invoices.server";
import { creditNoteTotals, type CreditNoteSnapshot } from "./snapshots";

/**
 * The next credit note number, read in the refund's transaction under the numbering lock: one
 * refund numbers at a time (SQLite's writer, PostgreSQL's advisory lock held until COMMIT), so
 * parallel refunds of different orders never read the same maximum (the unique index would
 * refuse a twin anyway), and a refund that fails issues nothing, so there is no gap.
 */
async function nextCreditNoteNumber(tx: Db): Promise<number> {
  const { credit_notes } = tables();
  await lockKeys(tx, ["credit-note-number"]);
  const [row] = await tx.select({ last: sql<number | null>`max(${credit_notes.number})` }).from(credit_notes);
  return Number(row?.last ?? 0) + 1;
}

/**
 * Issues the credit note of a refund that has just succeeded, in that same transaction. It cites
 * the order's invoice and repeats the seller's mentions the invoice printed; the refunded TTC is
 * split so that the order's credit notes add up to its invoice (`creditNoteTotals`). Returns the
 * note, or null for an order that was never invoiced (a late payment refunded as refund_due has
 * no invoice, so nothing to credit).
 */
export async function issueCreditNote(tx: Db, refund: Refund, order: Order, amountCents: number, now: Date): Promise<CreditNote | null> {
  const { credit_notes } = tables();
  const invoice = (await invoiceIn(tx, order.id))?.snapshot;
  if (!invoice) return null;
  const number = await nextCreditNoteNumber(tx);
  // Read under the order's lock (taken by invoiceIn, and first by the refund): the earlier notes are all there.
  const earlier = await tx.select({ snapshot: credit_notes.snapshot }).from(credit_notes).where(eq(credit_notes.order_id, order.id));
  const totals = creditNoteTotals(
    invoice.totals,
    earlier.map((n) => n.snapshot.totals),
    amountCents,
  );
  const snapshot: CreditNoteSnapshot = {
    number,
    issuedAt: now.toISOString(),
    orderReference: order.reference,
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issuedAt,
    seller: invoice.seller,
    customer: invoice.customer,
    vatRateBp: invoice.vatRateBp,
    ...(invoice.deliveryCountry ? { deliveryCountry: invoice.deliveryCountry } : {}),
    ...(invoice.vatScheme ? { vatScheme: invoice.vatScheme } : {}),
    totals,
  };
  const [note] = await tx.insert(credit_notes).values({ number, refund_id: refund.id, order_id: order.id, issued_at: now, snapshot }).returning();
  return note;
}

export async function findCreditNote(id: number): Promise<CreditNote | undefined> {
  const { credit_notes } = tables();
  const [note] = await db().select().from(credit_notes).where(eq(credit_notes.id, id)).limit(1);
  return note;
}

export async function creditNotesOfOrder(orderId: number): Promise<CreditNote[]> {
  const { credit_notes } = tables();
  return db().select().from(credit_notes).where(eq(credit_notes.order_id, orderId)).orderBy(asc(credit_notes.number));
}
