import { and, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import type { Tx } from "../mail/outbox.server";
import { admin_sessions, credit_notes, invoices, orders, rate_limit_hits, stock_alerts } from "../platform/schema.server";
import { anonymiseOrders, dropEmailBodies } from "./anonymise.server";
import {
  accountingCutoff,
  emailBodyCutoff,
  orderContactCutoff,
  SECURITY_TRACE_MS,
  stockAlertCutoff,
  stockAlertUnconfirmedCutoff,
} from "./retention-periods";

export type RetentionResult = {
  ordersAnonymised: number;
  documentsStripped: number;
  emailBodiesDropped: number;
  securityTracesDeleted: number;
  sessionsDeleted: number;
  stockAlertsDeleted: number;
};

const NO_CUSTOMER = JSON.stringify({ name: null, email: null, address: null });

/**
 * Past their accounting period (ten years after their year closed), invoices and credit notes no
 * longer need to name the buyer: the snapshot keeps its number, lines and totals, the only
 * change a document ever gets after it was issued (docs/decisions/091).
 */
function stripCustomerFromDocuments(tx: Tx, before: Date): number {
  let stripped = 0;
  for (const table of [invoices, credit_notes]) {
    const named = or(
      sql`json_extract(${table.snapshot}, '$.customer.name') is not null`,
      sql`json_extract(${table.snapshot}, '$.customer.email') is not null`,
      sql`json_extract(${table.snapshot}, '$.customer.address') is not null`,
    );
    stripped += tx
      .update(table)
      .set({ snapshot: sql`json_set(${table.snapshot}, '$.customer', json(${NO_CUSTOMER}))` })
      .where(and(lt(table.issued_at, before), named))
      .run().changes;
  }
  return stripped;
}

/**
 * Applies every period of `RETENTION` in one write transaction: a second process running it at
 * the same moment waits for the first and then finds nothing left to do.
 */
export function applyRetention(now = new Date()): RetentionResult {
  return getDb().transaction(
    (tx) => {
      const due = tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(lt(orders.created_at, orderContactCutoff(now)), isNull(orders.personal_data_erased_at)))
        .all()
        .map((o) => o.id);
      return {
        ordersAnonymised: anonymiseOrders(tx, due, now),
        documentsStripped: stripCustomerFromDocuments(tx, accountingCutoff(now)),
        emailBodiesDropped: dropEmailBodies(tx, emailBodyCutoff(now), now),
        securityTracesDeleted: tx.delete(rate_limit_hits).where(lt(rate_limit_hits.hit_at, new Date(now.getTime() - SECURITY_TRACE_MS))).run().changes,
        sessionsDeleted: tx.delete(admin_sessions).where(lt(admin_sessions.expires_at, now)).run().changes,
        stockAlertsDeleted: tx
          .delete(stock_alerts)
          .where(
            or(
              and(isNull(stock_alerts.confirmed_at), lt(stock_alerts.created_at, stockAlertUnconfirmedCutoff(now))),
              and(isNotNull(stock_alerts.confirmed_at), lt(stock_alerts.confirmed_at, stockAlertCutoff(now))),
            ),
          )
          .run().changes,
      };
    },
    { behavior: "immediate" },
  );
}

const EVERY_MS = 24 * 60 * 60 * 1000;
let timer: NodeJS.Timeout | undefined;

/** At start, then once a day, in every process (like the upload sweep). */
export function startRetention() {
  if (timer) return;
  const run = () => {
    try {
      const result = applyRetention();
      const done = Object.entries(result).filter(([, count]) => count > 0);
      if (done.length) console.log(`Durées de conservation appliquées : ${done.map(([what, count]) => `${what} ${count}`).join(", ")}`);
    } catch (error) {
      console.error("Application des durées de conservation impossible", error);
    }
  };
  timer = setInterval(run, EVERY_MS);
  timer.unref();
  run();
}
