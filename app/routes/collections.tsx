import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { finderRobots } from "~/components/product/collection-route";
import { ProductGrid } from "~/components/product/product-card";
import { FinderLayout } from "~/components/search/finder-panel";
import { Pagination } from "~/components/ui/pagination";
import { brand, pageTitle } from "~/lib/brand";
import { getCollectionsWithProducts } from "~/lib/catalog/catalog.server";
import { chosenFilters, finderSearch, readFinder } from "~/lib/search/finder-query";
import { findFor } from "~/lib/search/finder.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle("Nos Collections") },
  { name: "description", content: `Toutes les collections de parfums ${brand.name} : homme, femme, oud et fruitée.` },
  ...finderRobots(data?.finder),
];

/**
 * The collections, each with its first perfumes; once a filter or a sort is chosen, every perfume
 * that passes, in one list across collections.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { finder } = readFinder(new URL(request.url).searchParams);
  const found = await findFor("all", { ...finder, q: "" });
  const filtered = chosenFilters(finder) > 0 || finder.tri !== "pertinence";
  const browse = filtered ? null : await getCollectionsWithProducts(finder.page);
  return {
    finder,
    facets: found.facets,
    total: found.total,
    results: filtered ? { products: found.products, page: found.page, pageCount: found.pageCount } : null,
    browse,
  };
}

export default function Collections() {
  const { finder, facets, total, results, browse } = useLoaderData<typeof loader>();
  return (
    <div className="container-shop py-16">
      <header className="text-center">
        <p className="eyebrow">La Maison</p>
        <h1 className="mt-2 text-4xl md:text-5xl">Nos Collections</h1>
        <p className="mx-auto mt-4 max-w-2xl text-ink/80">
          Chaque collection raconte une histoire olfactive. Trouvez la signature qui vous ressemble.
        </p>
      </header>
      <div className="mt-16">
        <FinderLayout
          facets={facets}
          finder={finder}
          basePath="/collections"
          total={total}
          // Browsing, the count is what the collections show (a perfume in none, such as a
          // discovery set, is found by the filters and the search, not under a collection).
          shown={browse ? browse.perfumeCount : total}
        >
          {results ? (
            results.products.length ? (
              <>
                <h2 className="sr-only">Parfums correspondant à vos filtres</h2>
                <ProductGrid products={results.products} leading />
                <Pagination page={results.page} pageCount={results.pageCount} label="Pages des résultats" query={finderSearch(finder)} />
              </>
            ) : (
              <p className="text-ink/80">Aucun parfum ne correspond à ces filtres.</p>
            )
          ) : browse && browse.collections.length ? (
            <div className="space-y-20">
              {browse.collections.map((c, index) => (
                <section key={c.id} aria-labelledby={`collection-${c.id}`}>
                  <div className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-ink/10 pb-4">
                    <div>
                      <h2 id={`collection-${c.id}`} className="flex items-center gap-3 text-3xl">
                        <Link to={`/${c.slug}`} className="hover:text-gold-dark">{c.name}</Link>
                        {c.slug === "collection-fruitee" ? (
                          <span className="bg-gold px-2 py-1 font-sans text-[10px] font-semibold uppercase tracking-[0.2em] text-ink">
                            Nouveautés
                          </span>
                        ) : null}
                      </h2>
                      {c.description ? <p className="mt-2 max-w-2xl text-ink/80">{c.description}</p> : null}
                    </div>
                  </div>
                  <ProductGrid products={c.products} columns={3} leading={index === 0} />
                  {c.productCount > c.products.length ? (
                    <p className="mt-8 text-center">
                      <Link to={`/${c.slug}`} className="btn-outline">
                        Voir la collection ({c.productCount} parfums)
                      </Link>
                    </p>
                  ) : null}
                </section>
              ))}
              <Pagination page={browse.page} pageCount={browse.pageCount} label="Pages des collections" />
            </div>
          ) : (
            <p className="text-ink/80">Aucun parfum disponible pour le moment</p>
          )}
        </FinderLayout>
      </div>
    </div>
  );
}
