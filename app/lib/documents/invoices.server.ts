import { asc, eq } from "drizzle-orm";
import { db, forUpdate, tables, withTransaction, type Db } from "../platform/database.server";
import type { Invoice, Order, OrderItem, ShopSettings } from "../platform/schema.server";
import { sellerIdentityLines } from "../legal/identity";
import { getShopSettings } from "../legal/shop-settings.server";
import { orderVatCents } from "../legal/vat";
import { isBusinessSale, type BusinessBuyer } from "../legal/business-sale";
import { EARLY_PAYMENT_DISCOUNT, LATE_PAYMENT_PENALTIES, RECOVERY_INDEMNITY_CENTS } from "../legal/payment-terms";
import { vouchersOf } from "../gift-cards/voucher-kinds.server";
import { invoiceLines, OPERATION_CATEGORY, type BusinessPaymentTerms, type InvoiceSnapshot, type SellerSnapshot } from "./snapshots";

export function sellerSnapshot(settings: ShopSettings): SellerSnapshot {
  return {
    name: settings.company_name,
    lines: sellerIdentityLines(settings),
    ids: { siret: settings.siret, vatNumber: settings.vat_number, address: settings.address },
  };
}

type LegalTextIds = { termsTextId: number | null; withdrawalFormTextId: number | null };

/** The Code de commerce's payment mentions (decision 138): paid at the order, so on the invoice's date. */
const paymentTermsOf = (paidAt: Date): BusinessPaymentTerms => ({
  paidAt: paidAt.toISOString(),
  earlyPaymentDiscount: EARLY_PAYMENT_DISCOUNT,
  latePenalties: LATE_PAYMENT_PENALTIES,
  recoveryIndemnityCents: RECOVERY_INDEMNITY_CENTS,
});

async function snapshotOf(
  order: Order & { invoice_number: number },
  items: OrderItem[],
  issuedAt: Date,
  texts: LegalTextIds,
  company: BusinessBuyer | null,
): Promise<InvoiceSnapshot> {
  const vouchers = await vouchersOf(db(), order);
  const { lines, totals, giftCardPaid, giftCardPayment, outsideVatLines } = invoiceLines(order, items, orderVatCents(order), vouchers);
  return {
    number: order.invoice_number,
    issuedAt: issuedAt.toISOString(),
    orderReference: order.reference,
    category: OPERATION_CATEGORY,
    seller: sellerSnapshot(await getShopSettings()),
    customer: { name: order.customer_name, email: order.customer_email, address: order.shipping_address, ...(company ? { company } : {}) },
    lines,
    vatRateBp: order.vat_rate_bp,
    deliveryCountry: order.delivery_country,
    vatScheme: order.vat_scheme === "destination" ? "destination" : "FR",
    totals,
    termsVersion: order.terms_version,
    ...(isBusinessSale({ company }) ? { paymentTerms: paymentTermsOf(issuedAt) } : {}),
    ...(giftCardPaid ? { giftCardPaid } : {}),
    ...(giftCardPayment ? { giftCardPayment } : {}),
    ...(outsideVatLines.length > 0 ? { outsideVatLines } : {}),
    ...texts,
  };
}

/**
 * Issues the invoice of an order that has just been given its number, in that same transaction:
 * what it shows is fixed now. A second call for the same order keeps the first.
 */
export async function issueInvoice(
  tx: Db,
  order: Order,
  items: OrderItem[],
  issuedAt: Date,
  texts: LegalTextIds,
  company: BusinessBuyer | null = null,
): Promise<void> {
  if (order.invoice_number == null) return;
  const { invoices } = tables();
  const snapshot = await snapshotOf({ ...order, invoice_number: order.invoice_number }, items, issuedAt, texts, company);
  await tx
    .insert(invoices)
    .values({ order_id: order.id, number: order.invoice_number, issued_at: issuedAt, snapshot })
    .onConflictDoNothing({ target: invoices.order_id });
}

const keptInvoice = async (reader: Db, orderId: number): Promise<Invoice | undefined> => {
  const { invoices } = tables();
  const [kept] = await reader.select().from(invoices).where(eq(invoices.order_id, orderId)).limit(1);
  return kept;
};

/**
 * The order's invoice in the caller's write transaction, issued now if it predates migration
 * 0006. The order row is locked first, so two first reads of one order issue it once.
 */
export async function invoiceIn(tx: Db, orderId: number): Promise<Invoice | undefined> {
  const { order_items, orders } = tables();
  const [order] = await forUpdate(tx.select().from(orders).where(eq(orders.id, orderId))).limit(1);
  const kept = await keptInvoice(tx, orderId);
  if (kept || !order || order.invoice_number == null) return kept;
  const items = await tx.select().from(order_items).where(eq(order_items.order_id, orderId)).orderBy(asc(order_items.id));
  // Dated from its payment, as the number was; the CGV then given were not kept, so none is cited.
  await issueInvoice(tx, order, items, order.paid_at ?? order.created_at, { termsTextId: null, withdrawalFormTextId: null });
  return keptInvoice(tx, orderId);
}

/**
 * The order's invoice. Orders numbered before invoices were kept get theirs once, from their data
 * as it is at that first read; from then on it is fixed.
 */
export async function invoiceOf(orderId: number): Promise<Invoice | undefined> {
  return (await keptInvoice(db(), orderId)) ?? withTransaction((tx) => invoiceIn(tx, orderId));
}
