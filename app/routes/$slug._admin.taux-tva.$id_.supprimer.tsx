import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useAdminHref } from "~/components/admin/admin-href";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { deleteAction, deleteLoader } from "./__vat-rate-screen.server";

export const meta: MetaFunction = () => adminMeta("Supprimer le taux de TVA");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { deleteLoader as loader, deleteAction as action };

export default function DeleteVatRate() {
  const { name } = useLoaderData<typeof deleteLoader>();
  const href = useAdminHref();
  return <ConfirmDeleteDialog title="Supprimer le taux de TVA" message={`Supprimer le taux à venir ${name} ? Le taux en vigueur continue de s'appliquer.`} closeHref={href("/taux-tva")} />;
}
