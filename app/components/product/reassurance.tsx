import type { ReactNode } from "react";
import { GIFT_MESSAGE_MAX, GIFT_WRAP_LABEL, tooManySamples, wrapPriceText } from "~/lib/gifts/gift-rules";
import { DISPATCH_SENTENCE } from "~/lib/shipping/dispatch";
import type { PurchaseReassurance } from "~/lib/use-cases/purchase-reassurance.server";

/** The section below that explains each promise, and each promise's place in it. */
const SERVICE_SECTION_ID = "livraison-et-retours";
const ANCHORS = { delivery: "livraison", returns: "retours", samples: "echantillons", wrap: "emballage-cadeau" } as const;

function deliveryWords(delivery: NonNullable<PurchaseReassurance["delivery"]>): string {
  const free = delivery.free ? " offerte" : "";
  return delivery.delay ? `Livraison${free} en ${delivery.delay}` : `Livraison${free}`;
}

/**
 * The one line under « Ajouter au panier »: each promise the shop keeps today, a link to where it
 * is explained. A promise the owner withdrew (no sample, no wrap) is not made.
 */
export function ReassuranceLine({ facts }: { facts: PurchaseReassurance }) {
  const items: [string, string][] = [
    ...(facts.delivery ? [[ANCHORS.delivery, deliveryWords(facts.delivery)] as [string, string]] : []),
    [ANCHORS.returns, `Retours sous ${facts.withdrawalDays} jours`],
    ...(facts.samplesPerOrder > 0 ? [[ANCHORS.samples, "Échantillons offerts"] as [string, string]] : []),
    ...(facts.wrapCents != null ? [[ANCHORS.wrap, facts.wrapCents === 0 ? `${GIFT_WRAP_LABEL} offert` : GIFT_WRAP_LABEL] as [string, string]] : []),
  ];
  return (
    <ul aria-label="Nos services" className="flex flex-wrap gap-x-4 gap-y-1 text-xs tracking-[0.15em] text-ink/80" data-testid="reassurance">
      {items.map(([anchor, words]) => (
        <li key={anchor}>
          <a href={`#${anchor}`} className="underline underline-offset-4 hover:text-gold-dark">
            {words}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Service({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-24">
      <dt className="eyebrow">{title}</dt>
      <dd className="mt-2 text-sm leading-relaxed text-ink/90">{children}</dd>
    </div>
  );
}

const more = "underline underline-offset-2 hover:text-gold-dark";

/**
 * « Livraison et retours »: what the line above promises, in full, and beside it the EU notice on
 * the legal guarantee (`notice`), shown whole as the law asks (decision 151).
 */
export function DeliveryAndReturns({ facts, notice }: { facts: PurchaseReassurance; notice: ReactNode }) {
  return (
    <section aria-labelledby={`${SERVICE_SECTION_ID}-title`} id={SERVICE_SECTION_ID} className="scroll-mt-24 border-t border-ink/10 pt-6">
      <h2 id={`${SERVICE_SECTION_ID}-title`} className="text-2xl">Livraison et retours</h2>
      <div className="mt-4 grid gap-8 md:grid-cols-2 md:gap-16">
        <dl className="space-y-5">
          <Service id={ANCHORS.delivery} title="Livraison">
            {DISPATCH_SENTENCE}
            {facts.deliverySentences.length ? (
              <ul className="mt-1 list-disc pl-5">
                {facts.deliverySentences.map((sentence) => (
                  <li key={sentence}>{sentence}.</li>
                ))}
              </ul>
            ) : null}
          </Service>
          <Service id={ANCHORS.returns} title="Retours">
            Vous disposez de {facts.withdrawalDays} jours après la réception pour vous rétracter. Un flacon resté scellé peut être retourné ; un flacon descellé ou
            vaporisé ne le peut pas. <a href="/retractation" className={more}>Formulaire de rétractation</a> ·{" "}
            <a href="/cgv" className={more}>conditions générales de vente</a>
          </Service>
          {facts.samplesPerOrder > 0 ? (
            <Service id={ANCHORS.samples} title="Échantillons offerts">
              Choisissez vos échantillons dans le panier, parmi les parfums qui n'y sont pas encore. {tooManySamples(facts.samplesPerOrder)}
            </Service>
          ) : null}
          {facts.wrapCents != null ? (
            <Service id={ANCHORS.wrap} title={GIFT_WRAP_LABEL}>
              {`${wrapPriceText(facts.wrapCents)}, avec un message de ${GIFT_MESSAGE_MAX} caractères au plus, à choisir dans le panier.`}
            </Service>
          ) : null}
        </dl>
        {notice}
      </div>
    </section>
  );
}
