import { eq } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import type { Tx } from "../mail/outbox.server";
import { invoices, order_items, orders, type Invoice, type Order, type OrderItem, type ShopSettings } from "../platform/schema.server";
import { sellerIdentityLines } from "../legal/identity";
import { getShopSettings } from "../legal/shop-settings.server";
import { orderVatCents } from "../legal/vat";
import { invoiceLines, OPERATION_CATEGORY, type InvoiceSnapshot, type SellerSnapshot } from "./snapshots";

export function sellerSnapshot(settings: ShopSettings): SellerSnapshot {
  return { name: settings.company_name, lines: sellerIdentityLines(settings) };
}

type LegalTextIds = { termsTextId: number | null; withdrawalFormTextId: number | null };

function snapshotOf(order: Order & { invoice_number: number }, items: OrderItem[], issuedAt: Date, texts: LegalTextIds): InvoiceSnapshot {
  const { lines, totals } = invoiceLines(order, items, orderVatCents(order));
  return {
    number: order.invoice_number,
    issuedAt: issuedAt.toISOString(),
    orderReference: order.reference,
    category: OPERATION_CATEGORY,
    seller: sellerSnapshot(getShopSettings()),
    customer: { name: order.customer_name, email: order.customer_email, address: order.shipping_address },
    lines,
    vatRateBp: order.vat_rate_bp,
    totals,
    termsVersion: order.terms_version,
    ...texts,
  };
}

/**
 * Issues the invoice of an order that has just been given its number, in that same transaction:
 * what it shows is fixed now. A second call for the same order keeps the first.
 */
export function issueInvoice(tx: Tx, order: Order, items: OrderItem[], issuedAt: Date, texts: LegalTextIds): void {
  if (order.invoice_number == null) return;
  const snapshot = snapshotOf({ ...order, invoice_number: order.invoice_number }, items, issuedAt, texts);
  tx.insert(invoices)
    .values({ order_id: order.id, number: order.invoice_number, issued_at: issuedAt, snapshot })
    .onConflictDoNothing({ target: invoices.order_id })
    .run();
}

/** The order's invoice in the caller's transaction, issued now if it predates migration 0006. */
export function invoiceIn(tx: Tx, orderId: number): Invoice | undefined {
  const kept = tx.select().from(invoices).where(eq(invoices.order_id, orderId)).get();
  if (kept) return kept;
  const order = tx.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order || order.invoice_number == null) return undefined;
  const items = tx.select().from(order_items).where(eq(order_items.order_id, orderId)).all();
  // Dated from its payment, as the number was; the CGV then given were not kept, so none is cited.
  issueInvoice(tx, order, items, order.paid_at ?? order.created_at, { termsTextId: null, withdrawalFormTextId: null });
  return tx.select().from(invoices).where(eq(invoices.order_id, orderId)).get();
}

/**
 * The order's invoice. Orders numbered before invoices were kept get theirs once, from their data
 * as it is at that first read; from then on it is fixed.
 */
export function invoiceOf(orderId: number): Invoice | undefined {
  const db = getDb();
  return (
    db.select().from(invoices).where(eq(invoices.order_id, orderId)).get() ??
    db.transaction((tx) => invoiceIn(tx, orderId), { behavior: "immediate" })
  );
}
