import type { LoaderFunctionArgs } from "@remix-run/node";
import { CollectionPage, collectionMeta } from "~/components/product/collection-route";
import { loadCollectionPage } from "~/lib/search/collection-loader.server";

export const meta = collectionMeta;

export const loader = ({ request }: LoaderFunctionArgs) => loadCollectionPage("collection-homme", request);

export default function CollectionHomme() {
  return <CollectionPage refreshable={false} />;
}
