import { asc, eq, sql } from "drizzle-orm";
import { lowStockText } from "../cart/rules";
import { affectedRows, forUpdate, tables, withTransaction, type Db } from "../platform/database.server";
import { kickSender } from "../mail/sender.server";
import { queuePaidEmails } from "../order-mail/order-emails.server";
import { nextInvoiceNumber } from "../orders/invoice.server";
import { issueInvoice } from "../documents/invoices.server";
import { keepLegalTexts } from "../documents/legal-texts.server";
import { canChange, type OrderChange } from "../orders/status-rules";
import { recordEvent, SYSTEM_ACTOR } from "../orders/timeline.server";
import { formatPrice } from "../format/money";
import { holdStillCounts, isPayable, lockHeldRows } from "../holds/holds.server";
import { sellableQuantities } from "../catalog/inventory.server";
import { termsInForce } from "../legal-pages/legal-pages.server";
import { findPromo, isUsedUp, promoRefusal, USES_EXHAUSTED, usesTaken } from "../promo/promo.server";
import type { Order, OrderItem } from "../platform/schema.server";
import { orderLineName } from "../orders/line-name";
import { giveSamples } from "../gifts/samples.server";
import type { BusinessBuyer } from "../legal/business-sale";
import { isSetVoucherCode } from "../discovery-sets/set-rules";
import { consumeVoucher, issueSetVouchers, voucherPaymentProblem } from "../discovery-sets/vouchers.server";
import { giftCardShortfall, settleGiftCards } from "../gift-cards/gift-cards.server";
import { queueRecipientEmails } from "../gift-cards/gift-card-email.server";
import { paidInFullByCard, taxedCentsOf } from "../gift-cards/gift-card-rules";
import { kindIssuedAt, vouchersOf } from "../gift-cards/voucher-kinds.server";
import { issueReceipt } from "../documents/receipts.server";
import { vatAtPayment } from "../legal/distance-sales.server";
import { isCountryCode } from "../shipping/countries";
import { postalCodeError } from "../shipping/postal-codes";

export type CustomerDetails = {
  email: string | null;
  name: string | null;
  shippingAddress: string | null;
  /** The address's country (ISO code), when the provider collected one. */
  country?: string | null;
  /** The address's postal code, when the provider collected one. */
  postalCode?: string | null;
  /** When the buyer accepted the terms of sale in force (`termsInForce`), if the provider says so. */
  termsAcceptedAt?: Date;
  /** The company the invoice is made out to, when a business buyer gave one (the invoice keeps it). */
  business?: BusinessBuyer | null;
};

export const HOLD_LAPSED = "Le délai de 30 minutes pour confirmer cette commande est dépassé : repassez commande depuis votre panier.";

/** What the payment provider says happened to an order's payment. */
export type Settlement = "paid" | "failed" | "expired";

/** "paid_demo": the demo page's "Payer" or the confirmation of an order a gift card pays in full, where no money moved (see ORDER_CHANGES). */
const CHANGE_OF: Record<Settlement | "paid_demo", OrderChange> = {
  paid: "pay",
  paid_demo: "pay_demo",
  failed: "fail",
  expired: "expire",
};

export type SettleResult =
  | { outcome: "applied"; order: Order }
  | { outcome: "refused"; order: Order; reason: string }
  | { outcome: "unchanged"; order: Order }
  | { outcome: "duplicate-event" }
  | { outcome: "unknown-order" };

export type SettleInput = {
  orderId: number;
  settlement: Settlement | "paid_demo" | null;
  customer?: CustomerDetails;
  /** The provider's event, recorded in the same transaction so a redelivery changes nothing. */
  event?: { id: string; type: string };
  now?: Date;
  /** Stripe's payment intent, kept so the order can be refunded through the Refunds API. */
  paymentIntentId?: string | null;
  /** Refuse once the order's payment window has closed (no money moved, nothing to honour). */
  withinHold?: boolean;
};

/** Why an order that was paid cannot be honoured, or null when it can. */
async function unfulfillable(order: Order, items: OrderItem[], now: Date): Promise<string | null> {
  const ids = items.flatMap((i) => (i.format_id == null ? [] : [i.format_id]));
  const sellable = await sellableQuantities(ids, now, order.id);
  for (const item of items) {
    const available = item.format_id == null ? undefined : sellable.get(item.format_id);
    if (available === undefined) continue;
    if (item.quantity > available) return `Stock insuffisant : ${lowStockText(available, orderLineName(item))}.`;
  }
  if (order.promo_code && isSetVoucherCode(order.promo_code)) return voucherPaymentProblem(order, holdStillCounts(order, now), now);
  if (order.promo_code) {
    const promo = await findPromo(order.promo_code);
    const taken = promo ? await usesTaken(promo, now, order.id) : 0;
    // Within its hold the order keeps the code it was priced with; after, the code must still apply.
    const refusal = holdStillCounts(order, now)
      ? promo && isUsedUp(promo, taken)
        ? USES_EXHAUSTED
        : null
      : promoRefusal(promo, order.subtotal_cents, now, taken);
    if (refusal) return `Code promo ${order.promo_code} : ${refusal}.`;
  }
  return null;
}

/**
 * An address the order cannot go to: in another country than the one it was priced for (its
 * methods, shipping and VAT; Stripe's page offers only the order's, so a forged or odd session,
 * decision 161), or in a territory of that country the shop does not deliver (overseas France,
 * the Canary Islands…), which Stripe's page cannot refuse before payment (decision 172).
 */
function undeliverable(order: Order, customer: CustomerDetails | undefined): string | null {
  const country = customer?.country;
  if (!country) return null;
  if (country !== order.delivery_country) return `Adresse de livraison hors du pays de la commande : ${country} au lieu de ${order.delivery_country}.`;
  const postalCode = customer.postalCode;
  const refused = postalCode && isCountryCode(country) ? postalCodeError(country, postalCode) : null;
  return refused ? `Adresse de livraison non desservie (${postalCode}) : ${refused}.` : null;
}

/**
 * The one way an order leaves "pending". Webhooks, the /success page and the demo payment page
 * all come here, in any number and order: an order is paid once (stock, promo use and customer
 * stored together, in one write transaction that locks the order row first), and only from the
 * statuses ORDER_CHANGES allows: a settled order (paid, shipped, refunded…) answers "unchanged"
 * to any later payment, failure or expiry. A settlement of null only records the event (e.g. a
 * completed session still awaiting payment).
 *
 * A payment is honoured only if the bottles and the code use are still there for this order: its
 * own hold guarantees them, and after the hold lapsed they are checked again against everyone
 * else's, under the same row locks as checkout (decision 099). When they are gone, the demo
 * page's payment (no money moved) is refused and leaves the order as it was; a provider's payment
 * (the money is taken) marks it refund_due without touching stock or the code (docs/decisions/023).
 */
export async function settleOrder(input: SettleInput): Promise<SettleResult> {
  const result = await withTransaction((tx) => settleIn(tx, input));
  // Mail goes out after the commit, never inside it: the outbox row is what makes it certain.
  if (result.outcome === "applied" && result.order.status === "paid") kickSender();
  return result;
}

async function settleIn(
  tx: Db,
  { orderId, settlement, customer, event, now = new Date(), paymentIntentId, withinHold }: SettleInput,
): Promise<SettleResult> {
  const { order_items, order_samples, orders, processed_events, product_formats, promo_codes } = tables();
  if (event) {
    const inserted = await tx.insert(processed_events).values({ id: event.id, type: event.type }).onConflictDoNothing();
    if (affectedRows(inserted) === 0) return { outcome: "duplicate-event" };
  }
  // The order's status is the starting state: locked before it is read, so no other writer can
  // move the order before the change.
  const [order] = await forUpdate(tx.select().from(orders).where(eq(orders.id, orderId))).limit(1);
  if (!order) return { outcome: "unknown-order" };
  if (!settlement || !canChange(order, CHANGE_OF[settlement])) return { outcome: "unchanged", order };
  if (withinHold && !isPayable(order, now)) return { outcome: "refused", order, reason: HOLD_LAPSED };

  if (settlement !== "paid" && settlement !== "paid_demo") {
    const [updated] = await tx.update(orders).set({ status: settlement, updated_at: now }).where(eq(orders.id, orderId)).returning();
    return { outcome: "applied", order: updated };
  }

  const items = await tx.select().from(order_items).where(eq(order_items.order_id, orderId)).orderBy(asc(order_items.id));
  const samples = await tx.select({ productId: order_samples.product_id }).from(order_samples).where(eq(order_samples.order_id, orderId));
  await lockHeldRows(tx, {
    formatIds: items.flatMap((i) => (i.format_id == null ? [] : [i.format_id])),
    sampleIds: samples.flatMap((s) => (s.productId == null ? [] : [s.productId])),
    promoCode: order.promo_code,
  });
  const problem = undeliverable(order, customer) ?? (await unfulfillable(order, items, now)) ?? (await giftCardShortfall(tx, order, now));
  if (problem && settlement === "paid_demo") return { outcome: "refused", order, reason: problem };
  // The CGV in force now, whose version the buyer accepted: it follows the active zones (decision
  // 162), in the order's language (decision 169).
  const terms = await termsInForce(order.lang);
  const customerColumns = {
    customer_email: customer?.email ?? order.customer_email,
    customer_name: customer?.name ?? order.customer_name,
    shipping_address: customer?.shippingAddress ?? order.shipping_address,
    ...(customer?.termsAcceptedAt ? { terms_accepted_at: customer.termsAcceptedAt, terms_version: terms.version } : {}),
    payment_intent_id: paymentIntentId ?? order.payment_intent_id,
  };
  if (problem) {
    console.warn(`Commande ${order.reference} payée mais impossible à honorer (${problem}) : à rembourser.`);
    const [updated] = await tx
      .update(orders)
      .set({ status: "refund_due", paid_at: now, updated_at: now, ...customerColumns })
      .where(eq(orders.id, orderId))
      .returning();
    await recordEvent(tx, orderId, "refund_due", SYSTEM_ACTOR, problem, now);
    return { outcome: "applied", order: updated };
  }

  // Whose VAT and which rate, decided now whatever the cart showed (decisions 157, 158): a parcel
  // abroad under the year's lock, against the distance sales already paid; the TTC stays, its VAT
  // follows the rate, and the invoice issued below states it.
  // The VAT is on what the one rule of gift cards taxes (decision 160): the cards this payment
  // issues take the kind of its day.
  const soldKind = await kindIssuedAt(now);
  const vouchers = await vouchersOf(tx, order, soldKind);
  const vat = await vatAtPayment(tx, { country: order.delivery_country, taxedCents: taxedCentsOf(order, vouchers) }, now);
  // Multi-purpose cards alone are no supply: a receipt, no invoice number (decision 160).
  const receiptOnly = items.length > 0 && vouchers.outsideVatItemIds.length === items.length;
  const [updated] = await tx
    .update(orders)
    .set({
      status: "paid",
      paid_at: now,
      updated_at: now,
      ...vat,
      ...(receiptOnly ? { vat_rate_bp: 0 } : {}),
      // An order paid once keeps its number; this one never had one (only "pay" starts here).
      invoice_number: order.invoice_number ?? (receiptOnly ? null : await nextInvoiceNumber(tx)),
      ...customerColumns,
    })
    .where(eq(orders.id, orderId))
    .returning();
  const via = paidInFullByCard(order) ? "carte cadeau" : order.payment_provider === "demo" ? "paiement de démonstration" : "Stripe";
  await recordEvent(tx, orderId, "paid", SYSTEM_ACTOR, `${formatPrice(order.total_cents)} (${via})`, now);
  for (const item of items) {
    if (item.format_id == null) continue;
    // The default format's stock reaches the perfume's columns through their trigger (decision 093).
    // The quantity only: the last bottle sold makes the format unsellable through isInStock, and
    // the owner's status stays the owner's (decision 100), so a restock can put it back on sale.
    await tx
      .update(product_formats)
      .set({ stock_quantity: sql`${product_formats.stock_quantity} - ${item.quantity}`, updated_at: now })
      .where(eq(product_formats.id, item.format_id));
  }
  for (const name of await giveSamples(tx, orderId, now)) {
    await recordEvent(tx, orderId, "sample_left_out", SYSTEM_ACTOR, `${name} : plus d'échantillon disponible`, now);
  }
  await issueSetVouchers(tx, updated, items, now);
  if (order.promo_code && isSetVoucherCode(order.promo_code)) {
    await consumeVoucher(tx, updated, now);
  } else if (order.promo_code) {
    await tx
      .update(promo_codes)
      .set({ times_used: sql`${promo_codes.times_used} + 1`, updated_at: now })
      .where(eq(promo_codes.code, order.promo_code));
  }
  // The card that pays is debited and the cards bought are issued, with their ledger rows.
  await queueRecipientEmails(tx, updated, await settleGiftCards(tx, updated, now, soldKind), now);
  // The invoice (or the receipt) and the CGV given with it are fixed now, whatever the owner edits later.
  const texts = await keepLegalTexts(tx, terms);
  if (receiptOnly) await issueReceipt(tx, updated, items, now);
  else await issueInvoice(tx, updated, items, now, texts, customer?.business ?? null);
  // After the stock moved, so the owner's notice sees what is left of each perfume.
  await queuePaidEmails(tx, { ...updated, gift_card_kind: vouchers.paying }, items, texts);
  return { outcome: "applied", order: updated };
}
