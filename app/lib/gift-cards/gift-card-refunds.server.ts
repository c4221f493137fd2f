import type { Db } from "../platform/database.server";
import type { Order } from "../platform/schema.server";
import { moveValue } from "../stored-value/ledger.server";
import { amountDueCents } from "./gift-card-rules";
import { lockGiftCardById } from "./gift-cards.server";

/*
 * Refunds of an order a gift card paid (decision 118), in the refund use-case's transactions. What
 * a refund takes back of the cards an order sold is the stored-value rule's (decision 144).
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

/** In the refund's completion: the part of the refund that goes back on the gift card that paid (a ledger credit). */
export async function creditPayingCard(tx: Db, order: Order, cardCents: number, now: Date): Promise<void> {
  if (cardCents <= 0 || order.gift_card_id == null) return;
  await lockGiftCardById(tx, order.gift_card_id);
  await moveValue(tx, { instrument: { giftCardId: order.gift_card_id }, orderId: order.id, kind: "credit", amountCents: cardCents, now });
}
