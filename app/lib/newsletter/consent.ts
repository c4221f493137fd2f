import { brand } from "../brand";
import { NEWSLETTER_UNCONFIRMED_DAYS } from "../privacy/newsletter-unconfirmed";

// The newsletter's texts, free of any form library: the footer, in every page's bundle, reads them (the zod schema is in newsletter-schema.ts, for the routes that need it).

/**
 * The sentence a shopper agrees to, kept by version: each subscription records the version it
 * was given under, so the wording someone accepted can always be shown (decision 112). A new
 * wording is a new version; an issued one is never edited.
 */
export const NEWSLETTER_CONSENT = {
  version: "2026-11-26",
  text: `Je souhaite recevoir par email la lettre d'information de ${brand.name} (nouveaux parfums, offres). Je confirme par le lien de l'email que je vais recevoir, et je peux me désinscrire à tout moment par le lien présent dans chaque message.`,
} as const;

/** The wording of a recorded version: only one exists so far; a new one joins this list, the old kept. */
export const consentText = (version: string) => (version === NEWSLETTER_CONSENT.version ? NEWSLETTER_CONSENT.text : "");

/** Shown under the sign-up forms: what happens next, and for how long an unconfirmed request is kept. */
export const NEWSLETTER_NOTICE = `Un email de confirmation vous sera envoyé ; sans confirmation sous ${NEWSLETTER_UNCONFIRMED_DAYS} jours, votre adresse est effacée.`;
