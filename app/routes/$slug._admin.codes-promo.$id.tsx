import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PromoDialog } from "~/components/admin/promos-tab";
import { rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { savePromoForm } from "./__promo-form.server";
import { findPromoById } from "~/lib/admin/promos.server";
import { readForm } from "~/lib/platform/request-body.server";

export const meta: MetaFunction = () => adminMeta("Modifier le code promo");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

function promoOf(params: { id?: string }) {
  return rowOf(params.id, findPromoById, "Ce code promo n'existe plus.");
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ promo: await promoOf(params) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const promo = await promoOf(params);
  return savePromoForm(request, await readForm(request), promo.id);
}

export default function EditPromo() {
  const { promo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <PromoDialog promo={promo} lastResult={result?.result} />;
}
