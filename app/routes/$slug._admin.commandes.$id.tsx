import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OrderDetail } from "~/components/admin/orders-tab";
import { rowOf } from "~/lib/admin/forms.server";
import { ADMIN_HEADERS, adminHeaders, adminHref, requireAdmin } from "~/lib/auth/guard.server";
import { adminMeta } from "~/lib/admin/meta";
import { findOrder } from "~/lib/orders/history.server";
import { deliverSchema, refundSchema, resendSchema, shipSchema } from "~/lib/orders/order-forms";
import { applyOrderAction } from "~/lib/use-cases/order-actions.server";
import { orderSheet } from "~/lib/use-cases/order-sheet.server";
import { readForm } from "~/lib/platform/request-body.server";
import { isStripeEnabled } from "~/lib/platform/stripe.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => adminMeta("Commande");
export const headers = adminHeaders;
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";

const MISSING = "Cette commande n'existe pas.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request, params);
  return data({ sheet: await rowOf(params.id, orderSheet, MISSING), stripe: isStripeEnabled() }, { headers: ADMIN_HEADERS });
}

const SCHEMAS = { ship: shipSchema, deliver: deliverSchema, refund: refundSchema, resend: resendSchema } as const;

/**
 * Ship, mark delivered, refund, send an email again: one form each, all posted here and switched
 * on `intent`, each checked by the schema the browser also uses. A refused move (wrong status,
 * Stripe said no) comes back as the form's own error; any other ends on the sheet with a toast
 * (POST/redirect/GET).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, params);
  const order = await rowOf(params.id, findOrder, MISSING);
  const form = await readForm(request);
  const intent = String(form.get("intent"));
  if (!Object.hasOwn(SCHEMAS, intent)) return data({ intent: null, result: null }, { status: 400 });
  const submission = parseWithZod(form, { schema: SCHEMAS[intent as keyof typeof SCHEMAS] });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const outcome = await applyOrderAction(order.id, admin.email, submission.value);
  if (outcome.kind === "refused") return data({ intent, result: submission.reply({ formErrors: [outcome.reason] }) }, { status: 400 });
  return redirectWithToast(request, adminHref(`/commandes/${order.id}`), outcome.toast);
}

export default function OrderPage() {
  const { sheet, stripe } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  return <OrderDetail sheet={sheet} actionResult={actionResult} stripe={stripe} />;
}
