import { brand } from "../brand";
import type { LegalDocument } from "../legal/legal-document";
import { REFUSAL_REASONS, REVIEW_PERIODS } from "./moderation-rules";
import { REVIEW_TEXT } from "./review-schema";

/**
 * The « rubrique spécifique » of L111-7-2 and D111-10 to D111-12 (D111-17 to D111-19 before
 * décret 2024-753; decisions 110, 140): how reviews are collected, checked, moderated, ranked and
 * kept. Every sentence says what the code does.
 */
export function buildReviewPolicy({ invitationDays, contactEmail }: { invitationDays: number; contactEmail: string }): LegalDocument {
  return {
    title: "Avis clients : comment ils sont recueillis et publiés",
    intro: [
      `Les avis publiés sur ${brand.name} viennent uniquement de clients qui ont acheté le parfum sur ce site. Cette page explique comment nous les recueillons, les contrôlons et les publions (article L111-7-2 et articles D111-9 à D111-12 du Code de la consommation).`,
    ],
    sections: [
      {
        heading: "Qui peut donner un avis",
        blocks: [
          `Seul l'acheteur d'un parfum peut donner son avis sur celui-ci : chaque avis est rattaché à une ligne d'une commande payée sur ce site, et une ligne ne peut recevoir qu'un seul avis. Une commande remboursée en totalité, ou un article entièrement retourné, ne permet pas de donner d'avis. L'avis peut être déposé pendant ${REVIEW_PERIODS.postingDays} jours après l'achat.`,
          `${invitationDays} jour${invitationDays > 1 ? "s" : ""} après la livraison, nous envoyons un seul email d'invitation par commande, avec un lien personnel pour chaque parfum ; chaque email contient un lien pour ne plus recevoir ces invitations. Vous pouvez aussi donner votre avis depuis la page de suivi de votre commande.`,
          "Aucune contrepartie (remise, cadeau, échantillon) n'est offerte en échange d'un avis, qu'il soit positif ou négatif.",
        ],
      },
      {
        heading: "Ce que contient un avis",
        blocks: [
          `Une note de 1 à 5 étoiles, un texte de ${REVIEW_TEXT.min} à ${REVIEW_TEXT.max} caractères en texte simple (sans balises ni mise en forme ; les caractères invisibles sont retirés) et la signature que vous choisissez : votre prénom et l'initiale de votre nom. Votre adresse email n'est jamais publiée.`,
          "Chaque avis publié indique sa date de publication, la date de l'achat et la mention « Achat vérifié ».",
        ],
      },
      {
        heading: "Contrôle et modération",
        blocks: [
          `Les avis sont contrôlés : le site vérifie l'achat automatiquement, puis chaque avis est relu par la boutique avant publication, dans un délai maximum de ${REVIEW_PERIODS.moderationDays} jours. La boutique ne modifie jamais le texte ni la note d'un avis : elle le publie tel quel ou le refuse. Elle peut y répondre publiquement ; sa réponse est affichée sous l'avis, signée de la boutique.`,
          "Un avis est refusé, ou retiré après publication, uniquement pour l'un de ces motifs :",
          { list: Object.values(REFUSAL_REASONS) },
          "En cas de refus, nous vous écrivons pour vous en donner le motif. Un avis n'est jamais refusé parce qu'il est négatif.",
        ],
      },
      {
        heading: "Classement et affichage",
        blocks: [
          "Les avis sont classés par ordre chronologique, du plus récent au plus ancien, sans autre critère. La page de chaque parfum affiche la moyenne des notes et le nombre d'avis publiés. Quand l'accueil montre des avis de clients, ce sont les trois avis publiés les plus récents, quelle que soit leur note.",
        ],
      },
      {
        heading: "Durée de conservation",
        blocks: [
          `Un avis reste publié ${REVIEW_PERIODS.keptYears} ans après son dépôt, puis il est supprimé automatiquement. Vous pouvez demander à tout moment sa suppression, avec celle de vos autres données${contactEmail ? ` (${contactEmail})` : ""} : voir la politique de confidentialité.`,
        ],
      },
      {
        heading: "Signaler un avis",
        blocks: [
          contactEmail
            ? `Un avis vous semble contraire à ces règles ? Écrivez-nous à ${contactEmail} en indiquant le parfum et la date de l'avis.`
            : "Un avis vous semble contraire à ces règles ? Écrivez-nous par la page Contact en indiquant le parfum et la date de l'avis.",
        ],
      },
    ],
  };
}
