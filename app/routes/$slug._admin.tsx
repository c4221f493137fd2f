import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminShell } from "~/components/admin/admin-shell";
import { usePreloadedToast } from "~/components/ui/toaster";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { ADMIN_HANDLE } from "~/lib/admin/meta";
import { productsWithoutIngredients } from "~/lib/admin/products.server";
import { missingIdentityFields } from "~/lib/legal/identity";
import { getShopSettings, identityOf } from "~/lib/legal/shop-settings.server";
import { isStripeEnabled } from "~/lib/platform/stripe.server";

export const headers = adminHeaders;
export const handle = ADMIN_HANDLE;

/** The signed-in back-office's frame. Each screen below checks the session again itself. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, params);
  const missingLegal = missingIdentityFields(identityOf(await getShopSettings()));
  const liveSales = isStripeEnabled();
  return data({ email: admin.email, missingLegal, liveSales, withoutIngredients: await productsWithoutIngredients() }, { headers: ADMIN_HEADERS });
}

export default function AdminLayout() {
  const { email, missingLegal, liveSales, withoutIngredients } = useLoaderData<typeof loader>();
  usePreloadedToast();
  return (
    <AdminShell email={email} missingLegal={missingLegal} liveSales={liveSales} withoutIngredients={withoutIngredients}>
      <Outlet />
    </AdminShell>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
