import { brand } from "~/lib/brand";
import { DISPATCH_SENTENCE } from "~/lib/shipping/shipping-rules";

/** The seller's email and phone from the legal settings, shown where the page has them. */
type ContactDetails = { email: string; phone: string };

/** deliveryPromises: listDeliveryPromises(), the shipping methods' delays (decision 108). */
export function ContactBlock({
  headingLevel = "h2",
  contact,
  deliveryPromises,
}: {
  headingLevel?: "h1" | "h2";
  contact?: ContactDetails;
  deliveryPromises: string[];
}) {
  const Heading = headingLevel;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <p className="eyebrow">Contact</p>
        <Heading className="mt-2 text-4xl">Une question ? Écrivez-nous</Heading>
        <p className="mt-4 leading-relaxed text-ink/80">
          Notre équipe vous répond directement sur {brand.socialNetwork}, du lundi au samedi. Conseil
          personnalisé, suivi de commande, idée cadeau : nous sommes là pour vous.
        </p>
        <a
          href={brand.socialUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-dark mt-6"
        >
          {brand.socialHandle} sur {brand.socialNetwork}
        </a>
        {contact && (contact.email || contact.phone) ? (
          <dl className="mt-6 space-y-2 text-sm">
            {contact.email ? (
              <div className="flex gap-2">
                <dt className="font-medium">Email :</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} className="underline underline-offset-2 hover:text-gold-dark">{contact.email}</a>
                </dd>
              </div>
            ) : null}
            {contact.phone ? (
              <div className="flex gap-2">
                <dt className="font-medium">Téléphone :</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-2 hover:text-gold-dark">{contact.phone}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
      <dl className="grid gap-4 self-start text-sm">
        <div className="bg-white p-5 ring-1 ring-ink/5">
          <dt className="eyebrow">Livraison</dt>
          <dd className="mt-2">{DISPATCH_SENTENCE}</dd>
          {deliveryPromises.map((promise) => (
            <dd key={promise} className="mt-2">{promise}</dd>
          ))}
        </div>
      </dl>
    </div>
  );
}
