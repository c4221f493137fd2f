import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminShell } from "~/components/admin/admin-shell";
import { usePreloadedToast } from "~/components/ui/toaster";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { ADMIN_HANDLE } from "~/lib/admin/shell";
import { missingLegalFacts } from "~/lib/legal/legal-facts.server";
import { isStripeEnabled } from "~/lib/platform/stripe.server";
import { adminLinks } from "~/components/admin/admin-stylesheet";

export const headers = adminHeaders;
export const links = adminLinks;
export const handle = ADMIN_HANDLE;

/** The signed-in back-office's frame. Each screen below checks the session again itself. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, params);
  // Card payments open and a legal fact missing: no customer can order (decision 142), so every screen says it.
  const salesBlocked = isStripeEnabled() && (await missingLegalFacts()).length > 0;
  return data({ email: admin.email, salesBlocked }, { headers: ADMIN_HEADERS });
}

export default function AdminLayout() {
  const { email, salesBlocked } = useLoaderData<typeof loader>();
  usePreloadedToast();
  return (
    <AdminShell email={email} salesBlocked={salesBlocked}>
      <Outlet />
    </AdminShell>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
