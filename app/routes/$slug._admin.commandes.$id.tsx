import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderDetail } from "~/components/admin/orders-tab";
import { rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { findOrder, ORDER_STATUS_LABELS } from "~/lib/orders/history.server";

export const meta: MetaFunction = () => adminMeta("Commande");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const order = rowOf(params.id, findOrder, "Cette commande n'existe pas.");
  return data({ order, status: ORDER_STATUS_LABELS[order.status] }, { headers: ADMIN_HEADERS });
}

export default function OrderSheet() {
  const { order, status } = useLoaderData<typeof loader>();
  return <OrderDetail order={order} status={status} />;
}
