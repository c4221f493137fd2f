import { Link } from "@remix-run/react";
import { formatParisDate } from "~/lib/format/paris-time";
import { brand } from "~/lib/brand";
import type { ProductReviews as ProductReviewsData } from "~/lib/reviews/reviews.server";
import { ratingText, REVIEWS_POLICY_PATH } from "~/lib/reviews/paths";
import { Pagination } from "../ui/pagination";
import { Stars } from "./stars";

/**
 * A perfume's published reviews under its facts: the average and count, how they are checked
 * (D111-10, ex-D111-17, beside the reviews), then one page of them newest first, with links to the others.
 */
export function ProductReviews({ reviews: data, query }: { reviews: ProductReviewsData; query: string }) {
  return (
    <section aria-labelledby="reviews-title" id="avis" className="border-t border-ink/10 pt-6">
      <h2 id="reviews-title" className="text-2xl">Avis clients</h2>
      {data.count ? (
        <p className="mt-2 flex flex-wrap items-center gap-3" data-testid="rating-summary">
          <Stars rating={data.average} className="text-xl" />
          <span className="font-medium">{`${ratingText(data.average)} / 5`}</span>
          <span className="text-sm text-ink/80">{`${data.count} avis`}</span>
        </p>
      ) : (
        <p className="mt-2 text-ink/80">Aucun avis publié pour ce parfum pour le moment.</p>
      )}
      <p className="mt-2 max-w-3xl text-sm text-ink/80">
        Avis contrôlés : seuls les acheteurs de ce parfum sur {brand.name} peuvent en déposer un, relu avant publication.
        Classés du plus récent au plus ancien.{" "}
        <Link to={REVIEWS_POLICY_PATH} className="underline underline-offset-2 hover:text-gold-dark">
          Comment les avis sont recueillis et publiés
        </Link>
      </p>
      {data.items.length ? (
        <ul className="mt-6 grid gap-4">
          {data.items.map((r) => (
            <li key={r.id}>
              <article className="bg-white p-5 ring-1 ring-ink/5" aria-label={`Avis de ${r.author}`}>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <Stars rating={r.rating} />
                  <span className="font-medium">{r.author}</span>
                  <span className="text-xs font-semibold uppercase tracking-[0.15em] text-green-900">Achat vérifié</span>
                </div>
                <p className="mt-1 text-xs text-ink/75">
                  Publié le {formatParisDate(r.publishedAt)} · acheté le {formatParisDate(r.purchasedAt)}
                </p>
                <p className="mt-3 whitespace-pre-line leading-relaxed">{r.body}</p>
                {r.reply ? (
                  <div className="mt-4 border-l-2 border-gold pl-4 text-sm">
                    <p className="font-medium">Réponse de {brand.name}, le {formatParisDate(r.reply.at)}</p>
                    <p className="mt-1 whitespace-pre-line">{r.reply.text}</p>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {/* `?avis=n` keeps the rest of the address (the format shown) and comes back to this section. */}
      <Pagination page={data.page} pageCount={data.pageCount} label="Pages des avis" query={query} param="avis" hash="avis" />
    </section>
  );
}
