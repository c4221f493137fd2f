import { EmailLayout, Link, P, renderEmailHtml, type RenderedEmail } from "../mail/layout.server";
import type { RemindedLine } from "./reminders.server";

/**
 * The one reminder (decision 113): the perfumes its link puts back in the cart, those out of
 * stock now named and left out, and that it is the only one.
 */
export function reminderEmail(lines: RemindedLine[], url: string, footer: string[]): RenderedEmail {
  const kept = lines.filter((l) => l.available).map((l) => l.name);
  const gone = lines.filter((l) => !l.available).map((l) => l.name);
  const paragraphs = [
    `Vous n'avez pas finalisé votre commande : ${kept.join(", ")}. Votre panier vous attend, retrouvez-le en un clic.`,
    ...(gone.length ? [`${gone.join(", ")} ${gone.length > 1 ? "ne sont plus disponibles" : "n'est plus disponible"} : nous ne l'avons pas remis dans votre panier.`] : []),
    "Vous aviez demandé ce rappel en commandant : c'est le seul que nous vous enverrons, et votre adresse sera ensuite effacée. Pour l'effacer dès maintenant, ouvrez le même lien et choisissez « Effacer mon adresse ».",
  ];
  const html = renderEmailHtml(
    <EmailLayout title="Votre panier vous attend" footer={footer}>
      <P>{paragraphs[0]}</P>
      <P>
        <Link href={url}>Retrouver mon panier</Link>
      </P>
      {paragraphs.slice(1).map((t, i) => (
        <P key={i}>{t}</P>
      ))}
    </EmailLayout>,
  );
  const text = [paragraphs[0], "", `Retrouver mon panier : ${url}`, "", ...paragraphs.slice(1), "", "--", ...footer].join("\n");
  return { subject: "Votre panier vous attend", html, text };
}
