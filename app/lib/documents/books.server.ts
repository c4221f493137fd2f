import { and, eq, gte, lt } from "drizzle-orm";
import { parisDayStart } from "../format/paris-time";
import { db, tables } from "../platform/database.server";
import { bookFilename, creditNoteDocument, eReportingCsv, invoiceDocument, journalCsv, type BookDocument, type BookKind } from "./books";
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
  const { credit_notes, invoices, orders } = tables();
  const start = parisDayStart(from);
  const end = parisDayStart(to, 1);
  const order = { paymentProvider: orders.payment_provider, paidAt: orders.paid_at, carrier: orders.carrier, trackingNumber: orders.tracking_number };
  const [issued, credited] = await Promise.all([
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
  ]);
  return [...issued.map((r) => invoiceDocument(r.snapshot, r.order)), ...credited.map((r) => creditNoteDocument(r.snapshot, r.invoice, r.order))];
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
