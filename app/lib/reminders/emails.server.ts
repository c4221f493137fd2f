import { legalFooter } from "../legal/email-footer";
import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { unsubscribeHeaders } from "../mail/one-click";
import { queueEmail } from "../mail/outbox.server";
import type { Db } from "../platform/database.server";
import { restorePath } from "./consent";
import { reminderEmail } from "./reminder-email.server";
import type { RemindedLine } from "./reminders.server";

/**
 * The one reminder (decision 113), in the job's transaction. Its link opens a page that shows the
 * cart and puts it back on a POST; a perfume out of stock now is named and left out. It is the
 * only message of its kind, and it says so; its link also erases the address at once.
 */
export async function queueReminderEmail(tx: Db, reminder: { orderId: number; email: string; lines: RemindedLine[] }, token: string) {
  const url = `${await shopOrigin()}${restorePath(token)}`;
  await queueEmail(tx, {
    ...reminderEmail(reminder.lines, url, legalFooter({ settings: await getShopSettings() })),
    dedupeKey: `checkout-reminder:${reminder.orderId}`,
    orderId: reminder.orderId,
    kind: "checkout_reminder",
    to: reminder.email,
    // L34-5 CPCE: every commercial message offers a way to object; RFC 8058 makes it one click.
    headers: unsubscribeHeaders(url),
  });
}
