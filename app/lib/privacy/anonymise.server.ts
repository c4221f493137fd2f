import { and, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import { REASON_MARK } from "../after-sale/withdrawal.server";
import type { Tx } from "../mail/outbox.server";
import { email_outbox, order_events, orders, withdrawals } from "../platform/schema.server";

// Far below SQLite's limit on bound values, so a first run over years of orders stays one statement per slice.
const SLICE = 500;

function slices(ids: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += SLICE) out.push(ids.slice(i, i + SLICE));
  return out;
}

/**
 * Erases what identifies the customer of these orders and keeps what accounting needs: amounts,
 * dates, lines, statuses, and the invoice and credit-note snapshots (kept whole until their own
 * period ends, see `stripCustomerFromDocuments`). Orders already erased are left as they are, so
 * two processes doing it at once erase each order once. Returns how many orders it erased.
 */
export function anonymiseOrders(tx: Tx, orderIds: number[], now: Date): number {
  let erased = 0;
  for (const ids of slices(orderIds)) {
    erased += tx
      .update(orders)
      .set({ customer_email: null, customer_name: null, shipping_address: null, gift_message: null, personal_data_erased_at: now })
      .where(and(inArray(orders.id, ids), isNull(orders.personal_data_erased_at)))
      .run().changes;
    tx.update(withdrawals).set({ reason: null }).where(inArray(withdrawals.order_id, ids)).run();
    tx.update(order_events)
      .set({ detail: sql`substr(${order_events.detail}, 1, instr(${order_events.detail}, ${REASON_MARK}) - 1)` })
      .where(
        and(
          inArray(order_events.order_id, ids),
          eq(order_events.type, "withdrawal_requested"),
          sql`instr(${order_events.detail}, ${REASON_MARK}) > 0`,
        ),
      )
      .run();
    // The owner's copies are the order's emails too: they carry the same name and address.
    forgetMessages(tx, inArray(email_outbox.order_id, ids), now);
  }
  return erased;
}

/**
 * Emails that no longer name anyone: recipient, body and extra headers (an alert's unsubscribe
 * link carries a key of the address) erased, and one still waiting to go is cancelled (there is
 * no one left to send it to). Kind, subject and dates remain.
 */
export function forgetMessages(tx: Tx, which: SQL | undefined, now: Date) {
  tx.update(email_outbox)
    .set({ status: "failed", last_error: "Annulé : données personnelles effacées" })
    .where(and(which, eq(email_outbox.status, "pending")))
    .run();
  tx.update(email_outbox)
    .set({ to_address: "", html: "", text: "", headers: {}, body_dropped_at: sql`coalesce(${email_outbox.body_dropped_at}, ${Math.floor(now.getTime() / 1000)})` })
    .where(which)
    .run();
}

/**
 * Drops the body of emails sent (or given up) before `before`: the date, kind and subject stay as
 * the record that the message was sent. A message still waiting to go is never touched.
 */
export function dropEmailBodies(tx: Tx, before: Date, now: Date): number {
  return tx
    .update(email_outbox)
    .set({ html: "", text: "", headers: {}, body_dropped_at: now })
    .where(
      and(
        isNull(email_outbox.body_dropped_at),
        ne(email_outbox.status, "pending"),
        sql`coalesce(${email_outbox.sent_at}, ${email_outbox.created_at}) < ${Math.floor(before.getTime() / 1000)}`,
      ),
    )
    .run().changes;
}
