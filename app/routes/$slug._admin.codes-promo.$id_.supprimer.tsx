import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useAdminHref } from "~/components/admin/admin-href";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { deleteAction, deleteLoader } from "./__promo-screen.server";

export const meta: MetaFunction = () => adminMeta("Supprimer le code promo");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { deleteLoader as loader, deleteAction as action };

export default function DeletePromo() {
  const { name } = useLoaderData<typeof deleteLoader>();
  const href = useAdminHref();
  return <ConfirmDeleteDialog title="Supprimer le code promo" message={`Supprimer le code ${name} ? Les commandes qui l'ont utilisé gardent leur réduction.`} closeHref={href("/codes-promo")} />;
}
