// Each link names its text in the layout's namespace (locales/*/layout.json), read with useText.
export const NAV_LINKS = [
  { to: "/", text: "home" },
  { to: "/collections", text: "colls" },
  { to: "/about", text: "about" },
  { to: "/help", text: "help" },
  { to: "/contact", text: "contact" },
] as const;

export const GIFT_CARD_LINK = { to: "/carte-cadeau", text: "gift" } as const;

export const ORDER_TRACKING_LINK = { to: "/suivi-commande", text: "track" } as const;

/** The footer's « La Maison » column: the header's links and the gift card (the wide header has no room left). */
export const FOOTER_LINKS = [...NAV_LINKS, GIFT_CARD_LINK] as const;

export const LEGAL_LINKS = [
  { to: "/mentions-legales", text: "lNotice" },
  { to: "/cgv", text: "lTerms" },
  { to: "/retractation", text: "lRetract" },
  { to: "/confidentialite", text: "lPrivacy" },
  { to: "/accessibilite", text: "lA11y" },
  { to: "/avis-clients", text: "lReviews" },
  ORDER_TRACKING_LINK,
] as const;

/** The withdrawal function (D221-5): on every page, worded as the décret says. */
export const WITHDRAWAL_LINK = { to: "/renoncer", text: "withdraw" } as const;
