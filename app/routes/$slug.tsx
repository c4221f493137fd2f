import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { CollectionPage, collectionMeta } from "~/components/product/collection-route";
import { loadCollectionPage } from "~/lib/collection-page.server";
import { getConfig } from "~/lib/config.server";
import { decideSlug } from "~/lib/slug-routing";

export const meta = collectionMeta;

export function loader({ params }: LoaderFunctionArgs) {
  const decision = decideSlug(params.slug ?? "", getConfig().adminPath);
  if (decision.kind === "redirect") throw redirect(decision.to);
  return loadCollectionPage(params.slug ?? "");
}

export default function SlugPage() {
  return <CollectionPage refreshable />;
}
