import { desc, eq, isNotNull } from "drizzle-orm";
import { getShopSettings } from "../legal/shop-settings.server";
import { db, tables, withTransaction } from "../platform/database.server";
import { ledgerOf } from "../stored-value/ledger.server";
import { lockGiftCardById, spendableCents } from "./gift-cards.server";

/** Every card sold (issued), newest first, with the order that bought it. */
export async function listSoldCards() {
  const { gift_cards, orders } = tables();
  return db()
    .select({ card: gift_cards, orderId: orders.id, orderReference: orders.reference, buyer: orders.customer_name })
    .from(gift_cards)
    .leftJoin(orders, eq(orders.id, gift_cards.order_id))
    .where(isNotNull(gift_cards.issued_at))
    .orderBy(desc(gift_cards.id));
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
