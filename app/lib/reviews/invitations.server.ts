import { createHmac } from "node:crypto";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notExists } from "drizzle-orm";
import { ACCESS_LIFETIME_MS, signOrderAccess } from "../orders/order-access.server";
import { normaliseEmail } from "../format/email-address";
import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { kickSender } from "../mail/sender.server";
import { getConfig } from "../platform/config.server";
import { db, tables, withTransaction, type Db } from "../platform/database.server";
import { queueInvitation } from "./emails.server";
import { reviewFormPath } from "./paths";
import { reviewableLines } from "./reviews.server";
import { DAY_MS } from "../format/paris-time";

/** An order delivered longer ago than its delay plus this is never invited (a shop turning the feature on invites no old orders). */
const LATE_WINDOW_DAYS = 30;
/** Orders one pass invites at most; the next pass takes the rest. */
const PASS_SIZE = 50;

/** Opaque key of an address for the « no more invitations » link and list; the purpose is in the signed text. */
function optOutKeyOf(email: string): string {
  const [secret] = getConfig().sessionSecrets;
  return createHmac("sha256", secret).update(`review-optout|${normaliseEmail(email)}`).digest("base64url");
}

const OPAQUE = /^[A-Za-z0-9_-]{43}$/;

async function optedOut(tx: Db, key: string): Promise<boolean> {
  const { review_optouts } = tables();
  const [row] = await tx.select({ key: review_optouts.email_key }).from(review_optouts).where(eq(review_optouts.email_key, key)).limit(1);
  return Boolean(row);
}

/** Whether the address has asked for no more invitations (the customer's export says it). */
export function hasOptedOut(tx: Db, email: string): Promise<boolean> {
  return optedOut(tx, optOutKeyOf(email));
}

/** The invitation's link or the mail client's one-click unsubscribe: no more invitations to that address. */
export async function optOutOfInvitations(key: string, now = new Date()): Promise<boolean> {
  if (!OPAQUE.test(key)) return false;
  const { review_optouts } = tables();
  await withTransaction((tx) => tx.insert(review_optouts).values({ email_key: key, created_at: now }).onConflictDoNothing());
  return true;
}

/** Whether a key is one our links could carry and has opted out (the page says so). */
export async function isOptedOut(key: string): Promise<boolean> {
  return OPAQUE.test(key) && optedOut(db(), key);
}

/**
 * Orders delivered at least the owner's delay ago (and not much longer), with an address, never
 * decided upon: each gets one invitation listing its lines still to review. The row of
 * `review_invitations` is written in the email's transaction and its key is the order, so two
 * passes at once (two processes, two boxes) invite an order once; the outbox's dedupe key
 * says the same a second time. An address that opted out, or an order with nothing left to
 * review, gets its row without an email.
 */
export async function queueReviewInvitations(now = new Date()): Promise<number> {
  const { orders, review_invitations } = tables();
  const days = (await getShopSettings()).review_invitation_days;
  const dueBefore = new Date(now.getTime() - days * DAY_MS);
  const notBefore = new Date(dueBefore.getTime() - LATE_WINDOW_DAYS * DAY_MS);
  const due = await db()
    .select({ id: orders.id, reference: orders.reference, email: orders.customer_email })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["delivered", "partially_refunded"]),
        isNotNull(orders.delivered_at),
        lte(orders.delivered_at, dueBefore),
        gt(orders.delivered_at, notBefore),
        isNotNull(orders.customer_email),
        isNull(orders.personal_data_erased_at),
        notExists(db().select({ one: review_invitations.order_id }).from(review_invitations).where(eq(review_invitations.order_id, orders.id))),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(PASS_SIZE);
  const origin = due.length ? await shopOrigin() : "";
  let queued = 0;
  for (const order of due) {
    const sent = await withTransaction(async (tx) => {
      const key = optOutKeyOf(order.email!);
      const lines = (await reviewableLines(tx, order.id, now)).filter((l) => !l.review);
      const emailed = lines.length > 0 && !(await optedOut(tx, key));
      const decided = await tx.insert(review_invitations).values({ order_id: order.id, emailed, created_at: now }).onConflictDoNothing().returning();
      if (!decided.length || !emailed) return false;
      const token = signOrderAccess(order.id, new Date(now.getTime() + ACCESS_LIFETIME_MS.email));
      const links = lines.map((l) => ({ name: l.name, url: `${origin}${reviewFormPath(token, l.itemId)}` }));
      return queueInvitation(tx, { id: order.id, reference: order.reference, email: order.email! }, links, key);
    });
    if (sent) queued += 1;
  }
  if (queued) kickSender();
  return queued;
}

/** The invitations as a job of the scheduler (every half hour, once across processes; the table's key keeps them single anyway). */
export async function reviewInvitationsJob(): Promise<void> {
  const queued = await queueReviewInvitations();
  if (queued) console.log(`Invitations à donner un avis : ${queued}`);
}
