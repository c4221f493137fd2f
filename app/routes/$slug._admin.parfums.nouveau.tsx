import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { usePerfumeListHref } from "~/components/admin/admin-href";
import { ProductDialog } from "~/components/admin/product-dialog";
import { readAdminForm } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { saveProductForm } from "./__product-form.server";
import { usedNotes, collectionOptions } from "~/lib/admin/products.server";

export const meta: MetaFunction = () => adminMeta("Nouveau parfum");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ collections: await collectionOptions(), notes: await usedNotes() }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  return saveProductForm(request, await readAdminForm(request), null);
}

export default function NewPerfume() {
  const { collections, notes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const listHref = usePerfumeListHref();
  return <ProductDialog product={null} collections={collections} notes={notes} closeHref={listHref} lastResult={result?.result} />;
}
