import type { Lang } from "../i18n/lang";
import { legalFooter } from "../legal/email-footer";
import { shopOrigin, getShopSettings } from "../legal/shop-settings.server";
import { unsubscribeHeaders } from "../mail/one-click";
import { queueEmail } from "../mail/outbox.server";
import type { Db } from "../platform/database.server";
import { newsletterConfirmationEmail } from "./confirmation-email.server";
import { subscriptionPath } from "./sources";

/**
 * In the sign-up's transaction: the double opt-in email. Its link opens a page whose button
 * confirms; the same link takes a mail client's one-click unsubscribe (RFC 8058).
 */
export async function queueNewsletterConfirmation(tx: Db, subscription: { id: number; email: string; tokenHash: string; lang: Lang }, token: string) {
  const pageUrl = `${await shopOrigin()}${subscriptionPath(token)}`;
  await queueEmail(tx, {
    ...newsletterConfirmationEmail(subscription.lang, pageUrl, legalFooter({ settings: await getShopSettings() })),
    dedupeKey: `newsletter:${subscription.id}:confirm:${subscription.tokenHash}`,
    orderId: null,
    kind: "newsletter_confirmation",
    to: subscription.email,
    headers: unsubscribeHeaders(pageUrl),
  });
}
