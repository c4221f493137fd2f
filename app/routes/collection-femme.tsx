import type { LoaderFunctionArgs } from "@remix-run/node";
import { CollectionPage, collectionMeta } from "~/components/product/collection-route";
import { loadCollectionPage } from "~/lib/search/collection-loader.server";

export const meta = collectionMeta;

export const loader = ({ request }: LoaderFunctionArgs) => loadCollectionPage("collection-femme", request);

export default function CollectionFemme() {
  return <CollectionPage refreshable={false} />;
}
