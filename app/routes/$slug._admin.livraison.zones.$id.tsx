import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ZoneDialog } from "~/components/admin/shipping-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { zoneEditAction, zoneEditLoader } from "./__shipping-screen.server";

export const meta: MetaFunction = () => adminMeta("Modifier la zone de livraison");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { zoneEditLoader as loader, zoneEditAction as action };

export default function EditShippingZone() {
  const { row } = useLoaderData<typeof zoneEditLoader>();
  return <ZoneDialog zone={row} />;
}
