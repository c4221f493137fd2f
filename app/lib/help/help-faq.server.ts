import { brand } from "../brand";
import { SET_VOUCHER_MIN_MONTHS, SET_VOUCHER_RULE } from "../discovery-sets/set-rules";
import { GIFT_CARD_LABEL, GIFT_CARD_VALIDITY_MONTHS } from "../gift-cards/gift-card-rules";
import { giftSettings } from "../gifts/gift-options.server";
import type { Block, Inline } from "../legal/legal-document";
import { getShopSettings } from "../legal/shop-settings.server";
import { shippingMethodsFor } from "../shipping/shipping-methods.server";
import { DISPATCH_SENTENCE } from "../shipping/dispatch";
import { deliveryOffer } from "../shipping/shipping-rules";
import { helpAnchor, type HelpTopic } from "./help-anchors";
import { paymentMeansHelp } from "../legal/payment-means";
import { zonesAbroad } from "../shipping/zones-abroad.server";
import { abroadHelpAnswer, deliveryAbroadHelp } from "../legal-pages/eu-sales-texts";

/** One question of /help: its anchor, and an answer in the legal pages' blocks (paragraphs, links, lists). */
export type HelpItem = { id: string; question: string; answer: Block[] };

const item = (topic: HelpTopic, question: string, answer: Block[]): HelpItem => ({ id: helpAnchor(topic), question, answer });

/**
 * SPEC.md's « cartes bancaires et PayPal », word for word: true once PayPal is on in Stripe's
 * dashboard (docs/payments.md); the owner's list of means, which must keep both, follows it.
 */
const PAYMENT_MEANS = "Nous acceptons les cartes bancaires et PayPal.";

/**
 * What shoppers of a perfume house ask, answered from what the shop states elsewhere: the delays
 * and prices are the shipping methods offered now (decision 108), the voucher's bottle the rule
 * of decision 155, the samples the owner's setting, the contact the seller's facts; so an answer
 * changes when the owner changes the fact, never apart from the other pages.
 */
export async function helpItems(): Promise<HelpItem[]> {
  const [methods, settings, gifts, abroad] = await Promise.all([shippingMethodsFor(), getShopSettings(), giftSettings(), zonesAbroad()]);
  const meansListed = paymentMeansHelp(settings.payment_means_text);
  const offered = methods.filter((m) => m.is_active);
  const samples = gifts.samplesPerOrder;
  const ways: Inline[][] = [
    settings.contact_email ? ["par email (", { text: settings.contact_email, href: `mailto:${settings.contact_email}` }, ")"] : [],
    settings.contact_phone ? ["par téléphone (", { text: settings.contact_phone, href: `tel:${settings.contact_phone.replace(/[^\d+]/g, "")}` }, ")"] : [],
  ].filter((way) => way.length > 0);
  return [
    item("order", "Comment passer commande ?", [
      `Ajoutez vos parfums au panier, choisissez le mode de livraison, appliquez votre code promo si vous en avez un, puis cliquez sur « Commander » pour payer en toute sécurité. ${PAYMENT_MEANS}`,
      "Un email de confirmation récapitule votre commande dès que le paiement est accepté.",
    ]),
    item("payment", "Quels moyens de paiement acceptez-vous ?", [
      `${PAYMENT_MEANS}${meansListed ? ` ${meansListed}` : ""} Le paiement se fait sur la page sécurisée de notre prestataire Stripe : nous ne voyons ni ne conservons jamais les données de votre carte.`,
      "Une carte cadeau ou le bon d'un coffret découverte règle tout ou partie de la commande : saisissez son code dans le panier, avant de payer.",
    ]),
    item("delivery", "Quels sont les délais de livraison ?", [
      DISPATCH_SENTENCE,
      ...(offered.length ? [{ list: offered.map(deliveryOffer) }] : []),
      `Zones de livraison : ${settings.delivery_zones_text || "France métropolitaine."}`,
      ...deliveryAbroadHelp(abroad),
    ]),
    ...(abroad.length > 0 ? [item("abroad", "Livrez-vous à l'étranger ?", abroadHelpAnswer(abroad))] : []),
    item("tracking", "Comment suivre ma commande ?", [
      [
        "Sans compte : sur la page ",
        { text: "Suivre ma commande", href: "/suivi-commande" },
        ", indiquez la référence de votre commande (MS-…) et l'email donné lors de l'achat. Le lien de l'email de confirmation y mène directement.",
      ],
      "Vous y retrouvez l'état de votre commande, le numéro de suivi du colis dès son expédition et vos factures.",
    ]),
    item("returns", "Puis-je retourner un parfum ?", [
      [
        "Oui, pendant quatorze jours à compter de la réception, sans avoir à vous justifier : cliquez sur « ",
        { text: "Renoncer au contrat ici", href: "/renoncer" },
        " », en bas de chaque page, ou renvoyez-nous le ",
        { text: "formulaire de rétractation", href: "/retractation" },
        ".",
      ],
      "Un flacon resté scellé (film de protection intact, jamais vaporisé) peut être retourné. Un flacon descellé ne peut pas l'être, pour des raisons d'hygiène.",
      [
        "Les frais de retour sont à votre charge ; nous vous remboursons par le même moyen de paiement au plus tard quatorze jours après votre demande. Le détail figure dans nos ",
        { text: "conditions générales de vente", href: "/cgv" },
        ".",
      ],
    ]),
    item(
      "samples",
      "Offrez-vous des échantillons ?",
      samples > 0
        ? [
            `Oui : avec chaque commande de parfums, choisissez dans le panier ${samples === 1 ? "un échantillon offert" : `jusqu'à ${samples} échantillons offerts`} parmi ceux que nous proposons, jamais un parfum déjà dans votre panier. Ils voyagent dans le même colis.`,
            "Pour porter plusieurs de nos parfums avant de choisir, le coffret découverte réunit des vaporisateurs de nos créations.",
          ]
        : ["Pas en ce moment. Pour porter plusieurs de nos parfums avant de choisir, le coffret découverte réunit des vaporisateurs de nos créations."],
    ),
    item("setVoucher", "Comment fonctionne le bon du coffret découverte ?", [
      "Le prix du coffret vous revient : son paiement vous donne un bon d'achat à usage unique du montant payé, envoyé dans l'email de confirmation.",
      SET_VOUCHER_RULE,
      `Saisissez-le dans le champ « Code promo » du panier ; il ne se cumule pas avec un code promo, et la part non utilisée est perdue. Il est valable au moins ${SET_VOUCHER_MIN_MONTHS} mois : sa date de fin figure à côté du code.`,
    ]),
    item("giftCard", "Comment offrir une carte cadeau ?", [
      [
        "Sur la page ",
        { text: GIFT_CARD_LABEL, href: "/carte-cadeau" },
        ", choisissez le montant, le destinataire, le nom qui figurera après « De la part de » et le jour d'envoi : la carte part par email ce jour-là, avec une version à imprimer. Rien n'est expédié.",
      ],
      `Elle est valable ${GIFT_CARD_VALIDITY_MONTHS} mois à compter de son envoi et règle tout ou partie d'une commande, en une ou plusieurs fois : son destinataire saisit le code dans le champ « Carte cadeau » du panier.`,
    ]),
    item("contact", "Comment vous contacter ?", [
      [
        `Contactez-nous sur ${brand.socialNetwork} (`,
        { text: brand.socialHandle, href: brand.socialUrl },
        ")",
        ...(ways.length === 2 ? [", ", ...ways[0], " ou ", ...ways[1]] : ways.length === 1 ? [" ou ", ...ways[0]] : []),
        " : nous répondons à toutes vos questions sur nos parfums et vos commandes, du lundi au samedi.",
      ],
    ]),
  ];
}
