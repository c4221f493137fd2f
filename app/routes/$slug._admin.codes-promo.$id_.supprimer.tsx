import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useAdminHref } from "~/components/admin/admin-href";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { idFrom, rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { deletePromo, findPromoById } from "~/lib/admin/promos.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Supprimer le code promo");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const promo = await rowOf(params.id, findPromoById, "Ce code promo n'existe plus.");
  return data({ code: promo.code }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  await readForm(request);
  const id = idFrom(params.id);
  const promo = id ? await findPromoById(id) : undefined;
  const back = adminHref("/codes-promo");
  if (!promo || !(await deletePromo(promo.id))) {
    return redirectWithToast(request, back, { title: "Introuvable", description: "Ce code promo n'existe plus.", type: "error" });
  }
  return redirectWithToast(request, back, { title: "Code promo supprimé", description: promo.code, type: "success" });
}

export default function DeletePromo() {
  const { code } = useLoaderData<typeof loader>();
  const href = useAdminHref();
  return (
    <ConfirmDeleteDialog
      title="Supprimer le code promo"
      message={`Supprimer le code ${code} ? Les commandes qui l'ont utilisé gardent leur réduction.`}
      closeHref={href("/codes-promo")}
    />
  );
}
