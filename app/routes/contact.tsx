import type { MetaFunction } from "@remix-run/node";
import { ContactBlock } from "~/components/layout/contact-block";
import { brand, pageTitle } from "~/lib/brand";

export const meta: MetaFunction = () => [
  { title: pageTitle("Contact") },
  { name: "description", content: `Contactez ${brand.name} sur ${brand.socialNetwork} (${brand.socialHandle}) : conseil, commandes et livraison.` },
];

export default function Contact() {
  return (
    <div className="container-shop py-16">
      <ContactBlock headingLevel="h1" />
    </div>
  );
}
