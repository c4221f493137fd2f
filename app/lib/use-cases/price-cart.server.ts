import { eq, inArray } from "drizzle-orm";
import { type CartLine, MAX_LINE_QUANTITY, subtotalCents, totalItems } from "../cart/rules";
import { holdsChoices, type StoredCart } from "../cart/cart.server";
import type { HeldRows } from "../holds/holds.server";
import { sellableQuantities } from "../catalog/inventory.server";
import { isInStock } from "../catalog/product-rules";
import { db, tables } from "../platform/database.server";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { normaliseCode, promoDiscount, validatePromoCode } from "../promo/promo.server";
import { finalCents } from "../promo/rules";
import { formatName } from "../catalog/formats";
import { chooseShipping, type ShippingChoice } from "../shipping/shipping-methods.server";
import { countryChoices, deliveryCountryOf } from "../shipping/delivery-country.server";
import type { CountryCode } from "../shipping/countries";
import { expectedVat } from "../legal/distance-sales.server";
import { giftSettings, offeredSamples, type SampleChoice } from "../gifts/gift-options.server";
import { isSetVoucherCode } from "../discovery-sets/set-rules";
import { priceVoucher } from "../discovery-sets/vouchers.server";
import { cartGiftCardOf, giftCardLinesOf, type CartGiftCardLine } from "../gift-cards/cart-gift-cards.server";
import type { CartGiftCard } from "../gift-cards/gift-cards.server";
import { taxedCentsOf } from "../gift-cards/gift-card-rules";
import { kindIssuedAt } from "../gift-cards/voucher-kinds.server";

type CartItem = {
  id: number;
  formatId: number;
  /** "100 ml": the format the shopper chose, named wherever the line is shown. */
  formatLabel: string;
  /** The perfume's default format: its stored line names no format. */
  isDefaultFormat: boolean;
  slug: string;
  name: string;
  image: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  inStock: boolean;
  /** Bottles of this format a shopper can still order: the stock less what pending checkouts hold. */
  availableQuantity: number;
};

export type CartView = {
  items: CartItem[];
  totalItems: number;
  subtotalCents: number;
  promoCode: string | null;
  discountCents: number;
  /** Why the stored code no longer applies (e.g. the subtotal fell under its minimum). */
  promoError: string | null;
  /** The subtotal less the discount: what the perfumes cost. */
  finalCents: number;
  /** Where the parcel goes: the cookie's country while served, else France. */
  country: CountryCode;
  /** The « Pays de livraison » choices: empty while France alone is served. */
  countries: { code: CountryCode; name: string }[];
  shipping: ShippingChoice;
  shippingCents: number;
  gift: GiftView;
  samples: SamplesView;
  /** The gift cards the cart buys (no shipping, no discount). */
  giftCards: CartGiftCardLine[];
  giftCardsCents: number;
  /** The gift card that pays part or all of the rest, or null. */
  giftCard: CartGiftCard | null;
  /** What the shopper pays, gift wrap, shipping and cards bought included (TTC). */
  totalCents: number;
  /** The total less what the gift card pays: what Stripe or the demo page takes. */
  amountDueCents: number;
  /** What the VAT is on (`taxedCentsOf`, decision 160). */
  taxedCents: number;
  /** The VAT the amount due includes, at the rate a payment now would fix: the destination's past the threshold or in the OSS (decision 157). */
  vatCents: number;
};

type GiftView = {
  offered: boolean;
  /** The wrap's price, set by the owner (0: offered free). */
  priceCents: number;
  chosen: boolean;
  message: string;
};

type SamplesView = {
  /** How many samples an order may include (0: none offered). */
  limit: number;
  offered: SampleChoice[];
  /** The stored choices still offered, in the order they were made. */
  chosen: SampleChoice[];
};

/**
 * The formats of these perfumes with what a cart line shows of each perfume. Every page of a visit
 * with a cart prices it, so this is remembered until the data changes (decision 132).
 */
const cartCatalogue = memoUntilDataChanges((...productIds: number[]) => {
  const { product_formats, products } = tables();
  return db()
    .select({ product: { id: products.id, slug: products.slug, name: products.name, image: products.image_url }, format: product_formats })
    .from(product_formats)
    .innerJoin(products, eq(products.id, product_formats.product_id))
    .where(inArray(product_formats.product_id, productIds));
});

/**
 * Each line with its perfume and format: the format it names, or the perfume's default (an old
 * cookie names none). A line whose perfume or format is gone, or whose format belongs to another
 * perfume, has none and is dropped.
 */
async function resolveFormats(lines: StoredCart["lines"]) {
  const rows = lines.length ? await cartCatalogue(...lines.map((l) => l.id)) : [];
  return lines.flatMap((l) => {
    const row = rows.find((r) => r.product.id === l.id && (l.formatId === undefined ? r.format.is_default : r.format.id === l.formatId));
    return row ? [{ ...l, formatId: row.format.id, row }] : [];
  });
}

/** The rows a checkout of this cart counts holds against, for `lockHeldRows`. */
export async function heldRowsOf(stored: StoredCart): Promise<HeldRows> {
  const lines = await resolveFormats(stored.lines);
  return {
    formatIds: lines.map((l) => l.formatId),
    sampleIds: stored.samples ?? [],
    promoCode: stored.promoCode ? normaliseCode(stored.promoCode) : null,
  };
}

/**
 * Prices, names and availability always come from the database; the cookie only says which
 * perfumes, which formats and how many. Lines whose perfume or format disappeared, was
 * deactivated, lost its price or belongs to another perfume are dropped.
 */
export async function priceCart(stored: StoredCart, now = new Date()): Promise<CartView> {
  const lines = await resolveFormats(stored.lines);
  const sellable = await sellableQuantities(lines.map((l) => l.formatId), now);
  const items: CartItem[] = [];
  for (const { row, quantity } of lines) {
    if (!row.format.is_active || row.format.price_cents == null) continue;
    const { product: p, format: f } = row;
    const price = f.price_cents!;
    // A format named both by default and by its id is one line: its stock is counted once.
    const same = items.find((i) => i.formatId === f.id);
    if (same) {
      same.quantity = Math.min(same.quantity + quantity, MAX_LINE_QUANTITY);
      same.lineTotalCents = price * same.quantity;
      continue;
    }
    items.push({
      id: p.id,
      formatId: f.id,
      formatLabel: formatName(f),
      isDefaultFormat: f.is_default,
      slug: p.slug,
      name: p.name,
      image: p.image,
      unitPriceCents: price,
      quantity,
      lineTotalCents: price * quantity,
      inStock: isInStock(f),
      availableQuantity: sellable.get(f.id) ?? 0,
    });
  }
  const subtotal = subtotalCents(items);
  let discount = 0;
  let promoError: string | null = null;
  if (stored.promoCode && isSetVoucherCode(normaliseCode(stored.promoCode))) {
    const voucher = await priceVoucher(normaliseCode(stored.promoCode), items, now);
    discount = voucher.ok ? voucher.discountCents : 0;
    promoError = voucher.ok ? null : voucher.error;
  } else if (stored.promoCode) {
    const validation = await validatePromoCode(stored.promoCode, subtotal, now);
    discount = promoDiscount(validation, subtotal);
    promoError = validation.valid ? null : validation.error;
  }
  const goods = finalCents(subtotal, discount);
  // Only bottles travel: a cart of gift cards alone has no shipping to choose (decision 116).
  const country = await deliveryCountryOf(stored.country);
  const shipping = items.length > 0 || !stored.giftCards?.length ? await chooseShipping(country, stored.shippingMethodId, goods) : NO_SHIPPING;
  const shippingCents = shipping.selected?.costCents ?? 0;
  const settings = await giftSettings();
  // The wrap, its card and the samples go in the parcel: without a bottle (gift cards alone, sent
  // by email) they are neither charged nor recorded, though the cookie keeps them for the next bottle.
  const wrapped = items.length > 0 && settings.wrapOffered && Boolean(stored.giftWrap);
  const gift: GiftView = {
    offered: settings.wrapOffered,
    priceCents: settings.wrapCents,
    chosen: wrapped,
    message: wrapped ? (stored.giftMessage ?? "") : "",
  };
  // An empty cart (every page of a first visit) asks nothing of the samples.
  const samples = items.length > 0 ? await samplesOf(stored.samples ?? [], items.map((i) => i.id), settings.samplesPerOrder, now) : NO_SAMPLES;
  const wrapCents = gift.chosen ? gift.priceCents : 0;
  const giftCards = giftCardLinesOf(stored.giftCards, now);
  const giftCardsCents = giftCards.reduce((sum, c) => sum + c.amountCents, 0);
  const payableByCard = goods + wrapCents + shippingCents;
  const giftCard = await cartGiftCardOf(stored.giftCardCode, payableByCard, country, now);
  const totalCents = payableByCard + giftCardsCents;
  const amountDueCents = totalCents - (giftCard?.appliedCents ?? 0);
  const taxedCents = taxedCentsOf(
    { total_cents: totalCents, gift_card_cents: giftCard?.appliedCents ?? 0 },
    { paying: giftCard?.kind ?? null, soldOutsideVatCents: giftCardsCents > 0 && (await kindIssuedAt(now)) === "multi" ? giftCardsCents : 0 },
  );
  return {
    items,
    totalItems: totalItems(items) + giftCards.length,
    subtotalCents: subtotal,
    promoCode: stored.promoCode && !promoError ? stored.promoCode : null,
    discountCents: discount,
    promoError,
    finalCents: goods,
    country,
    countries: await countryChoices(),
    shipping,
    shippingCents,
    gift,
    samples,
    giftCards,
    giftCardsCents,
    giftCard,
    totalCents,
    amountDueCents,
    // On what the one rule of gift cards taxes (decision 160), at the rate the payment would fix
    // now: the destination's past the threshold (decision 157).
    taxedCents,
    vatCents: (await expectedVat({ country, taxedCents }, now)).vat_cents,
  };
}

const NO_SHIPPING: ShippingChoice = { options: [], selected: null, error: null };

const NO_SAMPLES: SamplesView = { limit: 0, offered: [], chosen: [] };

/** The samples on offer and those of the stored choice still offered, never more than the limit. */
async function samplesOf(choice: number[], bottles: number[], limit: number, now: Date): Promise<SamplesView> {
  const offered = limit > 0 ? await offeredSamples(now, bottles) : [];
  const byId = new Map(offered.map((s) => [s.id, s]));
  const chosen = [...new Set(choice)].flatMap((id) => byId.get(id) ?? []).slice(0, limit);
  return { limit, offered, chosen };
}

/** What the cart's components read: the view less what only checkout and the cookie use. */
export type ShownCart = Omit<CartView, "finalCents" | "items" | "taxedCents"> & { items: Omit<CartItem, "isDefaultFormat" | "availableQuantity">[] };

/** The cart a page shows: none when nothing was chosen (most visitors), so no page carries an
 * empty cart's shipping options and gift settings in its data (decision 136). Every page of a
 * visit with a cart carries it: the fields only the server reads stay out of its bytes. */
export async function shownCart(stored: StoredCart): Promise<ShownCart | null> {
  if (!holdsChoices(stored)) return null;
  const { finalCents: _goods, taxedCents: _taxed, items, ...view } = await priceCart(stored);
  if (items.length === 0 && view.giftCards.length === 0) return null;
  return { ...view, items: items.map(({ isDefaultFormat: _default, availableQuantity: _available, ...item }) => item) };
}

/**
 * What the shopper chose that no longer holds (a sample gone, the wrap withdrawn), for checkout.
 * A cart without a bottle loses nothing: its choices wait in the cookie, out of its price.
 */
export function lostGiftChoices(stored: StoredCart, view: CartView): boolean {
  if (view.items.length === 0) return false;
  return (Boolean(stored.giftWrap) && !view.gift.chosen) || new Set(stored.samples).size !== view.samples.chosen.length;
}

/** The view back to stored lines, a default format naming none (docs/decisions/093). */
export function cartLinesOf(view: CartView): CartLine[] {
  return view.items.map((i) =>
    i.isDefaultFormat ? { id: i.id, quantity: i.quantity } : { id: i.id, formatId: i.formatId, quantity: i.quantity },
  );
}
