import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { actOnUnpaidOrder, loadUnpaidOrder } from "./__unpaid-order-page.server";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { OrderSummaryList } from "~/components/checkout/order-summary";
import { CustomerDetailsForm } from "~/components/checkout/customer-details-form";
import { brand, pageTitle } from "~/lib/brand";
import { formatPrice } from "~/lib/format/money";

export const meta: MetaFunction = () => [
  { title: pageTitle("Paiement (démonstration)") },
  { name: "description", content: "Page de paiement de démonstration : aucun paiement réel n'est effectué." },
  { name: "robots", content: "noindex" },
];

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadUnpaidOrder("demo", request, params.reference);
}

export function action({ request, params }: ActionFunctionArgs) {
  return actOnUnpaidOrder("demo", request, params.reference);
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
