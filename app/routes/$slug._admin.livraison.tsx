import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ShippingScreen } from "~/components/admin/shipping-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { listLoader, listAction } from "./__shipping-screen.server";

export const meta: MetaFunction = () => adminMeta("Zones et modes de livraison");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { listLoader as loader, listAction as action };

export default function ShippingRoute() {
  const { rows } = useLoaderData<typeof listLoader>();
  return (
    <ShippingScreen zones={rows}>
      <Outlet />
    </ShippingScreen>
  );
}

