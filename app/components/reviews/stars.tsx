import { ratingText } from "~/lib/reviews/paths";

/** Five stars, the filled ones gold; what a screen reader says is the text « Note : 4 sur 5 ». */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span className="sr-only">{`Note : ${ratingText(rating)} sur 5`}</span>
      <span aria-hidden="true" className="tracking-tight">
        <span className="text-gold-dark">{"★".repeat(full)}</span>
        <span className="text-ink/25">{"★".repeat(5 - full)}</span>
      </span>
    </span>
  );
}
