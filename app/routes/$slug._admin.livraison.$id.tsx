import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ShippingDialog } from "~/components/admin/shipping-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { editAction, editLoader } from "./__shipping-screen.server";

export const meta: MetaFunction = () => adminMeta("Modifier le mode de livraison");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { editLoader as loader, editAction as action };

export default function EditShippingMethod() {
  const { row } = useLoaderData<typeof editLoader>();
  return <ShippingDialog method={row} />;
}
