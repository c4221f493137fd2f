/** Where the European Commission explains the legal guarantee, the notice's "more information". */
const GUARANTEE_INFO_URL = "https://europa.eu/youreurope/citizens/consumers/shopping/guarantees-returns/index_fr.htm";

/**
 * The notice on the legal guarantee of conformity that directive 2011/83/UE (art. 6 §1 l, as
 * amended by directive (UE) 2024/825) wants where the shopper decides: on every product page and
 * before « Commander ». One component for every place; its layout follows the harmonised notice of
 * Implementing Regulation (UE) 2025/1960, annex I (a duration badge beside the title, the rights,
 * commercial guarantees set apart, a link to more information): decision 107 says what was and was
 * not read of that annex.
 */
export function LegalGuaranteeNotice() {
  return (
    <section aria-labelledby="garantie-legale-titre" className="flex gap-4 border-2 border-ink bg-white p-4 text-sm" data-testid="legal-guarantee-notice">
      <div aria-hidden="true" className="flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-full bg-ink text-ivory">
        <span className="font-display text-2xl leading-none">2</span>
        <span className="text-[10px] uppercase tracking-[0.15em]">ans</span>
      </div>
      <div className="space-y-1.5">
        <h2 id="garantie-legale-titre" className="font-display text-lg leading-tight">
          Garantie légale de conformité : 2 ans minimum
        </h2>
        <p>
          Le vendeur répond des défauts de conformité qui apparaissent dans les 2 ans suivant la livraison. Vous avez droit,
          sans frais, à la réparation ou au remplacement du produit, à défaut à une réduction du prix ou à l'annulation de
          l'achat avec remboursement.
        </p>
        <p>Cette garantie est prévue par le droit de l'Union européenne. Le vendeur ou le fabricant peut proposer en plus une garantie commerciale, sans jamais la remplacer.</p>
        <p>
          <a href={GUARANTEE_INFO_URL} className="underline underline-offset-2 hover:text-gold-dark" rel="noopener noreferrer">
            Plus d'informations sur vos droits (Commission européenne)
          </a>
        </p>
      </div>
    </section>
  );
}
