import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ShippingDialog } from "~/components/admin/shipping-tab";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { readForm } from "~/lib/platform/request-body.server";
import { saveShippingForm } from "./__shipping-form.server";

export const meta: MetaFunction = () => adminMeta("Nouveau mode de livraison");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data(null, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  return saveShippingForm(request, await readForm(request), null);
}

export default function NewShippingMethod() {
  const result = useActionData<typeof action>();
  return <ShippingDialog method={null} lastResult={result?.result} />;
}
