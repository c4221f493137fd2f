import { CollectionPage, collectionMeta } from "~/components/product/collection-route";
import { loadCollectionPage } from "~/lib/collection-page.server";

export const meta = collectionMeta;

export const loader = () => loadCollectionPage("collection-oud");

export default function CollectionOud() {
  return <CollectionPage refreshable={true} />;
}
