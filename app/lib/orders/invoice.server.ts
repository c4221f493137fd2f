import { sql } from "drizzle-orm";
import type { Tx } from "../mail/outbox.server";
import { orders } from "../platform/schema.server";

/**
 * The next invoice number, read in the payment's IMMEDIATE transaction: only one writer runs at a
 * time, so numbers follow each other without gaps or twins, whichever process records the payment
 * (the unique index also makes MAX a single index lookup).
 */
export function nextInvoiceNumber(tx: Tx): number {
  const row = tx.select({ last: sql<number | null>`max(${orders.invoice_number})` }).from(orders).get();
  return (row?.last ?? 0) + 1;
}
