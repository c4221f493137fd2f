export const NAV_LINKS = [
  { to: "/", label: "Accueil" },
  { to: "/collections", label: "Nos Collections" },
  { to: "/about", label: "Qui sommes-nous" },
  { to: "/help", label: "Aide" },
  { to: "/contact", label: "Contact" },
] as const;

export const GIFT_CARD_LINK = { to: "/carte-cadeau", label: "Carte cadeau" } as const;

export const ORDER_TRACKING_LINK = { to: "/suivi-commande", label: "Suivre ma commande" } as const;

/** The footer's « La Maison » column: the header's links and the gift card (the wide header has no room left). */
export const FOOTER_LINKS = [...NAV_LINKS, GIFT_CARD_LINK] as const;

export const LEGAL_LINKS = [
  { to: "/mentions-legales", label: "Mentions légales" },
  { to: "/cgv", label: "Conditions générales de vente" },
  { to: "/retractation", label: "Droit de rétractation" },
  { to: "/confidentialite", label: "Confidentialité et cookies" },
  { to: "/accessibilite", label: "Accessibilité : non conforme" },
  { to: "/avis-clients", label: "Avis clients : nos règles" },
  ORDER_TRACKING_LINK,
] as const;

/** The withdrawal function (D221-5): on every page, worded as the décret says. */
export const WITHDRAWAL_LINK = { to: "/renoncer", label: "Renoncer au contrat ici" } as const;
