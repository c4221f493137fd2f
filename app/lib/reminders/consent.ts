// The reminder's texts and limits, free of any form library: the cart drawer, in every page's bundle, reads them (the zod schemas are in forms.ts).

/**
 * The box before « Commander » (decision 113), kept by version: each consent records the version
 * it was given under. Its wording is `remindMe` of locales/*\/cart.json, in the language the
 * consent row records (decision 169); a new wording, in either language, is a new version and an
 * issued one is never edited.
 */
export const REMINDER_CONSENT = { version: "2026-11-26" } as const;

/** Stripe's own promotions box (consent_collection.promotions) is a consent of its own wording. */
export const STRIPE_PROMOTIONS_CONSENT_VERSION = "stripe-promotions";

export const REMINDER_EMAIL_REQUIRED = "Indiquez votre email pour recevoir le rappel";

/**
 * The owner's delay, in minutes after the payment window closed (decision 113). Never shorter
 * than the 15 minutes a lapsed order still waits for a late payment (HOLD_GRACE_MS); never longer
 * than 47 hours, so with the 31-minute payment window it goes within the 48 hours the cart promises.
 */
export const REMINDER_DELAY = { min: 15, max: 47 * 60, default: 60 } as const;

/** The page of a reminder's link: a GET there only shows, its button POSTs the cart back. */
export const restorePath = (token: string) => `/panier/retrouver/${token}`;
