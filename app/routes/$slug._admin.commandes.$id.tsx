import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OrderDetail } from "~/components/admin/orders-tab";
import { rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { findOrder } from "~/lib/orders/history.server";
import { orderSheet, orderSheetAction } from "./__order-sheet.server";
import { readForm } from "~/lib/platform/request-body.server";
import { isStripeEnabled } from "~/lib/platform/stripe.server";

export const meta: MetaFunction = () => adminMeta("Commande");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

const MISSING = "Cette commande n'existe pas.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ sheet: await rowOf(params.id, orderSheet, MISSING), stripe: isStripeEnabled() }, { headers: ADMIN_HEADERS });
}

/** Ship, mark delivered, refund, send an email again: one form each, all posted here. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, params);
  const order = await rowOf(params.id, findOrder, MISSING);
  return orderSheetAction(request, await readForm(request), order.id, admin);
}

export default function OrderPage() {
  const { sheet, stripe } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  return <OrderDetail sheet={sheet} actionResult={actionResult} stripe={stripe} />;
}
