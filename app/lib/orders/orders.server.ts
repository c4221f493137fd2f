import { payingCardKind } from "../gift-cards/voucher-kinds.server";
import type { VoucherKind } from "../gift-cards/gift-card-rules";
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, type SQL } from "drizzle-orm";
import { db, tables, withTransaction } from "../platform/database.server";
import type { Order, OrderItem, OrderSample } from "../platform/schema.server";
import { amountsOfOrder, type OrderAmounts } from "./amount-rows";
import { countryOf, type CountryCode } from "../shipping/countries";
import type { Lang } from "../i18n/lang";

type OrderLine = {
  /** Null on a gift card's line, which is no perfume (decision 116). */
  productId: number | null;
  formatId: number | null;
  formatLabel: string | null;
  name: string;
  unitPriceCents: number;
  quantity: number;
};

/** What the shopper agreed to pay, frozen at checkout so later price or name changes never alter it. */
export type OrderSnapshot = {
  lines: OrderLine[];
  subtotalCents: number;
  discountCents: number;
  /** Shipping included. */
  totalCents: number;
  promoCode: string | null;
  /** Null when nothing ships (gift cards alone, decision 116). */
  shipping: { methodId: number; name: string; cents: number } | null;
  /** The gift wrap (its price inside totalCents) and the card's message, or null. */
  gift: { wrapCents: number; message: string | null } | null;
  /** Free samples, held like the bottles until the order is paid or lapses. */
  samples: { productId: number; name: string }[];
  /** Where the parcel goes (decision 161); whose VAT it bears stays « FR » until step 6 of the EU plan. */
  deliveryCountry: string;
  vatRateBp: number;
  /** The VAT inside totalCents. */
  vatCents: number;
  /** The gift card that pays part of the total, held until payment (decision 116), or null. */
  giftCard: { id: number; cents: number } | null;
  /** The language of the checkout it was placed from (decision 169). */
  lang: Lang;
};

export type PaymentProvider = Order["payment_provider"];
/** An order with its lines and samples; `gift_card_kind` names the paying card's row (decision 160). */
export type OrderWithItems = { order: Order & { gift_card_kind?: VoucherKind | null }; items: OrderItem[]; samples: OrderSample[] };

// Crockford's base32: no I, L, O or U, so a reference read aloud or copied by hand stays unambiguous.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * "MS-XXXXX-XXXXX": 50 random bits. The reference is the only key to the demo payment page and
 * the success page's summary, so it must not be guessable from another order's reference.
 */
function newOrderReference(): string {
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
  const chars = Array.from(randomBytes(10), (b) => ALPHABET[b % 32]).join("");
  return `MS-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Joins the caller's transaction (checkout's, which locked the rows it counted), else opens one. */
export function createPendingOrder(snapshot: OrderSnapshot, provider: PaymentProvider, expiresAt: Date): Promise<Order> {
  const { order_items, order_samples, orders } = tables();
  return withTransaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        reference: newOrderReference(),
        status: "pending",
        subtotal_cents: snapshot.subtotalCents,
        discount_cents: snapshot.discountCents,
        total_cents: snapshot.totalCents,
        promo_code: snapshot.promoCode,
        shipping_method_id: snapshot.shipping?.methodId ?? null,
        shipping_method_name: snapshot.shipping?.name ?? null,
        shipping_cents: snapshot.shipping?.cents ?? 0,
        gift_card_id: snapshot.giftCard?.id ?? null,
        gift_card_cents: snapshot.giftCard?.cents ?? 0,
        delivery_country: snapshot.deliveryCountry,
        vat_rate_bp: snapshot.vatRateBp,
        vat_cents: snapshot.vatCents,
        gift_wrap_cents: snapshot.gift?.wrapCents ?? null,
        gift_message: snapshot.gift?.message ?? null,
        payment_provider: provider,
        expires_at: expiresAt,
        lang: snapshot.lang,
      })
      .returning();
    for (const line of snapshot.lines) {
      await tx.insert(order_items)
        .values({
          order_id: order.id,
          product_id: line.productId,
          format_id: line.formatId,
          format_label: line.formatLabel,
          name: line.name,
          unit_price_cents: line.unitPriceCents,
          quantity: line.quantity,
        });
    }
    for (const sample of snapshot.samples) {
      await tx.insert(order_samples).values({ order_id: order.id, product_id: sample.productId, name: sample.name });
    }
    return order;
  });
}

async function withItems(order: Order | undefined): Promise<OrderWithItems | null> {
  if (!order) return null;
  const { order_items } = tables();
  const items = await db().select().from(order_items).where(eq(order_items.order_id, order.id)).orderBy(asc(order_items.id));
  return { order: { ...order, gift_card_kind: await payingCardKind(order) }, items, samples: await samplesOf(order.id) };
}

/** An order's free samples, in the order they were chosen. */
export async function samplesOf(orderId: number): Promise<OrderSample[]> {
  const { order_samples } = tables();
  return db().select().from(order_samples).where(eq(order_samples.order_id, orderId)).orderBy(asc(order_samples.id));
}

async function firstOrder(where: SQL | undefined): Promise<OrderWithItems | null> {
  const { orders } = tables();
  const [order] = await db().select().from(orders).where(where).limit(1);
  return withItems(order);
}

export function findOrderById(id: number): Promise<OrderWithItems | null> {
  return firstOrder(eq(tables().orders.id, id));
}

export function findOrderByReference(reference: string): Promise<OrderWithItems | null> {
  return firstOrder(eq(tables().orders.reference, reference));
}

export function findOrderBySession(sessionId: string): Promise<OrderWithItems | null> {
  return firstOrder(eq(tables().orders.checkout_session_id, sessionId));
}

/** Only a pending order without a session yet: a settled order's session never changes. */
export async function attachCheckoutSession(orderId: number, sessionId: string) {
  const { orders } = tables();
  await withTransaction((tx) =>
    tx
      .update(orders)
      .set({ checkout_session_id: sessionId, updated_at: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending"), isNull(orders.checkout_session_id))),
  );
}

/** An order whose payment could not even start: it stays in history, never payable. */
export async function markCheckoutFailed(orderId: number) {
  const { orders } = tables();
  await withTransaction((tx) =>
    tx
      .update(orders)
      .set({ status: "failed", updated_at: new Date() })
      // The "fail" change of ORDER_CHANGES: from pending only, checked by the update itself.
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending"))),
  );
}

/** What a shopper may see of an order: no email, name or address, only what they bought. */
export type OrderSummary = OrderAmounts & {
  reference: string;
  status: Order["status"];
  giftMessage: string | null;
  /** Where the parcel goes, fixed in the cart before payment (decision 161). */
  deliveryCountry: CountryCode;
};

export function summariseOrder({ order, items, samples }: OrderWithItems): OrderSummary {
  return {
    reference: order.reference,
    status: order.status,
    giftMessage: order.gift_message,
    deliveryCountry: countryOf(order.delivery_country).code,
    ...amountsOfOrder(order, items, samples.filter((s) => s.given).map((s) => s.name)),
  };
}
