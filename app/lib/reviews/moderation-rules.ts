/**
 * The published moderation rules (decision 110): a review is refused only for one of these, and
 * its author is told which. The public page « Avis clients » lists them word for word.
 */
export const REFUSAL_REASONS = {
  "hors-sujet": "Sans rapport avec le parfum acheté ou avec l'expérience de la commande",
  injurieux: "Propos injurieux, diffamatoires, discriminatoires ou contraires à la loi",
  "donnees-personnelles": "Données personnelles (adresse, téléphone, nom complet d'un tiers…)",
  publicite: "Publicité, liens ou promotion d'une autre marque ou d'un autre site",
  "conflit-interets": "Avis rédigé par une personne liée à la boutique ou à un concurrent",
  incomprehensible: "Texte incompréhensible ou sans contenu",
} as const;

export type RefusalReason = keyof typeof REFUSAL_REASONS;

export const REFUSAL_KEYS = Object.keys(REFUSAL_REASONS) as [RefusalReason, ...RefusalReason[]];

/**
 * How long the owner takes at most to publish or refuse a review, and how long a published
 * review stays: the « délai maximum de publication et de conservation » D111-10 (ex-D111-17) asks to state.
 */
export const REVIEW_PERIODS = { moderationDays: 15, keptYears: 3, postingDays: 365 } as const;
