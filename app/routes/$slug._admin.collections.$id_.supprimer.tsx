import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useAdminHref } from "~/components/admin/admin-href";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { deleteCollection, findCollection } from "~/lib/admin/collections.server";
import { idFrom, rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Supprimer la collection");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const collection = await rowOf(params.id, findCollection, "Cette collection n'existe plus.");
  return data({ name: collection.name }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  await readForm(request);
  const id = idFrom(params.id);
  const collection = id ? await findCollection(id) : undefined;
  const back = adminHref("/collections");
  if (!collection || !(await deleteCollection(collection.id))) {
    return redirectWithToast(request, back, { title: "Introuvable", description: "Cette collection n'existe plus.", type: "error" });
  }
  return redirectWithToast(request, back, {
    title: "Collection supprimée",
    description: `${collection.name} : ses parfums restent en boutique, sans collection.`,
    type: "success",
  });
}

export default function DeleteCollection() {
  const { name } = useLoaderData<typeof loader>();
  const href = useAdminHref();
  return (
    <ConfirmDeleteDialog
      title="Supprimer la collection"
      message={`Supprimer « ${name} » ? Ses parfums restent en boutique, sans collection.`}
      closeHref={href("/collections")}
    />
  );
}
