import { and, eq, isNotNull } from "drizzle-orm";
import Stripe from "stripe";
import { formatName } from "./formats";
import { affectedRows, db, tables, withTransaction } from "../platform/database.server";
import type { ProductFormat } from "../platform/schema.server";
import { getStripe, isStripeEnabled } from "../platform/stripe.server";

/** What names a format's demo price id: the default keeps the one its perfume had before formats. */
export function priceKeyOf(format: Pick<ProductFormat, "id" | "product_id" | "is_default">): number | string {
  return format.is_default ? format.product_id : `${format.product_id}-${format.id}`;
}

/**
 * Demo mode has no payment provider: a local id that still says which price it stands for. `key`
 * is the perfume's id for its default format, "perfume-format" for another format.
 */
function demoPriceId(key: number | string, cents: number) {
  return `demo_price_${key}_${cents}`;
}

/** A price id that no longer matches the price is dropped (demo mode simply makes the new one). */
export function priceIdFor(key: number | string, cents: number) {
  return isStripeEnabled() ? null : demoPriceId(key, cents);
}

type PricedFormat = ProductFormat & { price_cents: number; perfume: string };

/** Whether Stripe's price still charges exactly this format's price in euros. */
async function priceMatches(stripe: Stripe, format: PricedFormat) {
  if (!format.price_id) return false;
  try {
    const price = await stripe.prices.retrieve(format.price_id);
    return price.active && price.currency === "eur" && price.unit_amount === format.price_cents;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
    throw error;
  }
}

async function expectedPriceId(format: PricedFormat, stripe: Stripe | null): Promise<string> {
  if (!stripe) return demoPriceId(priceKeyOf(format), format.price_cents);
  if (await priceMatches(stripe, format)) return format.price_id!;
  const price = await stripe.prices.create({
    currency: "eur",
    unit_amount: format.price_cents,
    product_data: {
      name: `${format.perfume} (${formatName(format)})`,
      metadata: { product_id: String(format.product_id), format_id: String(format.id) },
    },
  });
  return price.id;
}

/**
 * "Corriger prix": every priced format gets a price id that charges its current price (a new
 * Stripe price when missing or stale, a local id in demo mode). Returns how many changed.
 */
export async function alignPriceIds(): Promise<number> {
  const { product_formats, products } = tables();
  const stripe = getStripe();
  const rows = await db()
    .select({ format: product_formats, perfume: products.name })
    .from(product_formats)
    .innerJoin(products, eq(products.id, product_formats.product_id))
    .where(isNotNull(product_formats.price_cents));
  const priced = rows.map((r) => ({ ...r.format, perfume: r.perfume }) as PricedFormat);
  let changed = 0;
  for (const format of priced) {
    const id = await expectedPriceId(format, stripe);
    if (id !== format.price_id) {
      // One short write per format, Stripe being called between them; a price edited meanwhile keeps its own id.
      const result = await withTransaction((tx) =>
        tx
          .update(product_formats)
          .set({ price_id: id, updated_at: new Date() })
          .where(and(eq(product_formats.id, format.id), eq(product_formats.price_cents, format.price_cents))),
      );
      changed += affectedRows(result);
    }
  }
  return changed;
}
