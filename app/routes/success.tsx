import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { commitStoredCart } from "~/lib/cart.server";
import { pageTitle } from "~/lib/brand";

export const meta: MetaFunction = () => [
  { title: pageTitle("Paiement réussi") },
  { name: "description", content: "Merci pour votre commande : votre paiement a bien été reçu." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return data(null, {
    headers: { "Set-Cookie": await commitStoredCart(request, { lines: [], promoCode: null }) },
  });
}

export default function Success() {
  return (
    <section className="container-shop max-w-2xl py-24 text-center">
      <h1 className="text-4xl md:text-5xl">Paiement réussi !</h1>
      <p className="mt-6 leading-relaxed text-ink/80">
        Merci pour votre commande. Vous allez recevoir un email de confirmation dans quelques instants.
      </p>
      <Link to="/" className="btn-dark mt-10">Retour à l'accueil</Link>
    </section>
  );
}
