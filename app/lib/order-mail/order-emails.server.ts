import { eq, inArray } from "drizzle-orm";
import { orderPagePath } from "../orders/order-access.server";
import { getConfig } from "../platform/config.server";
import { tables, type Db } from "../platform/database.server";
import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { queueEmail } from "../mail/outbox.server";
import { orderConfirmation, ownerNewOrder, refundNotice, shippingNotice, type OrderMailContext } from "./templates.server";
import { formatName } from "../catalog/formats";
import { needsRestock } from "../catalog/product-rules";
import { deliverySentence } from "../shipping/shipping-rules";
import { samplesOf } from "../orders/orders.server";
import { vouchersIssuedBy, voucherSentence } from "../discovery-sets/vouchers.server";
import { cardSendingSentences } from "../gift-cards/gift-card-email.server";
import type { CreditNote, Order, OrderItem } from "../platform/schema.server";

/** The owner's addresses: OWNER_EMAIL, else every admin account. */
export async function ownerAddresses(tx: Db): Promise<string[]> {
  const { admins } = tables();
  return getConfig().mail.ownerEmails ?? (await tx.select({ email: admins.email }).from(admins)).map((a) => a.email);
}

/** In the payment's transaction: the customer's confirmation and the owner's notice. */
export async function queuePaidEmails(tx: Db, order: OrderMailContext["order"], items: OrderItem[], texts: { termsTextId: number; withdrawalFormTextId: number }) {
  const { product_formats, products, shipping_methods } = tables();
  const settings = await getShopSettings();
  const siteUrl = await shopOrigin();
  const samples = (await samplesOf(order.id)).flatMap((s) => (s.given ? [s.name] : []));
  // The delay of the method chosen, as the shop states it at the payment.
  const [method] =
    order.shipping_method_id == null ? [] : await tx.select().from(shipping_methods).where(eq(shipping_methods.id, order.shipping_method_id)).limit(1);
  const deliveryPromise = method ? deliverySentence(method) : null;
  const vouchers = (await vouchersIssuedBy(order.id)).map(voucherSentence);
  const giftCards = await cardSendingSentences(tx, order.id);
  const ctx = { order, items, settings, siteUrl, samples, deliveryPromise, vouchers, giftCards, orderPageUrl: `${siteUrl}${orderPagePath(order.id, "email")}` };
  if (order.customer_email) {
    await queueEmail(tx, {
      ...orderConfirmation(ctx),
      dedupeKey: `order:${order.id}:confirmation`,
      orderId: order.id,
      kind: "order_confirmation",
      to: order.customer_email,
      // The contract's confirmation on a durable medium (Code de la consommation L221-13).
      attachments: [
        { kind: "legal_text", id: texts.termsTextId },
        { kind: "legal_text", id: texts.withdrawalFormTextId },
      ],
    });
  }
  const owners = await ownerAddresses(tx);
  if (owners.length === 0) return;
  // Stock is per format: the notice names the formats of this order that run low.
  const ids = items.flatMap((i) => (i.format_id == null ? [] : [i.format_id]));
  const lowStock = ids.length
    ? (
        await tx
          .select({ name: products.name, format: product_formats })
          .from(product_formats)
          .innerJoin(products, eq(products.id, product_formats.product_id))
          .where(inArray(product_formats.id, ids))
      )
        .filter((r) => needsRestock(r.format, settings.low_stock_threshold))
        .map((r) => ({ name: `${r.name} (${formatName(r.format)})`, quantity: r.format.stock_quantity }))
    : [];
  const adminUrl = `${siteUrl}/${getConfig().adminPath}/commandes/${order.id}`;
  await queueEmail(tx, {
    ...ownerNewOrder({ ...ctx, adminUrl, lowStock }),
    dedupeKey: `order:${order.id}:owner`,
    orderId: order.id,
    kind: "owner_new_order",
    to: owners.join(", "),
  });
}

export async function queueShippedEmail(tx: Db, order: Order, items: OrderItem[]) {
  if (!order.customer_email) return;
  const siteUrl = await shopOrigin();
  await queueEmail(tx, {
    ...shippingNotice({ order, items, settings: await getShopSettings(), siteUrl, orderPageUrl: `${siteUrl}${orderPagePath(order.id, "email")}` }),
    dedupeKey: `order:${order.id}:shipped`,
    orderId: order.id,
    kind: "shipped",
    to: order.customer_email,
  });
}

/** One message per refund, with its credit note when the order had an invoice to credit. */
export async function queueRefundEmail(tx: Db, order: Order, items: OrderItem[], amountCents: number, refundId: number, creditNote: CreditNote | null) {
  if (!order.customer_email) return;
  await queueEmail(tx, {
    ...refundNotice({ order, items, settings: await getShopSettings(), siteUrl: await shopOrigin(), amountCents, creditNoteNumber: creditNote?.number ?? null }),
    dedupeKey: `order:${order.id}:refund:${refundId}`,
    orderId: order.id,
    kind: "refunded",
    to: order.customer_email,
    attachments: creditNote ? [{ kind: "credit_note", id: creditNote.id }] : [],
  });
}
