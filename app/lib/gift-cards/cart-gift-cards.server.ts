import * as z from "zod";
import { parisDay } from "../format/paris-time";
import {
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_CENTS,
  GIFT_CARD_SENDER_MAX,
  MAX_GIFT_CARDS_IN_CART,
  type GiftCardChoice,
} from "./gift-card-rules";
import { giftCardForCart, type CartGiftCard } from "./gift-cards.server";

/*
 * The cart's side of gift cards (decision 116): the cards it buys, carried in its signed cookie
 * with their recipients, and the card it spends, by code (a POST body and the cookie, never a URL).
 */

/** The cookie's cards: anything a hand-made cookie could not have got past the purchase form is dropped. */
export const storedGiftCardsSchema = z
  .array(
    z.object({
      amountCents: z.number().int().min(GIFT_CARD_MIN_CENTS).max(GIFT_CARD_MAX_CENTS),
      recipientName: z.string().min(1).max(80),
      // A cart filled before the form asked for it carries none: its card prints the buyer's name.
      senderName: z.string().max(GIFT_CARD_SENDER_MAX).default(""),
      recipientEmail: z.string().min(3).max(254),
      message: z.string().max(GIFT_CARD_MESSAGE_MAX),
      sendOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    }),
  )
  .max(MAX_GIFT_CARDS_IN_CART)
  .optional()
  .catch(undefined);

export type CartGiftCardLine = GiftCardChoice & { index: number };

/**
 * The cards the cart buys as the order will record them: a sending date gone by while the cart
 * waited becomes today, the card is then sent at once.
 */
export function giftCardLinesOf(stored: GiftCardChoice[] | undefined, now: Date): CartGiftCardLine[] {
  // Most carts buy no card: no Paris day to compute for them on every page.
  if (!stored?.length) return [];
  const today = parisDay(now);
  return (stored ?? []).map((c, index) => ({ ...c, sendOn: c.sendOn < today ? today : c.sendOn, index }));
}

/**
 * What the named card pays of the cart: everything but the cards the cart buys (a card never
 * pays for another card, decision 116), for a delivery to `country`. Null when no card is named.
 */
export async function cartGiftCardOf(code: string | undefined, payableCents: number, country: string, now: Date): Promise<CartGiftCard | null> {
  return code ? giftCardForCart(code, payableCents, country, now) : null;
}
