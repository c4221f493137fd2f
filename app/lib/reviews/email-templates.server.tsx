import { EmailLayout, Link, OptOutLink, List, P, renderEmailHtml, type RenderedEmail } from "../mail/layout.server";

export type InvitationLine = { name: string; url: string };

const POLICY = "Nos règles de publication";

/** After delivery: a link per perfume to its review form, how reviews are published, and the way out. */
export function invitationEmail(reference: string, lines: InvitationLine[], policyUrl: string, stopUrl: string, footer: string[]): RenderedEmail {
  const intro = `Votre commande ${reference} vous a été livrée il y a quelques jours. Qu'avez-vous pensé de ${lines.length > 1 ? "vos parfums" : "votre parfum"} ? Votre avis aide d'autres clients à choisir.`;
  const how = "Il est publié avec la date de votre achat, la mention « Achat vérifié » et le prénom et l'initiale que vous choisissez, après une relecture selon nos règles. Aucune contrepartie n'est offerte en échange.";
  const stop = "Ne plus recevoir d'invitation à donner un avis";
  const html = renderEmailHtml(
    <EmailLayout title="Votre avis compte" footer={footer}>
      <P>{intro}</P>
      <List items={lines.map((l) => <Link key={l.url} href={l.url}>{`Donner mon avis sur ${l.name}`}</Link>)} itemStyle={{ margin: "0 0 6px" }} />
      <P>
        {how} <Link href={policyUrl}>{POLICY}</Link>.
      </P>
      <OptOutLink href={stopUrl}>{stop}</OptOutLink>
    </EmailLayout>,
  );
  const text = [
    intro,
    "",
    ...lines.flatMap((l) => [`Donner mon avis sur ${l.name} : ${l.url}`]),
    "",
    how,
    `${POLICY} : ${policyUrl}`,
    "",
    `${stop} : ${stopUrl}`,
    "",
    "--",
    ...footer,
  ].join("\n");
  return { subject: `Votre avis sur votre commande ${reference}`, html, text };
}

/** To the author of a refused review: the published rule it broke. */
export function refusalEmail(productName: string, rule: string, policyUrl: string, footer: string[]): RenderedEmail {
  const intro = `Merci d'avoir donné votre avis sur ${productName}. Nous ne l'avons pas publié, pour ce motif de nos règles de publication :`;
  const html = renderEmailHtml(
    <EmailLayout title="Votre avis n'a pas été publié" footer={footer}>
      <P>{intro}</P>
      <P>
        <strong>{rule}</strong>
      </P>
      <P>
        <Link href={policyUrl}>{POLICY}</Link>
      </P>
    </EmailLayout>,
  );
  const text = [intro, rule, "", `${POLICY} : ${policyUrl}`, "", "--", ...footer].join("\n");
  return { subject: `Votre avis sur ${productName} n'a pas été publié`, html, text };
}
