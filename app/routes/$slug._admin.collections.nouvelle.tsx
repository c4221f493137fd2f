import type { MetaFunction } from "@remix-run/node";
import { CollectionDialog } from "~/components/admin/collections-tab";
import { adminHeaders } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";

export const meta: MetaFunction = () => adminMeta("Nouvelle collection");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
export { newLoader as loader, newAction as action } from "./__collection-screen.server";

export default function NewCollection() {
  return <CollectionDialog collection={null} />;
}
