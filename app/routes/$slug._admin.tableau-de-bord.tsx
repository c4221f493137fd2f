import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Dashboard } from "~/components/admin/dashboard";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { ownerDesk } from "~/lib/use-cases/owner-desk.server";

export const meta: MetaFunction = () => adminMeta("Tableau de bord");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

/** The admin's first screen (decision 153): /{ADMIN_PATH} leads here once signed in. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ desk: await ownerDesk() }, { headers: ADMIN_HEADERS });
}

export default function DashboardRoute() {
  const { desk } = useLoaderData<typeof loader>();
  return <Dashboard desk={desk} />;
}
