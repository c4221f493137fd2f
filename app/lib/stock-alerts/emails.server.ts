import type { Lang } from "../i18n/lang";
import { legalFooter } from "../legal/email-footer";
import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { unsubscribeHeaders } from "../mail/one-click";
import { queueEmail } from "../mail/outbox.server";
import type { Db } from "../platform/database.server";
import { addressPath, awaitedName, awaitedProductPath, requestPath, type AwaitedFormat } from "./awaited";
import { backInStockEmail, confirmationEmail } from "./email-templates.server";

const footer = async () => legalFooter({ settings: await getShopSettings() });

/** In the request's transaction: the double opt-in email; a new token gives a new message. */
export async function queueConfirmation(tx: Db, alert: { id: number; email: string; tokenHash: string; lang: Lang }, awaited: AwaitedFormat, token: string) {
  const pageUrl = `${await shopOrigin()}${requestPath(token)}`;
  await queueEmail(tx, {
    ...confirmationEmail(alert.lang, awaitedName(awaited), pageUrl, await footer()),
    dedupeKey: `stock-alert:${alert.id}:confirm:${alert.tokenHash}`,
    orderId: null,
    kind: "stock_alert_confirmation",
    to: alert.email,
    headers: unsubscribeHeaders(pageUrl),
  });
}

/** In the sweep's transaction: the one alert of a request, deleted in that same transaction. */
export async function queueBackInStock(tx: Db, alert: { id: number; email: string; emailKey: string; lang: Lang }, awaited: AwaitedFormat) {
  const origin = await shopOrigin();
  const stopUrl = `${origin}${addressPath(alert.emailKey)}`;
  await queueEmail(tx, {
    ...backInStockEmail(alert.lang, awaitedName(awaited), `${origin}${awaitedProductPath(awaited)}`, stopUrl, await footer()),
    dedupeKey: `stock-alert:${alert.id}:alert`,
    orderId: null,
    kind: "back_in_stock",
    to: alert.email,
    headers: unsubscribeHeaders(stopUrl),
  });
}
