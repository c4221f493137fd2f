import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { productsWithoutIngredients } from "../admin/products.server";
import { formatName } from "../catalog/formats";
import { needsRestock } from "../catalog/product-rules";
import { toTranslateSql } from "../catalog/translation.server";
import { sortByFrenchName } from "../format/french-sort";
import { calendarDaysBetween, parisDay } from "../format/paris-time";
import type { DistanceSalesNotice } from "../legal/distance-sales";
import { distanceSalesNoticeAt } from "../legal/distance-sales.server";
import { missingLegalFacts } from "../legal/legal-facts.server";
import { getShopSettings } from "../legal/shop-settings.server";
import { revenueByDay } from "../orders/history.server";
import { toShipSql } from "../orders/to-ship.server";
import { db, tables } from "../platform/database.server";
import { isStripeEnabled } from "../platform/stripe.server";

/** How many low formats the dashboard names, each a link to its perfume's formats. */
const NAMED_RESTOCKS = 5;

type Restock = { productId: number; name: string; format: string; quantity: number };

/** What the owner's first screen shows: the day's work, each count read by its domain's own rule, and the sales. */
export type OwnerDesk = {
  /** The Paris day the figures are for, "YYYY-MM-DD". */
  today: string;
  ordersToShip: number;
  reviewsToModerate: number;
  giftCardsSentToday: number;
  restock: { total: number; named: Restock[] };
  /** The seller's identity fields still empty (their French labels). */
  missingLegal: string[];
  /** Stripe's keys are set: a missing legal fact stops every sale (decision 142). */
  liveSales: boolean;
  withoutIngredients: Awaited<ReturnType<typeof productsWithoutIngredients>>;
  /** The perfumes whose English name or description is still empty (decision 168). */
  perfumesToTranslate: number;
  sales: { todayCents: number; monthCents: number };
  /** The 10 000 € threshold of EU distance sales, from 8 000 € on, and the OSS status (decision 157). */
  distanceSales: DistanceSalesNotice | null;
};

/** The formats on sale that need reordering (`needsRestock`, the one low-stock rule), perfumes in French order. */
async function formatsToRestock(threshold: number): Promise<OwnerDesk["restock"]> {
  const { product_formats, products } = tables();
  const rows = await db()
    .select({
      productId: products.id,
      name: products.name,
      volume_ml: product_formats.volume_ml,
      label: product_formats.label,
      stock_status: product_formats.stock_status,
      stock_quantity: product_formats.stock_quantity,
    })
    .from(product_formats)
    .innerJoin(products, eq(products.id, product_formats.product_id))
    .where(eq(product_formats.is_active, true));
  const low = sortByFrenchName(rows.filter((f) => needsRestock(f, threshold)));
  return {
    total: low.length,
    named: low.slice(0, NAMED_RESTOCKS).map((f) => ({ productId: f.productId, name: f.name, format: formatName(f), quantity: f.stock_quantity })),
  };
}

/**
 * The day's and the month's sales, Paris calendar: the orders screen's revenue per day (the one
 * rule of « sold », decision 106, on the day each order was paid) added up from the month's first day.
 */
async function salesOf(today: string, now: Date): Promise<OwnerDesk["sales"]> {
  const days = await revenueByDay(calendarDaysBetween(`${today.slice(0, 8)}01`, today), now);
  return { todayCents: days[days.length - 1].cents, monthCents: days.reduce((sum, d) => sum + d.cents, 0) };
}

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/** The owner's desk, read for one instant (`now`, for tests). */
export async function ownerDesk(now = new Date()): Promise<OwnerDesk> {
  const { gift_cards, orders, products, reviews } = tables();
  const today = parisDay(now);
  const settings = await getShopSettings();
  const [ordersToShip, reviewsToModerate, giftCardsSentToday, restock, withoutIngredients, sales, missingLegal, distanceSales, perfumesToTranslate] = await Promise.all([
    countOf(db().select({ n: count() }).from(orders).where(toShipSql())),
    countOf(db().select({ n: count() }).from(reviews).where(eq(reviews.status, "pending"))),
    // A card bought and paid (issued), not disabled, whose email leaves today.
    countOf(
      db()
        .select({ n: count() })
        .from(gift_cards)
        .where(and(isNotNull(gift_cards.issued_at), isNull(gift_cards.disabled_at), eq(gift_cards.send_on, today))),
    ),
    formatsToRestock(settings.low_stock_threshold),
    productsWithoutIngredients(),
    salesOf(today, now),
    missingLegalFacts(),
    distanceSalesNoticeAt(now),
    countOf(db().select({ n: count() }).from(products).where(toTranslateSql())),
  ]);
  return {
    today,
    ordersToShip,
    reviewsToModerate,
    giftCardsSentToday,
    restock,
    missingLegal,
    liveSales: isStripeEnabled(),
    withoutIngredients,
    perfumesToTranslate,
    sales,
    distanceSales,
  };
}
