import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { usePerfumeListHref } from "~/components/admin/admin-href";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { deleteAction, deleteLoader } from "./__perfume-screen.server";

export const meta: MetaFunction = () => adminMeta("Supprimer le parfum");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { deleteLoader as loader, deleteAction as action };

export default function DeletePerfume() {
  const { name } = useLoaderData<typeof deleteLoader>();
  const listHref = usePerfumeListHref();
  return (
    <ConfirmDeleteDialog
      title="Supprimer le parfum"
      message={`Supprimer « ${name} » ? Il disparaîtra de la boutique ; les commandes passées gardent leur copie.`}
      closeHref={listHref}
    />
  );
}
