import { eq, isNotNull } from "drizzle-orm";
import Stripe from "stripe";
import { demoPriceId } from "./products.server";
import { getDb } from "../platform/db.server";
import { products, type Product } from "../platform/schema.server";
import { getStripe } from "../checkout/stripe.server";

type PricedProduct = Product & { price_cents: number };

/** Whether Stripe's price still charges exactly this perfume's price in euros. */
async function priceMatches(stripe: Stripe, product: PricedProduct) {
  if (!product.price_id) return false;
  try {
    const price = await stripe.prices.retrieve(product.price_id);
    return price.active && price.currency === "eur" && price.unit_amount === product.price_cents;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
    throw error;
  }
}

async function expectedPriceId(product: PricedProduct, stripe: Stripe | null): Promise<string> {
  if (!stripe) return demoPriceId(product.id, product.price_cents);
  if (await priceMatches(stripe, product)) return product.price_id!;
  const price = await stripe.prices.create({
    currency: "eur",
    unit_amount: product.price_cents,
    product_data: { name: product.name, metadata: { product_id: String(product.id) } },
  });
  return price.id;
}

/**
 * "Corriger prix": every priced perfume gets a price id that charges its current price (a new
 * Stripe price when missing or stale, a local id in demo mode). Returns how many changed.
 */
export async function alignPriceIds(): Promise<number> {
  const stripe = getStripe();
  const db = getDb();
  const priced = db.select().from(products).where(isNotNull(products.price_cents)).all() as PricedProduct[];
  let changed = 0;
  for (const product of priced) {
    const id = await expectedPriceId(product, stripe);
    if (id !== product.price_id) {
      db.update(products).set({ price_id: id, updated_at: new Date() }).where(eq(products.id, product.id)).run();
      changed++;
    }
  }
  return changed;
}
