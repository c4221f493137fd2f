import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocumentView } from "~/components/legal/legal-document-view";
import { brand, pageTitle } from "~/lib/brand";
import { loadLegalDocument } from "~/lib/legal-pages/legal-pages.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Conditions générales de vente") },
  { name: "description", content: `Conditions générales de vente de ${brand.name} : prix TTC, commande, paiement, livraison, rétractation, garanties.` },
];

export async function loader() {
  return { doc: await loadLegalDocument("cgv") };
}

export default function TermsPage() {
  const { doc } = useLoaderData<typeof loader>();
  return <LegalDocumentView doc={doc} />;
}
