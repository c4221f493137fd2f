import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminPage, adminMeta, type AdminPageData } from "~/components/admin/admin-page";
import { CollectionPage, collectionMeta } from "~/components/product/collection-route";
import { adminAction, adminLoader } from "~/lib/admin-route.server";
import { loadCollectionPage } from "~/lib/collection-page.server";
import { getConfig } from "~/lib/config.server";
import { decideSlug } from "~/lib/slug-routing";

const isAdminData = (data: unknown): data is AdminPageData =>
  typeof data === "object" && data !== null && "admin" in data;

export const meta: MetaFunction = (args) =>
  isAdminData(args.data) ? adminMeta(args) : collectionMeta(args);

// Remix sends a loader's headers with a document only through this export: without it the admin's
// `no-store` and `noindex` never left the server, and its pages went into the render cache.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function loader({ params, request }: LoaderFunctionArgs) {
  const decision = decideSlug(params.slug ?? "", getConfig().adminPath);
  if (decision.kind === "admin") return adminLoader(request);
  if (decision.kind === "redirect") throw redirect(decision.to);
  return loadCollectionPage(params.slug ?? "", request);
}

/** Only the hidden admin takes posts; anywhere else a post is refused like on any page. */
export function action({ params, request }: ActionFunctionArgs) {
  if (decideSlug(params.slug ?? "", getConfig().adminPath).kind !== "admin") {
    throw new Response(null, { status: 405, statusText: "Method Not Allowed" });
  }
  return adminAction(request);
}

export default function SlugPage() {
  const data = useLoaderData<typeof loader>();
  return isAdminData(data) ? <AdminPage data={data} /> : <CollectionPage refreshable />;
}
