import type { MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { VatRatesScreen } from "~/components/admin/vat-rates-screen";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { listLoader } from "./__vat-rate-screen.server";

export const meta: MetaFunction = () => adminMeta("Taux de TVA");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { listLoader as loader };

export default function VatRatesRoute() {
  const { rows } = useLoaderData<typeof listLoader>();
  return (
    <VatRatesScreen rates={rows}>
      <Outlet />
    </VatRatesScreen>
  );
}
