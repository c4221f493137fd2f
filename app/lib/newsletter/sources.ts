// The newsletter's words for the owner and the addresses it mails: out of consent.ts, which the
// footer puts in every page's first load (decision 170's budget), as none of this is a shopper's.

/**
 * Where a sign-up came from: the footer of every page, the box of the payment success page, or
 * the /newsletter page (where a refused sign-up comes back without JavaScript).
 */
export const NEWSLETTER_SOURCES = ["footer", "after-payment", "page"] as const;

const SOURCE_LABELS: Record<(typeof NEWSLETTER_SOURCES)[number], string> = {
  footer: "Pied de page",
  "after-payment": "Après paiement",
  page: "Page lettre d'information",
};

/** The owner's word for where a subscriber signed up (screen and CSV). */
export const sourceLabel = (source: string) => SOURCE_LABELS[source as keyof typeof SOURCE_LABELS] ?? source;

/** The page of a subscription's confirmation link: a GET there only shows, its buttons POST. */
export const subscriptionPath = (token: string) => `/newsletter/${token}`;
