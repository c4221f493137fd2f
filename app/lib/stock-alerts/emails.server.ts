import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { queueEmail } from "../mail/outbox.server";
import type { Db } from "../platform/database.server";
import { escape, layout, legalFooter, link, p, type RenderedEmail } from "../mail/templates.server";
import { RETENTION } from "../privacy/retention-periods";
import { addressPath, awaitedName, awaitedProductPath, requestPath, type AwaitedFormat } from "./awaited";

/**
 * RFC 2369 and RFC 8058: mail clients show their own « Se désabonner » button and POST
 * `List-Unsubscribe=One-Click` to the link, which unsubscribes without a page.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

async function confirmationEmail(awaited: AwaitedFormat, pageUrl: string): Promise<RenderedEmail> {
  const name = awaitedName(awaited);
  const lines = [
    `Vous avez demandé à être prévenu(e) du retour de ${name}. Confirmez cette demande pour qu'elle compte : nous vous écrirons une seule fois, quand ce format sera de nouveau disponible.`,
    `Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : sans confirmation, elle est effacée sous ${RETENTION.stockAlertUnconfirmedDays} jours.`,
  ];
  const settings = await getShopSettings();
  const html = layout(
    "Confirmez votre alerte",
    [p(escape(lines[0])), p(link(pageUrl, "Confirmer mon alerte")), p(escape(lines[1]))].join("\n"),
    legalFooter({ settings }),
  );
  const text = [lines[0], "", `Confirmer mon alerte : ${pageUrl}`, "", lines[1], "", "--", ...legalFooter({ settings })].join("\n");
  return { subject: `Confirmez votre alerte : ${name}`, html, text };
}

async function backInStockEmail(awaited: AwaitedFormat, productUrl: string, stopUrl: string): Promise<RenderedEmail> {
  const name = awaitedName(awaited);
  const intro = `Bonne nouvelle : ${name} est de nouveau disponible. Vous nous aviez demandé de vous prévenir ; c'est le seul email que nous vous envoyons à ce sujet, et votre demande est maintenant effacée.`;
  const stop = "Ne plus recevoir d'alertes de retour en stock";
  const settings = await getShopSettings();
  const html = layout(
    "De retour en stock",
    [p(escape(intro)), p(link(productUrl, `Voir ${name}`)), p(`<small>${link(stopUrl, stop)}</small>`)].join("\n"),
    legalFooter({ settings }),
  );
  const text = [intro, "", `Voir ${name} : ${productUrl}`, "", `${stop} : ${stopUrl}`, "", "--", ...legalFooter({ settings })].join("\n");
  return { subject: `De retour en stock : ${name}`, html, text };
}

/** In the request's transaction: the double opt-in email; a new token gives a new message. */
export async function queueConfirmation(tx: Db, alert: { id: number; email: string; tokenHash: string }, awaited: AwaitedFormat, token: string) {
  const pageUrl = `${await shopOrigin()}${requestPath(token)}`;
  await queueEmail(tx, {
    ...(await confirmationEmail(awaited, pageUrl)),
    dedupeKey: `stock-alert:${alert.id}:confirm:${alert.tokenHash}`,
    orderId: null,
    kind: "stock_alert_confirmation",
    to: alert.email,
    headers: unsubscribeHeaders(pageUrl),
  });
}

/** In the sweep's transaction: the one alert of a request, deleted in that same transaction. */
export async function queueBackInStock(tx: Db, alert: { id: number; email: string; emailKey: string }, awaited: AwaitedFormat) {
  const origin = await shopOrigin();
  const stopUrl = `${origin}${addressPath(alert.emailKey)}`;
  await queueEmail(tx, {
    ...(await backInStockEmail(awaited, `${origin}${awaitedProductPath(awaited)}`, stopUrl)),
    dedupeKey: `stock-alert:${alert.id}:alert`,
    orderId: null,
    kind: "back_in_stock",
    to: alert.email,
    headers: unsubscribeHeaders(stopUrl),
  });
}
