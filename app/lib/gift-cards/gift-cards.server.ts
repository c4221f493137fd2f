import { randomInt } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { parisDay, parisDayStart } from "../format/paris-time";
import { getShopSettings } from "../legal/shop-settings.server";
import { isHomeCountry } from "../shipping/zone-countries";
import { affectedRows, db, forUpdate, tables, type Db } from "../platform/database.server";
import type { GiftCard, Order } from "../platform/schema.server";
import { moveValue } from "../stored-value/ledger.server";
import { cardHeldCents } from "../stored-value/sold.server";
import { GIFT_CARD_VALIDITY_MONTHS, normaliseGiftCardCode, singlePurposeAbroadRefusal, type GiftCardChoice, type VoucherKind } from "./gift-card-rules";

/*
 * A gift card's life (decision 116): written with its recipient at checkout, issued (code,
 * balance, expiry) by the payment of the order that buys it, then spent by other orders. While an
 * order that spends it is pending, its amount is held exactly as a promo use is (holds.server.ts):
 * the hold needs no release, it stops counting when the order fails or its window lapses. The
 * balance only moves at payment or refund, with its ledger row, in that transaction.
 */

// No I, L, O, 0 or 1, which read alike: 31 signs, 16 of them about 79 bits nobody can guess.
const CODE_SIGNS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
function newCode(): string {
  let code = "";
  for (let i = 0; i < 16; i++) code += CODE_SIGNS[randomInt(CODE_SIGNS.length)];
  return code;
}

export async function findCardByCode(code: string): Promise<GiftCard | undefined> {
  const { gift_cards } = tables();
  const normalised = normaliseGiftCardCode(code);
  if (!normalised) return undefined;
  const [card] = await db().select().from(gift_cards).where(eq(gift_cards.code, normalised)).limit(1);
  return card;
}

/** The balance a new order may spend: what is left less what pending payments hold. */
export async function spendableCents(card: GiftCard, now: Date, exceptOrderId?: number): Promise<number> {
  return Math.max(0, card.balance_cents - (await cardHeldCents(card.id, now, exceptOrderId)));
}

/**
 * An unknown code, a disabled card and an empty one answer alike, so a guess learns nothing of
 * which codes exist; « Utiliser » is counted per client besides (decision 144). An expired card
 * says so: only its holder can have its code.
 */
const GIFT_CARD_NOT_USABLE = "Ce code de carte cadeau n'existe pas ou n'a plus de solde disponible.";
const GIFT_CARD_EXPIRED = "Cette carte cadeau a expiré.";

/** Why a card cannot pay now, or null. A card not yet issued is unknown to the shopper. */
function cardRefusal(card: GiftCard | undefined, now: Date): string | null {
  if (!card || !card.issued_at || card.disabled_at || card.balance_cents === 0) return GIFT_CARD_NOT_USABLE;
  if (card.expires_at && card.expires_at <= now) return GIFT_CARD_EXPIRED;
  return null;
}

export type CartGiftCard = {
  code: string;
  /** The card's VAT nature (decision 160), null when no card pays. */
  kind: VoucherKind | null;
  /** What the card pays of this cart. */
  appliedCents: number;
  /** The balance still free after this cart (what pending payments do not hold). */
  remainingCents: number;
  expiresAt: Date | null;
  error: string | null;
};

/**
 * A card sold before the switch to multi-purpose cards, spent for a delivery outside France and
 * Monaco: its terms said France, its VAT was French (decision 160). Null when it may pay.
 */
async function placeRefusal(card: GiftCard, country: string, now: Date): Promise<string | null> {
  if (card.voucher_kind === "multi" || isHomeCountry(country)) return null;
  return singlePurposeAbroadRefusal((await getShopSettings()).multi_purpose_cards_from ?? parisDay(now));
}

/** The card the cart names, and what it pays of `payableCents` (never the cards in the cart) for a delivery to `country`. */
export async function giftCardForCart(code: string, payableCents: number, country: string, now: Date): Promise<CartGiftCard> {
  const card = await findCardByCode(code);
  const refusal = cardRefusal(card, now);
  if (refusal || !card) return { code, kind: null, appliedCents: 0, remainingCents: 0, expiresAt: null, error: refusal };
  const spendable = await spendableCents(card, now);
  if (spendable === 0) return { code, kind: null, appliedCents: 0, remainingCents: 0, expiresAt: card.expires_at, error: GIFT_CARD_NOT_USABLE };
  const elsewhere = await placeRefusal(card, country, now);
  if (elsewhere) return { code: card.code!, kind: null, appliedCents: 0, remainingCents: spendable, expiresAt: card.expires_at, error: elsewhere };
  const applied = Math.min(spendable, payableCents);
  return { code: card.code!, kind: card.voucher_kind, appliedCents: applied, remainingCents: spendable - applied, expiresAt: card.expires_at, error: null };
}

/**
 * Locks the card's row until the transaction ends (decision 099's pattern, after the bottles,
 * vials and promo code of `lockHeldRows`): two checkouts or payments spending the same card, in
 * this process or another, take turns, so both can never count the same euros.
 */
export async function lockGiftCard(tx: Db, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const { gift_cards } = tables();
  await forUpdate(tx.select({ id: gift_cards.id }).from(gift_cards).where(eq(gift_cards.code, normaliseGiftCardCode(code))));
}

export async function lockGiftCardById(tx: Db, id: number | null): Promise<GiftCard | undefined> {
  if (id == null) return undefined;
  const { gift_cards } = tables();
  const [card] = await forUpdate(tx.select().from(gift_cards).where(eq(gift_cards.id, id))).limit(1);
  return card;
}

/**
 * The cards a pending order buys, with their recipients (at checkout): its lines that are no
 * perfume, in the order the cart listed them after the bottles.
 */
export async function recordCardsOfOrder(tx: Db, orderId: number, choices: GiftCardChoice[]) {
  if (!choices.length) return;
  const { gift_cards, order_items } = tables();
  const lines = await tx
    .select({ id: order_items.id })
    .from(order_items)
    .where(and(eq(order_items.order_id, orderId), isNull(order_items.product_id), isNull(order_items.format_id)))
    .orderBy(asc(order_items.id));
  for (const [i, choice] of choices.entries()) {
    await tx.insert(gift_cards).values({
      order_id: orderId,
      order_item_id: lines[i].id,
      initial_cents: choice.amountCents,
      recipient_name: choice.recipientName,
      sender_name: choice.senderName,
      recipient_email: choice.recipientEmail,
      message: choice.message,
      send_on: choice.sendOn,
    });
  }
}

/**
 * Why the card an order spends cannot pay its part at payment, or null. Within its hold the
 * order's euros are its own; after, they are counted again against everyone else's holds.
 */
export async function giftCardShortfall(tx: Db, order: Order, now: Date): Promise<string | null> {
  if (order.gift_card_cents === 0) return null;
  const card = await lockGiftCardById(tx, order.gift_card_id);
  const refusal = cardRefusal(card, now);
  if (refusal || !card) return `Carte cadeau : ${refusal ?? GIFT_CARD_NOT_USABLE}`;
  if ((await spendableCents(card, now, order.id)) < order.gift_card_cents) return `Carte cadeau : ${GIFT_CARD_NOT_USABLE}`;
  return null;
}

/** The card's expiry: GIFT_CARD_VALIDITY_MONTHS after it reaches its recipient. */
function expiryOf(sentAt: Date): Date {
  const expiry = new Date(sentAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + GIFT_CARD_VALIDITY_MONTHS);
  return expiry;
}

/**
 * The order's gift cards at payment, in its transaction: the card it spends is debited, the
 * cards it buys are issued, of the kind their issue day gives them (decision 160). Returns the cards issued, whose recipients' emails the caller queues.
 */
export async function settleGiftCards(tx: Db, order: Order, now: Date, kind: VoucherKind): Promise<GiftCard[]> {
  const { gift_cards } = tables();
  if (order.gift_card_cents > 0 && order.gift_card_id != null) {
    await moveValue(tx, { instrument: { giftCardId: order.gift_card_id }, orderId: order.id, kind: "debit", amountCents: order.gift_card_cents, now });
  }
  const bought = await tx
    .select()
    .from(gift_cards)
    .where(and(eq(gift_cards.order_id, order.id), isNull(gift_cards.issued_at)))
    .orderBy(asc(gift_cards.id));
  const issued: GiftCard[] = [];
  for (const card of bought) {
    // A unique code: a collision (about one in 2^79) only costs another draw.
    const code = await uniqueCode(tx);
    const updated = await tx
      .update(gift_cards)
      // Its validity runs from the day the recipient gets it, not from the purchase (decision 116).
      .set({ code, issued_at: now, voucher_kind: kind, expires_at: expiryOf(new Date(Math.max(now.getTime(), parisDayStart(card.send_on).getTime()))), updated_at: now })
      .where(and(eq(gift_cards.id, card.id), isNull(gift_cards.issued_at)));
    if (affectedRows(updated) === 0) continue;
    await moveValue(tx, { instrument: { giftCardId: card.id }, orderId: order.id, kind: "issue", amountCents: card.initial_cents, now });
    const [row] = await tx.select().from(gift_cards).where(eq(gift_cards.id, card.id));
    issued.push(row);
  }
  return issued;
}

async function uniqueCode(tx: Db): Promise<string> {
  const { gift_cards } = tables();
  for (;;) {
    const code = newCode();
    const [taken] = await tx.select({ id: gift_cards.id }).from(gift_cards).where(eq(gift_cards.code, code)).limit(1);
    if (!taken) return code;
  }
}
