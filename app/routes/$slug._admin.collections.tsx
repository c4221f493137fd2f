import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { CollectionsScreen } from "~/components/admin/collections-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { listLoader } from "./__collection-screen.server";

export const meta: MetaFunction = () => adminMeta("Collections");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { listLoader as loader };

export default function CollectionsRoute() {
  const { rows } = useLoaderData<typeof listLoader>();
  return (
    <CollectionsScreen collections={rows}>
      <Outlet />
    </CollectionsScreen>
  );
}
