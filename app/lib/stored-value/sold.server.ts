import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { formatPrice } from "../format/money";
import { heldUses, liveHold } from "../holds/holds.server";
import { db, forUpdate, tables, type Db } from "../platform/database.server";
import { spentCents, type Instrument } from "./ledger.server";
import type { SoldValue } from "./refund-rule";

/** What live pending orders other than `exceptOrderId` hold of a gift card. */
export async function cardHeldCents(cardId: number, now: Date, exceptOrderId?: number): Promise<number> {
  const { orders } = tables();
  const [row] = await db()
    .select({ n: sql<number>`coalesce(sum(${orders.gift_card_cents}), 0)` })
    .from(orders)
    .where(and(liveHold(now, exceptOrderId), eq(orders.gift_card_id, cardId)));
  return Number(row?.n ?? 0);
}

export type SoldInstrument = SoldValue & { instrument: Instrument; kind: "gift_card" | "set_voucher"; code: string | null };

/**
 * The gift cards and set vouchers an order sold, locked (cards, then vouchers, each by id) for
 * the refund's transaction, in the order they were sold. Cards not yet issued (the order never
 * paid) hold nothing and are left out.
 */
export async function soldValueOf(tx: Db, orderId: number, now: Date): Promise<SoldInstrument[]> {
  const { gift_cards, set_vouchers } = tables();
  const cards = await forUpdate(
    tx.select().from(gift_cards).where(and(eq(gift_cards.order_id, orderId), isNotNull(gift_cards.issued_at))).orderBy(asc(gift_cards.id)),
  );
  const vouchers = await forUpdate(tx.select().from(set_vouchers).where(eq(set_vouchers.order_id, orderId)).orderBy(asc(set_vouchers.id)));
  const sold: SoldInstrument[] = [];
  for (const card of cards) {
    const instrument = { giftCardId: card.id };
    sold.push({
      instrument,
      kind: "gift_card",
      code: card.code,
      label: `la carte cadeau de ${formatPrice(card.initial_cents)} pour ${card.recipient_name}`,
      balanceCents: card.balance_cents,
      spentCents: await spentCents(tx, instrument),
      heldCents: Math.min(card.balance_cents, await cardHeldCents(card.id, now)),
    });
  }
  for (const voucher of vouchers) {
    const instrument = { setVoucherId: voucher.id };
    // A voucher pays once: a payment under way holds all of it.
    const held = voucher.status === "active" && (await heldUses(voucher.code, now)) > 0;
    sold.push({
      instrument,
      kind: "set_voucher",
      code: voucher.code,
      label: `le bon ${voucher.code}`,
      balanceCents: voucher.balance_cents,
      spentCents: await spentCents(tx, instrument),
      heldCents: held ? voucher.balance_cents : 0,
    });
  }
  return sold;
}
