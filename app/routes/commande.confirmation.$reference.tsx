import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { actOnUnpaidOrder, loadUnpaidOrder } from "./__unpaid-order-page.server";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CustomerDetailsForm } from "~/components/checkout/customer-details-form";
import { OrderSummaryList } from "~/components/checkout/order-summary";
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
        paiement par carte bancaire n'est demandé. Indiquez vos coordonnées, acceptez les conditions générales de vente et
        validez : le montant est débité de votre carte cadeau.
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
            {/* L221-14: the button itself must say the order obliges payment, here from the card (decision 124). */}
            <button type="submit" name="intent" value="confirm" className="btn-gold sm:col-span-2" disabled={busy}>
              Commander et payer par carte cadeau
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
