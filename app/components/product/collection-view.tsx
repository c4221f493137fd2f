import { Form, Link, useNavigation } from "@remix-run/react";
import type { CollectionWithProducts } from "~/lib/catalog/catalog.server";
import { chosenFilters, finderSearch, type Finder } from "~/lib/search/finder-query";
import type { Facets } from "~/lib/search/finder.server";
import { FinderLayout } from "../search/finder-panel";
import { Pagination } from "../ui/pagination";
import { ProductGrid } from "./product-card";

/** Reloads the page as it is: same page, same filters. */
function RefreshButton({ finder }: { finder: Finder }) {
  const navigation = useNavigation();
  const refreshing = navigation.state !== "idle" && navigation.formMethod === "GET";
  return (
    <Form method="get" preventScrollReset>
      {[...new URLSearchParams(finderSearch(finder))].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-outline px-4 py-2 text-xs" disabled={refreshing} aria-live="polite">
        {refreshing ? "Actualisation..." : "Actualiser"}
      </button>
    </Form>
  );
}

export function CollectionView({
  collection,
  facets,
  finder,
  refreshable,
}: {
  collection: CollectionWithProducts;
  facets: Facets;
  finder: Finder;
  refreshable: boolean;
}) {
  const basePath = `/${collection.slug}`;
  return (
    <section className="container-shop py-16">
      <Link to="/collections" className="text-xs uppercase tracking-[0.2em] text-ink/80 hover:text-gold-dark">
        ← Toutes les collections
      </Link>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Collection</p>
          <h1 className="mt-2 text-4xl md:text-5xl">{collection.name}</h1>
          {collection.description ? <p className="mt-4 max-w-2xl text-ink/80">{collection.description}</p> : null}
        </div>
        {refreshable ? <RefreshButton finder={finder} /> : null}
      </div>
      <div className="mt-10">
        <FinderLayout facets={facets} finder={finder} basePath={basePath} total={collection.productCount}>
          {collection.products.length ? (
            // The page's h1 is the collection: its perfume cards are the next level down.
            <>
              <ProductGrid products={collection.products} headingLevel="h2" leading />
              <Pagination page={collection.page} pageCount={collection.pageCount} label="Pages de la collection" query={finderSearch(finder)} />
            </>
          ) : (
            <p className="text-ink/80">
              {chosenFilters(finder) > 0
                ? "Aucun parfum de cette collection ne correspond à ces filtres."
                : "Aucun parfum dans cette collection pour le moment."}
            </p>
          )}
        </FinderLayout>
      </div>
    </section>
  );
}

export function CollectionNotFound() {
  return (
    <section className="container-shop py-24 text-center">
      <h1 className="text-4xl">Collection non trouvée</h1>
      <p className="mt-4 text-ink/80">Cette collection n'existe pas ou n'est plus disponible.</p>
      <Link to="/collections" className="btn-dark mt-8">
        Retour aux collections
      </Link>
    </section>
  );
}
