import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { formatPrice } from "../format/money";
import { db, tables, type Db } from "../platform/database.server";
import type { StoredValueMove } from "../platform/schema.server";

/*
 * The one ledger of stored value (decision 144): gift cards and discovery-set vouchers alike. A
 * balance moves only here, with its row, in the caller's transaction; a hold is written as a row
 * that moves nothing.
 */

/** A gift card or a set voucher, by its row's id. */
export type Instrument = { giftCardId: number } | { setVoucherId: number };

type Move = {
  instrument: Instrument;
  orderId: number | null;
  refundId?: number | null;
  kind: Exclude<StoredValueMove, "hold">;
  /** Positive: how much the move adds (issue, credit) or takes (debit, cancel). */
  amountCents: number;
  now: Date;
};

function balanceColumn(instrument: Instrument) {
  const { gift_cards, set_vouchers } = tables();
  return "giftCardId" in instrument
    ? { table: gift_cards, id: gift_cards.id, balance: gift_cards.balance_cents, key: instrument.giftCardId, updated: gift_cards.updated_at }
    : { table: set_vouchers, id: set_vouchers.id, balance: set_vouchers.balance_cents, key: instrument.setVoucherId, updated: set_vouchers.updated_at };
}

function instrumentColumns(instrument: Instrument) {
  return "giftCardId" in instrument ? { gift_card_id: instrument.giftCardId } : { set_voucher_id: instrument.setVoucherId };
}

/**
 * Moves a balance and writes its row. A debit or a cancellation only happens if the balance
 * covers it (the guard in the WHERE, then the table's CHECK): it throws otherwise, which rolls
 * the caller's whole transaction back. Returns the balance after.
 */
export async function moveValue(tx: Db, move: Move): Promise<number> {
  const { stored_value_ledger } = tables();
  const target = balanceColumn(move.instrument);
  const takes = move.kind === "debit" || move.kind === "cancel";
  const delta = takes ? -move.amountCents : move.amountCents;
  const where = takes ? and(eq(target.id, target.key), gte(target.balance, move.amountCents)) : eq(target.id, target.key);
  const [updated] = await tx
    .update(target.table)
    .set({ balance_cents: sql`${target.balance} + ${delta}`, updated_at: move.now })
    .where(where)
    .returning({ balance: target.balance });
  if (!updated) throw new Error(`Valeur stockée ${JSON.stringify(move.instrument)} : solde insuffisant pour ${formatPrice(move.amountCents)}`);
  await tx.insert(stored_value_ledger).values({
    ...instrumentColumns(move.instrument),
    order_id: move.orderId,
    refund_id: move.refundId ?? null,
    kind: move.kind,
    amount_cents: delta,
    balance_after_cents: updated.balance,
    created_at: move.now,
  });
  return updated.balance;
}

/** A payment under way reserves `amountCents` of it: written at checkout, it moves no balance. */
async function recordHold(tx: Db, hold: { instrument: Instrument; orderId: number; amountCents: number; now: Date }): Promise<void> {
  const { stored_value_ledger } = tables();
  const target = balanceColumn(hold.instrument);
  const [row] = await tx.select({ balance: target.balance }).from(target.table).where(eq(target.id, target.key)).limit(1);
  if (!row) return;
  await tx.insert(stored_value_ledger).values({
    ...instrumentColumns(hold.instrument),
    order_id: hold.orderId,
    kind: "hold",
    amount_cents: hold.amountCents,
    balance_after_cents: row.balance,
    created_at: hold.now,
  });
}

/**
 * What this instrument paid on other orders and was not given back: per spending order, its
 * debits less the credits that order's refunds gave back (a voucher's unspent rest comes back
 * with them, so a give-back may exceed the debit: never below zero).
 */
export async function spentCents(tx: Db, instrument: Instrument): Promise<number> {
  const { stored_value_ledger } = tables();
  const column = "giftCardId" in instrument ? stored_value_ledger.gift_card_id : stored_value_ledger.set_voucher_id;
  const key = "giftCardId" in instrument ? instrument.giftCardId : instrument.setVoucherId;
  const rows = await tx
    .select({ orderId: stored_value_ledger.order_id, kind: stored_value_ledger.kind, amount: stored_value_ledger.amount_cents })
    .from(stored_value_ledger)
    .where(and(eq(column, key), inArray(stored_value_ledger.kind, ["debit", "credit"])));
  const perOrder = new Map<number | null, { debited: number; credited: number }>();
  for (const row of rows) {
    const sums = perOrder.get(row.orderId) ?? { debited: 0, credited: 0 };
    if (row.kind === "debit") sums.debited -= row.amount;
    else sums.credited += row.amount;
    perOrder.set(row.orderId, sums);
  }
  let spent = 0;
  for (const { debited, credited } of perOrder.values()) if (debited > 0) spent += Math.max(0, debited - credited);
  return spent;
}

/** The moves a refund made (its cancellations), oldest first: what its failure gives back. */
async function movesOfRefund(tx: Db, refundId: number) {
  const { stored_value_ledger } = tables();
  return tx.select().from(stored_value_ledger).where(eq(stored_value_ledger.refund_id, refundId)).orderBy(asc(stored_value_ledger.id));
}

/** Gives back every cancellation a refund made, in its failure's transaction. */
export async function reverseRefundMoves(tx: Db, refundId: number, orderId: number, now: Date): Promise<void> {
  for (const move of await movesOfRefund(tx, refundId)) {
    if (move.kind !== "cancel") continue;
    const instrument: Instrument = move.gift_card_id != null ? { giftCardId: move.gift_card_id } : { setVoucherId: move.set_voucher_id! };
    await moveValue(tx, { instrument, orderId, refundId, kind: "credit", amountCents: -move.amount_cents, now });
  }
}

/** An instrument's moves, newest first, for the admin and the customer export. */
export async function ledgerOf(instrument: Instrument) {
  const { stored_value_ledger } = tables();
  const column = "giftCardId" in instrument ? stored_value_ledger.gift_card_id : stored_value_ledger.set_voucher_id;
  const key = "giftCardId" in instrument ? instrument.giftCardId : instrument.setVoucherId;
  return db().select().from(stored_value_ledger).where(eq(column, key)).orderBy(desc(stored_value_ledger.id));
}

/**
 * At checkout, in the pending order's transaction: the card's euros and the voucher it spends are
 * held for its payment, each a ledger row (the hold itself counts from the pending order).
 */
export async function recordOrderHolds(tx: Db, order: { id: number; gift_card_id: number | null; gift_card_cents: number; promo_code: string | null; discount_cents: number }, now: Date): Promise<void> {
  const { set_vouchers } = tables();
  if (order.gift_card_id != null && order.gift_card_cents > 0) {
    await recordHold(tx, { instrument: { giftCardId: order.gift_card_id }, orderId: order.id, amountCents: order.gift_card_cents, now });
  }
  if (order.promo_code && order.discount_cents > 0) {
    const [voucher] = await tx.select({ id: set_vouchers.id }).from(set_vouchers).where(eq(set_vouchers.code, order.promo_code)).limit(1);
    if (voucher) await recordHold(tx, { instrument: { setVoucherId: voucher.id }, orderId: order.id, amountCents: order.discount_cents, now });
  }
}
