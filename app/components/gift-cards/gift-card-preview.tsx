import { brand } from "~/lib/brand";
import { formatPrice } from "~/lib/format/money";
import { GIFT_CARD_LABEL } from "~/lib/gift-cards/gift-card-rules";

/** What the preview prints; any field left empty shows the example's words instead. */
export type GiftCardLook = { amountCents: number | null; recipientName: string; senderName: string; message: string };

/** The example a page shows before anything is typed, and all along without JavaScript (decision 156). */
const GIFT_CARD_EXAMPLE = { recipientName: "Léa", senderName: "Julie et Marc", message: "Joyeux anniversaire !" };

/**
 * The card as its recipient receives it (the email's words and the printable card's order: the
 * amount, for whom, from whom, the message), drawn from what the buyer has typed so far.
 */
export function GiftCardPreview({ look }: { look: GiftCardLook }) {
  return (
    <figure className="mx-auto w-full max-w-sm">
      <div className="flex aspect-[8/5] flex-col justify-between bg-ink p-6 text-ivory shadow-lg ring-1 ring-gold/40">
        <p className="flex items-baseline justify-between gap-2 whitespace-nowrap">
          <span className="font-display text-base tracking-wide text-gold-light sm:text-lg">{brand.name}</span>
          <span className="eyebrow text-gold">{GIFT_CARD_LABEL}</span>
        </p>
        <p className="text-center font-display text-4xl text-gold-light">
          {look.amountCents === null ? "Montant de votre choix" : formatPrice(look.amountCents)}
        </p>
        <div className="text-center text-sm leading-relaxed">
          <p>Pour {look.recipientName || GIFT_CARD_EXAMPLE.recipientName}</p>
          <p>De la part de {look.senderName || GIFT_CARD_EXAMPLE.senderName}</p>
          <p className="mt-1 line-clamp-2 italic text-ivory/80">« {look.message || GIFT_CARD_EXAMPLE.message} »</p>
        </div>
      </div>
      <figcaption className="mt-2 text-center text-xs text-ink/70">
        Aperçu de la carte reçue par email, avec son code et sa version à imprimer.
      </figcaption>
    </figure>
  );
}
