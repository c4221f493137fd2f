import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CustomerDetailsForm } from "~/components/checkout/customer-details-form";
import { OrderSummaryList } from "~/components/checkout/order-summary";
import { pageTitle } from "~/lib/brand";
import { demoPaymentSchema } from "~/lib/checkout/demo-schema";
import { isPayable } from "~/lib/checkout/holds.server";
import { formatPrice } from "~/lib/format/money";
import { summariseOrder } from "~/lib/orders/orders.server";
import { paymentReceived } from "~/lib/orders/status-rules";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";
import { cancelUnpaidOrder, confirmCardPaidOrder, findCardPaidOrder } from "~/lib/use-cases/payment-events.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Confirmation de la commande") },
  { name: "description", content: "Votre carte cadeau règle toute la commande : indiquez vos coordonnées et confirmez." },
  { name: "robots", content: "noindex" },
];

const CLOSED_TOAST = {
  title: "Erreur",
  description:
    "Cette commande ne peut plus être confirmée (le délai de 30 minutes est dépassé ou elle a été annulée). Vous pouvez repasser commande depuis votre panier.",
  type: "error",
} as const;

function successUrl(reference: string) {
  return `/success?order=${encodeURIComponent(reference)}`;
}

/** The order behind the URL, only while its gift card pays all of it, or a 404. */
async function requireCardPaidOrder(reference: string | undefined) {
  const found = reference ? await findCardPaidOrder(reference) : null;
  if (!found) throw new Response("Commande introuvable", { status: 404, statusText: "Not Found" });
  return found;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await requireCardPaidOrder(params.reference);
  if (paymentReceived(found.order.status)) throw redirect(successUrl(found.order.reference));
  if (!isPayable(found.order)) throw await redirectWithToast(request, "/cart", CLOSED_TOAST);
  return { order: summariseOrder(found) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { order } = await requireCardPaidOrder(params.reference);
  const formData = await readForm(request);
  if (paymentReceived(order.status)) return redirect(successUrl(order.reference));
  if (formData.get("intent") === "cancel") {
    const cancelled = await cancelUnpaidOrder(order);
    // A confirmation from another tab won the race: the order is paid, not cancelled.
    if ("order" in cancelled && paymentReceived(cancelled.order.status)) return redirect(successUrl(order.reference));
    return redirect("/cancel");
  }
  const submission = parseWithZod(formData, { schema: demoPaymentSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await confirmCardPaidOrder(order, submission.value);
  if (result.outcome === "refused") {
    return redirectWithToast(request, "/cart", { title: "Commande non confirmée", description: result.reason, type: "error" });
  }
  // An « Annuler » from another tab won the race, or the window had closed: nothing was paid.
  if (!("order" in result) || !paymentReceived(result.order.status)) return redirectWithToast(request, "/cart", CLOSED_TOAST);
  return redirect(successUrl(order.reference));
}

export default function CardPaidConfirmationPage() {
  const { order } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  // A cart of gift cards alone has no shipping method: nothing goes by post (decision 116).
  const shipped = order.shippingMethodName !== null;

  return (
    <section className="container-shop max-w-5xl py-12 md:py-16">
      <p className="eyebrow">Réglée par carte cadeau</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Confirmation de votre commande</h1>
      <p className="mt-2 text-sm text-ink/80">
        Commande <strong className="tracking-wider">{order.reference}</strong>
      </p>
      <p className="mt-6 max-w-2xl leading-relaxed text-ink/80">
        Votre carte cadeau règle la totalité de la commande ({formatPrice(order.giftCardCents)}) : aucun
        paiement n'est demandé. Indiquez vos coordonnées, acceptez les conditions générales de vente et
        confirmez.
      </p>

      <div className="mt-10 grid gap-10 md:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="recap-title" className="bg-white p-6 ring-1 ring-ink/5">
          <h2 id="recap-title" className="text-2xl">Récapitulatif</h2>
          <div className="mt-4">
            <OrderSummaryList order={order} totalLabel="Total TTC" />
          </div>
        </section>

        <section aria-labelledby="coordonnees-title">
          <h2 id="coordonnees-title" className="text-2xl">{shipped ? "Coordonnées de livraison" : "Vos coordonnées"}</h2>
          <p className="mt-1 text-sm text-ink/80">
            {shipped ? "Livraison en France métropolitaine." : "Pour la facture : les cartes cadeaux partent par email."}
          </p>
          <CustomerDetailsForm lastResult={lastResult}>
            <p className="text-sm text-ink/80 sm:col-span-2">
              Montant TTC à payer : <strong className="tabular-nums">{formatPrice(0)}</strong>
            </p>
            <button type="submit" name="intent" value="confirm" className="btn-gold sm:col-span-2" disabled={busy}>
              Confirmer la commande
            </button>
          </CustomerDetailsForm>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="btn-outline w-full" disabled={busy}>
              Annuler
            </button>
          </Form>
        </section>
      </div>
    </section>
  );
}
