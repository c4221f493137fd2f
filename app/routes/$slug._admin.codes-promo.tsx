import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { PromosScreen } from "~/components/admin/promos-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { listLoader, listAction } from "./__promo-screen.server";

export const meta: MetaFunction = () => adminMeta("Codes promo");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { listLoader as loader, listAction as action };

export default function PromosRoute() {
  const { rows } = useLoaderData<typeof listLoader>();
  return (
    <PromosScreen promos={rows}>
      <Outlet />
    </PromosScreen>
  );
}
