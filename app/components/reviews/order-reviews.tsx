import { Link } from "@remix-run/react";
import type { ReviewableLine } from "~/lib/reviews/reviews.server";
import { reviewFormPath, REVIEWS_POLICY_PATH } from "~/lib/reviews/paths";

const STATE = { pending: "Avis envoyé, en cours de relecture", published: "Avis publié", refused: "Avis non publié" } as const;

/** On the shopper's order page: each perfume the buyer may review, with a link to its form or the state of its review. */
export function OrderReviews({ lines, token }: { lines: ReviewableLine[]; token: string }) {
  if (!lines.length) return null;
  return (
    <section aria-labelledby="avis-title" className="mt-10 bg-white p-6 ring-1 ring-ink/5">
      <h2 id="avis-title" className="text-2xl">Donner mon avis</h2>
      <p className="mt-2 text-sm text-ink/80">
        Un avis par article, publié après relecture avec la mention « Achat vérifié ».{" "}
        <Link to={REVIEWS_POLICY_PATH} className="underline underline-offset-2 hover:text-gold-dark">
          Nos règles de publication
        </Link>
      </p>
      <ul className="mt-4 space-y-2">
        {lines.map((line) => (
          <li key={line.itemId} className="flex flex-wrap items-center justify-between gap-2">
            <span>{line.name}</span>
            {line.review ? (
              <span className="text-sm text-ink/80">{STATE[line.review.status]}</span>
            ) : (
              <Link to={reviewFormPath(token, line.itemId)} className="btn-outline px-3 py-2 text-xs" aria-label={`Donner mon avis sur ${line.name}`}>
                Donner mon avis
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
