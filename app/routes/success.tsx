import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderSummaryList } from "~/components/checkout/order-summary";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { privatePageHeaders } from "~/lib/after-sale/private-page";
import { pageTitle } from "~/lib/brand";
import { commitStoredCart, EMPTY_CART, holdsChoices, readStoredCart } from "~/lib/cart/cart.server";
import { summariseOrder } from "~/lib/orders/orders.server";
import { orderForSuccessPage } from "~/lib/use-cases/payment-events.server";
import { paymentReceived } from "~/lib/orders/status-rules";

export const meta: MetaFunction = () => [
  { title: pageTitle("Paiement réussi") },
  { name: "description", content: "Merci pour votre commande : votre paiement a bien été reçu." },
  { name: "robots", content: "noindex" },
];

// It shows the order its address names: not for a shared cache (decision 097).
export const headers = privatePageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const stored = await readStoredCart(request);
  if (holdsChoices(stored)) {
    // The layout reads the cart from this same request: emptying it, then coming back, shows an
    // empty cart in the header at once.
    const emptied = await commitStoredCart(request, EMPTY_CART);
    throw redirect(`${url.pathname}${url.search}`, { headers: { "Set-Cookie": emptied } });
  }
  const found = await orderForSuccessPage(request);
  const visible = found && (found.order.status === "pending" || paymentReceived(found.order.status));
  return { order: visible ? summariseOrder(found) : null };
}

export default function Success() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <section className="container-shop max-w-2xl py-24 text-center">
      <h1 className="text-4xl md:text-5xl">Paiement réussi !</h1>
      <p className="mt-6 leading-relaxed text-ink/80">
        Merci pour votre commande. Vous allez recevoir un email de confirmation dans quelques instants.
      </p>
      {order ? (
        <section aria-labelledby="commande-title" className="mt-10 bg-white p-6 text-left ring-1 ring-ink/5">
          <h2 id="commande-title" className="text-2xl">
            Commande <span className="tracking-wider">{order.reference}</span>
          </h2>
          {order.status === "pending" ? (
            <p className="mt-2 text-sm text-ink/80">
              Votre paiement est en cours de confirmation par votre banque.
            </p>
          ) : null}
          {order.status === "refund_due" ? (
            <p className="mt-2 text-sm text-red-800">
              Votre paiement est arrivé après la fin du délai de réservation et un parfum de votre commande
              n'est plus disponible : la commande ne peut pas être honorée. Vous serez intégralement
              remboursé, sans démarche de votre part.
            </p>
          ) : null}
          <div className="mt-4">
            <OrderSummaryList order={order} />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="newsletter-after-payment-title" className="mt-10 bg-white p-6 text-left ring-1 ring-ink/5">
        <h2 id="newsletter-after-payment-title" className="text-2xl">Recevoir notre lettre d'information</h2>
        <p className="mt-2 text-sm text-ink/80">Facultatif : votre commande n'en dépend pas.</p>
        <div className="mt-4">
          <NewsletterForm source="after-payment" />
        </div>
      </section>
      <Link to="/" className="btn-dark mt-10">Retour à l'accueil</Link>
    </section>
  );
}
