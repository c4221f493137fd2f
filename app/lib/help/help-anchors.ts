/**
 * The help page's questions by topic: each answer has this id, so a page of the shop links to the
 * one answer it needs (`helpHref("delivery")` → "/help#livraison"), and the browser opens it.
 */
const HELP_ANCHORS = {
  order: "commander",
  payment: "paiement",
  delivery: "livraison",
  abroad: "livraison-a-l-etranger",
  tracking: "suivre-ma-commande",
  returns: "retours",
  samples: "echantillons",
  setVoucher: "coffret-decouverte",
  giftCard: "carte-cadeau",
  contact: "nous-contacter",
} as const;

export type HelpTopic = keyof typeof HELP_ANCHORS;

export function helpAnchor(topic: HelpTopic): string {
  return HELP_ANCHORS[topic];
}

export function helpHref(topic: HelpTopic): string {
  return `/help#${HELP_ANCHORS[topic]}`;
}
