import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ShippingDialog } from "~/components/admin/shipping-tab";
import { rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { readForm } from "~/lib/platform/request-body.server";
import { saveShippingForm } from "./__shipping-form.server";
import { findShippingMethodById } from "~/lib/shipping/shipping-methods.server";

export const meta: MetaFunction = () => adminMeta("Modifier le mode de livraison");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

function methodOf(params: { id?: string }) {
  return rowOf(params.id, findShippingMethodById, "Ce mode de livraison n'existe plus.");
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ method: await methodOf(params) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const method = await methodOf(params);
  return saveShippingForm(request, await readForm(request), method.id);
}

export default function EditShippingMethod() {
  const { method } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ShippingDialog method={method} lastResult={result?.result} />;
}
