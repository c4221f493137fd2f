import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CollectionDialog } from "~/components/admin/collections-tab";
import { saveCollectionForm } from "./__collection-form.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { readForm } from "~/lib/platform/request-body.server";

export const meta: MetaFunction = () => adminMeta("Nouvelle collection");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data(null, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  return saveCollectionForm(request, await readForm(request), null);
}

export default function NewCollection() {
  const result = useActionData<typeof action>();
  return <CollectionDialog collection={null} lastResult={result?.result} />;
}
