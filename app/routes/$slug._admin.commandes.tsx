import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { OrdersScreen } from "~/components/admin/orders-tab";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { ORDER_STATUS_LABELS, revenueByDay } from "~/lib/orders/history.server";
import { readOrderFilters } from "~/lib/orders/order-filters.server";
import { listOrdersPage } from "~/lib/orders/order-list.server";

export const meta: MetaFunction = () => adminMeta("Commandes");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  const { filters, errors } = readOrderFilters(new URL(request.url).searchParams);
  return data(
    { page: await listOrdersPage(filters), filters, errors, statusLabels: ORDER_STATUS_LABELS, revenue: await revenueByDay(30) },
    { headers: ADMIN_HEADERS },
  );
}

export default function OrdersRoute() {
  const { page, filters, errors, statusLabels, revenue } = useLoaderData<typeof loader>();
  return (
    <OrdersScreen page={page} filters={filters} errors={errors} statusLabels={statusLabels} revenue={revenue}>
      <Outlet />
    </OrdersScreen>
  );
}
