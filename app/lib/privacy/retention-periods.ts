import { parisDay, parisDayStart } from "../format/paris-time";
import { RETENTION } from "./retention-durations";
import { REVIEW_PERIODS } from "../reviews/moderation-rules";
import { daysBefore } from "../format/paris-time";

export { RETENTION };

/** The same instant `years` and `months` earlier (29 February falls on 1 March). */
function earlier(now: Date, { years = 0, months = 0 }): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - months);
  return date;
}

/** Orders placed before this instant lose their customer's contact data. */
export function orderContactCutoff(now: Date): Date {
  return earlier(now, { years: RETENTION.orderContactYears });
}

/**
 * Documents issued before this instant are past their accounting period: those of the year that
 * closed ten full years ago and earlier (on 1 January 2026, the year 2015's).
 */
export function accountingCutoff(now: Date): Date {
  const year = Number(parisDay(now).slice(0, 4)) - RETENTION.accountingYears;
  return parisDayStart(`${year}-01-01`);
}

/** Emails sent (or abandoned) before this instant lose their body. */
export function emailBodyCutoff(now: Date): Date {
  return earlier(now, { months: RETENTION.emailBodyMonths });
}

/** Unconfirmed back-in-stock requests made before this instant are deleted. */
export function stockAlertUnconfirmedCutoff(now: Date): Date {
  return daysBefore(now, RETENTION.stockAlertUnconfirmedDays);
}

/** Unconfirmed newsletter sign-ups made before this instant are deleted. */
export function newsletterUnconfirmedCutoff(now: Date): Date {
  return daysBefore(now, RETENTION.newsletterUnconfirmedDays);
}

/** Reminder consents given before this instant are deleted, their reminder sent or not. */
export function checkoutReminderCutoff(now: Date): Date {
  return daysBefore(now, RETENTION.checkoutReminderDays);
}

/** Confirmed back-in-stock requests confirmed before this instant are deleted. */
export function stockAlertCutoff(now: Date): Date {
  return earlier(now, { months: RETENTION.stockAlertMonths });
}

/** The privacy page's list of periods, in French, from the same numbers. */
export function retentionStatements(): string[] {
  return [
    `Commandes, factures et avoirs : ${RETENTION.accountingYears} ans à compter de la clôture de l'exercice (obligation comptable, article L123-22 du Code de commerce). Passé ce délai, vos nom, adresse et email en sont effacés ; seuls les montants restent, pour nos statistiques.`,
    `Nom, email et adresse liés à une commande, le message d'une carte cadeau et le motif d'une rétractation : ${RETENTION.orderContactYears} ans après la commande, pour répondre à vos demandes et aux garanties légales (une commande encore en cours à cette date, colis à expédier ou remboursement dû, les garde jusqu'à sa clôture). Ils sont ensuite effacés de la commande ; la facture, elle, les garde jusqu'à la fin de sa propre durée.`,
    // Art. 369k of directive 2006/112/EC: the OSS records, ten years from the end of the year (decision 159).
    `Pour les ventes taxées dans un autre pays de l'Union : pays de livraison, transporteur et numéro de suivi, ${RETENTION.accountingYears} ans après la fin de l'année (registre exigé par l'article 63 quater du règlement d'exécution (UE) n° 282/2011).`,
    `Contenu des emails que nous vous envoyons : ${RETENTION.emailBodyMonths} mois après l'envoi ; nous gardons seulement la date et l'objet.`,
    `Demandes « Me prévenir du retour » (votre email et le format attendu) : effacées dès que l'email d'alerte part ; sinon ${RETENTION.stockAlertMonths} mois après votre confirmation si le format ne revient pas, et ${RETENTION.stockAlertUnconfirmedDays} jours après la demande si vous ne l'avez pas confirmée. Vous pouvez l'annuler à tout moment par le lien de nos emails.`,
    `Avis sur nos parfums (note, texte, signature, et leur lien avec la commande) : ${REVIEW_PERIODS.keptYears} ans après leur dépôt, publiés ou non, puis supprimés.`,
    `Lettre d'information : votre email, la date et la version du texte que vous avez accepté, tant que vous restez inscrit(e) ; effacés dès votre désinscription, et ${RETENTION.newsletterUnconfirmedDays} jours après la demande si vous ne l'avez pas confirmée.`,
    `Rappel de panier (si vous avez coché la case avant « Commander ») : votre email et votre accord, ${RETENTION.checkoutReminderDays} jours après la commande non payée, le rappel parti ou non.`,
    `Traces techniques de sécurité (adresse IP associée aux tentatives de connexion, de commande, de recherche de commande, de demande d'alerte ou d'inscription à la lettre d'information) : ${RETENTION.securityTraceMinutes} minutes au plus. Le journal des requêtes du site n'enregistre pas votre adresse IP.`,
  ];
}
