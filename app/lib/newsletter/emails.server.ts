import { shopOrigin, getShopSettings } from "../legal/shop-settings.server";
import { unsubscribeHeaders } from "../mail/one-click";
import { queueEmail } from "../mail/outbox.server";
import { escape, layout, legalFooter, link, p } from "../mail/templates.server";
import type { Db } from "../platform/database.server";
import { RETENTION } from "../privacy/retention-periods";
import { subscriptionPath } from "./consent";

/**
 * In the sign-up's transaction: the double opt-in email. Its link opens a page whose button
 * confirms; the same link takes a mail client's one-click unsubscribe (RFC 8058).
 */
export async function queueNewsletterConfirmation(tx: Db, subscription: { id: number; email: string; tokenHash: string }, token: string) {
  const pageUrl = `${await shopOrigin()}${subscriptionPath(token)}`;
  const settings = await getShopSettings();
  const lines = [
    "Vous avez demandé à recevoir notre lettre d'information. Confirmez votre inscription pour qu'elle compte :",
    `Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : sans confirmation, votre adresse est effacée sous ${RETENTION.newsletterUnconfirmedDays} jours.`,
  ];
  const footer = legalFooter({ settings });
  await queueEmail(tx, {
    subject: "Confirmez votre inscription à notre lettre d'information",
    html: layout("Confirmez votre inscription", [p(escape(lines[0])), p(link(pageUrl, "Confirmer mon inscription")), p(escape(lines[1]))].join("\n"), footer),
    text: [lines[0], "", `Confirmer mon inscription : ${pageUrl}`, "", lines[1], "", "--", ...footer].join("\n"),
    dedupeKey: `newsletter:${subscription.id}:confirm:${subscription.tokenHash}`,
    orderId: null,
    kind: "newsletter_confirmation",
    to: subscription.email,
    headers: unsubscribeHeaders(pageUrl),
  });
}
