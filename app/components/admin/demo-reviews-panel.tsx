import { Form } from "@remix-run/react";
import { DEMO_REVIEWS } from "~/lib/catalog/demo-reviews";

/**
 * The home's example reviews as the owner sees them: listed for what they are, with the one
 * button that hides them before the shop opens (or shows them again).
 */
export function DemoReviewsPanel({ shown }: { shown: boolean }) {
  return (
    <section aria-labelledby="demo-reviews-title" className="border border-ink/10 bg-white p-5">
      <h3 id="demo-reviews-title" className="font-display text-xl">Avis de démonstration affichés sur l'accueil</h3>
      <p className="mt-2 max-w-2xl text-sm text-ink/80">
        Ces trois avis sont des exemples du catalogue de démonstration, pas des avis de clients : l'accueil le dit à côté
        d'eux. Masquez-les avant d'ouvrir la boutique : l'accueil montre alors les trois derniers avis publiés de vos clients.{" "}
        <strong className="font-medium">{shown ? "Ils sont affichés." : "Ils sont masqués."}</strong>
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {DEMO_REVIEWS.map((r) => (
          <li key={r.author}>
            {r.rating} / 5 — « {r.comment} » ({r.author})
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="demo-reviews" />
        <input type="hidden" name="show" value={shown ? "0" : "1"} />
        <button type="submit" className="btn-outline px-4 py-2 text-xs">
          {shown ? "Masquer ces avis" : "Afficher ces avis"}
        </button>
      </Form>
    </section>
  );
}
