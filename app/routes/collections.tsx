import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ProductGrid } from "~/components/product/product-card";
import { Pagination } from "~/components/ui/pagination";
import { brand, pageTitle } from "~/lib/brand";
import { getCollectionsWithProducts } from "~/lib/catalog/catalog.server";
import { pageOf } from "~/lib/catalog/collection-loader.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Nos Collections") },
  { name: "description", content: `Toutes les collections de parfums ${brand.name} : homme, femme, oud et fruitée.` },
];

export function loader({ request }: LoaderFunctionArgs) {
  return getCollectionsWithProducts(pageOf(request));
}

export default function Collections() {
  const { collections, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="container-shop py-16">
      <header className="text-center">
        <p className="eyebrow">La Maison</p>
        <h1 className="mt-2 text-4xl md:text-5xl">Nos Collections</h1>
        <p className="mx-auto mt-4 max-w-2xl text-ink/80">
          Chaque collection raconte une histoire olfactive. Trouvez la signature qui vous ressemble.
        </p>
      </header>
      {collections.length === 0 ? (
        <p className="mt-16 text-center text-ink/80">Aucun parfum disponible pour le moment</p>
      ) : (
        <div className="mt-16 space-y-20">
          {collections.map((c) => (
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
              <ProductGrid products={c.products} columns={4} />
              {c.productCount > c.products.length ? (
                <p className="mt-8 text-center">
                  <Link to={`/${c.slug}`} className="btn-outline">
                    Voir la collection ({c.productCount} parfums)
                  </Link>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} label="Pages des collections" />
    </div>
  );
}
