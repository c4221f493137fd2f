import { formatPrice } from "../format/money";
import { formatParisDate } from "../format/paris-time";
import { EmailLayout, P, plain, renderEmailHtml, UrlLink, type RenderedEmail } from "../mail/layout.server";
import type { GiftCard } from "../platform/schema.server";
import { printedGiftCardCode } from "./gift-card-rules";

/** To a card's recipient on its sending day: who offers it, the code, until when and where it pays. */
export function recipientEmail(card: GiftCard, from: string | null, siteUrl: string, footer: string[]): RenderedEmail {
  const amount = plain(formatPrice(card.initial_cents));
  const code = printedGiftCardCode(card.code!);
  const until = formatParisDate(card.expires_at!);
  const sender = from ? `${from} vous offre` : "Voici";
  const title = "Une carte cadeau pour vous";
  const use = "Saisissez ce code dans votre panier, champ « Carte cadeau » : son solde règle tout ou partie de votre commande, en une ou plusieurs fois.";
  const html = renderEmailHtml(
    <EmailLayout title={title} footer={footer}>
      <P>Bonjour {card.recipient_name},</P>
      <P>
        {sender} une carte cadeau de <strong>{amount}</strong>.
      </P>
      {card.message && <P style={{ whiteSpace: "pre-line", fontStyle: "italic" }}>{card.message}</P>}
      <P>
        Votre code : <strong style={{ fontSize: "18px", letterSpacing: "2px" }}>{code}</strong>
      </P>
      <P>
        Valable jusqu&apos;au {until} sur <UrlLink href={siteUrl} />. {use}
      </P>
      <P>La carte à imprimer est jointe à ce message.</P>
    </EmailLayout>,
  );
  const text = [
    `Bonjour ${card.recipient_name},`,
    "",
    `${sender} une carte cadeau de ${amount}.`,
    ...(card.message ? ["", card.message] : []),
    "",
    `Votre code : ${code}`,
    `Valable jusqu'au ${until} sur ${siteUrl}. ${use}`,
    "La carte à imprimer est jointe à ce message.",
    "",
    "--",
    ...footer,
  ].join("\n");
  const subject = from ? `${from} vous offre une carte cadeau de ${amount}` : `Votre carte cadeau de ${amount}`;
  return { subject, html, text };
}
