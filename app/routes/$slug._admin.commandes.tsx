import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { OrdersScreen } from "~/components/admin/orders-tab";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { listOrders, ORDER_STATUS_LABELS, revenueByDay } from "~/lib/orders/history.server";

export const meta: MetaFunction = () => adminMeta("Commandes");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data(
    { orders: listOrders(), statusLabels: ORDER_STATUS_LABELS, revenue: revenueByDay(30) },
    { headers: ADMIN_HEADERS },
  );
}

export default function OrdersRoute() {
  const { orders, statusLabels, revenue } = useLoaderData<typeof loader>();
  return (
    <OrdersScreen orders={orders} statusLabels={statusLabels} revenue={revenue}>
      <Outlet />
    </OrdersScreen>
  );
}
