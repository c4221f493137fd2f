import { brand } from "../brand";
import { formatPrice } from "../format/money";
import type { ShippingMethod } from "../platform/schema.server";
import { shippingMethodsFor } from "../shipping/shipping-methods.server";
import { DISPATCH_SENTENCE } from "../shipping/dispatch";
import { deliveryOffer } from "../shipping/shipping-rules";
import type { AccessibilityRegime, Identity, RequiredIdentityField } from "../legal/identity";
import type { Block, Inline, LegalDocument, WithdrawalForm } from "../legal/legal-document";
import { getShopSettings, identityOf } from "../legal/shop-settings.server";
import type { PackagingRegistration } from "../legal/packaging-registrations";
import { listPackagingRegistrations } from "../legal/packaging-registrations.server";
import { countryName } from "../shipping/countries";
import { vatRateAt } from "../legal/vat-rates.server";
import { GUARANTEE_NOTICE_PATH } from "../legal/guarantee-notice-path";
import { formatTermsVersion, termsVersionOf } from "../legal/terms";
import { legalTextLang } from "../legal/legal-text-lang";
import type { Lang } from "../i18n/lang";
import { paymentSentence } from "../legal/payment-means";
import type { ZoneAbroad } from "../shipping/zones-abroad";
import { zonesAbroad } from "../shipping/zones-abroad.server";
import { deliveryAbroadBlocks, pricesAbroadSentence, returnAbroadSentence, ROME_I_SENTENCE } from "./eu-sales-texts";
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS, GIFT_CARD_VALIDITY_MONTHS, GIFT_CARD_WITHDRAWAL_RULE } from "../gift-cards/gift-card-rules";
import { formatVatRate } from "../legal/vat";
import { retentionStatements } from "../privacy/retention-periods";
import { SET_REFUND_TERMS, SET_VOUCHER_TERMS } from "../discovery-sets/set-rules";

// The five legal pages, written from what each domain states (its terms, delays, retention
// periods). A folder above legal/: gift cards and the others read the shop's settings there, and
// these pages read them, so in legal/ the two would import each other (decision 128).

const TO_COMPLETE = "[à compléter]";

/**
 * The online withdrawal function, said where it is in the words of the model notice (annexe à
 * l'article R221-3 as amended by décret 2026-3, art. 7; L221-21 and D221-5, docs/decisions/088).
 */
const ONLINE_WITHDRAWAL: Inline[] = [
  "Vous pouvez également exercer votre droit de rétractation en ligne sur notre site, par le lien « ",
  { text: "Renoncer au contrat ici", href: "/renoncer" },
  " » présent en bas de chaque page et sur la page de votre commande (« Suivre ma commande »). Si vous utilisez cette fonctionnalité en ligne, nous vous enverrons, dans les meilleurs délais, un accusé de réception de la rétractation sur un support durable (par courriel), y compris son contenu ainsi que la date et l'heure de sa soumission.",
];

/**
 * The box the CGV of goods must hold, word for word (Code de la consommation D211-2 and its
 * annex A, décret 2022-946): its own framed section, on the page and in the PDF (decision 107).
 */
const GUARANTEE_BOX: LegalDocument["sections"][number] = {
  heading: "Garanties légales de conformité et des vices cachés",
  framed: true,
  blocks: [
    "Le consommateur dispose d'un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d'apparition d'un défaut de conformité. Durant ce délai, le consommateur n'est tenu d'établir que l'existence du défaut de conformité et non la date d'apparition de celui-ci.",
    "Lorsque le contrat de vente du bien prévoit la fourniture d'un contenu numérique ou d'un service numérique de manière continue pendant une durée supérieure à deux ans, la garantie légale est applicable à ce contenu numérique ou ce service numérique tout au long de la période de fourniture prévue. Durant ce délai, le consommateur n'est tenu d'établir que l'existence du défaut de conformité affectant le contenu numérique ou le service numérique et non la date d'apparition de celui-ci.",
    "La garantie légale de conformité emporte obligation pour le professionnel, le cas échéant, de fournir toutes les mises à jour nécessaires au maintien de la conformité du bien.",
    "La garantie légale de conformité donne au consommateur droit à la réparation ou au remplacement du bien dans un délai de trente jours suivant sa demande, sans frais et sans inconvénient majeur pour lui.",
    "Si le bien est réparé dans le cadre de la garantie légale de conformité, le consommateur bénéficie d'une extension de six mois de la garantie initiale.",
    "Si le consommateur demande la réparation du bien, mais que le vendeur impose le remplacement, la garantie légale de conformité est renouvelée pour une période de deux ans à compter de la date de remplacement du bien.",
    "Le consommateur peut obtenir une réduction du prix d'achat en conservant le bien ou mettre fin au contrat en se faisant rembourser intégralement contre restitution du bien, si :",
    {
      list: [
        "1° Le professionnel refuse de réparer ou de remplacer le bien ;",
        "2° La réparation ou le remplacement du bien intervient après un délai de trente jours ;",
        "3° La réparation ou le remplacement du bien occasionne un inconvénient majeur pour le consommateur, notamment lorsque le consommateur supporte définitivement les frais de reprise ou d'enlèvement du bien non conforme, ou s'il supporte les frais d'installation du bien réparé ou de remplacement ;",
        "4° La non-conformité du bien persiste en dépit de la tentative de mise en conformité du vendeur restée infructueuse.",
      ],
    },
    "Le consommateur a également droit à une réduction du prix du bien ou à la résolution du contrat lorsque le défaut de conformité est si grave qu'il justifie que la réduction du prix ou la résolution du contrat soit immédiate. Le consommateur n'est alors pas tenu de demander la réparation ou le remplacement du bien au préalable.",
    "Le consommateur n'a pas droit à la résolution de la vente si le défaut de conformité est mineur.",
    "Toute période d'immobilisation du bien en vue de sa réparation ou de son remplacement suspend la garantie qui restait à courir jusqu'à la délivrance du bien remis en état.",
    "Les droits mentionnés ci-dessus résultent de l'application des articles L. 217-1 à L. 217-32 du code de la consommation.",
    "Le vendeur qui fait obstacle de mauvaise foi à la mise en œuvre de la garantie légale de conformité encourt une amende civile d'un montant maximal de 300 000 euros, qui peut être porté jusqu'à 10 % du chiffre d'affaires moyen annuel (article L. 241-5 du code de la consommation).",
    "Le consommateur bénéficie également de la garantie légale des vices cachés en application des articles 1641 à 1649 du code civil, pendant une durée de deux ans à compter de la découverte du défaut. Cette garantie donne droit à une réduction de prix si le bien est conservé ou à un remboursement intégral contre restitution du bien.",
  ],
};

const CNIL_URL = "https://www.cnil.fr/fr/plaintes";

/**
 * A stored fact, or the visible placeholder an owner (and a reader) cannot miss. Only a required
 * fact may fall back to it: `missingIdentityFields` then lists it, and a live shop sells nothing
 * until it is filled (decision 142).
 */
function v(id: Identity, field: RequiredIdentityField): string {
  return id[field].trim() || TO_COMPLETE;
}

/** One line for a multi-line stored address. */
function oneLine(id: Identity, field: RequiredIdentityField): string {
  return id[field].split("\n").map((l) => l.trim()).filter(Boolean).join(", ") || TO_COMPLETE;
}

function sellerLine(id: Identity): string {
  const capital = id.share_capital.trim() ? ` au capital de ${id.share_capital.trim()}` : "";
  return `${v(id, "company_name")}, ${v(id, "legal_form")}${capital}, siège social : ${oneLine(id, "address")}`;
}

function registryLine(id: Identity): string {
  return `Immatriculation : ${v(id, "registry_number")} (greffe de ${v(id, "registry_city")}) ; SIRET ${v(id, "siret")}.`;
}

function contactInlines(id: Identity): Inline[] {
  const email = id.contact_email.trim();
  const parts: Inline[] = ["par email à ", email ? { text: email, href: `mailto:${email}` } : TO_COMPLETE];
  if (id.contact_phone.trim()) parts.push(` ou par téléphone au ${id.contact_phone.trim()}`);
  return parts;
}

function mediatorInlines(id: Identity): Inline[] {
  const url = id.mediator_url.trim();
  return [
    "Conformément aux articles L612-1 et suivants du Code de la consommation, après avoir adressé une réclamation écrite à notre service client restée sans réponse satisfaisante, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons : ",
    v(id, "mediator_name"),
    ", site internet : ",
    url ? { text: url, href: url } : TO_COMPLETE,
    `, adresse postale : ${oneLine(id, "mediator_address")}.`,
  ];
}

/** France's packaging EPR identifier(s), as R541-173 of the Code de l'environnement wants them shown. */
function repLine(registrations: PackagingRegistration[]): string {
  const french = registrations.find((r) => r.country === "FR")?.number.trim();
  return `Identifiant unique REP (emballages ménagers), délivré par l'ADEME en application de l'article L541-10-13 du Code de l'environnement : ${french || TO_COMPLETE}.`;
}

/**
 * The registrations of the other countries the shop ships to (Germany's LUCID number…): no law
 * read asks for them on the site, the notice shows them anyway (decisions 162 and 165).
 */
function foreignPackagingLines(registrations: PackagingRegistration[]): string[] {
  const foreign = registrations.filter((r) => r.country !== "FR");
  if (foreign.length === 0) return [];
  const each = foreign.map((r) => `${countryName(r.country)} — ${r.register}, n° ${r.number}`);
  return [`Responsabilité élargie du producteur (emballages) dans les autres pays de livraison : ${each.join(" ; ")}.`];
}

function withdrawalForm(id: Identity): WithdrawalForm {
  return {
    addressee: [v(id, "company_name"), oneLine(id, "returns_address"), v(id, "contact_email")],
  };
}

function buildLegalNotice(id: Identity, registrations: PackagingRegistration[]): LegalDocument {
  return {
    title: "Mentions légales",
    intro: [
      `Informations prévues par la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN) sur l'éditeur et l'hébergeur du site ${brand.name}.`,
    ],
    sections: [
      {
        heading: "Éditeur du site",
        blocks: [
          `Le site ${brand.name} est édité par ${sellerLine(id)}.`,
          registryLine(id),
          `Numéro de TVA intracommunautaire : ${v(id, "vat_number")}.`,
          repLine(registrations),
          ...foreignPackagingLines(registrations),
          ["Contact : ", ...contactInlines(id), "."],
        ],
      },
      { heading: "Directeur de la publication", blocks: [`${v(id, "publication_director")}.`] },
      {
        heading: "Hébergeur",
        blocks: [`Le site est hébergé par ${v(id, "host_name")}, ${oneLine(id, "host_address")}.`],
      },
      {
        heading: "Propriété intellectuelle",
        blocks: [
          `La marque ${brand.name}, son logo, les textes, photographies et illustrations de ce site sont protégés par le Code de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite de ${v(id, "company_name")} est interdite.`,
        ],
      },
      {
        heading: "Données personnelles et cookies",
        blocks: [
          [
            "Le traitement de vos données et les cookies utilisés sont décrits dans notre ",
            { text: "politique de confidentialité", href: "/confidentialite" },
            ".",
          ],
        ],
      },
      {
        heading: "Conditions de vente et médiation",
        blocks: [
          ["Les ventes sont régies par nos ", { text: "conditions générales de vente", href: "/cgv" }, "."],
          mediatorInlines(id),
        ],
      },
    ],
  };
}

function shippingLines(methods: ShippingMethod[]): Inline[] {
  return methods
    .filter((m) => m.is_active)
    .map(deliveryOffer);
}

/** What the CGV are written from: the seller, France's rate, France's methods and the zones abroad (none: France alone). */
type TermsFacts = { id: Identity; vatRateBp: number; methods: ShippingMethod[]; registrations: PackagingRegistration[]; abroad: ZoneAbroad[] };

/**
 * The CGV. With France alone their text is the one of TERMS_VERSION, word for word; each active
 * zone abroad adds its deliveries, the same price TTC everywhere, the return from abroad and
 * Rome I's sentence, under TERMS_VERSION_ABROAD (decision 162).
 */
function buildTerms({ id, vatRateBp, methods, registrations, abroad }: TermsFacts): LegalDocument {
  const seller = v(id, "company_name");
  const returns = oneLine(id, "returns_address");
  const shipping = shippingLines(methods);
  const eu = abroad.length > 0;
  return {
    title: "Conditions générales de vente",
    intro: [
      `Version du ${formatTermsVersion(termsVersionOf(eu))}. Ces conditions s'appliquent à toute commande passée sur le site ${brand.name} par un consommateur. Elles sont acceptées avant chaque paiement ; la version acceptée est conservée avec la commande.`,
    ],
    sections: [
      {
        heading: "1. Le vendeur",
        blocks: [
          `Les produits sont vendus par ${sellerLine(id)}. ${registryLine(id)} Numéro de TVA intracommunautaire : ${v(id, "vat_number")}.`,
          repLine(registrations),
          ["Service client : ", ...contactInlines(id), "."],
        ],
      },
      {
        heading: "2. Les produits",
        blocks: [
          "Nos parfums sont décrits sur leur fiche (composition olfactive, contenance, conseils d'utilisation). Les photographies et illustrations n'ont pas de valeur contractuelle. Les offres valent dans la limite des stocks disponibles ; un parfum indisponible ne peut pas être commandé.",
        ],
      },
      {
        heading: "3. Les prix",
        blocks: [
          `${eu ? pricesAbroadSentence(vatRateBp) : `Les prix sont indiqués en euros toutes taxes comprises (TTC), TVA française incluse au taux de ${formatVatRate(vatRateBp)}.`} Les frais de livraison sont indiqués dans le panier avant la commande et ajoutés au total. Le prix applicable est celui affiché au moment de la commande ; un code promo éventuel est déduit du prix des parfums, hors frais de livraison.`,
          SET_VOUCHER_TERMS,
        ],
      },
      {
        heading: "4. La commande",
        blocks: [
          "Pour commander : ajoutez les parfums à votre panier, choisissez le mode de livraison, appliquez le cas échéant un code promo, puis cliquez sur « Commander ». Sur la page de paiement, vous vérifiez le récapitulatif (parfums, livraison, total TTC), indiquez vos coordonnées de livraison, acceptez les présentes conditions et payez.",
          "Le contrat est conclu lorsque le paiement est confirmé (article 1127-2 du Code civil) ; un email de confirmation récapitulant la commande vous est alors envoyé. Les parfums de votre commande vous sont réservés pendant 30 minutes à compter du clic sur « Commander ».",
          "Pour toute commande d'un montant égal ou supérieur à 120 €, le contrat est archivé pendant dix ans et vous pouvez y accéder sur simple demande (articles L213-1 et D213-1 du Code de la consommation).",
        ],
      },
      {
        heading: "5. Le paiement",
        blocks: [
          paymentSentence(id.payment_means_text),
        ],
      },
      {
        heading: "6. La livraison",
        blocks: [
          `Zones et délais : ${v(id, "delivery_zones_text")} ${DISPATCH_SENTENCE}`,
          ...(shipping.length ? ["Modes de livraison proposés :", { list: shipping }] : []),
          ...(eu ? deliveryAbroadBlocks(abroad) : []),
          "À défaut de délai indiqué, la livraison intervient au plus tard trente jours après la conclusion du contrat (article L216-1 du Code de la consommation). En cas de retard, vous pouvez, après nous avoir enjoint d'effectuer la livraison dans un délai supplémentaire raisonnable resté sans effet, résoudre le contrat par écrit (article L216-6). Les risques de perte ou d'endommagement vous sont transférés lorsque vous, ou un tiers désigné par vous, prenez physiquement possession des produits (article L216-4).",
        ],
      },
      {
        heading: "7. Le droit de rétractation",
        blocks: [
          "Vous disposez d'un délai de quatorze jours à compter de la réception des produits pour vous rétracter, sans avoir à motiver votre décision ni à supporter d'autres coûts que ceux des frais de retour (articles L221-18 et suivants du Code de la consommation).",
          [
            "Pour l'exercer, envoyez-nous avant l'expiration du délai le ",
            { text: "formulaire de rétractation", href: "/retractation" },
            " reproduit ci-dessous, ou toute autre déclaration dénuée d'ambiguïté, ",
            ...contactInlines(id),
            ".",
          ],
          ONLINE_WITHDRAWAL,
          `Renvoyez ensuite les produits, au plus tard quatorze jours après nous avoir informés de votre décision, à l'adresse suivante : ${returns}. Les frais de retour sont à votre charge.`,
          ...(eu ? [returnAbroadSentence(abroad)] : []),
          "Nous vous remboursons la totalité des sommes versées, frais de livraison initiaux compris (dans la limite du mode de livraison standard le moins coûteux), au plus tard quatorze jours après avoir été informés de votre décision, par le même moyen de paiement (article L221-24). Nous pouvons différer le remboursement jusqu'à la récupération des produits ou jusqu'à la preuve de leur expédition. Votre responsabilité peut être engagée en cas de dépréciation des produits résultant de manipulations autres que celles nécessaires pour établir leur nature, leurs caractéristiques et leur bon fonctionnement (article L221-23).",
          SET_REFUND_TERMS,
          "Exception : conformément à l'article L221-28, 5° du Code de la consommation, le droit de rétractation ne peut être exercé pour les biens descellés par le consommateur après la livraison et qui ne peuvent être renvoyés pour des raisons d'hygiène ou de protection de la santé. Un flacon de parfum dont le film de protection ou le scellé a été retiré, ou qui a été vaporisé, ne peut donc pas être retourné ; un flacon resté scellé peut l'être.",
        ],
      },
      {
        heading: "7 bis. Les cartes cadeaux",
        blocks: [
          `La carte cadeau s'achète sur la page « Carte cadeau » pour l'un des montants proposés ou un autre montant de ${formatPrice(GIFT_CARD_MIN_CENTS)} à ${formatPrice(GIFT_CARD_MAX_CENTS)}. Rien n'est expédié : le destinataire la reçoit par email, avec une carte à imprimer, le jour d'envoi choisi (heure de Paris), au plus tard un an après l'achat.`,
          `Elle est valable ${GIFT_CARD_VALIDITY_MONTHS} mois à compter de son envoi au destinataire. Son solde règle tout ou partie de toute commande de parfums sur le site, en une ou plusieurs fois ; il ne peut servir à acheter une autre carte cadeau et n'est pas remboursable en espèces. Le reste éventuel se paie par carte bancaire ou PayPal ; une commande entièrement réglée par la carte ne passe pas par la page de paiement : vous indiquez vos coordonnées et acceptez les présentes conditions sur la page « Confirmation de votre commande », sans aucun débit. Pendant un paiement en cours, le montant utilisé est réservé 30 minutes ; il redevient disponible si le paiement échoue ou n'est pas fait. Le solde non utilisé à l'échéance est perdu.`,
          `La carte cadeau est un bon à usage unique au sens de l'article 256 ter du Code général des impôts : la TVA de ${formatVatRate(vatRateBp)} est due et facturée à son achat. La facture d'une commande réglée en partie ou en totalité par une carte cadeau indique le montant ainsi payé, sans nouvelle TVA, et la TVA du seul reste payé.`,
          `Droit de rétractation. ${GIFT_CARD_WITHDRAWAL_RULE}`,
          "Remboursement d'une commande payée avec une carte cadeau (rétractation, produit indisponible…) : la part payée par carte bancaire ou PayPal est remboursée en premier, par ce moyen de paiement ; la part payée par la carte cadeau est recréditée sur la carte cadeau (article L221-24 : même moyen de paiement).",
        ],
      },
      {
        heading: "8. Les garanties légales",
        blocks: [
          "Les parfums vendus bénéficient de la garantie légale de conformité et de la garantie légale des vices cachés, rappelées dans l'encadré ci-dessous.",
          [
            "La notice harmonisée de l'Union européenne sur la garantie légale de conformité (règlement d'exécution (UE) 2025/1960) figure sur chaque fiche produit et sur la page ",
            { text: "Garantie légale", href: GUARANTEE_NOTICE_PATH },
            " du site.",
          ],
          ["Pour mettre en œuvre une garantie, écrivez-nous ", ...contactInlines(id), "."],
        ],
      },
      GUARANTEE_BOX,
      { heading: "9. Réclamations et médiation", blocks: [mediatorInlines(id)] },
      {
        heading: "10. Données personnelles",
        blocks: [
          ["Vos données sont traitées comme l'explique notre ", { text: "politique de confidentialité", href: "/confidentialite" }, "."],
        ],
      },
      {
        heading: "11. Droit applicable",
        blocks: [
          `Les présentes conditions sont soumises au droit français. En cas de litige, une solution amiable sera recherchée avant toute action judiciaire ; à défaut, les tribunaux français sont compétents dans les conditions du droit commun. ${eu ? ROME_I_SENTENCE : `${seller} ne peut vous priver de la protection que vous assurent les dispositions impératives de la loi de votre pays de résidence.`}`,
        ],
      },
    ],
    withdrawalForm: withdrawalForm(id),
  };
}

export function buildPrivacy(id: Identity): LegalDocument {
  return {
    title: "Politique de confidentialité",
    intro: [
      `Cette page explique quelles données ${brand.name} recueille, pourquoi, combien de temps elle les garde et comment exercer vos droits (règlement (UE) 2016/679, dit RGPD, et loi n° 78-17 du 6 janvier 1978 « Informatique et Libertés »).`,
    ],
    sections: [
      {
        heading: "Responsable du traitement",
        blocks: [[`${v(id, "company_name")}, ${oneLine(id, "address")}. Contact : `, ...contactInlines(id), "."]],
      },
      {
        heading: "Les données recueillies à la commande",
        blocks: [
          {
            list: [
              "votre adresse email, pour confirmer la commande et vous écrire à son sujet ;",
              "votre nom et votre adresse de livraison, pour livrer le colis ;",
              "si vous achetez pour une entreprise et l'indiquez au paiement, sa raison sociale, son SIREN et son numéro de TVA intracommunautaire, pour établir la facture à son nom ;",
              "si vous en écrivez un, le message de la carte cadeau, pour l'imprimer et le glisser dans le colis ;",
              "le contenu de la commande, son montant, le mode de livraison choisi et la date d'acceptation des conditions générales de vente ;",
              "les données de paiement, saisies sur la page de Stripe : nous ne recevons jamais votre numéro de carte.",
            ],
          },
          "Le site ne vous demande pas de créer de compte et ne dépose aucun cookie publicitaire ni de mesure d'audience.",
        ],
      },
      {
        heading: "Les alertes de retour en stock",
        blocks: [
          "Sur la page d'un parfum en rupture, « Me prévenir du retour » recueille votre adresse email et le format attendu, avec votre accord exprès (case à cocher, jamais pré-cochée). La demande ne compte qu'après votre confirmation depuis l'email que nous vous envoyons. Nous vous écrivons alors une seule fois, au retour du format, puis effaçons la demande ; chaque email contient un lien pour l'annuler, et votre messagerie peut proposer un bouton « Se désabonner ».",
        ],
      },
      {
        heading: "Les avis sur nos parfums",
        blocks: [
          "Quelques jours après la livraison, nous vous envoyons un seul email vous invitant à donner votre avis sur les parfums de la commande ; un lien de cet email, ou le bouton « Se désabonner » de votre messagerie, arrête ces invitations (nous gardons alors seulement une empreinte chiffrée de votre adresse, pour ne plus vous écrire). Si vous donnez un avis, nous enregistrons votre note, votre texte et la signature que vous choisissez (prénom et initiale), rattachés à la ligne de votre commande ; votre adresse email et votre nom complet ne sont jamais publiés. Vos avis figurent dans la copie de vos données que vous pouvez demander, et sont supprimés si vous demandez l'effacement de vos données.",
          [{ text: "Nos règles de publication des avis", href: "/avis-clients" }, "."],
        ],
      },
      {
        heading: "La lettre d'information",
        blocks: [
          "Dans le pied de page, ou par une case à cocher (jamais pré-cochée) sur la page qui suit le paiement, vous pouvez demander à recevoir notre lettre d'information (nouveaux parfums, offres). Nous gardons votre email, la date de votre demande et de votre confirmation, et la version du texte que vous avez accepté. L'inscription ne compte qu'après votre confirmation par le bouton de la page ouverte depuis l'email que nous vous envoyons ; sans confirmation, l'adresse est effacée. La boutique n'envoie pas elle-même la lettre : la liste des abonnés confirmés est transmise à l'outil d'envoi d'emails que nous utilisons, et chaque lettre contient un lien de désinscription. Vous pouvez aussi vous désinscrire depuis l'email de confirmation, ou en nous écrivant.",
        ],
      },
      {
        heading: "Le rappel de panier",
        blocks: [
          "Avant « Commander », une case à cocher (jamais pré-cochée), accompagnée d'un champ email, vous permet de demander un rappel si vous ne finalisez pas votre commande ; en paiement Stripe, la case « offres » de la page de Stripe vaut le même accord. Si la commande n'est pas payée, nous vous envoyons un seul email, après un délai fixé par la boutique, avec un lien qui remet dans votre panier les parfums encore disponibles (ceux épuisés sont signalés et retirés). Aucun email si vous avez payé une autre commande entre-temps. Nous gardons votre email, la date et la version du texte accepté, puis les effaçons au terme de la durée indiquée plus bas ; le lien de l'email permet de les effacer aussitôt.",
        ],
      },
      {
        heading: "Finalités et bases légales",
        blocks: [
          {
            list: [
              "Traiter, livrer et suivre votre commande, gérer une rétractation ou une garantie : exécution du contrat (article 6.1.b du RGPD).",
              "Conserver les factures et pièces comptables : obligation légale (article 6.1.c ; article L123-22 du Code de commerce).",
              "Vous prévenir du retour en stock d'un format : votre consentement (article 6.1.a), que vous retirez à tout moment par le lien de nos emails.",
              "Vous inviter à donner votre avis après une livraison : notre intérêt légitime à recueillir l'avis de nos acheteurs (article 6.1.f), auquel vous vous opposez en un clic depuis l'email. Publier votre avis : votre consentement (article 6.1.a), donné en l'envoyant.",
              "Vous envoyer la lettre d'information et le rappel d'un panier non finalisé : votre consentement (article 6.1.a du RGPD et article L34-5 du Code des postes et des communications électroniques), que vous retirez à tout moment par le lien de nos emails.",
              "Protéger le site contre les abus (limitation du nombre de tentatives de commande, de connexion, de demande d'alerte ou d'inscription à la lettre d'information) : intérêt légitime (article 6.1.f).",
            ],
          },
        ],
      },
      {
        heading: "Durées de conservation",
        blocks: [
          { list: retentionStatements() },
          "Ces durées sont appliquées automatiquement chaque jour par le site.",
        ],
      },
      {
        heading: "Destinataires et sous-traitants",
        blocks: [
          "Vos données ne sont ni vendues ni louées. Elles ne sont transmises qu'aux prestataires nécessaires à la commande, qui agissent sur nos instructions :",
          {
            list: [
              "Stripe Payments Europe Ltd (Irlande), pour le paiement ; Stripe peut transférer des données aux États-Unis dans le cadre du Data Privacy Framework et de clauses contractuelles types ;",
              "notre prestataire d'envoi d'emails, pour les emails liés à la commande, les alertes de retour en stock, la confirmation d'inscription et le rappel de panier ;",
              "l'outil d'envoi de la lettre d'information choisi par la boutique, qui reçoit l'email des abonnés confirmés ;",
              `${v(id, "host_name")}, l'hébergeur du site ;`,
              "le transporteur, qui reçoit le nom et l'adresse de livraison.",
            ],
          },
        ],
      },
      {
        heading: "Vos droits",
        blocks: [
          "Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données, ainsi que du droit de définir des directives sur leur sort après votre décès.",
          ["Pour les exercer, écrivez-nous ", ...contactInlines(id), `, ou par courrier à ${oneLine(id, "address")}. Nous répondons dans un délai d'un mois.`],
          "Sur demande, nous vous envoyons toutes les données que nous gardons à votre sujet (commandes, adresses, emails envoyés, rétractations, alertes de retour en stock, inscription à la lettre d'information, rappels de panier) dans un fichier lisible et dans un format structuré (JSON), ou nous les effaçons. Les factures et avoirs restent conservés jusqu'à la fin de leur durée légale : c'est une obligation comptable.",
          ["Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL : ", { text: CNIL_URL, href: CNIL_URL }, "."],
        ],
      },
      {
        heading: "Cookies",
        blocks: [
          "Le site n'utilise que des cookies strictement nécessaires à son fonctionnement. Ils sont exemptés de consentement (article 82 de la loi « Informatique et Libertés ») : aucun bandeau ne vous est donc demandé.",
          {
            list: [
              "__cart : le contenu de votre panier, votre code promo et le mode de livraison choisi (30 jours) ;",
              "__toast : le message affiché après une action, effacé dès qu'il est lu ;",
              "__checkouts : les références de vos dernières commandes, pour afficher leur confirmation (24 heures) ;",
              "__admin et __device : la session et les appareils connus de l'administrateur de la boutique, uniquement sur l'espace d'administration.",
            ],
          },
        ],
      },
    ],
  };
}

function buildWithdrawal(id: Identity): LegalDocument {
  const intro: Block[] = [
    "Vous pouvez vous rétracter dans les quatorze jours qui suivent la réception de votre commande, sans avoir à vous justifier. Remplissez, imprimez et renvoyez ce formulaire, ou envoyez-nous toute déclaration dénuée d'ambiguïté.",
    ONLINE_WITHDRAWAL,
    [
      "Les conditions du retour et du remboursement, et l'exception des flacons descellés, sont détaillées dans nos ",
      { text: "conditions générales de vente", href: "/cgv" },
      " (« Le droit de rétractation »).",
    ],
  ];
  return {
    title: "Droit de rétractation",
    intro,
    sections: [
      {
        heading: "Où envoyer le formulaire et les produits",
        blocks: [
          ["Par email : ", ...contactInlines(id).slice(1), "."],
          `Par courrier, avec les produits : ${v(id, "company_name")}, ${oneLine(id, "returns_address")}.`,
          "Indiquez si possible le numéro de votre commande (MS-…), qui figure dans l'email de confirmation.",
        ],
      },
    ],
    withdrawalForm: withdrawalForm(id),
  };
}

const DEFENSEUR_URL = "https://formulaire.defenseurdesdroits.fr/";

/**
 * The accessibility statement (decision 090). It reports what the shop's own checks measure and
 * no more: without a complete RGAA audit, the RGAA's own rule makes the site "non conforme".
 */
function buildAccessibility(id: Identity, regime: AccessibilityRegime): LegalDocument {
  const scope: Block[] =
    regime === "micro"
      ? [
          `${v(id, "company_name")} est une microentreprise au sens de l'article L412-13 du Code de la consommation (moins de dix personnes et un chiffre d'affaires annuel ou un total de bilan d'au plus deux millions d'euros) : les exigences d'accessibilité des services de commerce électronique issues de la directive (UE) 2019/882, en vigueur depuis le 28 juin 2025, ne s'imposent pas à elle.`,
          "Nous appliquons néanmoins au site les vérifications décrites ci-dessous, et nous corrigeons tout obstacle qui nous est signalé.",
        ]
      : [
          `${v(id, "company_name")} s'engage à rendre son site de commerce électronique accessible, conformément à l'article L412-13 du Code de la consommation et au décret n° 2023-931 du 9 octobre 2023, qui transposent la directive (UE) 2019/882 (acte européen sur l'accessibilité), en vigueur depuis le 28 juin 2025.`,
          "Le référentiel appliqué est le RGAA 4.1 (référentiel général d'amélioration de l'accessibilité), qui reprend les exigences de la norme européenne EN 301 549.",
        ];
  return {
    title: "Déclaration d'accessibilité",
    intro: [`Cette déclaration s'applique au site ${brand.name} : pages de la boutique, panier, paiement de démonstration, suivi de commande et emails envoyés aux clients.`],
    sections: [
      { heading: regime === "micro" ? "Microentreprise exemptée" : "Engagement", blocks: scope },
      {
        heading: "État de conformité",
        blocks: [
          "Aucun audit complet du RGAA n'a encore été réalisé par un organisme indépendant : au sens du RGAA, le site est donc déclaré non conforme.",
          "Ce que nos propres vérifications mesurent, à chaque modification du site :",
          {
            list: [
              "chaque modèle de page est contrôlé par l'outil automatique axe-core, avec et sans JavaScript : aucune anomalie n'est tolérée ;",
              "le code HTML de chaque modèle de page est validé par le validateur du W3C (Nu Html Checker) ;",
              "les parcours d'achat se font au clavier seul (menu, panier, formulaires, accordéon de l'aide), et fonctionnent sans JavaScript ;",
              "la langue de chaque page est déclarée (français), chaque champ de formulaire a une étiquette, chaque image porteuse d'information un texte alternatif.",
            ],
          },
          "Les outils automatiques ne détectent qu'une partie des obstacles : ces résultats ne remplacent pas un audit.",
        ],
      },
      {
        heading: "Limites connues",
        blocks: [
          {
            list: [
              "Le paiement par carte se fait sur la page hébergée de Stripe, service tiers dont l'accessibilité relève de Stripe.",
              "Les illustrations des flacons sont décoratives : leur texte alternatif reprend le nom du parfum, sans décrire le visuel.",
              "Les documents téléchargeables (PDF) ne sont pas balisés pour les technologies d'assistance ; leur contenu figure aussi dans les emails et les pages du site.",
            ],
          },
        ],
      },
      {
        heading: "Signaler un obstacle",
        blocks: [["Si vous ne parvenez pas à accéder à un contenu ou à un service, écrivez-nous ", ...contactInlines(id), " : nous vous répondrons et vous proposerons une autre façon d'obtenir l'information ou de commander."]],
      },
      {
        heading: "Voies de recours",
        blocks: [
          "Si vous nous avez signalé un défaut d'accessibilité sans obtenir de réponse satisfaisante, vous pouvez saisir le Défenseur des droits :",
          {
            list: [
              { text: "par son formulaire en ligne", href: DEFENSEUR_URL },
              "par le délégué du Défenseur des droits de votre région ;",
              "par courrier, gratuitement et sans timbre : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07.",
            ],
          },
          "Le respect des exigences d'accessibilité des services est contrôlé par la DGCCRF.",
        ],
      },
    ],
  };
}

export type LegalPage = "mentions-legales" | "cgv" | "confidentialite" | "retractation" | "accessibilite";

/**
 * The CGV in force for a buyer who orders in `lang`, their version and the language they are
 * written in (`legalTextLang`): the text follows the active zones, its version with it.
 */
export async function termsInForce(lang: Lang = "fr"): Promise<{ version: string; document: LegalDocument; lang: Lang }> {
  const [settings, vatRateBp, methods, registrations, abroad] = await Promise.all([
    getShopSettings(),
    vatRateAt("FR", new Date()),
    shippingMethodsFor(),
    listPackagingRegistrations(),
    zonesAbroad(),
  ]);
  return {
    version: termsVersionOf(abroad.length > 0),
    document: buildTerms({ id: identityOf(settings), vatRateBp, methods, registrations, abroad }),
    lang: legalTextLang(lang),
  };
}

/** The page's document, built from the identity and settings stored now. */
export async function loadLegalDocument(page: LegalPage): Promise<LegalDocument> {
  const settings = await getShopSettings();
  const id = identityOf(settings);
  switch (page) {
    case "mentions-legales":
      return buildLegalNotice(id, await listPackagingRegistrations());
    case "cgv":
      return (await termsInForce()).document;
    case "confidentialite":
      return buildPrivacy(id);
    case "retractation":
      return buildWithdrawal(id);
    case "accessibilite":
      return buildAccessibility(id, settings.accessibility_regime);
  }
}
