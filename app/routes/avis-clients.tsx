import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocumentView } from "~/components/legal/legal-document-view";
import { brand, pageTitle } from "~/lib/brand";
import { getShopSettings } from "~/lib/legal/shop-settings.server";
import { buildReviewPolicy } from "~/lib/reviews/review-policy";
import { legalViewTexts } from "~/lib/legal-pages/legal-page.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Avis clients : nos règles") },
  { name: "description", content: `Comment ${brand.name} recueille, contrôle, modère, classe et conserve les avis de ses clients.` },
];

/** The « rubrique spécifique » of D111-10 (ex-D111-17; decisions 110, 140), with the delay the owner set. */
export async function loader() {
  const settings = await getShopSettings();
  return {
    doc: buildReviewPolicy({ invitationDays: settings.review_invitation_days, contactEmail: settings.contact_email }),
    texts: legalViewTexts("fr", false),
  };
}

export default function ReviewPolicyPage() {
  const { doc } = useLoaderData<typeof loader>();
  return <LegalDocumentView doc={doc} />;
}
