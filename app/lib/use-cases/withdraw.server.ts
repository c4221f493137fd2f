import { asc, eq } from "drizzle-orm";
import { REASON_MARK } from "../privacy/reason-mark";
import { orderPagePath } from "../orders/order-access.server";
import { refundDueBy, withdrawalRefusal } from "../after-sale/withdrawal-period";
import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { queueEmail } from "../mail/outbox.server";
import { ownerWithdrawalNotice, withdrawalAcknowledgement } from "../order-mail/templates.server";
import { orderLineName } from "../orders/line-name";
import { ownerAddresses } from "../order-mail/order-emails.server";
import { CUSTOMER_ACTOR, recordEvent } from "../orders/timeline.server";
import { getConfig } from "../platform/config.server";
import { forUpdate, tables, withTransaction, type Db } from "../platform/database.server";
import type { Order, OrderItem, Withdrawal } from "../platform/schema.server";
import type { MoveResult } from "../orders/transitions.server";
import { cancelWithdrawnCards, cardsToWithdraw } from "../gift-cards/gift-card-withdrawal.server";
import { refundOrder } from "./refund-order.server";

export type WithdrawalOutcome =
  /** `cardsRefund`: the refund of the gift cards withdrawn from, made at once (decision 124). */
  | { ok: true; order: Order; withdrawal: Withdrawal; created: boolean; cardsRefund?: MoveResult & { cents: number } }
  | { ok: false; message: string };

/** In the withdrawal's transaction: the shopper's acknowledgement and the owner's notice. */
async function queueWithdrawalEmails(tx: Db, order: Order, items: OrderItem[], withdrawal: Withdrawal, withdrawnCards: number) {
  const siteUrl = await shopOrigin();
  const ctx = {
    order,
    items,
    settings: await getShopSettings(),
    siteUrl,
    orderPageUrl: `${siteUrl}${orderPagePath(order.id, "email", withdrawal.requested_at)}`,
    withdrawal,
    refundDueBy: refundDueBy(withdrawal.requested_at),
    withdrawnCards,
  };
  if (order.customer_email) {
    await queueEmail(tx, {
      ...withdrawalAcknowledgement(ctx),
      dedupeKey: `order:${order.id}:withdrawal`,
      orderId: order.id,
      kind: "withdrawal_acknowledgement",
      to: order.customer_email,
    });
  }
  const owners = await ownerAddresses(tx);
  if (owners.length === 0) return;
  await queueEmail(tx, {
    ...ownerWithdrawalNotice({ ...ctx, adminUrl: `${siteUrl}/${getConfig().adminPath}/commandes/${order.id}` }),
    dedupeKey: `order:${order.id}:withdrawal:owner`,
    orderId: order.id,
    kind: "owner_withdrawal",
    to: owners.join(", "),
  });
}

/**
 * « Confirmer la rétractation »: checks the period and records the withdrawal of the chosen lines,
 * its timeline event and both emails in one write transaction, which first locks the order's row.
 * A second request for the same order (a double click, two tabs, two processes) waits for that
 * lock, finds the first and records nothing: the first confirmed is the one the acknowledgement
 * and the refund deadline count from.
 */
export async function requestWithdrawal(orderId: number, itemIds: number[], reason: string | undefined, now = new Date()): Promise<WithdrawalOutcome> {
  const recorded = await recordWithdrawal(orderId, itemIds, reason, now);
  if (!recorded.ok || !recorded.created || recorded.cardsCents === 0) return recorded;
  // Nothing to send back for a card: its price is refunded at once, through the one refund path.
  const refund = await refundOrder({ orderId, actor: CUSTOMER_ACTOR, amountCents: recorded.cardsCents, restock: [], now });
  return { ...recorded, cardsRefund: { ...refund, cents: recorded.cardsCents } };
}

/**
 * A card not yet used is withdrawn from within decision 118's period: it is cancelled in this same
 * transaction (`cardsCents`, the price to refund); a card already used refuses the whole request,
 * with its name, so the shopper can untick it.
 */
function recordWithdrawal(
  orderId: number,
  itemIds: number[],
  reason: string | undefined,
  now: Date,
): Promise<(Extract<WithdrawalOutcome, { ok: true }> & { cardsCents: number }) | Extract<WithdrawalOutcome, { ok: false }>> {
  const { order_items, orders, withdrawals } = tables();
  return withTransaction(async (tx) => {
    const [order] = await forUpdate(tx.select().from(orders).where(eq(orders.id, orderId)).limit(1));
    if (!order) return { ok: false, message: "Cette commande n'existe plus." };
    const [existing] = await tx.select().from(withdrawals).where(eq(withdrawals.order_id, orderId)).limit(1);
    if (existing) return { ok: true, order, withdrawal: existing, created: false, cardsCents: 0 };
    const refusal = withdrawalRefusal(order, now);
    if (refusal) return { ok: false, message: refusal };
    const items = await tx.select().from(order_items).where(eq(order_items.order_id, orderId)).orderBy(asc(order_items.id));
    const chosen = items.filter((i) => itemIds.includes(i.id));
    if (chosen.length === 0) return { ok: false, message: "Choisissez au moins un article de cette commande." };
    const cards = await cardsToWithdraw(tx, chosen.map((i) => i.id), now);
    if (!cards.ok) return cards;
    const [inserted] = await tx
      .insert(withdrawals)
      .values({
        order_id: orderId,
        lines: chosen.map((i) => ({ item_id: i.id, name: orderLineName(i), quantity: i.quantity })),
        reason: reason || null,
        requested_at: now,
      })
      .onConflictDoNothing()
      .returning();
    // The unique index is the last word should another writer ever get in between.
    if (!inserted) {
      const [first] = await tx.select().from(withdrawals).where(eq(withdrawals.order_id, orderId)).limit(1);
      return { ok: true, order, withdrawal: first, created: false, cardsCents: 0 };
    }
    const detail = inserted.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ") + (inserted.reason ? `${REASON_MARK}${inserted.reason}` : "");
    await recordEvent(tx, orderId, "withdrawal_requested", CUSTOMER_ACTOR, detail, now);
    await cancelWithdrawnCards(tx, orderId, cards.cards, now);
    await queueWithdrawalEmails(tx, order, items, inserted, cards.cards.length);
    return { ok: true, order, withdrawal: inserted, created: true, cardsCents: cards.cents };
  });
}
