import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { formatPrice } from "../format/money";
import { formatParisDateTime, parisDayStart } from "../format/paris-time";
import { tables, type Db } from "../platform/database.server";
import type { GiftCard } from "../platform/schema.server";
import { moveValue } from "../stored-value/ledger.server";
import { lockGiftCardById, spendableCents } from "./gift-cards.server";

/** Decision 118: fourteen days from the card's sending to its recipient (the third party the buyer named). */
const CARD_WITHDRAWAL_DAYS = 14;

export type CardsWithdrawn = { ok: true; cards: GiftCard[]; cents: number } | { ok: false; message: string };

/**
 * In the withdrawal's transaction: the issued cards among the lines the shopper withdraws from,
 * locked, each checked whole (never spent, no payment under way) and within its period. A card
 * to be sent later has not started its period: it can be withdrawn from at once.
 */
export async function cardsToWithdraw(tx: Db, itemIds: number[], now: Date): Promise<CardsWithdrawn> {
  const { gift_cards } = tables();
  if (!itemIds.length) return { ok: true, cards: [], cents: 0 };
  const rows = await tx
    .select({ id: gift_cards.id })
    .from(gift_cards)
    .where(and(inArray(gift_cards.order_item_id, itemIds), isNotNull(gift_cards.issued_at)))
    .orderBy(asc(gift_cards.id));
  const cards: GiftCard[] = [];
  for (const { id } of rows) {
    const card = (await lockGiftCardById(tx, id))!;
    const named = `La carte cadeau de ${formatPrice(card.initial_cents)} pour ${card.recipient_name}`;
    if (card.disabled_at) return { ok: false, message: `${named} a été désactivée : elle ne peut plus faire l'objet d'une rétractation.` };
    if ((await spendableCents(card, now)) < card.initial_cents) {
      return { ok: false, message: `${named} a déjà servi ou sert à un paiement en cours : elle ne peut plus faire l'objet d'une rétractation ni être remboursée.` };
    }
    const closesAt = parisDayStart(card.send_on, CARD_WITHDRAWAL_DAYS + 1);
    if (now >= closesAt) {
      return {
        ok: false,
        message: `${named} pouvait faire l'objet d'une rétractation pendant ${CARD_WITHDRAWAL_DAYS} jours après son envoi, jusqu'au ${formatParisDateTime(new Date(closesAt.getTime() - 60_000))}.`,
      };
    }
    cards.push(card);
  }
  return { ok: true, cards, cents: cards.reduce((sum, c) => sum + c.initial_cents, 0) };
}

/**
 * Cancels the cards withdrawn from, in the transaction that records the withdrawal: from then on
 * no checkout can spend them, whatever becomes of the refund. Their balance goes to 0 with its
 * ledger row; the refund that follows finds nothing left to take of them.
 */
export async function cancelWithdrawnCards(tx: Db, orderId: number, cards: GiftCard[], now: Date): Promise<void> {
  const { gift_cards } = tables();
  for (const card of cards) {
    if (card.balance_cents > 0) await moveValue(tx, { instrument: { giftCardId: card.id }, orderId, kind: "cancel", amountCents: card.balance_cents, now });
    await tx.update(gift_cards).set({ disabled_at: now, updated_at: now }).where(eq(gift_cards.id, card.id));
  }
}
