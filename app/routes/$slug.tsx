import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { CollectionPage, collectionMeta } from "~/components/product/collection-route";
import { ADMIN_HEADERS, adminHref, HOME, SIGN_IN } from "~/lib/auth/guard.server";
import { getSignedInAdmin } from "~/lib/auth/session.server";
import { loadCollectionPage } from "~/lib/search/collection-loader.server";
import { getConfig } from "~/lib/platform/config.server";
import { decideSlug } from "~/lib/catalog/slug-routing";

export const meta: MetaFunction = (args) => collectionMeta(args);

/**
 * A collection page is public: indexed, and memoized like the other storefront pages. The admin
 * branch's loader sets the private headers itself, and every admin screen below exports its own.
 */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const merged = new Headers(loaderHeaders);
  errorHeaders?.forEach((value, name) => merged.set(name, value));
  return merged;
};

/**
 * /{slug}: a collection page, or the hidden admin. The admin's screens are child routes of this
 * one (each with its own loader, action and guard); this module holds no admin code, so a
 * collection page never downloads any. /{ADMIN_PATH} itself leads to the sign-in or, signed in,
 * to the dashboard (`HOME`).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const exact = new URL(request.url).pathname.replace(/\/$/, "") === `/${slug}`;
  const decision = decideSlug(slug, getConfig().adminPath);
  if (decision.kind === "admin") {
    if (exact) {
      const signedIn = Boolean(await getSignedInAdmin(request));
      throw redirect(adminHref(signedIn ? HOME : SIGN_IN), { headers: ADMIN_HEADERS });
    }
    return data({ admin: true as const, collection: null }, { headers: ADMIN_HEADERS });
  }
  // Below a collection there is nothing: the same "Collection non trouvée" as an unknown slug.
  if (!exact) return data({ collection: null }, { status: 404 });
  if (decision.kind === "redirect") throw redirect(decision.to);
  return loadCollectionPage(slug, request);
}

export default function SlugPage() {
  const page = useLoaderData<typeof loader>();
  return "admin" in page ? <Outlet /> : <CollectionPage refreshable />;
}
