import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { PromoDialog } from "~/components/admin/promos-tab";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { savePromoForm } from "./__promo-form.server";
import { readForm } from "~/lib/platform/request-body.server";

export const meta: MetaFunction = () => adminMeta("Nouveau code promo");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data(null, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  return savePromoForm(request, await readForm(request), null);
}

export default function NewPromo() {
  const result = useActionData<typeof action>();
  return <PromoDialog promo={null} lastResult={result?.result} />;
}
