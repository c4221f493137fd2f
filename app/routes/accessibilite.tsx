import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocumentView } from "~/components/legal/legal-document-view";
import { brand, pageTitle } from "~/lib/brand";
import { loadLegalDocument } from "~/lib/legal-pages/legal-pages.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Déclaration d'accessibilité") },
  { name: "description", content: `Accessibilité du site ${brand.name} : état de conformité, vérifications faites, limites connues, signaler un obstacle et voies de recours.` },
];

export async function loader() {
  return { doc: await loadLegalDocument("accessibilite") };
}

export default function AccessibilityPage() {
  const { doc } = useLoaderData<typeof loader>();
  return <LegalDocumentView doc={doc} />;
}
