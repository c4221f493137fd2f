import { legalFooter } from "../legal/email-footer";
import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { queueEmail } from "../mail/outbox.server";
import type { Db } from "../platform/database.server";
import { unsubscribeHeaders } from "../mail/one-click";
import { invitationEmail, refusalEmail, type InvitationLine } from "./email-templates.server";
import { REFUSAL_REASONS, type RefusalReason } from "./moderation-rules";
import { invitationOptOutPath, REVIEWS_POLICY_PATH } from "./paths";

/** In the invitation's transaction: one email per order, whatever runs the job (the dedupe key). */
export async function queueInvitation(
  tx: Db,
  order: { id: number; reference: string; email: string },
  lines: InvitationLine[],
  emailKey: string,
): Promise<boolean> {
  const origin = await shopOrigin();
  const stopUrl = `${origin}${invitationOptOutPath(emailKey)}`;
  const footer = legalFooter({ settings: await getShopSettings() });
  return queueEmail(tx, {
    ...invitationEmail(order.reference, lines, `${origin}${REVIEWS_POLICY_PATH}`, stopUrl, footer),
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
  const policyUrl = `${await shopOrigin()}${REVIEWS_POLICY_PATH}`;
  const footer = legalFooter({ settings: await getShopSettings() });
  await queueEmail(tx, {
    ...refusalEmail(review.productName, REFUSAL_REASONS[reason], policyUrl, footer),
    dedupeKey: `review-refused:${review.id}`,
    orderId: review.orderId,
    kind: "review_refused",
    to: review.email,
  });
}
