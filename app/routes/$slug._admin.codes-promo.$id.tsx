import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PromoDialog } from "~/components/admin/promos-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { editAction, editLoader } from "./__promo-screen.server";

export const meta: MetaFunction = () => adminMeta("Modifier le code promo");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { editLoader as loader, editAction as action };

export default function EditPromo() {
  const { row } = useLoaderData<typeof editLoader>();
  return <PromoDialog promo={row} />;
}
