import type { ReactNode } from "react";
import { CONCENTRATIONS } from "~/lib/catalog/product-facts";
import type { ProductPageData } from "~/lib/catalog/catalog.server";
import type { ResponsiblePerson } from "~/lib/legal/identity";
import { formatName } from "~/lib/catalog/formats";

type Props = { product: ProductPageData; responsible: ResponsiblePerson };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="eyebrow">{label}</dt>
      <dd className="mt-1 text-sm leading-relaxed text-ink/90">{children}</dd>
    </div>
  );
}

/**
 * What the law asks a perfume's page to tell before purchase (decision 089): composition,
 * precautions, identification and who answers for it in the EU. A native disclosure: it opens by
 * keyboard and without JavaScript, and its text is in the HTML either way.
 */
export function CompositionSection({ product, responsible }: Props) {
  return (
    <section aria-labelledby="composition-title" className="border-t border-ink/10 pt-6">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 [&::-webkit-details-marker]:hidden">
          <h2 id="composition-title" className="text-2xl">Composition et précautions</h2>
          <span aria-hidden="true" className="text-xl text-gold-dark transition group-open:rotate-45">+</span>
        </summary>
        <dl className="mt-4 grid max-w-3xl gap-5">
          <Fact label="Concentration">{[CONCENTRATIONS[product.concentration], ...product.formats.map(formatName)].join(", ")}</Fact>
          <Fact label="Ingrédients">
            {product.ingredients || "Liste des ingrédients bientôt disponible : écrivez-nous pour la recevoir avant d’acheter."}
          </Fact>
          <Fact label="Allergènes à déclarer">
            {product.allergens.length > 0 ? product.allergens.join(", ") : "Aucun allergène à déclarer"}
          </Fact>
          <Fact label="Précautions d’emploi">{product.warnings}</Fact>
          <Fact label="Identification">
            {[product.reference ? `Référence ${product.reference}` : `Parfum ${product.name}`, product.ean ? `EAN ${product.ean}` : ""]
              .filter(Boolean)
              .join(" · ")}
          </Fact>
          <Fact label="Personne responsable">
            <span className="block">{responsible.name || "[à compléter]"}</span>
            <span className="block whitespace-pre-line">{responsible.address || "[à compléter]"}</span>
            {responsible.email ? (
              <a href={`mailto:${responsible.email}`} className="underline underline-offset-2">
                {responsible.email}
              </a>
            ) : (
              "[à compléter]"
            )}
          </Fact>
        </dl>
      </details>
    </section>
  );
}
