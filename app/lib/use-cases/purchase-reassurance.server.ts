import { WITHDRAWAL_DAYS } from "../after-sale/withdrawal-period";
import { giftSettings } from "../gifts/gift-options.server";
import { shippingMethodsFor } from "../shipping/shipping-methods.server";
import { delayText, deliverySentence } from "../shipping/shipping-rules";

/**
 * What the product page promises beside « Ajouter au panier » (issue 45, decision 151), read from
 * where each fact is kept so the page never promises what the shop does not do: the delivery of
 * the cart's default method (the first one offered) and every method's delay, the withdrawal
 * period, the samples and the gift wrap as the owner offers them now.
 */
export type PurchaseReassurance = {
  /** The method a cart gets unless the shopper picks another. */
  delivery: { free: boolean; delay: string } | null;
  /** One sentence per method offered, as help and the CGV say it. */
  deliverySentences: string[];
  withdrawalDays: number;
  samplesPerOrder: number;
  /** The wrap's price in cents, or null when the owner does not offer it. */
  wrapCents: number | null;
};

export async function purchaseReassurance(): Promise<PurchaseReassurance> {
  const [methods, gifts] = await Promise.all([shippingMethodsFor(), giftSettings()]);
  const offered = methods.filter((m) => m.is_active);
  const first = offered[0];
  return {
    delivery: first ? { free: first.price_cents === 0, delay: delayText(first) } : null,
    deliverySentences: offered.map(deliverySentence),
    withdrawalDays: WITHDRAWAL_DAYS,
    samplesPerOrder: gifts.samplesPerOrder,
    wrapCents: gifts.wrapOffered ? gifts.wrapCents : null,
  };
}
