import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormatsDialog } from "~/components/admin/formats-dialog";
import { listFormats } from "~/lib/catalog/format-writes.server";
import { readAdminForm } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { perfumeOf } from "~/lib/admin/products.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { waitingByFormat } from "~/lib/stock-alerts/restock.server";
import { saveFormatForm } from "./__format-form.server";

export const meta: MetaFunction = () => adminMeta("Formats du parfum");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const product = await perfumeOf(params);
  const formats = await listFormats(product.id);
  const waiting = await waitingByFormat(formats.map((f) => f.id));
  return data(
    { product: { id: product.id, name: product.name }, formats: formats.map((f) => ({ ...f, waiting: waiting.get(f.id) ?? 0 })) },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request, params);
  const product = await perfumeOf(params);
  return saveFormatForm(request, (await readAdminForm(request)).form, product.id);
}

export default function PerfumeFormats() {
  const { product, formats } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <FormatsDialog product={product} formats={formats} lastResult={result} />;
}
