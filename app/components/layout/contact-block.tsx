import { brand } from "~/lib/brand";
import { DISPATCH_SENTENCE } from "~/lib/shipping/dispatch";

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
          Notre équipe vous répond directement sur {brand.socialNetwork}
          {contact?.email ? (contact.phone ? ", par email ou par téléphone" : " ou par email") : contact?.phone ? " ou par téléphone" : ""}, du
          lundi au samedi. Conseil personnalisé, suivi de commande, idée cadeau : nous sommes là pour vous.
        </p>
        {/* Every way to reach the house side by side, the social account first (SPEC.md); the
            email and phone are the seller's, from the legal facts, when the owner gave them. */}
        <ul aria-label="Nous joindre" className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
          <li>
            <a href={brand.socialUrl} target="_blank" rel="noopener noreferrer" className="btn-dark">
              {brand.socialHandle} sur {brand.socialNetwork}
            </a>
          </li>
          {contact?.email ? (
            <li>
              <span className="eyebrow block">Email</span>
              <a href={`mailto:${contact.email}`} className="underline underline-offset-2 hover:text-gold-dark">{contact.email}</a>
            </li>
          ) : null}
          {contact?.phone ? (
            <li>
              <span className="eyebrow block">Téléphone</span>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-2 hover:text-gold-dark">{contact.phone}</a>
            </li>
          ) : null}
        </ul>
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
