import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { CollectionsScreen } from "~/components/admin/collections-tab";
import { listCollections } from "~/lib/admin/collections.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";

export const meta: MetaFunction = () => adminMeta("Collections");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ collections: await listCollections() }, { headers: ADMIN_HEADERS });
}

export default function CollectionsRoute() {
  const { collections } = useLoaderData<typeof loader>();
  return (
    <CollectionsScreen collections={collections}>
      <Outlet />
    </CollectionsScreen>
  );
}
