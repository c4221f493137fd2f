import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CollectionDialog } from "~/components/admin/collections-tab";
import { saveCollectionForm } from "./__collection-form.server";
import { findCollection } from "~/lib/admin/collections.server";
import { rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { readForm } from "~/lib/platform/request-body.server";

export const meta: MetaFunction = () => adminMeta("Modifier la collection");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

function collectionOf(params: { id?: string }) {
  return rowOf(params.id, findCollection, "Cette collection n'existe plus.");
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ collection: await collectionOf(params) }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const collection = await collectionOf(params);
  return saveCollectionForm(request, await readForm(request), collection.id);
}

export default function EditCollection() {
  const { collection } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <CollectionDialog collection={collection} lastResult={result?.result} />;
}
