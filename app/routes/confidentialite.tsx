import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocumentView } from "~/components/legal/legal-document-view";
import { brand, pageTitle } from "~/lib/brand";
import { loadLegalDocument } from "~/lib/legal-pages/legal-pages.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Politique de confidentialité") },
  { name: "description", content: `Données personnelles et cookies chez ${brand.name} : ce qui est recueilli, pourquoi, combien de temps, vos droits.` },
];

export async function loader() {
  return { doc: await loadLegalDocument("confidentialite") };
}

export default function PrivacyPage() {
  const { doc } = useLoaderData<typeof loader>();
  return <LegalDocumentView doc={doc} />;
}
