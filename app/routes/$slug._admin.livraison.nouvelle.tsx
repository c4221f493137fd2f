import type { MetaFunction } from "@remix-run/node";
import { ShippingDialog } from "~/components/admin/shipping-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";

export const meta: MetaFunction = () => adminMeta("Nouveau mode de livraison");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { newLoader as loader, newAction as action } from "./__shipping-screen.server";

export default function NewShippingMethod() {
  return <ShippingDialog method={null} />;
}
