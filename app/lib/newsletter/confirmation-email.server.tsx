import type { Lang } from "../i18n/lang";
import { fixedT } from "../i18n/texts.server";
import { EmailLayout, Link, P, renderEmailHtml, type RenderedEmail } from "../mail/layout.server";
import { RETENTION } from "../privacy/retention-periods";

/** The double opt-in, in the language of the page of the sign-up: it counts once the page its link opens is confirmed. */
export function newsletterConfirmationEmail(lang: Lang, pageUrl: string, footer: string[]): RenderedEmail {
  const t = fixedT(lang, "emails");
  const confirm = t("nlConfirm");
  const lines = [t("nlAsked"), t("nlIgnore", { days: RETENTION.newsletterUnconfirmedDays })];
  const html = renderEmailHtml(
    <EmailLayout lang={lang} title={t("nlTitle")} footer={footer}>
      <P>{lines[0]}</P>
      <P>
        <Link href={pageUrl}>{confirm}</Link>
      </P>
      <P>{lines[1]}</P>
    </EmailLayout>,
  );
  const text = [lines[0], "", t("urlLine", { label: confirm, url: pageUrl }), "", lines[1], "", "--", ...footer].join("\n");
  return { subject: t("nlSubject"), html, text };
}
