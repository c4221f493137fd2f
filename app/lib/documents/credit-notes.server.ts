import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import type { Tx } from "../mail/outbox.server";
import { credit_notes, type CreditNote, type Order, type Refund } from "../platform/schema.server";
import { splitVat } from "../legal/vat";
import { invoiceIn } from "./invoices.server";
import type { CreditNoteSnapshot } from "./snapshots";

/**
 * The next credit note number, read in the refund's IMMEDIATE transaction: one writer at a time,
 * so parallel refunds of different orders never read the same maximum (the unique index would
 * refuse a twin anyway), and a refund that fails issues nothing, so there is no gap.
 */
function nextCreditNoteNumber(tx: Tx): number {
  const row = tx.select({ last: sql<number | null>`max(${credit_notes.number})` }).from(credit_notes).get();
  return (row?.last ?? 0) + 1;
}

/**
 * Issues the credit note of a refund that has just succeeded, in that same transaction. It cites
 * the order's invoice and repeats the seller's mentions the invoice printed; the refunded TTC is
 * split at the invoice's rate. Returns the note, or null for an order that was never invoiced (a
 * late payment refunded as refund_due has no invoice, so nothing to credit).
 */
export function issueCreditNote(tx: Tx, refund: Refund, order: Order, amountCents: number, now: Date): CreditNote | null {
  const invoice = invoiceIn(tx, order.id)?.snapshot;
  if (!invoice) return null;
  const number = nextCreditNoteNumber(tx);
  const { htCents, vatCents } = splitVat(amountCents, invoice.vatRateBp);
  const snapshot: CreditNoteSnapshot = {
    number,
    issuedAt: now.toISOString(),
    orderReference: order.reference,
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issuedAt,
    seller: invoice.seller,
    customer: invoice.customer,
    vatRateBp: invoice.vatRateBp,
    totals: { htCents, vatCents, ttcCents: amountCents },
  };
  return tx
    .insert(credit_notes)
    .values({ number, refund_id: refund.id, order_id: order.id, issued_at: now, snapshot })
    .returning()
    .get();
}

export function findCreditNote(id: number): CreditNote | undefined {
  return getDb().select().from(credit_notes).where(eq(credit_notes.id, id)).get();
}

export function creditNotesOfOrder(orderId: number): CreditNote[] {
  return getDb().select().from(credit_notes).where(eq(credit_notes.order_id, orderId)).orderBy(asc(credit_notes.number)).all();
}
