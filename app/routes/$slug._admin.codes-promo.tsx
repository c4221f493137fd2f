import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { PromosScreen } from "~/components/admin/promos-tab";
import { idFrom } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { listPromos, setPromoActive } from "~/lib/admin/promos.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Codes promo");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ promos: await listPromos() }, { headers: ADMIN_HEADERS });
}

/** "Activer" / "Désactiver" of a row. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const form = await readForm(request);
  const id = idFrom(form.get("id"));
  const active = form.get("active") === "true";
  const back = adminHref("/codes-promo");
  if (!id || !(await setPromoActive(id, active))) {
    return redirectWithToast(request, back, { title: "Introuvable", description: "Ce code promo n'existe plus.", type: "error" });
  }
  return redirectWithToast(request, back, { title: active ? "Code promo activé" : "Code promo désactivé", type: "success" });
}

export default function PromosRoute() {
  const { promos } = useLoaderData<typeof loader>();
  return (
    <PromosScreen promos={promos}>
      <Outlet />
    </PromosScreen>
  );
}
