import { and, eq, isNull, sql } from "drizzle-orm";
import { parisDay } from "../format/paris-time";
import { getShopSettings } from "../legal/shop-settings.server";
import { db, tables, type Db } from "../platform/database.server";
import type { Order } from "../platform/schema.server";
import { voucherKindOn, type VoucherKind } from "./gift-card-rules";

/*
 * Single- or multi-purpose (decision 160): the switch date the zone screen records once, the kind
 * a card takes at its issue, and what an order's cards are, as its VAT and documents need them.
 */

/**
 * Records the day cards become multi-purpose: the first activation of a zone abroad, in that
 * activation's transaction. Set once: a zone abroad closed and opened again moves nothing.
 */
export async function recordMultiPurposeSwitch(tx: Db, now: Date): Promise<void> {
  const { shop_settings } = tables();
  await getShopSettings();
  await tx
    .update(shop_settings)
    .set({ multi_purpose_cards_from: parisDay(now), updated_at: now })
    .where(isNull(shop_settings.multi_purpose_cards_from));
}

/** The kind of a card issued now: multi-purpose from the switch date on. */
export async function kindIssuedAt(now: Date): Promise<VoucherKind> {
  return voucherKindOn(parisDay(now), (await getShopSettings()).multi_purpose_cards_from);
}

export type OrderVouchers = {
  /** The kind of the card that pays part or all of the order, or null. */
  paying: VoucherKind | null;
  /** What the order's multi-purpose cards sold come to, outside VAT. */
  soldOutsideVatCents: number;
  /** Their lines on the order (`order_items.id`). */
  outsideVatItemIds: number[];
};

/**
 * The order's cards as its VAT sees them. `soldKind`: the kind its cards sold take if not issued
 * yet (at checkout, or at the payment that issues them); once issued, their own.
 */
export async function vouchersOf(reader: Db, order: Pick<Order, "id" | "gift_card_id" | "gift_card_cents">, soldKind?: VoucherKind): Promise<OrderVouchers> {
  const { gift_cards } = tables();
  let paying: VoucherKind | null = null;
  if (order.gift_card_cents > 0 && order.gift_card_id != null) {
    const [card] = await reader.select({ kind: gift_cards.voucher_kind }).from(gift_cards).where(eq(gift_cards.id, order.gift_card_id)).limit(1);
    paying = card?.kind ?? "single";
  }
  const sold = await reader
    .select({ itemId: gift_cards.order_item_id, cents: gift_cards.initial_cents, kind: gift_cards.voucher_kind, issuedAt: gift_cards.issued_at })
    .from(gift_cards)
    .where(eq(gift_cards.order_id, order.id));
  const outside = sold.filter((c) => (c.issuedAt ? c.kind : (soldKind ?? c.kind)) === "multi");
  return {
    paying,
    soldOutsideVatCents: outside.reduce((sum, c) => sum + c.cents, 0),
    outsideVatItemIds: outside.flatMap((c) => (c.itemId == null ? [] : [c.itemId])),
  };
}

/**
 * What a refund took back of the multi-purpose cards its order sold (its `cancel` rows, decision
 * 144): a prepayment given back, which no credit note corrects (decision 160).
 */
export async function multiPurposeTakenBy(reader: Db, refundId: number): Promise<number> {
  const { gift_cards, stored_value_ledger } = tables();
  const [row] = await reader
    .select({ taken: sql<string | number | null>`sum(-${stored_value_ledger.amount_cents})` })
    .from(stored_value_ledger)
    .innerJoin(gift_cards, eq(gift_cards.id, stored_value_ledger.gift_card_id))
    .where(and(eq(stored_value_ledger.refund_id, refundId), eq(stored_value_ledger.kind, "cancel"), eq(gift_cards.voucher_kind, "multi")));
  return Number(row?.taken ?? 0);
}

/** The kind of the card that pays the order, for the rows that name its payment; null when none pays. */
export async function payingCardKind(order: Pick<Order, "id" | "gift_card_id" | "gift_card_cents">): Promise<VoucherKind | null> {
  return order.gift_card_cents > 0 ? (await vouchersOf(db(), order)).paying : null;
}
