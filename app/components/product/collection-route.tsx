import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { brand, pageTitle } from "~/lib/brand";
import type { CollectionWithProducts } from "~/lib/catalog/catalog.server";
import { CollectionNotFound, CollectionView } from "./collection-view";

type CollectionData = { collection: CollectionWithProducts | null };

export const collectionMeta: MetaFunction = ({ data }) => {
  const collection = (data as CollectionData | undefined)?.collection;
  if (!collection) return [{ title: pageTitle("Collection non trouvée") }];
  return [
    { title: pageTitle(collection.name) },
    {
      name: "description",
      content: collection.description || `${collection.name} : les parfums ${brand.name}.`,
    },
  ];
};

export function CollectionPage({ refreshable }: { refreshable: boolean }) {
  const { collection } = useLoaderData<CollectionData>();
  return collection ? <CollectionView collection={collection} refreshable={refreshable} /> : <CollectionNotFound />;
}
