import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocumentView } from "~/components/legal/legal-document-view";
import { brand, pageTitle } from "~/lib/brand";
import { loadLegalDocument } from "~/lib/legal-pages/legal-pages.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Mentions légales") },
  { name: "description", content: `Mentions légales de ${brand.name} : éditeur, directeur de la publication, hébergeur, médiation.` },
];

export async function loader() {
  return { doc: await loadLegalDocument("mentions-legales") };
}

export default function LegalNoticePage() {
  const { doc } = useLoaderData<typeof loader>();
  return <LegalDocumentView doc={doc} />;
}
