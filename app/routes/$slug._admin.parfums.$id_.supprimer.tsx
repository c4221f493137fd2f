import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { usePerfumeListHref } from "~/components/admin/admin-href";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { idFrom, rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { perfumeListHref } from "~/lib/admin/perfume-list.server";
import { deleteProduct, findProduct } from "~/lib/catalog/perfume-writes.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Supprimer le parfum");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const product = await rowOf(params.id, findProduct, "Ce parfum n'existe plus.");
  return data({ name: product.name }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  await readForm(request);
  const id = idFrom(params.id);
  const product = id ? await findProduct(id) : undefined;
  const back = perfumeListHref(request);
  if (!product || !(await deleteProduct(product.id))) {
    return redirectWithToast(request, back, { title: "Introuvable", description: "Ce parfum n'existe plus.", type: "error" });
  }
  return redirectWithToast(request, back, { title: "Parfum supprimé", description: product.name, type: "success" });
}

export default function DeletePerfume() {
  const { name } = useLoaderData<typeof loader>();
  const listHref = usePerfumeListHref();
  return (
    <ConfirmDeleteDialog
      title="Supprimer le parfum"
      message={`Supprimer « ${name} » ? Il disparaîtra de la boutique ; les commandes passées gardent leur copie.`}
      closeHref={listHref}
    />
  );
}
