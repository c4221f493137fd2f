import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/product/product-card";
import { FinderLayout } from "~/components/search/finder-panel";
import { Pagination } from "~/components/ui/pagination";
import { brand, pageTitle } from "~/lib/brand";
import { OLFACTORY_FAMILIES, OLFACTORY_FAMILY_VALUES } from "~/lib/catalog/olfactory";
import { chosenFilters, finderSearch, readFinder } from "~/lib/search/finder-query";
import { QUERY_MAX_LENGTH } from "~/lib/search/query-length";
import { findFor } from "~/lib/search/finder.server";
import { giftOffersFor, type GiftOffer } from "~/lib/search/gift-offers.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle(page?.finder.q ? `Recherche « ${page.finder.q} »` : "Recherche") },
  { name: "description", content: `Rechercher un parfum ${brand.name} par son nom, ses notes ou sa famille olfactive.` },
  // Results of a query are not pages of their own for search engines; the links in them are.
  ...(page?.finder.q || (page && chosenFilters(page.finder) > 1) ? [{ name: "robots", content: "noindex, follow" }] : []),
];

/**
 * /recherche?q=…: perfumes by relevance, with the same filters and sorts as the collections, and
 * the gift card and discovery sets when the words ask for a present (« carte cadeau », « coffret »).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { finder, error } = readFinder(new URL(request.url).searchParams);
  if (error) return data({ finder, error, result: null, offers: [] as GiftOffer[] }, { status: 400 });
  const asked = finder.q !== "" || chosenFilters(finder) > 0;
  const result = asked ? await findFor("all", finder) : null;
  const offers = await giftOffersFor(finder.q, result?.products.map((p) => p.slug) ?? []);
  return { finder, error: null, result, offers };
}

function GiftOffers({ offers }: { offers: GiftOffer[] }) {
  return (
    <section aria-labelledby="search-gift-offers" className="mb-12">
      <h2 id="search-gift-offers" className="text-2xl">Idées cadeaux</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {offers.map((offer) => (
          <li key={offer.href}>
            <Link to={offer.href} className="flex items-baseline justify-between gap-4 border border-ink/15 bg-white px-4 py-3 hover:border-gold">
              <span className="font-display text-lg">{offer.name}</span>
              {offer.price ? <span className="tabular-nums text-ink/80">{offer.price}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FamilyLinks() {
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {OLFACTORY_FAMILY_VALUES.map((family) => (
        <li key={family}>
          <Link to={`/recherche?famille=${family}`} className="btn-outline px-3 py-1.5 text-xs">
            {OLFACTORY_FAMILIES[family]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function SearchPage() {
  const { finder, error, result, offers } = useLoaderData<typeof loader>();
  // A present found and no perfume: the offers answer the search, « aucun parfum » would not.
  const offersOnly = offers.length > 0 && result?.total === 0;
  return (
    <div className="container-shop py-16">
      <h1 className="text-4xl md:text-5xl">Recherche</h1>
      <Form method="get" action="/recherche" role="search" aria-label="Recherche détaillée" className="mt-8 flex max-w-2xl flex-wrap items-start gap-3">
        <div className="min-w-[14rem] flex-1">
          <label htmlFor="search-page-q" className="block text-sm font-medium">
            Nom, note ou famille olfactive
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={finder.q}
            maxLength={QUERY_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "search-page-error" : undefined}
            className="input mt-1"
          />
          {error ? (
            <p id="search-page-error" className="mt-1 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-dark mt-6 px-5 py-2.5 text-xs">Rechercher</button>
      </Form>
      <div className="mt-12">
        {offers.length ? <GiftOffers offers={offers} /> : null}
        {offersOnly ? null : result ? (
          <FinderLayout facets={result.facets} finder={finder} basePath="/recherche" total={result.total} withRelevance={finder.q !== ""}>
            {result.products.length ? (
              <>
                <h2 className="sr-only">Résultats</h2>
                <ProductGrid products={result.products} highlights={result.highlights} leading />
                <Pagination page={result.page} pageCount={result.pageCount} label="Pages des résultats" query={finderSearch(finder)} />
              </>
            ) : (
              <div>
                <p className="text-lg">
                  Aucun parfum ne correspond {finder.q ? <>à « {finder.q} »</> : "à ces filtres"}.
                </p>
                <p className="mt-2 text-ink/80">Essayez un autre mot, ou parcourez une famille olfactive :</p>
                <FamilyLinks />
              </div>
            )}
          </FinderLayout>
        ) : (
          <div>
            <p className="text-ink/80">
              {error ? "Raccourcissez votre recherche, ou parcourez une famille olfactive :" : "Cherchez un parfum par son nom, une note (« vanille », « cuir ») ou une famille olfactive :"}
            </p>
            <FamilyLinks />
          </div>
        )}
      </div>
    </div>
  );
}
