import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { getStripe } from "../platform/stripe.server";
import { issueCreditNote } from "../documents/credit-notes.server";
import { formatPrice } from "../format/money";
import { kickSender } from "../mail/sender.server";
import { orderLineName } from "../orders/line-name";
import { queueRefundEmail } from "../order-mail/order-emails.server";
import { canChange } from "../orders/status-rules";
import { recordEvent } from "../orders/timeline.server";
import {
  itemsOf,
  lockedOrder,
  refundableCents,
  restockableOf,
  type MoveResult,
  type OrderMove,
  type RestockLine,
} from "../orders/transitions.server";
import { affectedRows, db, tables, withTransaction } from "../platform/database.server";
import type { Order, OrderItem, Refund } from "../platform/schema.server";
import { giveBackVoucher, settleVoucherStatuses } from "../discovery-sets/vouchers.server";
import { creditPayingCard, splitRefund } from "../gift-cards/gift-card-refunds.server";
import { creditedCentsOf } from "../gift-cards/gift-card-rules";
import { multiPurposeTakenBy, vouchersOf } from "../gift-cards/voucher-kinds.server";
import { moveValue, reverseRefundMoves } from "../stored-value/ledger.server";
import { planRefund, refundLimitCents } from "../stored-value/refund-rule";
import { soldValueOf, type SoldInstrument } from "../stored-value/sold.server";

const ALREADY_RECORDED = "Ce remboursement a déjà été enregistré (la commande a changé depuis l'affichage du formulaire).";
const IN_PROGRESS = "Un remboursement de cette commande est déjà en cours : réessayez dans quelques instants.";

/**
 * A refund still pending after this long was left by a process that stopped while asking Stripe:
 * the next attempt asks again with the same idempotency key, so Stripe answers with the refund it
 * made (if any) instead of making a second one.
 */
const STALE_REFUND_MS = 2 * 60_000;

type RefundInput = OrderMove & { amountCents: number | null; restock: RestockLine[]; refundedBefore?: number };
type Begun = { ok: true; order: Order; refund: Refund; resumed: boolean } | { ok: false; reason: string };

/**
 * One line per order line, its bottles added up: a form may name the same line twice (two inputs,
 * a forged post), and each would pass the check alone while together they give back more than sold.
 */
function mergedLines(lines: RestockLine[]): RestockLine[] {
  const sums = new Map<number, number>();
  for (const line of lines) {
    if (line.quantity > 0) sums.set(line.item_id, (sums.get(line.item_id) ?? 0) + line.quantity);
  }
  return [...sums].map(([item_id, quantity]) => ({ item_id, quantity }));
}

function voucherIdsOf(sold: SoldInstrument[]): number[] {
  return sold.flatMap((v) => ("setVoucherId" in v.instrument ? [v.instrument.setVoucherId] : []));
}

/** Checks merged lines (`mergedLines`) against what each order line can still give back. */
function restockRefusal(lines: RestockLine[], items: OrderItem[], restockable: Map<number, number>): string | null {
  for (const line of lines) {
    const item = items.find((i) => i.id === line.item_id);
    if (!item) return "Cette ligne n'appartient pas à la commande.";
    const left = restockable.get(item.id) ?? 0;
    if (line.quantity > left) {
      return left === 0
        ? `Aucun flacon de ${orderLineName(item)} ne peut plus être remis en stock.`
        : `Au plus ${left} flacon${left > 1 ? "s" : ""} de ${orderLineName(item)} peu${left > 1 ? "vent" : "t"} être remis en stock.`;
    }
  }
  return null;
}

/**
 * Decides the refund in the database before any money moves: one transaction locks the order's
 * row, refuses a second refund while one is pending (two tabs, two processes), checks the amount
 * against what is left and the bottles against what each line sold, then writes the pending row.
 */
function beginRefund(input: RefundInput, now: Date): Promise<Begun> {
  const { refunds } = tables();
  return withTransaction(async (tx): Promise<Begun> => {
    const order = await lockedOrder(tx, input.orderId);
    if (!order) return { ok: false, reason: "Cette commande n'existe pas." };
    const [pending] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.order_id, order.id), eq(refunds.status, "pending")))
      .limit(1);
    if (pending) {
      if (now.getTime() - pending.created_at.getTime() < STALE_REFUND_MS) return { ok: false, reason: IN_PROGRESS };
      return { ok: true, order, refund: pending, resumed: true };
    }
    if (!canChange(order, "refund")) return { ok: false, reason: "Cette commande ne peut pas être remboursée." };
    if (input.refundedBefore != null && input.refundedBefore !== order.refunded_cents) {
      return { ok: false, reason: ALREADY_RECORDED };
    }
    // What the order sold as stored value bounds the refund and gives up what it takes (decision 144).
    const sold = await soldValueOf(tx, order.id, now);
    const remaining = refundableCents(order);
    if (remaining <= 0) return { ok: false, reason: "Cette commande a déjà été entièrement remboursée." };
    // « Total » is the most the rule allows; nothing allowed is refused with the rule's reason below.
    const amount = input.amountCents ?? refundLimitCents(order, sold);
    if (amount > remaining) return { ok: false, reason: `Le montant dépasse ce qui reste à rembourser (${formatPrice(remaining)}).` };
    const items = await itemsOf(tx, order.id);
    const restock = mergedLines(input.restock);
    const refusal = restockRefusal(restock, items, restockableOf(order, items));
    if (refusal) return { ok: false, reason: refusal };
    const plan = planRefund(order, sold, amount > 0 ? amount : remaining);
    if (!plan.ok) return plan;
    const [refund] = await tx
      .insert(refunds)
      .values({ order_id: order.id, amount_cents: amount, restock, actor: input.actor, created_at: now })
      .returning();
    // Taken now, before any money moves: no checkout can spend what this refund gives back.
    for (const take of plan.takes) {
      await moveValue(tx, { instrument: take.value.instrument, orderId: order.id, refundId: refund.id, kind: "cancel", amountCents: take.cents, now });
    }
    await settleVoucherStatuses(tx, voucherIdsOf(sold), now);
    return { ok: true, order, refund, resumed: false };
  });
}

function failRefund(refund: Refund, reason: string, now: Date): Promise<void> {
  const { refunds } = tables();
  return withTransaction(async (tx) => {
    await lockedOrder(tx, refund.order_id);
    const failed = await tx
      .update(refunds)
      .set({ status: "failed", failure_reason: reason, completed_at: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
    if (affectedRows(failed) > 0) {
      await reverseRefundMoves(tx, refund.id, refund.order_id, now);
      await settleVoucherStatuses(tx, voucherIdsOf(await soldValueOf(tx, refund.order_id, now)), now);
      await recordEvent(tx, refund.order_id, "refund_refused", refund.actor, `${formatPrice(refund.amount_cents)} : ${reason}`, now);
    }
  });
}

/**
 * Records what the provider refunded (its amount, not the one asked: the order's total always
 * equals the money given back), puts the chosen bottles back, issues the credit note and queues
 * the email, once: a refund no longer pending is left as it is.
 */
function completeRefund(refund: Refund, amount: number, providerRefundId: string | null, via: string, now: Date): Promise<MoveResult> {
  const { order_items, orders, product_formats, refunds } = tables();
  return withTransaction(async (tx): Promise<MoveResult> => {
    // The order first, as every status change does: two completions of one order take turns.
    const current = (await lockedOrder(tx, refund.order_id))!;
    const done = await tx
      .update(refunds)
      .set({ status: "succeeded", amount_cents: amount, provider_refund_id: providerRefundId, completed_at: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
    if (affectedRows(done) === 0) return { ok: false, reason: ALREADY_RECORDED };
    // The provider's part was refunded first; the gift card's part goes back on the card (decision 118).
    const { cardCents } = splitRefund(current, refund.amount_cents);
    const refunded = current.refunded_cents + amount;
    const [updated] = await tx
      .update(orders)
      .set({
        refunded_cents: refunded,
        status: refunded >= current.total_cents ? "refunded" : "partially_refunded",
        updated_at: now,
      })
      .where(eq(orders.id, current.id))
      .returning();
    const items = await itemsOf(tx, current.id);
    const restocked: string[] = [];
    for (const line of refund.restock) {
      const item = items.find((i) => i.id === line.item_id);
      if (!item?.format_id) continue;
      await tx
        .update(order_items)
        .set({ restocked_quantity: sql`${order_items.restocked_quantity} + ${line.quantity}` })
        .where(eq(order_items.id, item.id));
      // The quantity only: « En rupture » is the owner's choice, and a bottle back on the shelf does
      // not overrule it (decision 100; product-rules' isInStock reads both).
      await tx
        .update(product_formats)
        .set({ stock_quantity: sql`${product_formats.stock_quantity} + ${line.quantity}`, updated_at: now })
        .where(eq(product_formats.id, item.format_id));
      restocked.push(`${line.quantity} × ${orderLineName(item)}`);
    }
    if (restocked.length > 0) await recordEvent(tx, current.id, "restocked", refund.actor, restocked.join(", "), now);
    await recordEvent(tx, current.id, "refunded", refund.actor, `${formatPrice(amount)} (${via})`, now);
    await creditPayingCard(tx, current, cardCents, now);
    // Refunded in full, the order gives back the voucher it used: usable again (decision 144).
    if (updated.status === "refunded") await giveBackVoucher(tx, updated, now);
    // A credit note takes back what the invoice taxed (decisions 117, 160): a single-purpose card's
    // part was never on it, a multi-purpose card's was; the multi-purpose cards sold were not.
    const { paying } = await vouchersOf(tx, current);
    const credited = creditedCentsOf({ amountCents: amount, backOnCardCents: cardCents, soldCardsTakenCents: await multiPurposeTakenBy(tx, refund.id) }, paying);
    const creditNote = credited > 0 ? await issueCreditNote(tx, refund, updated, credited, now) : null;
    await queueRefundEmail(tx, updated, items, amount, refund.id, creditNote);
    return { ok: true, order: updated };
  });
}

/**
 * Gives money back: through Stripe's Refunds API on the order's payment intent, or as a recorded
 * demo refund (docs/decisions/084). The refund is decided and written as pending first, so only
 * one at a time reaches Stripe per order; Stripe's idempotency key is that row's, so a retry
 * never refunds twice; the order changes only by what Stripe says it refunded. A form carries the
 * refunded total it was shown with (`refundedBefore`): a second click of it is refused.
 */
export async function refundOrder(input: RefundInput): Promise<MoveResult> {
  const now = input.now ?? new Date();
  const begun = await beginRefund(input, now);
  if (!begun.ok) return begun;
  const { order, refund, resumed } = begun;
  let via = "remboursement de démonstration";
  let amount = refund.amount_cents;
  let providerRefundId: string | null = null;
  // Stripe first, up to what it took; the rest goes back on the gift card that paid (decision 118).
  const { providerCents, cardCents } = splitRefund(order, refund.amount_cents);
  if (cardCents > 0) via = providerCents > 0 ? `${via}, ${formatPrice(cardCents)} sur la carte cadeau` : "sur la carte cadeau";
  if (order.payment_provider === "stripe" && providerCents > 0) {
    const stripe = getStripe();
    if (!stripe || !order.payment_intent_id) {
      const reason = "Paiement Stripe introuvable pour cette commande : remboursez-la depuis le tableau de bord Stripe.";
      await failRefund(refund, reason, now);
      return { ok: false, reason };
    }
    try {
      const made = await stripe.refunds.create(
        { payment_intent: order.payment_intent_id, amount: providerCents, metadata: { order_reference: order.reference, refund_id: String(refund.id) } },
        { idempotencyKey: `refund-${order.reference}-${refund.id}` },
      );
      via = cardCents > 0 ? `Stripe ${made.id}, ${formatPrice(cardCents)} sur la carte cadeau` : `Stripe ${made.id}`;
      amount = made.amount + cardCents;
      providerRefundId = made.id;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // No answer at all: Stripe may have refunded. The row stays pending and is asked again later.
      if (error instanceof Stripe.errors.StripeConnectionError) {
        return { ok: false, reason: `Stripe ne répond pas (${reason}) : le remboursement sera vérifié à la prochaine tentative.` };
      }
      await failRefund(refund, reason, now);
      return { ok: false, reason: `Stripe a refusé le remboursement : ${reason}` };
    }
  }
  const result = await completeRefund(refund, amount, providerRefundId, via, now);
  if (!result.ok) return result;
  kickSender();
  if (resumed) {
    return {
      ok: false,
      reason: `Un remboursement de ${formatPrice(amount)} resté en suspens vient d'être terminé : vérifiez le montant restant avant d'en faire un autre.`,
    };
  }
  return result;
}

/** What « Total » refunds now: the refund rule's most, as `beginRefund` would compute it (decision 144). */
export async function refundLimitOf(order: Order, now = new Date()): Promise<number> {
  return refundLimitCents(order, await soldValueOf(db(), order.id, now));
}
