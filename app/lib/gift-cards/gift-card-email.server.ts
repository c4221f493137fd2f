import { formatPrice } from "../format/money";
import { formatParisDate, parisDayStart } from "../format/paris-time";
import { legalFooter } from "../legal/email-footer";
import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { queueEmail } from "../mail/outbox.server";
import { plain } from "../mail/layout.server";
import { asc, eq } from "drizzle-orm";
import { tables, type Db } from "../platform/database.server";
import type { GiftCard, Order } from "../platform/schema.server";
import { giftCardSender } from "./gift-card-rules";
import { recipientEmail } from "./recipient-email.server";

/**
 * What the buyer's confirmation says of each card the order bought: to whom and on which day it
 * leaves (nothing goes by post).
 */
export async function cardSendingSentences(tx: Db, orderId: number): Promise<string[]> {
  const { gift_cards } = tables();
  const cards = await tx.select().from(gift_cards).where(eq(gift_cards.order_id, orderId)).orderBy(asc(gift_cards.id));
  return cards.map(
    (card) =>
      `La carte cadeau de ${plain(formatPrice(card.initial_cents))} pour ${card.recipient_name} sera envoyée par email à ${card.recipient_email} le ${formatParisDate(card.send_on)}, avec sa carte à imprimer.`,
  );
}

/**
 * The recipient's email of each card issued, in the payment's transaction, left in the outbox
 * until the first instant of its sending day in Paris (at once when that day is today): the
 * sender's usual pass takes it then, with no job of its own (decision 116).
 */
export async function queueRecipientEmails(tx: Db, order: Order, cards: GiftCard[], now: Date): Promise<void> {
  if (!cards.length) return;
  const footer = legalFooter({ settings: await getShopSettings() });
  const siteUrl = await shopOrigin();
  for (const card of cards) {
    const due = parisDayStart(card.send_on);
    await queueEmail(tx, {
      ...recipientEmail(card, giftCardSender(card, order.customer_name), siteUrl, footer),
      dedupeKey: `gift-card:${card.id}:recipient`,
      orderId: order.id,
      kind: "gift_card_recipient",
      to: card.recipient_email,
      attachments: [{ kind: "gift_card", id: card.id }],
      notBefore: due > now ? due : now,
    });
  }
}
