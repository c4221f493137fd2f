import { EmailLayout, Link, OptOutLink, P, renderEmailHtml, type RenderedEmail } from "../mail/layout.server";
import { RETENTION } from "../privacy/retention-periods";

/** The double opt-in: the request counts once its link is followed. */
export function confirmationEmail(name: string, pageUrl: string, footer: string[]): RenderedEmail {
  const lines = [
    `Vous avez demandé à être prévenu(e) du retour de ${name}. Confirmez cette demande pour qu'elle compte : nous vous écrirons une seule fois, quand ce format sera de nouveau disponible.`,
    `Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : sans confirmation, elle est effacée sous ${RETENTION.stockAlertUnconfirmedDays} jours.`,
  ];
  const html = renderEmailHtml(
    <EmailLayout title="Confirmez votre alerte" footer={footer}>
      <P>{lines[0]}</P>
      <P>
        <Link href={pageUrl}>Confirmer mon alerte</Link>
      </P>
      <P>{lines[1]}</P>
    </EmailLayout>,
  );
  const text = [lines[0], "", `Confirmer mon alerte : ${pageUrl}`, "", lines[1], "", "--", ...footer].join("\n");
  return { subject: `Confirmez votre alerte : ${name}`, html, text };
}

/** The one alert: the format is back, and the request is gone. */
export function backInStockEmail(name: string, productUrl: string, stopUrl: string, footer: string[]): RenderedEmail {
  const intro = `Bonne nouvelle : ${name} est de nouveau disponible. Vous nous aviez demandé de vous prévenir ; c'est le seul email que nous vous envoyons à ce sujet, et votre demande est maintenant effacée.`;
  const stop = "Ne plus recevoir d'alertes de retour en stock";
  const html = renderEmailHtml(
    <EmailLayout title="De retour en stock" footer={footer}>
      <P>{intro}</P>
      <P>
        <Link href={productUrl}>{`Voir ${name}`}</Link>
      </P>
      <OptOutLink href={stopUrl}>{stop}</OptOutLink>
    </EmailLayout>,
  );
  const text = [intro, "", `Voir ${name} : ${productUrl}`, "", `${stop} : ${stopUrl}`, "", "--", ...footer].join("\n");
  return { subject: `De retour en stock : ${name}`, html, text };
}
