import { and, eq, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { REASON_MARK } from "./reason-mark";
import { affectedRows, tables, type Db } from "../platform/database.server";
import { containsText, textBefore } from "../platform/sql-dialect.server";

// Far below SQLite's limit on bound values, so a first run over years of orders stays one statement per slice.
const SLICE = 500;

function slices(ids: number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += SLICE) out.push(ids.slice(i, i + SLICE));
  return out;
}

/** A withdrawal event's text without the reason the customer gave, and whether it has one. */
function withoutReason() {
  const { detail } = tables().order_events;
  return { kept: textBefore(detail, REASON_MARK), hasReason: containsText(detail, REASON_MARK) };
}

/**
 * Erases what identifies the customer of these orders and keeps what accounting needs: amounts,
 * dates, lines, statuses, and the invoice and credit-note snapshots (kept whole until their own
 * period ends, see `stripCustomerFromDocuments`). The delivery country, carrier and tracking
 * number stay: they identify no one, and the OSS records must keep the evidence of where the
 * transport ended for ten years from the end of the year (art. 369k, decision 159). Orders already erased are left as they are, so
 * two processes doing it at once erase each order once. Returns how many orders it erased.
 */
export async function anonymiseOrders(tx: Db, orderIds: number[], now: Date): Promise<number> {
  const { email_outbox, order_events, orders, withdrawals } = tables();
  const reason = withoutReason();
  let erased = 0;
  for (const ids of slices(orderIds)) {
    erased += affectedRows(
      await tx
        .update(orders)
        .set({ customer_email: null, customer_name: null, shipping_address: null, gift_message: null, personal_data_erased_at: now })
        .where(and(inArray(orders.id, ids), isNull(orders.personal_data_erased_at))),
    );
    await tx.update(withdrawals).set({ reason: null }).where(inArray(withdrawals.order_id, ids));
    await tx
      .update(order_events)
      .set({ detail: reason.kept })
      .where(and(inArray(order_events.order_id, ids), eq(order_events.type, "withdrawal_requested"), reason.hasReason));
    // The owner's copies are the order's emails too: they carry the same name and address.
    await forgetMessages(tx, inArray(email_outbox.order_id, ids), now);
  }
  return erased;
}

/**
 * Emails that no longer name anyone: recipient, body and extra headers (an alert's unsubscribe
 * link carries a key of the address) erased, and one still waiting to go is cancelled (there is
 * no one left to send it to). Kind, subject and dates remain.
 */
export async function forgetMessages(tx: Db, which: SQL | undefined, now: Date) {
  const { email_outbox } = tables();
  await tx
    .update(email_outbox)
    .set({ status: "failed", last_error: "Annulé : données personnelles effacées" })
    .where(and(which, eq(email_outbox.status, "pending")));
  await tx
    .update(email_outbox)
    .set({
      to_address: "",
      html: "",
      text: "",
      headers: {},
      // The parameter is encoded as the column is (seconds on SQLite, a timestamp on PostgreSQL).
      body_dropped_at: sql`coalesce(${email_outbox.body_dropped_at}, ${sql.param(now, email_outbox.body_dropped_at)})`,
    })
    .where(which);
}

/**
 * Drops the body of emails sent (or given up) before `before`: the date, kind and subject stay as
 * the record that the message was sent. A message still waiting to go is never touched.
 */
export async function dropEmailBodies(tx: Db, before: Date, now: Date): Promise<number> {
  const { email_outbox } = tables();
  return affectedRows(
    await tx
      .update(email_outbox)
      .set({ html: "", text: "", headers: {}, body_dropped_at: now })
      .where(
        and(
          isNull(email_outbox.body_dropped_at),
          ne(email_outbox.status, "pending"),
          or(lt(email_outbox.sent_at, before), and(isNull(email_outbox.sent_at), lt(email_outbox.created_at, before))),
        ),
      ),
  );
}
