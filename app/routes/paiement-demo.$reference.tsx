import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OrderSummaryList } from "~/components/checkout/order-summary";
import { CustomerDetailsForm } from "~/components/checkout/customer-details-form";
import { brand, pageTitle } from "~/lib/brand";
import { demoPaymentSchema } from "~/lib/checkout/demo-schema";
import { formatPrice } from "~/lib/format/money";
import { isPayable } from "~/lib/checkout/holds.server";
import { summariseOrder } from "~/lib/orders/orders.server";
import { paymentReceived } from "~/lib/orders/status-rules";
import { cancelUnpaidOrder, findPayableDemoOrder, payDemoOrder } from "~/lib/use-cases/payment-events.server";
import { readForm } from "~/lib/platform/request-body.server";
import { redirectWithToast } from "~/lib/platform/toast.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Paiement (démonstration)") },
  { name: "description", content: "Page de paiement de démonstration : aucun paiement réel n'est effectué." },
  { name: "robots", content: "noindex" },
];

const CLOSED_TOAST = {
  title: "Erreur",
  description:
    "Cette session de paiement n'est plus valide (le délai de 30 minutes est dépassé ou elle a été annulée). Vous pouvez repasser commande depuis votre panier.",
  type: "error",
} as const;

function successUrl(reference: string) {
  return `/success?order=${encodeURIComponent(reference)}`;
}

/** The demo order behind the URL, or a 404 (also whenever real Stripe payments are configured). */
async function requireDemoOrder(reference: string | undefined) {
  const found = reference ? await findPayableDemoOrder(reference) : null;
  if (!found) throw new Response("Commande introuvable", { status: 404, statusText: "Not Found" });
  return found;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const found = await requireDemoOrder(params.reference);
  if (paymentReceived(found.order.status)) throw redirect(successUrl(found.order.reference));
  if (!isPayable(found.order)) throw await redirectWithToast(request, "/cart", CLOSED_TOAST);
  return { order: summariseOrder(found) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { order } = await requireDemoOrder(params.reference);
  const formData = await readForm(request);
  if (paymentReceived(order.status)) return redirect(successUrl(order.reference));
  // Past its window the order holds nothing any more: its price and stock are not honoured.
  if (!isPayable(order)) return redirectWithToast(request, "/cart", CLOSED_TOAST);
  if (formData.get("intent") === "cancel") {
    const cancelled = await cancelUnpaidOrder(order);
    // A "Payer" from another tab won the race: the order is paid, not cancelled.
    if ("order" in cancelled && paymentReceived(cancelled.order.status)) return redirect(successUrl(order.reference));
    return redirect("/cancel");
  }
  const submission = parseWithZod(formData, { schema: demoPaymentSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await payDemoOrder(order, submission.value);
  if (result.outcome === "refused") {
    return redirectWithToast(request, "/cart", { title: "Paiement refusé", description: result.reason, type: "error" });
  }
  // An "Annuler" from another tab won the race: the order was not paid.
  if (!("order" in result) || !paymentReceived(result.order.status)) return redirectWithToast(request, "/cart", CLOSED_TOAST);
  return redirect(successUrl(order.reference));
}

export default function DemoPaymentPage() {
  const { order } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  return (
    <section className="container-shop max-w-5xl py-12 md:py-16">
      <p className="eyebrow">Paiement sécurisé</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Paiement de votre commande</h1>
      <p className="mt-2 text-sm text-ink/80">
        Commande <strong className="tracking-wider">{order.reference}</strong>
      </p>

      <div role="note" aria-label="Mode démonstration" className="mt-6 border-l-4 border-gold bg-ink p-4 text-ivory">
        <p className="font-display text-xl">Mode démonstration</p>
        <p className="mt-1 text-sm text-ivory/90">
          Cette page remplace le paiement par carte tant que {brand.name} n'est pas reliée à un compte
          Stripe. Aucune carte n'est demandée et aucun montant n'est débité.
        </p>
      </div>

      <div className="mt-10 grid gap-10 md:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="recap-title" className="bg-white p-6 ring-1 ring-ink/5">
          <h2 id="recap-title" className="text-2xl">Récapitulatif</h2>
          <div className="mt-4">
            <OrderSummaryList order={order} totalLabel="Montant à payer TTC" />
          </div>
          {order.totalCents === 0 ? (
            <p className="mt-4 text-sm text-ink/80">Aucun paiement n'est requis pour cette commande.</p>
          ) : null}
        </section>

        <section aria-labelledby="livraison-title">
          <h2 id="livraison-title" className="text-2xl">Coordonnées de livraison</h2>
          <p className="mt-1 text-sm text-ink/80">Livraison en France métropolitaine.</p>
          <CustomerDetailsForm lastResult={lastResult}>
            <p className="text-sm text-ink/80 sm:col-span-2">
              {/* What the card takes: the total less what a gift card already paid (decision 116). */}
              Montant TTC à payer : <strong className="tabular-nums">{formatPrice(order.totalCents - order.giftCardCents)}</strong>
            </p>
            <button type="submit" name="intent" value="pay" className="btn-gold sm:col-span-2" disabled={busy}>
              Payer
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
