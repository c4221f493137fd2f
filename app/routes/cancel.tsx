import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { brand, pageTitle } from "~/lib/brand";

export const meta: MetaFunction = () => [
  { title: pageTitle("Paiement annulé") },
  { name: "description", content: "Votre paiement a été annulé ; votre panier est conservé." },
];

export default function Cancel() {
  return (
    <section className="container-shop max-w-2xl py-24 text-center">
      <h1 className="text-4xl md:text-5xl">Paiement annulé</h1>
      <p className="mt-6 leading-relaxed text-ink/80">
        Aucun montant n'a été débité et votre panier est conservé. Vous pouvez réessayer quand vous le
        souhaitez, ou nous contacter sur {brand.socialNetwork} ({brand.socialHandle}) si vous avez
        rencontré un problème.
      </p>
      <Link to="/" className="btn-dark mt-10">Retour à l'accueil</Link>
    </section>
  );
}
