import type { MetaFunction } from "@remix-run/node";
import { PromoDialog } from "~/components/admin/promos-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";

export const meta: MetaFunction = () => adminMeta("Nouveau code promo");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { newLoader as loader, newAction as action } from "./__promo-screen.server";

export default function NewPromo() {
  return <PromoDialog promo={null} />;
}
