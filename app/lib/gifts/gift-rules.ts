import { formatPrice } from "../format/money";
import { stripControls } from "../platform/control-chars";

/** The wrap's name on Stripe's page, invoices and emails. */
export const GIFT_WRAP_LABEL = "Emballage cadeau";

/** The card's words: enough for a few lines, short enough to print on a card (decision 096). */
export const GIFT_MESSAGE_MAX = 200;

/** The most samples the owner may allow per order; also bounds what a cookie may carry. */
export const MAX_SAMPLE_CHOICES = 10;

export const GIFT_MESSAGES = {
  tooLong: `Votre message ne peut pas dépasser ${GIFT_MESSAGE_MAX} caractères.`,
  needsWrap: "Cochez « Emballage cadeau » pour joindre un message.",
  wrapUnavailable: "L'emballage cadeau n'est pas proposé pour le moment.",
  sampleUnavailable: "Cet échantillon n'est plus disponible : choisissez-en un autre.",
  sampleInCart: "Ce parfum est déjà dans votre panier : choisissez un autre échantillon.",
} as const;

export function tooManySamples(limit: number): string {
  if (limit <= 0) return "Les échantillons ne sont pas proposés pour le moment.";
  return limit === 1 ? "Vous pouvez choisir un seul échantillon." : `Vous pouvez choisir au plus ${limit} échantillons.`;
}

/**
 * The message as it will be printed: a posted textarea's CRLF counted as one character (as the
 * browser counted it under maxLength), control characters out, trimmed. Never HTML: every place
 * that shows it escapes it.
 */
export function cleanGiftMessage(raw: string): string {
  return stripControls(raw.replace(/\r\n?/g, "\n"), { multiline: true }).trim();
}

/** The wrap's price as every page and email says it. */
export function wrapPriceText(cents: number): string {
  return cents === 0 ? "Offert" : formatPrice(cents);
}
