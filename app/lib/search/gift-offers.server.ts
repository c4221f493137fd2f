import { and, eq, isNotNull } from "drizzle-orm";
import { cardsOf } from "../catalog/catalog.server";
import { fromPriceText } from "../catalog/formats";
import { formatPrice } from "../format/money";
import { GIFT_CARD_LABEL } from "../gift-cards/gift-card-rules";
import { offeredGiftCardAmounts } from "../gift-cards/offer.server";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { db, tables } from "../platform/database.server";
import { searchTokens } from "./search-index.server";

/** A present the shop sells besides its bottles: the gift card page or a discovery set, with what it costs. */
export type GiftOffer = { name: string; href: string; price: string | null };

/**
 * The words of a shopper looking for a present rather than a scent (« carte cadeau », « idée
 * cadeau », « coffret », « offrir »), as roots: a token names a gift when it starts with one, or
 * is the start of one as it is being typed (« cad », « coff »).
 */
const GIFT_ROOTS = ["cadeau", "offr", "coffret", "carte"];
const TYPED_MIN_LENGTH = 3;

function asksForAGift(query: string): boolean {
  return searchTokens(query).some((token) =>
    GIFT_ROOTS.some((root) => token.startsWith(root) || (token.length >= TYPED_MIN_LENGTH && root.startsWith(token))),
  );
}

/** The gift card (while the owner offers amounts) and every perfume sold as a discovery set, read once per change of the data. */
const giftOffers = memoUntilDataChanges(async (): Promise<GiftOffer[]> => {
  const { product_formats } = tables();
  const [amounts, setRows] = await Promise.all([
    offeredGiftCardAmounts(),
    db()
      .selectDistinct({ id: product_formats.product_id })
      .from(product_formats)
      .where(and(eq(product_formats.is_active, true), isNotNull(product_formats.set_contents))),
  ]);
  const giftCard: GiftOffer[] = amounts.length
    ? [{ name: GIFT_CARD_LABEL, href: "/carte-cadeau", price: fromPriceText(amounts[0], amounts.length, formatPrice) }]
    : [];
  const sets = (await cardsOf(setRows)).map((card) => ({
    name: card.name,
    href: `/products/${card.slug}`,
    price: fromPriceText(card.from_price_cents, card.price_count, formatPrice),
  }));
  return [...giftCard, ...sets];
});

/**
 * The shop's gift offers when the words ask for a present, but none the results already list (a
 * set whose name matched « coffret » is shown once, as a perfume); none otherwise.
 */
export async function giftOffersFor(query: string, listedSlugs: readonly string[]): Promise<GiftOffer[]> {
  if (!asksForAGift(query)) return [];
  const listed = new Set(listedSlugs.map((slug) => `/products/${slug}`));
  return (await giftOffers()).filter((offer) => !listed.has(offer.href));
}
