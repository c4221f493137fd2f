import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocumentView } from "~/components/legal/legal-document-view";
import { brand, pageTitle } from "~/lib/brand";
import { loadLegalDocument } from "~/lib/legal-pages/legal-pages.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Droit de rétractation") },
  { name: "description", content: `Formulaire de rétractation de ${brand.name}, à imprimer : 14 jours pour changer d'avis.` },
];

export async function loader() {
  return { doc: await loadLegalDocument("retractation") };
}

export default function WithdrawalPage() {
  const { doc } = useLoaderData<typeof loader>();
  return <LegalDocumentView doc={doc} />;
}
