import { and, isNotNull, isNull, lt, or, type SQLWrapper } from "drizzle-orm";
import { lockOrdersWithWork } from "../orders/open-orders.server";
import { affectedRows, tables, withTransaction, type Db } from "../platform/database.server";
import { forgetOldHits } from "../platform/rate-limit.server";
import { jsonText, jsonWithMember, tryLockKey } from "../platform/sql-dialect.server";
import { sweepEmlFiles } from "../mail/eml-files.server";
import { forgetOldReviews } from "../reviews/reviews.server";
import { expireUnconfirmed } from "../newsletter/subscriptions.server";
import { expireReminders } from "../reminders/reminders.server";
import { anonymiseOrders, dropEmailBodies } from "../privacy/anonymise.server";
import {
  accountingCutoff,
  emailBodyCutoff,
  orderContactCutoff,
  stockAlertCutoff,
  stockAlertUnconfirmedCutoff,
} from "../privacy/retention-periods";

export type RetentionResult = {
  ordersAnonymised: number;
  documentsStripped: number;
  emailBodiesDropped: number;
  securityTracesDeleted: number;
  sessionsDeleted: number;
  stockAlertsDeleted: number;
  reviewsDeleted: number;
  newsletterRequestsDeleted: number;
  checkoutRemindersDeleted: number;
  /** Emails written as files without SMTP: they follow the bodies (decision 091). */
  emlFilesDeleted: number;
};

/** Whether a document's snapshot still names its buyer, and the snapshot without them. */
function customerOf(snapshot: SQLWrapper) {
  return {
    named: or(...(["name", "email", "address"] as const).map((field) => isNotNull(jsonText(snapshot, ["customer", field])))),
    stripped: jsonWithMember(snapshot, "customer", { name: null, email: null, address: null }),
  };
}

/**
 * Past their accounting period (ten years after their year closed), invoices, credit notes and
 * receipts (decision 160) no longer need to name the buyer: the snapshot keeps its number, lines and totals, the only
 * change a document ever gets after it was issued (docs/decisions/091).
 */
async function stripCustomerFromDocuments(tx: Db, before: Date): Promise<number> {
  const { credit_notes, invoices, receipts } = tables();
  let stripped = 0;
  for (const table of [invoices, credit_notes, receipts]) {
    const customer = customerOf(table.snapshot);
    stripped += affectedRows(
      await tx
        .update(table)
        .set({ snapshot: customer.stripped })
        .where(and(lt(table.issued_at, before), customer.named)),
    );
  }
  return stripped;
}

const NOTHING_DONE: Omit<RetentionResult, "emlFilesDeleted"> = {
  ordersAnonymised: 0,
  documentsStripped: 0,
  emailBodiesDropped: 0,
  securityTracesDeleted: 0,
  sessionsDeleted: 0,
  stockAlertsDeleted: 0,
  reviewsDeleted: 0,
  newsletterRequestsDeleted: 0,
  checkoutRemindersDeleted: 0,
};

/**
 * Applies every period of `RETENTION` in one write transaction, in one process at a time; then,
 * in every process (each box has its own data folder), deletes the .eml files that outlive their
 * message's body.
 */
export async function applyRetention(now = new Date()): Promise<RetentionResult> {
  const inDatabase = await applyRetentionInDatabase(now);
  return { ...inDatabase, emlFilesDeleted: await sweepEmlFiles(emailBodyCutoff(now)) };
}

async function applyRetentionInDatabase(now: Date): Promise<Omit<RetentionResult, "emlFilesDeleted">> {
  const { admin_sessions, orders, stock_alerts } = tables();
  return withTransaction(async (tx) => {
    // One box at a time: one finding the job taken skips it rather than redo the same erasures.
    if (!(await tryLockKey(tx, "retention"))) return NOTHING_DONE;
    // An order the shop still owes something (a parcel to send, money to give back) keeps its
    // customer past the period, as an erasure on request would: the next run erases it once closed.
    const due = await lockOrdersWithWork(tx, and(lt(orders.created_at, orderContactCutoff(now)), isNull(orders.personal_data_erased_at)));
    return {
      ordersAnonymised: await anonymiseOrders(
        tx,
        due.filter((o) => !o.workLeft).map((o) => o.id),
        now,
      ),
      documentsStripped: await stripCustomerFromDocuments(tx, accountingCutoff(now)),
      emailBodiesDropped: await dropEmailBodies(tx, emailBodyCutoff(now), now),
      securityTracesDeleted: await forgetOldHits(tx, now),
      sessionsDeleted: affectedRows(await tx.delete(admin_sessions).where(lt(admin_sessions.expires_at, now))),
      stockAlertsDeleted: affectedRows(
        await tx
          .delete(stock_alerts)
          .where(
            or(
              and(isNull(stock_alerts.confirmed_at), lt(stock_alerts.created_at, stockAlertUnconfirmedCutoff(now))),
              and(isNotNull(stock_alerts.confirmed_at), lt(stock_alerts.confirmed_at, stockAlertCutoff(now))),
            ),
          ),
      ),
      reviewsDeleted: await forgetOldReviews(tx, now),
      newsletterRequestsDeleted: await expireUnconfirmed(tx, now),
      checkoutRemindersDeleted: await expireReminders(tx, now),
    };
  });
}

/** Retention as a job of the scheduler (daily, once across processes), what it did logged. */
export async function retentionJob(): Promise<void> {
  const result = await applyRetention();
  const done = Object.entries(result).filter(([, count]) => count > 0);
  if (done.length) console.log(`Durées de conservation appliquées : ${done.map(([what, count]) => `${what} ${count}`).join(", ")}`);
}
