import { cardsOf } from "../catalog/catalog.server";
import { fromPriceText } from "../catalog/formats";
import { formatPrice } from "../format/money";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { giftOffersFor } from "./gift-offers.server";
import { QUERY_MAX_LENGTH } from "./query-length";
import { searchCatalogue } from "./search-index.server";

/** What a suggestion shows: the perfume's name with the matched words marked, its price, its page. */
type Suggestion = { name: string; href: string; price: string | null };
/** `offers`: the gift card and discovery sets, offered first when the words ask for a present. */
export type Suggestions = { total: number; items: Suggestion[]; offers: Suggestion[] };

const SHOWN = 6;
/** Fewer letters than this say too little to suggest anything. */
const SUGGEST_MIN_LENGTH = 2;

export const suggestionsFor = memoUntilDataChanges(async (raw: string): Promise<Suggestions> => {
  const query = raw.trim();
  if (query.length < SUGGEST_MIN_LENGTH || query.length > QUERY_MAX_LENGTH) return { total: 0, items: [], offers: [] };
  const hits = await searchCatalogue(query);
  const shown = hits.slice(0, SHOWN);
  const cards = new Map((await cardsOf(shown)).map((c) => [c.id, c]));
  const offers = await giftOffersFor(query, [...cards.values()].map((c) => c.slug));
  return {
    total: hits.length,
    offers,
    items: shown.flatMap((hit) => {
      const card = cards.get(hit.id);
      return card ? [{ name: hit.name, href: `/products/${card.slug}`, price: fromPriceText(card.from_price_cents, card.price_count, formatPrice) }] : [];
    }),
  };
});
