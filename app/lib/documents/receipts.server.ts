import { eq, sql } from "drizzle-orm";
import { db, lockKeys, tables, type Db } from "../platform/database.server";
import type { Order, OrderItem, Receipt } from "../platform/schema.server";
import { getShopSettings } from "../legal/shop-settings.server";
import { MULTI_PURPOSE_CARD_LINE } from "../gift-cards/gift-card-rules";
import { sellerSnapshot } from "./invoices.server";
import type { ReceiptSnapshot } from "./snapshots";

/**
 * The next receipt number, in the payment's write transaction under its own key: one payment
 * numbers at a time (SQLite's writer, PostgreSQL's advisory lock held to COMMIT), and a rollback
 * gives the number back, so receipts follow each other without gaps or twins, as invoices do.
 */
async function nextReceiptNumber(tx: Db): Promise<number> {
  const { receipts } = tables();
  await lockKeys(tx, ["receipt-number"]);
  const [row] = await tx.select({ last: sql<number | null>`max(${receipts.number})` }).from(receipts);
  return Number(row?.last ?? 0) + 1;
}

/**
 * Issues the « Reçu » of an order of multi-purpose gift cards alone, in its payment's transaction
 * (decision 160): the sale of such a card is no supply, so no invoice; the receipt states what was
 * paid for which card, outside VAT. A second call for the same order keeps the first.
 */
export async function issueReceipt(tx: Db, order: Order, items: OrderItem[], issuedAt: Date): Promise<void> {
  const { receipts } = tables();
  const [kept] = await tx.select({ number: receipts.number }).from(receipts).where(eq(receipts.order_id, order.id)).limit(1);
  if (kept) return;
  const lines = items.map((i) => ({ label: MULTI_PURPOSE_CARD_LINE, totalTtcCents: i.unit_price_cents * i.quantity }));
  const number = await nextReceiptNumber(tx);
  const snapshot: ReceiptSnapshot = {
    number,
    issuedAt: issuedAt.toISOString(),
    orderReference: order.reference,
    seller: sellerSnapshot(await getShopSettings()),
    customer: { name: order.customer_name, email: order.customer_email, address: order.shipping_address },
    lines,
    totalCents: order.total_cents,
  };
  await tx.insert(receipts).values({ order_id: order.id, number, issued_at: issuedAt, snapshot });
}

export async function receiptOf(orderId: number): Promise<Receipt | undefined> {
  const { receipts } = tables();
  const [receipt] = await db().select().from(receipts).where(eq(receipts.order_id, orderId)).limit(1);
  return receipt;
}
