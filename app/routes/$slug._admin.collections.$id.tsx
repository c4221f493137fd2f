import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CollectionDialog } from "~/components/admin/collections-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { editAction, editLoader } from "./__collection-screen.server";

export const meta: MetaFunction = () => adminMeta("Modifier la collection");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { editLoader as loader, editAction as action };

export default function EditCollection() {
  const { row } = useLoaderData<typeof editLoader>();
  return <CollectionDialog collection={row} />;
}
