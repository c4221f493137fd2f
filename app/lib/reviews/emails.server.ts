import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { queueEmail } from "../mail/outbox.server";
import { escape, layout, legalFooter, link, p, type RenderedEmail } from "../mail/templates.server";
import type { Db } from "../platform/database.server";
import { unsubscribeHeaders } from "../mail/one-click";
import { REFUSAL_REASONS, type RefusalReason } from "./moderation-rules";
import { invitationOptOutPath, REVIEWS_POLICY_PATH } from "./paths";

export type InvitationLine = { name: string; url: string };

async function invitationEmail(reference: string, lines: InvitationLine[], policyUrl: string, stopUrl: string): Promise<RenderedEmail> {
  const intro = `Votre commande ${reference} vous a été livrée il y a quelques jours. Qu'avez-vous pensé de ${lines.length > 1 ? "vos parfums" : "votre parfum"} ? Votre avis aide d'autres clients à choisir.`;
  const how = "Il est publié avec la date de votre achat, la mention « Achat vérifié » et le prénom et l'initiale que vous choisissez, après une relecture selon nos règles. Aucune contrepartie n'est offerte en échange.";
  const stop = "Ne plus recevoir d'invitation à donner un avis";
  const settings = await getShopSettings();
  const html = layout(
    "Votre avis compte",
    [
      p(escape(intro)),
      `<ul style="margin:0 0 12px;padding-left:20px">${lines.map((l) => `<li style="margin:0 0 6px">${link(l.url, `Donner mon avis sur ${l.name}`)}</li>`).join("")}</ul>`,
      p(`${escape(how)} ${link(policyUrl, "Nos règles de publication")}.`),
      p(`<small>${link(stopUrl, stop)}</small>`),
    ].join("\n"),
    legalFooter({ settings }),
  );
  const text = [
    intro,
    "",
    ...lines.flatMap((l) => [`Donner mon avis sur ${l.name} : ${l.url}`]),
    "",
    how,
    `Nos règles de publication : ${policyUrl}`,
    "",
    `${stop} : ${stopUrl}`,
    "",
    "--",
    ...legalFooter({ settings }),
  ].join("\n");
  return { subject: `Votre avis sur votre commande ${reference}`, html, text };
}

/** In the invitation's transaction: one email per order, whatever runs the job (the dedupe key). */
export async function queueInvitation(
  tx: Db,
  order: { id: number; reference: string; email: string },
  lines: InvitationLine[],
  emailKey: string,
): Promise<boolean> {
  const origin = await shopOrigin();
  const stopUrl = `${origin}${invitationOptOutPath(emailKey)}`;
  return queueEmail(tx, {
    ...(await invitationEmail(order.reference, lines, `${origin}${REVIEWS_POLICY_PATH}`, stopUrl)),
    dedupeKey: `review-invitation:${order.id}`,
    orderId: order.id,
    kind: "review_invitation",
    to: order.email,
    headers: unsubscribeHeaders(stopUrl),
  });
}

/** D111-12 (ex-D111-19, decision 140) as read in decision 110: the author of a refused review is told why, in the refusal's transaction. */
export async function queueRefusalNotice(
  tx: Db,
  review: { id: number; productName: string; orderId: number; email: string },
  reason: RefusalReason,
) {
  const origin = await shopOrigin();
  const policyUrl = `${origin}${REVIEWS_POLICY_PATH}`;
  const intro = `Merci d'avoir donné votre avis sur ${review.productName}. Nous ne l'avons pas publié, pour ce motif de nos règles de publication :`;
  const settings = await getShopSettings();
  const html = layout(
    "Votre avis n'a pas été publié",
    [p(escape(intro)), p(`<strong>${escape(REFUSAL_REASONS[reason])}</strong>`), p(link(policyUrl, "Nos règles de publication"))].join("\n"),
    legalFooter({ settings }),
  );
  const text = [intro, REFUSAL_REASONS[reason], "", `Nos règles de publication : ${policyUrl}`, "", "--", ...legalFooter({ settings })].join("\n");
  await queueEmail(tx, {
    subject: `Votre avis sur ${review.productName} n'a pas été publié`,
    html,
    text,
    dedupeKey: `review-refused:${review.id}`,
    orderId: review.orderId,
    kind: "review_refused",
    to: review.email,
  });
}
