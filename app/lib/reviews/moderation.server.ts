import { and, desc, eq, inArray } from "drizzle-orm";
import { getShopSettings } from "../legal/shop-settings.server";
import { kickSender } from "../mail/sender.server";
import { affectedRows, db, tables, withTransaction } from "../platform/database.server";
import type { ReviewStatus } from "../platform/schema.server";
import { queueRefusalNotice } from "./emails.server";
import { queueReviewInvitations } from "./invitations.server";
import type { RefusalReason } from "./moderation-rules";

export type ModeratedReview = {
  id: number;
  status: ReviewStatus;
  rating: number;
  body: string;
  author: string;
  productName: string | null;
  productSlug: string | null;
  orderReference: string;
  createdAt: Date;
  purchasedAt: Date;
  publishedAt: Date | null;
  refusalReason: string | null;
  reply: string | null;
};

/** Reviews the moderation screen lists per status, newest first; pending ones are all shown. */
const SHOWN_PER_STATUS = 50;

/** The moderation screen: pending reviews (all), then the latest published and refused ones. */
export async function reviewsToModerate(): Promise<Record<ReviewStatus, ModeratedReview[]>> {
  const { order_items, orders, products, reviews } = tables();
  const read = (status: ReviewStatus) =>
    db()
      .select({
        id: reviews.id,
        status: reviews.status,
        rating: reviews.rating,
        body: reviews.body,
        author: reviews.display_name,
        productName: products.name,
        productSlug: products.slug,
        orderReference: orders.reference,
        createdAt: reviews.created_at,
        purchasedAt: reviews.purchased_at,
        publishedAt: reviews.published_at,
        refusalReason: reviews.refusal_reason,
        reply: reviews.reply,
      })
      .from(reviews)
      .innerJoin(order_items, eq(order_items.id, reviews.order_item_id))
      .innerJoin(orders, eq(orders.id, order_items.order_id))
      .leftJoin(products, eq(products.id, reviews.product_id))
      .where(eq(reviews.status, status))
      .orderBy(desc(reviews.created_at), desc(reviews.id))
      .limit(status === "pending" ? 1000 : SHOWN_PER_STATUS);
  const [pending, published, refused] = await Promise.all([read("pending"), read("published"), read("refused")]);
  return { pending, published, refused };
}

export type Moderated = "done" | "stale";

/** « Publier »: only a review still pending; its first publication date is kept for good. */
export async function publishReview(id: number, now = new Date()): Promise<Moderated> {
  const { reviews } = tables();
  const updated = await withTransaction((tx) =>
    tx
      .update(reviews)
      .set({ status: "published", published_at: now, moderated_at: now, refusal_reason: null })
      .where(and(eq(reviews.id, id), eq(reviews.status, "pending"))),
  );
  return affectedRows(updated) === 1 ? "done" : "stale";
}

/**
 * « Refuser » a pending review, or withdraw a published one, for a reason of the published rules;
 * the author is told which in the same transaction (D111-12, ex-D111-19).
 */
export async function refuseReview(id: number, reason: RefusalReason, now = new Date()): Promise<Moderated> {
  const { order_items, orders, products, reviews } = tables();
  const outcome = await withTransaction(async (tx): Promise<Moderated> => {
    const updated = await tx
      .update(reviews)
      .set({ status: "refused", refusal_reason: reason, moderated_at: now })
      .where(and(eq(reviews.id, id), inArray(reviews.status, ["pending", "published"])));
    if (affectedRows(updated) !== 1) return "stale";
    const [author] = await tx
      .select({ orderId: orders.id, email: orders.customer_email, productName: products.name, line: order_items.name })
      .from(reviews)
      .innerJoin(order_items, eq(order_items.id, reviews.order_item_id))
      .innerJoin(orders, eq(orders.id, order_items.order_id))
      .leftJoin(products, eq(products.id, reviews.product_id))
      .where(eq(reviews.id, id))
      .limit(1);
    if (author?.email) {
      await queueRefusalNotice(tx, { id, orderId: author.orderId, email: author.email, productName: author.productName ?? author.line }, reason);
    }
    return "done";
  });
  if (outcome === "done") kickSender();
  return outcome;
}

/** The owner's public answer under a published review: the owner's own words, beside the buyer's, never in place of them. */
export async function replyToReview(id: number, reply: string, now = new Date()): Promise<Moderated> {
  const { reviews } = tables();
  const updated = await withTransaction((tx) =>
    tx.update(reviews).set({ reply, replied_at: now }).where(and(eq(reviews.id, id), eq(reviews.status, "published"))),
  );
  return affectedRows(updated) === 1 ? "done" : "stale";
}

export async function invitationDays(): Promise<number> {
  return (await getShopSettings()).review_invitation_days;
}

/**
 * The owner's delay, then a pass of the invitations at once: a shorter delay makes orders due now,
 * which should not wait for the next half-hourly pass. Returns the invitations queued.
 */
export async function saveInvitationDays(days: number): Promise<number> {
  const { shop_settings } = tables();
  const { id } = await getShopSettings();
  await withTransaction((tx) => tx.update(shop_settings).set({ review_invitation_days: days, updated_at: new Date() }).where(eq(shop_settings.id, id)));
  return queueReviewInvitations();
}
