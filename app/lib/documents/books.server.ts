import { and, eq, gte, lt } from "drizzle-orm";
import { parisDayStart } from "../format/paris-time";
import { db, tables } from "../platform/database.server";
import { bookFilename, creditNoteDocument, eReportingCsv, invoiceDocument, journalCsv, type BookDocument, type BookKind, type BookPeriod } from "./books";

/**
 * The invoices and credit notes issued in the period, Paris days from `from` to `to` included,
 * read from their snapshots: the books say exactly what the documents said (decision 108).
 * The end is the next day's start, excluded, so no fraction of the last second slips out.
 */
export async function bookDocuments({ from, to }: BookPeriod): Promise<BookDocument[]> {
  const { credit_notes, invoices, orders } = tables();
  const start = parisDayStart(from);
  const end = parisDayStart(to, 1);
  const [issued, credited] = await Promise.all([
    db()
      .select({ snapshot: invoices.snapshot, provider: orders.payment_provider })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.order_id))
      .where(and(gte(invoices.issued_at, start), lt(invoices.issued_at, end))),
    db()
      .select({ snapshot: credit_notes.snapshot, provider: orders.payment_provider })
      .from(credit_notes)
      .innerJoin(orders, eq(orders.id, credit_notes.order_id))
      .where(and(gte(credit_notes.issued_at, start), lt(credit_notes.issued_at, end))),
  ]);
  return [
    ...issued.map((r) => invoiceDocument(r.snapshot, r.provider)),
    ...credited.map((r) => creditNoteDocument(r.snapshot, r.provider)),
  ];
}

/** The CSV file of one book for a period (a period readBookQuery accepted). */
export async function bookFile(kind: BookKind, period: BookPeriod): Promise<{ filename: string; content: string }> {
  const documents = await bookDocuments(period);
  return { filename: bookFilename(kind, period), content: kind === "ereporting" ? eReportingCsv(documents) : journalCsv(documents) };
}
