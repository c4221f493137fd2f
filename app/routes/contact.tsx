import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ContactBlock } from "~/components/layout/contact-block";
import { brand, pageTitle } from "~/lib/brand";
import { getShopSettings } from "~/lib/legal/shop-settings.server";
import { listDeliveryPromises } from "~/lib/shipping/shipping-methods.server";

export const meta: MetaFunction = () => [
  { title: pageTitle("Contact") },
  { name: "description", content: `Contactez ${brand.name} sur ${brand.socialNetwork} (${brand.socialHandle}) : conseil, commandes et livraison.` },
];

export async function loader() {
  const [{ contact_email, contact_phone }, deliveryPromises] = await Promise.all([getShopSettings(), listDeliveryPromises()]);
  return { contact: { email: contact_email, phone: contact_phone }, deliveryPromises };
}

export default function Contact() {
  const { contact, deliveryPromises } = useLoaderData<typeof loader>();
  return (
    <div className="container-shop py-16">
      <ContactBlock headingLevel="h1" contact={contact} deliveryPromises={deliveryPromises} />
      <p className="mt-8 text-sm">
        Délais, retours, suivi de commande :{" "}
        <Link to="/help" className="underline underline-offset-2 hover:text-gold-dark">
          nos réponses aux questions fréquentes
        </Link>
        .
      </p>
    </div>
  );
}
