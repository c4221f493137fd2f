import { and, asc, eq, isNotNull } from "drizzle-orm";
import { formatPrice } from "../format/money";
import { tables, type Db } from "../platform/database.server";
import type { Order } from "../platform/schema.server";
import { amountDueCents } from "./gift-card-rules";
import { lockGiftCardById, moveBalance, spendableCents } from "./gift-cards.server";

/*
 * Refunds and gift cards (decision 118), in the refund use-case's transactions.
 */

/**
 * How a refund of `amountCents` splits: what the provider (Stripe or the demo) gives back first,
 * up to what it took, then what goes back on the gift card that paid the rest. Worked out from
 * what was refunded before, so a refund asked in several goes splits the same in total.
 */
export function splitRefund(order: Pick<Order, "total_cents" | "gift_card_cents" | "refunded_cents">, amountCents: number) {
  const providerLeft = Math.max(0, amountDueCents(order) - order.refunded_cents);
  const providerCents = Math.min(amountCents, providerLeft);
  return { providerCents, cardCents: amountCents - providerCents };
}

/** The cards an order bought that were issued, locked in id order. */
async function boughtCards(tx: Db, orderId: number) {
  const { gift_cards } = tables();
  const rows = await tx
    .select({ id: gift_cards.id })
    .from(gift_cards)
    .where(and(eq(gift_cards.order_id, orderId), isNotNull(gift_cards.issued_at)))
    .orderBy(asc(gift_cards.id));
  const cards = [];
  for (const { id } of rows) cards.push((await lockGiftCardById(tx, id))!);
  return cards;
}

/**
 * Why this refund cannot reach the cards the order bought, or null. A refund that goes beyond
 * the order's other lines takes its cards back, which is only possible while each is whole:
 * never spent, never held by a payment under way.
 */
export async function boughtCardsRefusal(tx: Db, order: Order, amountCents: number, now: Date): Promise<string | null> {
  const cards = await boughtCards(tx, order.id);
  if (!cards.length) return null;
  const cardsCents = cards.reduce((sum, c) => sum + c.initial_cents, 0);
  if (order.refunded_cents + amountCents <= order.total_cents - cardsCents) return null;
  for (const card of cards) {
    if (card.disabled_at) continue;
    if ((await spendableCents(card, now)) < card.initial_cents) {
      return `La carte cadeau de ${formatPrice(card.initial_cents)} pour ${card.recipient_name} a déjà servi ou sert à un paiement en cours : elle ne peut plus être remboursée.`;
    }
  }
  return null;
}

/**
 * In the refund's completion: the part of the refund that goes back on the gift card that paid
 * (a ledger credit), and, when the refund reaches the cards the order bought, their cancellation
 * (their whole balance debited, the card disabled).
 */
export async function refundGiftCards(tx: Db, order: Order, refunded: { cardCents: number; totalAfter: number }, now: Date) {
  if (refunded.cardCents > 0 && order.gift_card_id != null) {
    await lockGiftCardById(tx, order.gift_card_id);
    await moveBalance(tx, { cardId: order.gift_card_id, orderId: order.id, kind: "credit", amountCents: refunded.cardCents, now });
  }
  const cards = await boughtCards(tx, order.id);
  const cardsCents = cards.reduce((sum, c) => sum + c.initial_cents, 0);
  if (!cards.length || refunded.totalAfter <= order.total_cents - cardsCents) return;
  const { gift_cards } = tables();
  for (const card of cards) {
    if (card.disabled_at) continue;
    if (card.balance_cents > 0) {
      await moveBalance(tx, { cardId: card.id, orderId: order.id, kind: "debit", amountCents: card.balance_cents, now });
    }
    await tx.update(gift_cards).set({ disabled_at: now, updated_at: now }).where(eq(gift_cards.id, card.id));
  }
}
