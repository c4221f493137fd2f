import { getShopSettings, shopOrigin } from "../legal/shop-settings.server";
import { unsubscribeHeaders } from "../mail/one-click";
import { queueEmail } from "../mail/outbox.server";
import { escape, layout, legalFooter, link, p } from "../mail/templates.server";
import type { Db } from "../platform/database.server";
import { restorePath } from "./consent";
import type { RemindedLine } from "./reminders.server";

/**
 * The one reminder (decision 113), in the job's transaction. Its link opens a page that shows the
 * cart and puts it back on a POST; a perfume out of stock now is named and left out. It is the
 * only message of its kind, and it says so; its link also erases the address at once.
 */
export async function queueReminderEmail(tx: Db, reminder: { orderId: number; email: string; lines: RemindedLine[] }, token: string) {
  const url = `${await shopOrigin()}${restorePath(token)}`;
  const kept = reminder.lines.filter((l) => l.available).map((l) => l.name);
  const gone = reminder.lines.filter((l) => !l.available).map((l) => l.name);
  const paragraphs = [
    `Vous n'avez pas finalisé votre commande : ${kept.join(", ")}. Votre panier vous attend, retrouvez-le en un clic.`,
    ...(gone.length ? [`${gone.join(", ")} ${gone.length > 1 ? "ne sont plus disponibles" : "n'est plus disponible"} : nous ne l'avons pas remis dans votre panier.`] : []),
    "Vous aviez demandé ce rappel en commandant : c'est le seul que nous vous enverrons, et votre adresse sera ensuite effacée. Pour l'effacer dès maintenant, ouvrez le même lien et choisissez « Effacer mon adresse ».",
  ];
  const settings = await getShopSettings();
  const footer = legalFooter({ settings });
  await queueEmail(tx, {
    subject: "Votre panier vous attend",
    html: layout("Votre panier vous attend", [p(escape(paragraphs[0])), p(link(url, "Retrouver mon panier")), ...paragraphs.slice(1).map((t) => p(escape(t)))].join("\n"), footer),
    text: [paragraphs[0], "", `Retrouver mon panier : ${url}`, "", ...paragraphs.slice(1), "", "--", ...footer].join("\n"),
    dedupeKey: `checkout-reminder:${reminder.orderId}`,
    orderId: reminder.orderId,
    kind: "checkout_reminder",
    to: reminder.email,
    // L34-5 CPCE: every commercial message offers a way to object; RFC 8058 makes it one click.
    headers: unsubscribeHeaders(url),
  });
}
