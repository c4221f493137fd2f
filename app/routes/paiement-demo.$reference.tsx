import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { actOnUnpaidOrder, loadUnpaidOrder } from "./__unpaid-order-page.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnpaidOrderPage } from "~/components/checkout/unpaid-order-page";
import { brand, pageTitle } from "~/lib/brand";

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
  return (
    <UnpaidOrderPage
      order={order}
      lastResult={lastResult}
      eyebrow="Paiement sécurisé"
      title="Paiement de votre commande"
      notice={
        <div role="note" aria-label="Mode démonstration" className="mt-6 border-l-4 border-gold bg-ink p-4 text-ivory">
          <p className="font-display text-xl">Mode démonstration</p>
          <p className="mt-1 text-sm text-ivory/90">
            Cette page remplace le paiement par carte tant que {brand.name} n'est pas reliée à un compte
            Stripe. Aucune carte n'est demandée et aucun montant n'est débité.
          </p>
        </div>
      }
      totalLabel="Montant à payer TTC"
      recapNote={order.totalCents === 0 ? <p className="mt-4 text-sm text-ink/80">Aucun paiement n'est requis pour cette commande.</p> : null}
      submit={{ intent: "pay", label: "Payer" }}
    />
  );
}
