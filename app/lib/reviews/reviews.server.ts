import { and, avg, count, desc, eq, gt, inArray, isNotNull, lt } from "drizzle-orm";
import { orderLineName } from "../orders/line-name";
import { db, tables, withTransaction, type Db } from "../platform/database.server";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { SOLD_STATUSES } from "../orders/status-rules";
import { REVIEW_PERIODS } from "./moderation-rules";
import { DAY_MS } from "../format/paris-time";



/** Reviews a product page shows at a time (older ones on the next pages, links that work without JavaScript). */
const REVIEWS_PER_PAGE = 5;

export type ReviewableLine = {
  itemId: number;
  productId: number;
  name: string;
  slug: string;
  review: { status: "pending" | "published" | "refused" } | null;
};

/**
 * The lines of an order its buyer may review, with the review each already has: a line of a
 * perfume still in the catalogue, of an order paid and not wholly refunded, not every bottle of it
 * returned, and within the posting period after payment. Read in `tx` so a post checks it in its
 * own transaction.
 */
export async function reviewableLines(tx: Db, orderId: number, now = new Date()): Promise<ReviewableLine[]> {
  const { order_items, orders, products, reviews } = tables();
  const rows = await tx
    .select({
      itemId: order_items.id,
      productId: products.id,
      name: order_items.name,
      formatLabel: order_items.format_label,
      slug: products.slug,
      quantity: order_items.quantity,
      restocked: order_items.restocked_quantity,
      status: reviews.status,
    })
    .from(order_items)
    .innerJoin(orders, eq(orders.id, order_items.order_id))
    .innerJoin(products, eq(products.id, order_items.product_id))
    .leftJoin(reviews, eq(reviews.order_item_id, order_items.id))
    .where(
      and(
        eq(orders.id, orderId),
        // Bought and kept, as every count of sales reads it: a refunded or unpaid order gives no right to review.
        inArray(orders.status, SOLD_STATUSES),
        isNotNull(orders.paid_at),
        gt(orders.paid_at, new Date(now.getTime() - REVIEW_PERIODS.postingDays * DAY_MS)),
      ),
    )
    .orderBy(order_items.id);
  return rows
    .filter((r) => r.restocked < r.quantity)
    .map((r) => ({
      itemId: r.itemId,
      productId: r.productId,
      name: orderLineName({ name: r.name, format_label: r.formatLabel }),
      slug: r.slug,
      review: r.status ? { status: r.status } : null,
    }));
}

/** The reviewable lines of an order, read outside any transaction (the shopper's pages). */
export function linesToReview(orderId: number, now = new Date()): Promise<ReviewableLine[]> {
  return reviewableLines(db(), orderId, now);
}

export type ReviewInput = { rating: number; body: string; display_name: string };
export type Submitted = "created" | "already" | "not-reviewable";

/**
 * A buyer's review of one order line, checked in the transaction that writes it: the line must be
 * reviewable now, and the unique line makes a second post (or two at once) write nothing.
 */
export async function submitReview(orderId: number, itemId: number, input: ReviewInput, now = new Date()): Promise<Submitted> {
  const { orders, reviews } = tables();
  return withTransaction(async (tx) => {
    const line = (await reviewableLines(tx, orderId, now)).find((l) => l.itemId === itemId);
    if (!line) return "not-reviewable";
    if (line.review) return "already";
    const [order] = await tx.select({ paidAt: orders.paid_at }).from(orders).where(eq(orders.id, orderId)).limit(1);
    const inserted = await tx
      .insert(reviews)
      .values({
        order_item_id: itemId,
        product_id: line.productId,
        rating: input.rating,
        body: input.body,
        display_name: input.display_name,
        purchased_at: order.paidAt ?? now,
        created_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    return inserted.length ? "created" : "already";
  });
}

export type PublicReview = {
  id: number;
  rating: number;
  body: string;
  author: string;
  publishedAt: Date;
  purchasedAt: Date;
  reply: { text: string; at: Date } | null;
};

const publicColumns = () => {
  const { reviews } = tables();
  return {
    id: reviews.id,
    rating: reviews.rating,
    body: reviews.body,
    author: reviews.display_name,
    publishedAt: reviews.published_at,
    purchasedAt: reviews.purchased_at,
    reply: reviews.reply,
    repliedAt: reviews.replied_at,
  };
};

type PublicRow = { id: number; rating: number; body: string; author: string; publishedAt: Date | null; purchasedAt: Date; reply: string | null; repliedAt: Date | null };

function toPublic(r: PublicRow): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    body: r.body,
    author: r.author,
    publishedAt: r.publishedAt ?? r.purchasedAt,
    purchasedAt: r.purchasedAt,
    reply: r.reply && r.repliedAt ? { text: r.reply, at: r.repliedAt } : null,
  };
}

type RatingSummary = { average: number; count: number };

/** Newest first: the only order the shop sorts reviews in, as the « Avis clients » page says. */
const newestFirst = () => {
  const { reviews } = tables();
  return [desc(reviews.published_at), desc(reviews.id)];
};

export type ProductReviews = RatingSummary & { items: PublicReview[]; page: number; pageCount: number };

/**
 * A product page's published reviews: the average and count over all, one page of them newest
 * first. Remembered until the data changes, like the page's other catalogue reads (decision 110).
 */
export const productReviews = memoUntilDataChanges(async (productId: number, page: number): Promise<ProductReviews> => {
  const { reviews } = tables();
  const published = and(eq(reviews.product_id, productId), eq(reviews.status, "published"));
  const [summary] = await db().select({ average: avg(reviews.rating), count: count() }).from(reviews).where(published);
  const total = Number(summary?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
  const shown = Math.min(Math.max(1, page), pageCount);
  const rows = total
    ? await db()
        .select(publicColumns())
        .from(reviews)
        .where(published)
        .orderBy(...newestFirst())
        .limit(REVIEWS_PER_PAGE)
        .offset((shown - 1) * REVIEWS_PER_PAGE)
    : [];
  return { average: roundedAverage(summary?.average), count: total, items: rows.map(toPublic), page: shown, pageCount };
});

/** One decimal, as the stars show it ("4,5"); the database gives a string or a number. */
function roundedAverage(value: unknown): number {
  const n = Number(value ?? 0);
  return Math.round(n * 10) / 10;
}

export type HomeReview = PublicReview & { product: { name: string; slug: string } };

/**
 * The home's three newest published reviews, whatever their rating (no choosing the best ones):
 * remembered until the data changes, as the home's other reads are (decision 110).
 */
export const latestReviews = memoUntilDataChanges(async (): Promise<HomeReview[]> => {
  const { products, reviews } = tables();
  const rows = await db()
    .select({ ...publicColumns(), productName: products.name, productSlug: products.slug })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.product_id))
    .where(eq(reviews.status, "published"))
    .orderBy(...newestFirst())
    .limit(3);
  return rows.map((r) => ({ ...toPublic(r), product: { name: r.productName, slug: r.productSlug } }));
});

/** The reviews written on the lines of these orders (the customer's export). */
export async function reviewsOfOrders(tx: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  const { order_items, reviews } = tables();
  return tx
    .select({
      orderId: order_items.order_id,
      line: order_items.name,
      rating: reviews.rating,
      body: reviews.body,
      author: reviews.display_name,
      status: reviews.status,
      createdAt: reviews.created_at,
      publishedAt: reviews.published_at,
    })
    .from(reviews)
    .innerJoin(order_items, eq(order_items.id, reviews.order_item_id))
    .where(inArray(order_items.order_id, orderIds))
    .orderBy(reviews.id);
}

/** An erasure (GDPR art. 17): the reviews of these orders go, text, name and rating (decision 111). */
export async function forgetReviewsOfOrders(tx: Db, orderIds: number[]): Promise<number> {
  if (!orderIds.length) return 0;
  const { order_items, reviews } = tables();
  const lines = tx.select({ id: order_items.id }).from(order_items).where(inArray(order_items.order_id, orderIds));
  const gone = await tx.delete(reviews).where(inArray(reviews.order_item_id, lines)).returning({ id: reviews.id });
  return gone.length;
}

/** The retention job: reviews written before this instant are deleted (REVIEW_PERIODS.keptYears). */
export async function forgetOldReviews(tx: Db, now: Date): Promise<number> {
  const { reviews } = tables();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - REVIEW_PERIODS.keptYears);
  const gone = await tx.delete(reviews).where(lt(reviews.created_at, cutoff)).returning({ id: reviews.id });
  return gone.length;
}
