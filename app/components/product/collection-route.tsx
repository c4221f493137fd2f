import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { brand, pageTitle } from "~/lib/brand";
import type { CollectionWithProducts } from "~/lib/catalog/catalog.server";
import { chosenFilters, type Finder } from "~/lib/search/finder-query";
import type { Facets } from "~/lib/search/finder.server";
import { CollectionNotFound, CollectionView } from "./collection-view";

type CollectionData = { collection: null } | { collection: CollectionWithProducts; facets: Facets; finder: Finder };

/** More than one filter makes a page search engines need not crawl: every combination is one more URL. */
export function finderRobots(finder: Finder | undefined) {
  return finder && chosenFilters(finder) > 1 ? [{ name: "robots", content: "noindex, follow" }] : [];
}

export const collectionMeta: MetaFunction = ({ data }) => {
  const page = data as CollectionData | undefined;
  if (!page?.collection) return [{ title: pageTitle("Collection non trouvée") }];
  const { collection } = page;
  return [
    { title: pageTitle(collection.name) },
    {
      name: "description",
      content: collection.description || `${collection.name} : les parfums ${brand.name}.`,
    },
    ...finderRobots(page.finder),
  ];
};

export function CollectionPage({ refreshable }: { refreshable: boolean }) {
  const page = useLoaderData<CollectionData>();
  return page.collection ? (
    <CollectionView collection={page.collection} facets={page.facets} finder={page.finder} refreshable={refreshable} />
  ) : (
    <CollectionNotFound />
  );
}
