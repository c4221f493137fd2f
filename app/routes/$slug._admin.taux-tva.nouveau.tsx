import type { MetaFunction } from "@remix-run/node";
import { VatRateDialog } from "~/components/admin/vat-rates-screen";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";

export const meta: MetaFunction = () => adminMeta("Nouveau taux de TVA");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { newLoader as loader, newAction as action } from "./__vat-rate-screen.server";

export default function NewVatRate() {
  return <VatRateDialog rate={null} />;
}
