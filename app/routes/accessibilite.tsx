import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocumentView } from "~/components/legal/legal-document-view";
import { legalPageMeta } from "~/lib/legal-pages/legal-page-meta";
import { loadLegalPage } from "~/lib/legal-pages/legal-page.server";

export const meta = legalPageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLegalPage(request, "accessibilite");
}

export default function AccessibilityPage() {
  const { doc } = useLoaderData<typeof loader>();
  return <LegalDocumentView doc={doc} />;
}
