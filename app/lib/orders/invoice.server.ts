import { sql } from "drizzle-orm";
import { lockKeys, tables, type Db } from "../platform/database.server";

/**
 * The next invoice number, in the payment's write transaction. The key's lock serialises every
 * numbering until COMMIT (SQLite's single writer already does), and a rollback gives the number
 * back, so numbers follow each other without gaps or twins, whichever process records the payment
 * (decision 099; the unique index also makes MAX a single index lookup).
 */
export async function nextInvoiceNumber(tx: Db): Promise<number> {
  const { orders } = tables();
  await lockKeys(tx, ["invoice-number"]);
  const [row] = await tx.select({ last: sql<number | null>`max(${orders.invoice_number})` }).from(orders).limit(1);
  return Number(row?.last ?? 0) + 1;
}
