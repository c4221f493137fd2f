import { EmailLayout, Link, P, renderEmailHtml, type RenderedEmail } from "../mail/layout.server";
import { RETENTION } from "../privacy/retention-periods";

/** The double opt-in: the sign-up counts once the page its link opens is confirmed. */
export function newsletterConfirmationEmail(pageUrl: string, footer: string[]): RenderedEmail {
  const lines = [
    "Vous avez demandé à recevoir notre lettre d'information. Confirmez votre inscription pour qu'elle compte :",
    `Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : sans confirmation, votre adresse est effacée sous ${RETENTION.newsletterUnconfirmedDays} jours.`,
  ];
  const html = renderEmailHtml(
    <EmailLayout title="Confirmez votre inscription" footer={footer}>
      <P>{lines[0]}</P>
      <P>
        <Link href={pageUrl}>Confirmer mon inscription</Link>
      </P>
      <P>{lines[1]}</P>
    </EmailLayout>,
  );
  const text = [lines[0], "", `Confirmer mon inscription : ${pageUrl}`, "", lines[1], "", "--", ...footer].join("\n");
  return { subject: "Confirmez votre inscription à notre lettre d'information", html, text };
}
