import { and, asc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { isPurchasable } from "../catalog/product-rules";
import { normaliseEmail } from "../format/email-address";
import { getShopSettings } from "../legal/shop-settings.server";
import { orderLineName } from "../orders/line-name";
import { affectedRows, db, tables, withTransaction, type Db } from "../platform/database.server";
import type { Order } from "../platform/schema.server";
import { hashOfLinkToken, newLinkToken } from "../platform/link-token.server";
import { tryLockKey } from "../platform/sql-dialect.server";
import { checkoutReminderCutoff } from "../privacy/retention-periods";
import { REMINDER_CONSENT, STRIPE_PROMOTIONS_CONSENT_VERSION } from "./consent";
import { queueReminderEmail } from "./emails.server";

/**
 * The box before « Commander » was ticked: recorded in the checkout's own transaction, with the
 * wording's version and the instant, on the order it belongs to (decision 113).
 */
export async function recordCartConsent(tx: Db, order: Pick<Order, "id" | "lang">, email: string, now: Date) {
  const { checkout_reminders } = tables();
  await tx
    .insert(checkout_reminders)
    .values({ order_id: order.id, email: normaliseEmail(email), consent_version: REMINDER_CONSENT.version, consented_at: now, lang: order.lang })
    .onConflictDoNothing();
}

/**
 * A Stripe session that expired with its promotions box ticked (`consent.promotions` "opt_in")
 * and an email typed on the hosted page: the same consent, in Stripe's words. A consent from the
 * cart already recorded is kept as it was.
 */
export async function recordStripeConsent(
  order: Pick<Order, "id" | "lang">,
  session: { consent?: { promotions?: string | null } | null; customer_details?: { email?: string | null } | null },
  now = new Date(),
) {
  const email = session.customer_details?.email;
  if (session.consent?.promotions !== "opt_in" || !email) return;
  const { checkout_reminders } = tables();
  await withTransaction(async (tx) => {
    await tx
      .insert(checkout_reminders)
      .values({ order_id: order.id, email: normaliseEmail(email), consent_version: STRIPE_PROMOTIONS_CONSENT_VERSION, consented_at: now, lang: order.lang })
      .onConflictDoNothing();
  });
}

/** The owner's delay, in minutes after the payment window closed. */
export async function reminderDelayMinutes(): Promise<number> {
  return (await getShopSettings()).checkout_reminder_delay_minutes;
}

export async function saveReminderDelay(minutes: number) {
  const { shop_settings } = tables();
  await withTransaction(async (tx) => {
    await tx.update(shop_settings).set({ checkout_reminder_delay_minutes: minutes, updated_at: new Date() });
  });
}

/** A bottle of the abandoned order, and whether it can be bought now. */
export type RemindedLine = { productId: number; formatId: number; isDefault: boolean; quantity: number; name: string; available: boolean };

async function linesOf(tx: Db, orderId: number): Promise<RemindedLine[]> {
  const { order_items, product_formats } = tables();
  const rows = await tx
    .select({ item: order_items, format: product_formats })
    .from(order_items)
    .leftJoin(product_formats, eq(product_formats.id, order_items.format_id))
    .where(eq(order_items.order_id, orderId))
    .orderBy(asc(order_items.id));
  return rows.flatMap(({ item, format }) =>
    item.product_id == null || format == null
      ? []
      : [
          {
            productId: item.product_id,
            formatId: format.id,
            isDefault: format.is_default,
            quantity: item.quantity,
            name: orderLineName(item),
            available: format.is_active && isPurchasable(format),
          },
        ],
  );
}

type Outcome = "sent" | "paid-since" | "nothing-in-stock";

/** Whether `email` paid an order placed since `since`: then the reminder would be wrong. */
async function paidSince(tx: Db, email: string, since: Date): Promise<boolean> {
  const { orders } = tables();
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(sql`lower(${orders.customer_email}) = ${email}`, gte(orders.created_at, since), sql`${orders.paid_at} is not null`))
    .limit(1);
  return row != null;
}

/**
 * Queues the one reminder of each consent whose checkout lapsed unpaid more than the owner's
 * delay ago. In ONE write transaction,
 * one process at a time: each row is marked in the update that checks it was still unmarked, and
 * the outbox's dedupe key is a second guard, so two processes never send it twice. No email when
 * the order got paid, the address paid another order since, or nothing of it can be bought now.
 */
export async function queueCheckoutReminders(now = new Date()): Promise<number> {
  const { checkout_reminders: reminders, orders } = tables();
  // The shortest delay allowed is the holds' grace (decision 023), so a late payment is seen first.
  const lapsedBefore = new Date(now.getTime() - (await reminderDelayMinutes()) * 60_000);
  const due = and(isNull(reminders.queued_at), inArray(orders.status, ["pending", "expired"]), lte(orders.expires_at, lapsedBefore));
  // A read without the write lock first: most passes of the sender find nothing due.
  const [any] = await db().select({ id: reminders.id }).from(reminders).innerJoin(orders, eq(orders.id, reminders.order_id)).where(due).limit(1);
  if (!any) return 0;
  return withTransaction(async (tx) => {
    if (!(await tryLockKey(tx, "checkout-reminders"))) return 0;
    const rows = await tx
      .select({ reminder: reminders, orderCreatedAt: orders.created_at })
      .from(reminders)
      .innerJoin(orders, eq(orders.id, reminders.order_id))
      .where(due)
      .orderBy(asc(reminders.id));
    let queued = 0;
    for (const { reminder, orderCreatedAt } of rows) {
      const lines = await linesOf(tx, reminder.order_id);
      const outcome: Outcome = (await paidSince(tx, reminder.email, orderCreatedAt))
        ? "paid-since"
        : lines.some((l) => l.available)
          ? "sent"
          : "nothing-in-stock";
      const { token, hash } = newLinkToken();
      const marked = await tx
        .update(reminders)
        .set({ queued_at: now, outcome, token_hash: outcome === "sent" ? hash : null })
        .where(and(eq(reminders.id, reminder.id), isNull(reminders.queued_at)));
      if (affectedRows(marked) === 0 || outcome !== "sent") continue;
      await queueReminderEmail(tx, { orderId: reminder.order_id, email: reminder.email, lines }, token);
      queued += 1;
    }
    return queued;
  });
}

/** What a reminder's link shows: the bottles it puts back, and those it cannot. Reading changes nothing. */
export async function findReminderCart(token: string): Promise<RemindedLine[] | null> {
  const hash = hashOfLinkToken(token);
  if (!hash) return null;
  const { checkout_reminders: reminders } = tables();
  const [row] = await db().select({ orderId: reminders.order_id }).from(reminders).where(eq(reminders.token_hash, hash)).limit(1);
  return row ? linesOf(db(), row.orderId) : null;
}

/** « Effacer mon adresse » on the link's page, or a mail client's one-click unsubscribe. */
export async function forgetReminder(token: string): Promise<boolean> {
  const hash = hashOfLinkToken(token);
  if (!hash) return false;
  const { checkout_reminders: reminders } = tables();
  return withTransaction(async (tx) => affectedRows(await tx.delete(reminders).where(eq(reminders.token_hash, hash))) > 0);
}

/** One address's reminder consents, for the customer file (GDPR art. 15). */
export async function remindersOfAddress(tx: Db, email: string) {
  const { checkout_reminders: reminders, orders } = tables();
  return tx
    .select({ reference: orders.reference, consentedAt: reminders.consented_at, version: reminders.consent_version, queuedAt: reminders.queued_at, outcome: reminders.outcome })
    .from(reminders)
    .innerJoin(orders, eq(orders.id, reminders.order_id))
    .where(eq(reminders.email, email))
    .orderBy(asc(reminders.consented_at), asc(reminders.id));
}

/** The erasure of a customer (GDPR art. 17) takes their reminder consents too. */
export async function forgetRemindersOf(tx: Db, email: string): Promise<number> {
  const { checkout_reminders: reminders } = tables();
  return affectedRows(await tx.delete(reminders).where(eq(reminders.email, email)));
}

/** The retention job: a consent serves one reminder, then goes after its period, sent or not. */
export async function expireReminders(tx: Db, now: Date): Promise<number> {
  const { checkout_reminders: reminders } = tables();
  return affectedRows(await tx.delete(reminders).where(lte(reminders.consented_at, checkoutReminderCutoff(now))));
}
