import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { ShippingScreen } from "~/components/admin/shipping-tab";
import { idFrom } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { readForm } from "~/lib/platform/request-body.server";
import { listShippingMethods, setShippingMethodActive } from "~/lib/shipping/shipping-methods.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Livraison");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ methods: await listShippingMethods() }, { headers: ADMIN_HEADERS });
}

/** "Activer" / "Désactiver" of a row. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const form = await readForm(request);
  const id = idFrom(form.get("id"));
  const active = form.get("active") === "true";
  const back = adminHref("/livraison");
  if (!id || !(await setShippingMethodActive(id, active))) {
    return redirectWithToast(request, back, { title: "Introuvable", description: "Ce mode de livraison n'existe plus.", type: "error" });
  }
  return redirectWithToast(request, back, { title: active ? "Mode de livraison activé" : "Mode de livraison désactivé", type: "success" });
}

export default function ShippingRoute() {
  const { methods } = useLoaderData<typeof loader>();
  return (
    <ShippingScreen methods={methods}>
      <Outlet />
    </ShippingScreen>
  );
}
