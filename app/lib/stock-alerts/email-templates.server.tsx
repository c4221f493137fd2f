import type { Lang } from "../i18n/lang";
import { fixedT } from "../i18n/texts.server";
import { EmailLayout, Link, OptOutLink, P, renderEmailHtml, type RenderedEmail } from "../mail/layout.server";
import { RETENTION } from "../privacy/retention-periods";

// Both emails are written in the language of the page the request was made on (decision 169).

/** The double opt-in: the request counts once its link is followed. */
export function confirmationEmail(lang: Lang, name: string, pageUrl: string, footer: string[]): RenderedEmail {
  const t = fixedT(lang, "emails");
  const confirm = t("alertConfirm");
  const lines = [t("alertAsked", { name }), t("alertIgnore", { days: RETENTION.stockAlertUnconfirmedDays })];
  const html = renderEmailHtml(
    <EmailLayout lang={lang} title={t("alertTitle")} footer={footer}>
      <P>{lines[0]}</P>
      <P>
        <Link href={pageUrl}>{confirm}</Link>
      </P>
      <P>{lines[1]}</P>
    </EmailLayout>,
  );
  const text = [lines[0], "", t("urlLine", { label: confirm, url: pageUrl }), "", lines[1], "", "--", ...footer].join("\n");
  return { subject: t("alertSubject", { name }), html, text };
}

/** The one alert: the format is back, and the request is gone. */
export function backInStockEmail(lang: Lang, name: string, productUrl: string, stopUrl: string, footer: string[]): RenderedEmail {
  const t = fixedT(lang, "emails");
  const intro = t("backNews", { name });
  const see = t("backSee", { name });
  const stop = t("backStop");
  const html = renderEmailHtml(
    <EmailLayout lang={lang} title={t("backTitle")} footer={footer}>
      <P>{intro}</P>
      <P>
        <Link href={productUrl}>{see}</Link>
      </P>
      <OptOutLink href={stopUrl}>{stop}</OptOutLink>
    </EmailLayout>,
  );
  const text = [intro, "", t("urlLine", { label: see, url: productUrl }), "", t("urlLine", { label: stop, url: stopUrl }), "", "--", ...footer].join("\n");
  return { subject: t("backSubject", { name }), html, text };
}
