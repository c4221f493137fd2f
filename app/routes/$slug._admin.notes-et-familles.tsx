import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { OlfactoryTermsScreen } from "~/components/admin/olfactory-terms-screen";
import { adminMeta } from "~/lib/admin/meta";
import { termsForOwner } from "~/lib/admin/olfactory-terms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";

export const meta: MetaFunction = () => adminMeta("Notes et familles (anglais)");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ rows: await termsForOwner() }, { headers: ADMIN_HEADERS });
}

export default function OlfactoryTermsRoute() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <OlfactoryTermsScreen terms={rows}>
      <Outlet />
    </OlfactoryTermsScreen>
  );
}
