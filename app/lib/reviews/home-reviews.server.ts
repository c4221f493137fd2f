import { DEMO_REVIEWS, DEMO_REVIEWS_STATEMENT } from "../catalog/demo-reviews";
import { formatParisDate } from "../format/paris-time";
import { latestReviews } from "./reviews.server";

export type HomeReviews = {
  statement: string;
  items: { key: string; rating: number; comment: string; author: string; detail: string | null }[];
} | null;

/**
 * The home's reviews section: the demo's example reviews while the owner shows them (decision
 * 107: hidden before opening); once hidden, the buyers' newest published reviews (decision 110).
 * Their dates are written here, on the server, so the home's script carries no time-zone code.
 */
export async function homeReviews(showDemo: boolean): Promise<HomeReviews> {
  if (showDemo) return { statement: DEMO_REVIEWS_STATEMENT, items: DEMO_REVIEWS.map((r) => ({ ...r, key: r.author, detail: null })) };
  const verified = await latestReviews();
  if (!verified.length) return null;
  return {
    statement: "Avis vérifiés : les plus récents laissés par des acheteurs de nos parfums, quelle que soit leur note.",
    items: verified.map((r) => ({
      key: `avis-${r.id}`,
      rating: r.rating,
      comment: r.body,
      author: r.author,
      detail: `${r.product.name} · Achat vérifié · publié le ${formatParisDate(r.publishedAt)}, acheté le ${formatParisDate(r.purchasedAt)}`,
    })),
  };
}
