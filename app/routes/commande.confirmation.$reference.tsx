import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { actOnUnpaidOrder, loadUnpaidOrder } from "./__unpaid-order-page.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { UnpaidOrderPage } from "~/components/checkout/unpaid-order-page";
import { pageTitle } from "~/lib/brand";
import { formatPrice } from "~/lib/format/money";

export const meta: MetaFunction = () => [
  { title: pageTitle("Confirmation de la commande") },
  { name: "description", content: "Votre carte cadeau règle toute la commande : indiquez vos coordonnées et confirmez." },
  { name: "robots", content: "noindex" },
];

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadUnpaidOrder("card", request, params.reference);
}

export function action({ request, params }: ActionFunctionArgs) {
  return actOnUnpaidOrder("card", request, params.reference);
}

export default function CardPaidConfirmationPage() {
  const { order } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <UnpaidOrderPage
      order={order}
      lastResult={lastResult}
      eyebrow="Réglée par carte cadeau"
      title="Confirmation de votre commande"
      notice={
        <p className="mt-6 max-w-2xl leading-relaxed text-ink/80">
          Votre carte cadeau règle la totalité de la commande ({formatPrice(order.giftCardCents)}) : aucun paiement par
          carte bancaire n'est demandé. Indiquez vos coordonnées, acceptez les conditions générales de vente et validez :
          le montant est débité de votre carte cadeau.
        </p>
      }
      totalLabel="Total TTC"
      // L221-14: the button itself must say the order obliges payment, here from the card (decision 124).
      submit={{ intent: "confirm", label: "Commander et payer par carte cadeau" }}
    />
  );
}
