import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { LegalGuaranteeNotice } from "~/components/legal/legal-guarantee-notice";
import { pageTitle } from "~/lib/brand";
import { guaranteeArtworkUrl } from "~/lib/legal/guarantee-artwork.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Garantie légale") },
  { name: "description", content: "La notice de l'Union européenne sur la garantie légale de conformité de deux ans minimum." },
];

/** The EU guarantee notice in full, on a page of its own: what the cart, the CGV and the emails point to (decision 141). */
export async function loader() {
  return { artworkUrl: await guaranteeArtworkUrl("fr") };
}

export default function GuaranteeNoticePage() {
  const { artworkUrl } = useLoaderData<typeof loader>();
  return (
    <div className="container-shop max-w-3xl py-16">
      <p className="eyebrow">Vos droits</p>
      <h1 className="mt-2 text-4xl md:text-5xl">Garantie légale</h1>
      <p className="mt-4 text-ink/80">
        Tous nos parfums bénéficient de la garantie légale de conformité et de la garantie des vices cachés, rappelées dans nos{" "}
        <Link to="/cgv" className="underline underline-offset-2 hover:text-gold-dark">conditions générales de vente</Link>. Voici la notice harmonisée de l'Union européenne.
      </p>
      <div className="mt-8">
        <LegalGuaranteeNotice artworkUrl={artworkUrl} />
      </div>
    </div>
  );
}
