import type { ReactNode } from "react";
import { formatPrice } from "~/lib/format/money";
import { formatParisDate, formatParisDateTime } from "~/lib/format/paris-time";
import type { CustomerFile } from "~/lib/use-cases/customer-file";
import { ScrollArea } from "../ui/scroll-area";

const when = (iso: string | null) => (iso ? formatParisDateTime(iso) : "—");

/** The language a sign-up's emails are written in, as the owner and the customer read it (decision 169). */
const EMAILS_IN: Record<string, string> = { fr: "emails en français", en: "emails en anglais" };
const emailsIn = (lang: string) => EMAILS_IN[lang] ?? `emails en ${lang}`;

function Fact({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-ink/70">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <section className="mt-6">
      <h3 className="font-display text-xl">{title}</h3>
      {empty ? (
        <p className="mt-2 text-sm text-ink/80">Aucun.</p>
      ) : (
        <div className="mt-2">{children}</div>
      )}
    </section>
  );
}

/**
 * What the shop holds about one customer, readable: the Clients screen shows it and the HTML
 * export is this same view in a page of its own (GDPR art. 15).
 */
export function CustomerFileView({
  file,
  orderHref,
}: {
  file: CustomerFile;
  orderHref?: (reference: string) => string | undefined;
}) {
  return (
    <div className="text-sm">
      <Section
        title={`Commandes (${file.commandes.length})`}
        empty={!file.commandes.length}
      >
        <div className="space-y-4">
          {file.commandes.map((o) => {
            const href = orderHref?.(o.reference);
            return (
              <article
                key={o.reference}
                className="border border-ink/10 bg-white p-4"
              >
                <h4 className="font-medium">
                  {href ? (
                    <a href={href} className="underline underline-offset-2">
                      {o.reference}
                    </a>
                  ) : (
                    o.reference
                  )}{" "}
                  · {when(o.passee_le)} · {o.statut}
                </h4>
                <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
                  <Fact label="Nom">{o.nom ?? "—"}</Fact>
                  <Fact
                    label="Adresse de livraison"
                    className="whitespace-pre-line"
                  >
                    {o.adresse_livraison ?? "—"}
                  </Fact>
                  <Fact label="Livraison">{o.mode_livraison ?? "—"}</Fact>
                  {o.message_cadeau ? (
                    <Fact label="Message de la carte cadeau" className="whitespace-pre-line">
                      {o.message_cadeau}
                    </Fact>
                  ) : null}
                  <Fact label="Total payé">
                    {formatPrice(o.total_centimes)}
                    {o.rembourse_centimes
                      ? ` (remboursé : ${formatPrice(o.rembourse_centimes)})`
                      : ""}
                  </Fact>
                  <Fact label="Vendu (après remboursements)">{formatPrice(o.montant_vendu_centimes)}</Fact>
                  <Fact label="Payée le">{when(o.payee_le)}</Fact>
                  <Fact label="Expédiée le">
                    {when(o.expediee_le)}
                    {o.numero_suivi
                      ? ` (${o.transporteur ?? ""} ${o.numero_suivi})`
                      : ""}
                  </Fact>
                  <Fact label="Livrée le">{when(o.livree_le)}</Fact>
                  <Fact label="CGV acceptées le">
                    {when(o.cgv_acceptees_le)}
                  </Fact>
                </dl>
                <ul className="mt-2 list-disc pl-5">
                  {o.articles.map((a, i) => (
                    <li key={i}>
                      {a.quantite} × {a.nom} à{" "}
                      {formatPrice(a.prix_unitaire_centimes)}
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </Section>
      <Section
        title={`Rétractations (${file.retractations.length})`}
        empty={!file.retractations.length}
      >
        <ul className="space-y-2">
          {file.retractations.map((w) => (
            <li key={w.commande}>
              {w.commande}, le {when(w.demandee_le)} :{" "}
              {w.articles.map((a) => `${a.quantite} × ${a.nom}`).join(", ")}
              {w.motif ? ` ; motif : ${w.motif}` : ""}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title={`Emails envoyés (${file.emails.length})`}
        empty={!file.emails.length}
      >
        <ScrollArea label="Emails envoyés">
          <table className="w-full min-w-[32rem] border-collapse bg-white text-left">
            <thead>
              <tr className="border-b border-ink/10">
                <th scope="col" className="p-2 font-medium">
                  Date
                </th>
                <th scope="col" className="p-2 font-medium">
                  Objet
                </th>
                <th scope="col" className="p-2 font-medium">
                  État
                </th>
                <th scope="col" className="p-2 font-medium">
                  Contenu
                </th>
              </tr>
            </thead>
            <tbody>
              {file.emails.map((m, i) => (
                <tr key={i} className="border-b border-ink/10 align-top">
                  <td className="p-2">{when(m.envoye_le)}</td>
                  <td className="p-2">{m.objet}</td>
                  <td className="p-2">{m.etat}</td>
                  <td className="p-2">
                    {m.texte == null ? (
                      "Effacé (durée de conservation)"
                    ) : (
                      <details>
                        <summary className="cursor-pointer underline underline-offset-2">
                          Lire le texte
                        </summary>
                        <p className="mt-2 whitespace-pre-line">{m.texte}</p>
                      </details>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </Section>
      <Section
        title={`Alertes de retour en stock (${file.alertes_stock.length})`}
        empty={!file.alertes_stock.length}
      >
        <ul className="space-y-1">
          {file.alertes_stock.map((a) => (
            <li key={`${a.parfum}-${a.format}`}>
              {a.parfum} ({a.format}), demandée le {when(a.demandee_le)} ({emailsIn(a.langue)}) :{" "}
              {a.confirmee_le ? `confirmée le ${when(a.confirmee_le)}` : "non confirmée"}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={`Avis (${file.avis.length})`} empty={!file.avis.length}>
        <ul className="space-y-1">
          {file.avis.map((a) => (
            <li key={`${a.commande}-${a.depose_le}-${a.article}`}>
              {a.article} (commande {a.commande}), {a.note}/5 signé « {a.signature} », déposé le {when(a.depose_le)} : {a.etat}
            </li>
          ))}
        </ul>
        {file.invitations_avis_refusees ? <p className="mt-2 text-ink/80">Ne reçoit plus d'invitation à donner un avis.</p> : null}
      </Section>
      <Section title="Lettre d'information" empty={!file.lettre_information}>
        {file.lettre_information ? (
          <p>
            Demandée le {when(file.lettre_information.demandee_le)} ({file.lettre_information.origine}, consentement version{" "}
            {file.lettre_information.version_consentement}, {emailsIn(file.lettre_information.langue)}) :{" "}
            {file.lettre_information.confirmee_le ? `confirmée le ${when(file.lettre_information.confirmee_le)}` : "non confirmée"}
          </p>
        ) : null}
      </Section>
      <Section title={`Rappels de panier (${file.rappels_panier.length})`} empty={!file.rappels_panier.length}>
        <ul className="space-y-1">
          {file.rappels_panier.map((r) => (
            <li key={r.commande}>
              Commande {r.commande}, accord du {when(r.accord_le)} (version {r.version_consentement}) :{" "}
              {r.traite_le ? `traité le ${when(r.traite_le)} (${r.resultat === "sent" ? "rappel envoyé" : "aucun envoi"})` : "en attente"}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title={`Documents comptables conservés (${file.documents_comptables.length})`}
        empty={!file.documents_comptables.length}
      >
        <p className="mb-2 text-ink/80">
          Factures et avoirs gardent le nom, l'email et l'adresse de l'acheteur
          jusqu'à la fin de leur durée légale (article L123-22 du Code de
          commerce), même après un effacement.
        </p>
        <ul className="space-y-1">
          {file.documents_comptables.map((d) => (
            <li key={d.document}>
              {d.document} du {formatParisDate(d.emis_le)} (commande{" "}
              {d.commande}, {formatPrice(d.montant_centimes)}), conservé
              jusqu'au {formatParisDate(d.conserve_jusqu_au)}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
