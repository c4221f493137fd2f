import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { WithdrawalConfirmForm, WithdrawalRequestForm } from "~/components/after-sale/withdrawal-forms";
import { pageTitle } from "~/lib/brand";
import { ACCESS_LIFETIME_MS, orderPagePath, signOrderAccess, verifyOrderAccess } from "~/lib/orders/order-access.server";
import { withdrawalConfirmSchema, withdrawalRequestSchema } from "~/lib/after-sale/order-lookup-schema";
import { lookUpOrder, NOT_FOUND } from "~/lib/after-sale/order-lookup.server";
import { privatePageHeaders } from "~/lib/after-sale/private-page";
import { withdrawalRefusal } from "~/lib/after-sale/withdrawal-period";
import { findWithdrawal, orderForReview, withdrawalReview } from "~/lib/after-sale/withdrawal.server";
import { requestWithdrawal } from "~/lib/use-cases/withdraw.server";
import { kickSender } from "~/lib/mail/sender.server";
import { formatPrice } from "~/lib/format/money";
import { findOrderById } from "~/lib/orders/orders.server";
import { readForm } from "~/lib/platform/request-body.server";
import { currentClient } from "~/lib/platform/request-context.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Renoncer au contrat") },
  { name: "description", content: "Exercez en ligne votre droit de rétractation : votre commande, les articles, puis « Confirmer la rétractation »." },
];

export const headers = privatePageHeaders;

/** What became of the refund of the gift cards withdrawn from (cancelled either way). */
function cardsRefundText(refund: { ok: boolean; cents: number } | undefined): string {
  if (!refund) return "";
  return refund.ok
    ? ` La carte cadeau est annulée et ${formatPrice(refund.cents)} vous sont remboursés.`
    : ` La carte cadeau est annulée ; son remboursement de ${formatPrice(refund.cents)} sera fait par nos soins sous 14 jours.`;
}

/** From the order's page (`?commande={token}`), its reference and email are filled in already. */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("commande");
  const access = token ? verifyOrderAccess(token) : null;
  const found = access?.ok ? await findOrderById(access.orderId) : null;
  return { prefill: found ? { reference: found.order.reference, email: found.order.customer_email ?? "" } : null };
}

const ALREADY = "Votre rétractation de cette commande avait déjà été enregistrée : elle figure sur la page de la commande.";

/** The confirmation step of an order whose reference and email were just checked. */
async function confirmStep(orderId: number, reason: string | undefined, status = 200, error?: string) {
  const found = (await orderForReview(orderId))!;
  const access = signOrderAccess(orderId, new Date(Date.now() + ACCESS_LIFETIME_MS.form));
  return data(
    { step: "confirm" as const, access, reason: reason ?? "", review: withdrawalReview(found.order, found.items), error: error ?? null, result: null },
    { status },
  );
}

/**
 * Two posts, each a real form (D221-5): « Continuer » checks the order (counted like « Suivre ma
 * commande ») and shows the confirmation step; « Confirmer la rétractation » records it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  if (form.get("intent") === "confirm") {
    const submission = parseWithZod(form, { schema: withdrawalConfirmSchema });
    const access = verifyOrderAccess(String(form.get("access") ?? ""));
    if (!access.ok) {
      return data({ step: "request" as const, result: submission.reply({ formErrors: ["Cette étape a expiré : indiquez de nouveau votre commande."] }) }, { status: 400 });
    }
    if (submission.status !== "success") return confirmStep(access.orderId, String(form.get("reason") ?? ""), 400, "Choisissez au moins un article");
    const outcome = await requestWithdrawal(access.orderId, submission.value.items, submission.value.reason);
    if (!outcome.ok) return confirmStep(access.orderId, submission.value.reason, 400, outcome.message);
    if (outcome.created) kickSender();
    return redirectWithToast(request, orderPagePath(access.orderId, "form"), {
      title: outcome.created ? "Rétractation enregistrée" : "Rétractation déjà enregistrée",
      description: outcome.created ? `Un accusé de réception vous a été envoyé par email.${cardsRefundText(outcome.cardsRefund)}` : ALREADY,
      type: "success",
    });
  }
  const submission = parseWithZod(form, { schema: withdrawalRequestSchema });
  if (submission.status !== "success") return data({ step: "request" as const, result: submission.reply() }, { status: 400 });
  const { reference, email, reason } = submission.value;
  const found = await lookUpOrder(reference, email, currentClient());
  if (!found.ok) {
    const message = found.reason === "limited" ? found.message : NOT_FOUND;
    return data({ step: "request" as const, result: submission.reply({ formErrors: [message] }) }, { status: found.reason === "limited" ? 429 : 400 });
  }
  if (await findWithdrawal(found.order.id)) {
    return redirectWithToast(request, orderPagePath(found.order.id, "form"), { title: "Rétractation déjà enregistrée", description: ALREADY, type: "info" });
  }
  const refusal = withdrawalRefusal(found.order);
  if (refusal) return data({ step: "request" as const, result: submission.reply({ formErrors: [refusal] }) }, { status: 400 });
  return confirmStep(found.order.id, reason);
}

export default function WithdrawalPage() {
  const { prefill } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="container-shop max-w-2xl py-12 md:py-16">
      <p className="eyebrow">Droit de rétractation</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Renoncer au contrat</h1>
      {answer?.step === "confirm" ? (
        <WithdrawalConfirmForm key={answer.access} access={answer.access} reason={answer.reason} review={answer.review} error={answer.error} />
      ) : (
        <WithdrawalRequestForm prefill={prefill} lastResult={answer?.result ?? undefined} />
      )}
    </section>
  );
}
