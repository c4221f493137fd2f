import { and, count, desc, eq, isNotNull, or } from "drizzle-orm";
import { pageWindow, type ListQuery } from "../platform/admin-list.server";
import { containsFolded, startsWith } from "../platform/sql-dialect.server";
import { normaliseGiftCardCode } from "./gift-card-rules";
import { getShopSettings } from "../legal/shop-settings.server";
import { db, tables, withTransaction } from "../platform/database.server";
import { ledgerOf } from "../stored-value/ledger.server";
import { lockGiftCardById, spendableCents } from "./gift-cards.server";

const CARDS_PAGE_SIZE = 25;

/**
 * One page of the cards sold (issued), newest first, with the order that bought each. The search
 * matches the recipient's name or email, the buyer's name, the order's reference, the card's
 * number or its whole code (typed as a customer reads it out).
 */
export async function listSoldCards({ q, page }: ListQuery) {
  const { gift_cards, orders } = tables();
  const conditions = [isNotNull(gift_cards.issued_at)];
  if (q) {
    const matches = [
      containsFolded(gift_cards.recipient_name, q),
      containsFolded(gift_cards.recipient_email, q),
      containsFolded(gift_cards.sender_name, q),
      containsFolded(orders.customer_name, q),
      startsWith(orders.reference, q.toUpperCase()),
      eq(gift_cards.code, normaliseGiftCardCode(q)),
    ];
    if (/^\d{1,9}$/.test(q)) matches.push(eq(gift_cards.id, Number(q)));
    conditions.push(or(...matches)!);
  }
  const where = and(...conditions);
  const [{ total }] = await db().select({ total: count() }).from(gift_cards).leftJoin(orders, eq(orders.id, gift_cards.order_id)).where(where);
  const window = pageWindow(total, page, CARDS_PAGE_SIZE);
  const cards = await db()
    .select({ card: gift_cards, orderId: orders.id, orderReference: orders.reference, buyer: orders.customer_name })
    .from(gift_cards)
    .leftJoin(orders, eq(orders.id, gift_cards.order_id))
    .where(where)
    .orderBy(desc(gift_cards.id))
    .limit(window.limit)
    .offset(window.offset);
  return { cards, total, page: window.page, pageCount: window.pageCount };
}

/** One card's moves, for the screen's detail; null for an unknown or unissued card. */
export async function cardLedger(cardId: number) {
  const { gift_cards } = tables();
  const [card] = await db().select().from(gift_cards).where(eq(gift_cards.id, cardId)).limit(1);
  if (!card?.issued_at) return null;
  return { card, moves: await ledgerOf({ giftCardId: card.id }) };
}

export async function saveOfferedAmounts(cents: number[]) {
  const { shop_settings } = tables();
  const { id } = await getShopSettings();
  await withTransaction((tx) =>
    tx.update(shop_settings).set({ gift_card_amounts: cents.join(","), updated_at: new Date() }).where(eq(shop_settings.id, id)),
  );
}

export type DisableOutcome = "disabled" | "already" | "held" | "missing";

/**
 * « Désactiver »: the card can no longer pay. Refused while a payment under way holds part of it
 * (that shopper was promised it), checked under the card's lock as checkouts count it.
 */
export function disableCard(cardId: number, now = new Date()): Promise<DisableOutcome> {
  const { gift_cards } = tables();
  return withTransaction(async (tx) => {
    const card = await lockGiftCardById(tx, cardId);
    if (!card?.issued_at) return "missing";
    if (card.disabled_at) return "already";
    if ((await spendableCents(card, now)) < card.balance_cents) return "held";
    await tx.update(gift_cards).set({ disabled_at: now, updated_at: now }).where(eq(gift_cards.id, cardId));
    return "disabled";
  });
}
