import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { VatRateDialog } from "~/components/admin/vat-rates-screen";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { editAction, editLoader } from "./__vat-rate-screen.server";

export const meta: MetaFunction = () => adminMeta("Modifier le taux de TVA");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { editLoader as loader, editAction as action };

export default function EditVatRate() {
  const { row } = useLoaderData<typeof editLoader>();
  return <VatRateDialog rate={row} />;
}
