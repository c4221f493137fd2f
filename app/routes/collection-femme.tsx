import { CollectionPage, collectionMeta } from "~/components/product/collection-route";
import { loadCollectionPage } from "~/lib/collection-page.server";

export const meta = collectionMeta;

export const loader = () => loadCollectionPage("collection-femme");

export default function CollectionFemme() {
  return <CollectionPage refreshable={false} />;
}
