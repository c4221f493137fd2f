/**
 * The harmonised notice on the legal guarantee of conformity (Directive 2011/83/EU art. 6(1)(l)
 * and 22a, its design and wording fixed by Implementing Regulation (EU) 2025/1960, annex I; in
 * force since 27 September 2026; decision 141). One entry per language version of the annex: only
 * French is sold today; another language is one more entry, its words taken from the annex.
 * The lines are the official artwork's own line breaks, so the reproduction sets them as drawn.
 */
export type NoticeLanguage = "fr";

type Run = { text: string; bold?: boolean };
/** One drawn line of the artwork, as runs of regular and bold text. */
type Line = Run[];

export type NoticeWording = {
  /** Where the notice's QR code leads, also given as a link beside it. */
  url: string;
  /** The address as the artwork prints it under the QR code. */
  urlLabel: string;
  /** The alternative text of the official artwork when the owner has uploaded it. */
  artworkAlt: string;
  title: [string, string];
  headline: Line[];
  rights: { intro: Line[]; cases: Line[][]; sellers: Line[]; remedies: Line[][] };
  aside: { longer: Line[]; more: Line[] };
  steps: { title: string; subtitle: string; items: Line[] };
  commercial: Line[];
  /** The notice's text as paragraphs, for a screen reader beside the artwork and for the plain-text email. */
  paragraphs: string[];
};

const r = (text: string): Run => ({ text });
const b = (text: string): Run => ({ text, bold: true });

const FR: NoticeWording = {
  url: "https://europa.eu/youreurope/garanties",
  urlLabel: "europa.eu/youreurope/garanties",
  artworkAlt: "Notice harmonisée de l'Union européenne sur la garantie légale (texte ci-dessous)",
  title: ["GARANTIE", "LÉGALE"],
  headline: [
    [b("Protection offerte par la")],
    [b("garantie légale minimale de")],
    [b("deux ans"), r(" sur des biens vendus")],
    [r("dans l’Union européenne.")],
  ],
  rights: {
    intro: [
      [r("Les consommateurs peuvent faire valoir")],
      [r("leurs droits au titre de la garantie légale de")],
      [r("conformité, par exemple si les biens:")],
    ],
    cases: [[[r("ne correspondent pas à la description;")]], [[r("ne fonctionnent pas comme prévu.")]]],
    sellers: [
      [b("Les vendeurs sont responsables"), r(" de tout")],
      [r("défaut de conformité qui existait au moment de")],
      [r("la livraison des biens et qui apparaît pendant")],
      [r("la période de garantie légale. Les vendeurs se")],
      [r("trouvant dans une telle situation sont tenus de")],
      [r("proposer:")],
    ],
    remedies: [
      [[r("une "), b("réparation gratuite"), r(" ou un")], [b("remplacement gratuit"), r(";")]],
      [[r("dans certains cas, une "), b("réduction de prix")], [r("ou un "), b("remboursement intégral"), r(".")]],
    ],
  },
  aside: {
    longer: [
      [r("Dans certains pays, la période")],
      [r("de garantie légale est plus")],
      [r("longue. Pour les biens")],
      [r("d’occasion, une période plus")],
      [r("courte peut s’appliquer, mais")],
      [r("elle ne peut être inférieure à")],
      [r("un an.")],
    ],
    more: [
      [r("Pour en savoir plus sur vos")],
      [r("droits dans un pays donné,")],
      [r("scannez le code QR ci-dessous")],
      [r("ou consultez le vendeur.")],
    ],
  },
  steps: {
    title: "Que faire",
    subtitle: "si vous recevez des biens non conformes:",
    items: [
      [r("Contactez le vendeur dès que possible pour signaler le problème;")],
      [r("Fournissez une preuve d’achat, telle qu’un reçu, une facture ou un relevé bancaire.")],
    ],
  },
  commercial: [
    [r("Les vendeurs et les producteurs peuvent également offrir des")],
    [r("garanties commerciales, qui s’appliquent indépendamment")],
    [r("de la garantie légale. Par exemple, il se peut que votre")],
    [r("bien affiche ce label GARAN, représentant une "), b("garantie")],
    [b("commerciale de durabilité"), r(" offerte par le producteur sans")],
    [r("frais supplémentaires et s’appliquant à l’ensemble du bien.")],
  ],
  paragraphs: [
    "Garantie légale",
    "Protection offerte par la garantie légale minimale de deux ans sur des biens vendus dans l’Union européenne.",
    "Les consommateurs peuvent faire valoir leurs droits au titre de la garantie légale de conformité, par exemple si les biens: ne correspondent pas à la description; ne fonctionnent pas comme prévu.",
    "Les vendeurs sont responsables de tout défaut de conformité qui existait au moment de la livraison des biens et qui apparaît pendant la période de garantie légale. Les vendeurs se trouvant dans une telle situation sont tenus de proposer: une réparation gratuite ou un remplacement gratuit; dans certains cas, une réduction de prix ou un remboursement intégral.",
    "Dans certains pays, la période de garantie légale est plus longue. Pour les biens d’occasion, une période plus courte peut s’appliquer, mais elle ne peut être inférieure à un an.",
    "Pour en savoir plus sur vos droits dans un pays donné, scannez le code QR ci-dessous ou consultez le vendeur.",
    "Que faire si vous recevez des biens non conformes: 1. Contactez le vendeur dès que possible pour signaler le problème; 2. Fournissez une preuve d’achat, telle qu’un reçu, une facture ou un relevé bancaire.",
    "Les vendeurs et les producteurs peuvent également offrir des garanties commerciales, qui s’appliquent indépendamment de la garantie légale. Par exemple, il se peut que votre bien affiche ce label GARAN, représentant une garantie commerciale de durabilité offerte par le producteur sans frais supplémentaires et s’appliquant à l’ensemble du bien.",
  ],
};

export const GUARANTEE_NOTICE: Record<NoticeLanguage, NoticeWording> = { fr: FR };
export const NOTICE_LANGUAGES = Object.keys(GUARANTEE_NOTICE) as NoticeLanguage[];
export const NOTICE_LANGUAGE_NAMES: Record<NoticeLanguage, string> = { fr: "Français" };
