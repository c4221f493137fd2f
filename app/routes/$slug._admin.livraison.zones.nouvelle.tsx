import type { MetaFunction } from "@remix-run/node";
import { ZoneDialog } from "~/components/admin/shipping-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";

export const meta: MetaFunction = () => adminMeta("Nouvelle zone de livraison");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { zoneNewLoader as loader, zoneNewAction as action } from "./__shipping-screen.server";

export default function NewShippingZone() {
  return <ZoneDialog zone={null} />;
}
