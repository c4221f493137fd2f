import { and, eq, gte, lt, sql } from "drizzle-orm";
import { invoiceLabel, receiptLabel } from "../orders/invoice-label";
import { parisDayStart } from "../format/paris-time";
import { db, tables } from "../platform/database.server";
import { bookFilename, creditNoteDocument, eReportingCsv, invoiceDocument, journalCsv, receiptDocument, receiptRefundDocument, type BookDocument, type BookKind } from "./books";
import type { BookPeriod } from "./book-periods";
import { ossRegisterCsv, ossReturnCsv } from "./oss-books";

/**
 * The invoices and credit notes issued in the period, Paris days from `from` to `to` included,
 * read from their snapshots: the books say exactly what the documents said (decision 108). The
 * order gives what the snapshots do not hold: payment, carrier and parcel (the OSS records,
 * decision 159); a credit note is read with its invoice, whose lines and date it corrects.
 * The end is the next day's start, excluded, so no fraction of the last second slips out.
 */
export async function bookDocuments({ from, to }: BookPeriod): Promise<BookDocument[]> {
  const { credit_notes, gift_cards, invoices, orders, receipts, refunds, stored_value_ledger } = tables();
  const start = parisDayStart(from);
  const end = parisDayStart(to, 1);
  const order = { paymentProvider: orders.payment_provider, paidAt: orders.paid_at, carrier: orders.carrier, trackingNumber: orders.tracking_number };
  const [issued, credited, received, givenBack] = await Promise.all([
    db()
      .select({ snapshot: invoices.snapshot, order })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.order_id))
      .where(and(gte(invoices.issued_at, start), lt(invoices.issued_at, end))),
    db()
      .select({ snapshot: credit_notes.snapshot, invoice: invoices.snapshot, order })
      .from(credit_notes)
      .innerJoin(orders, eq(orders.id, credit_notes.order_id))
      .innerJoin(invoices, eq(invoices.order_id, credit_notes.order_id))
      .where(and(gte(credit_notes.issued_at, start), lt(credit_notes.issued_at, end))),
    db()
      .select({ snapshot: receipts.snapshot, order })
      .from(receipts)
      .innerJoin(orders, eq(orders.id, receipts.order_id))
      .where(and(gte(receipts.issued_at, start), lt(receipts.issued_at, end))),
    // What each refund of the period took back of the multi-purpose cards its order sold (decision 160).
    db()
      .select({
        completedAt: refunds.completed_at,
        cents: sql<string | number>`sum(-${stored_value_ledger.amount_cents})`,
        receipt: receipts.number,
        invoice: orders.invoice_number,
        orderReference: orders.reference,
        customer: orders.customer_name,
        order,
      })
      .from(refunds)
      .innerJoin(stored_value_ledger, and(eq(stored_value_ledger.refund_id, refunds.id), eq(stored_value_ledger.kind, "cancel")))
      .innerJoin(gift_cards, and(eq(gift_cards.id, stored_value_ledger.gift_card_id), eq(gift_cards.voucher_kind, "multi")))
      .innerJoin(orders, eq(orders.id, refunds.order_id))
      .leftJoin(receipts, eq(receipts.order_id, refunds.order_id))
      .where(and(eq(refunds.status, "succeeded"), gte(refunds.completed_at, start), lt(refunds.completed_at, end)))
      .groupBy(refunds.id, refunds.completed_at, receipts.number, orders.invoice_number, orders.reference, orders.customer_name, orders.payment_provider, orders.paid_at, orders.carrier, orders.tracking_number),
  ]);
  return [
    ...issued.map((r) => invoiceDocument(r.snapshot, r.order)),
    ...credited.map((r) => creditNoteDocument(r.snapshot, r.invoice, r.order)),
    ...received.map((r) => receiptDocument(r.snapshot, r.order)),
    ...givenBack.map((r) =>
      receiptRefundDocument(
        {
          completedAt: r.completedAt!,
          cents: Number(r.cents),
          document: r.receipt != null ? receiptLabel(r.receipt) : invoiceLabel(r.invoice),
          orderReference: r.orderReference,
          customer: r.customer ?? "",
        },
        r.order,
      ),
    ),
  ];
}

const CSV_OF: Record<BookKind, (documents: BookDocument[], period: BookPeriod) => string> = {
  ereporting: eReportingCsv,
  journal: journalCsv,
  oss: ossReturnCsv,
  "oss-registre": ossRegisterCsv,
};

/** The CSV file of one book for a period (a period, or an OSS book's quarter, that readBookQuery accepted). */
export async function bookFile(kind: BookKind, period: BookPeriod): Promise<{ filename: string; content: string }> {
  return { filename: bookFilename(kind, period), content: CSV_OF[kind](await bookDocuments(period), period) };
}
