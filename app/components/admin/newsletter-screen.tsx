import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { formatParisDateTime } from "~/lib/format/paris-time";
import { sourceLabel } from "~/lib/newsletter/sources";
import { RETENTION } from "~/lib/privacy/retention-periods";
import { REMINDER_DELAY } from "~/lib/reminders/consent";
import { reminderDelaySchema } from "~/lib/reminders/forms";
import { ScrollArea } from "../ui/scroll-area";
import { Field } from "../ui/field";
import { useAdminHref } from "./admin-href";
import { KeysetPager } from "./keyset-pager";

export type SubscriberRow = { email: string; confirmedAt: string; consentVersion: string; source: string };

function DelayForm({ delayMinutes, lastResult }: { delayMinutes: number; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "reminder-delay",
    lastResult,
    defaultValue: { delayMinutes: String(delayMinutes) },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reminderDelaySchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-2xl gap-2 bg-white p-6 ring-1 ring-ink/5">
      <h3 className="font-display text-2xl">Rappel de panier</h3>
      <p className="text-sm text-ink/80">
        Un seul email, seulement aux clients qui ont coché la case avant « Commander » (ou celle de Stripe), quand leur commande n'a pas
        été payée ; jamais s'ils ont payé une autre commande depuis ; les parfums épuisés en sont retirés.
      </p>
      <Field
        id={fields.delayMinutes.id}
        label="Délai après la fin du paiement (minutes)"
        errors={fields.delayMinutes.errors}
        errorId={fields.delayMinutes.errorId}
        hint={`De ${REMINDER_DELAY.min} minutes à ${REMINDER_DELAY.max / 60} heures ; ${REMINDER_DELAY.default} par défaut`}
      >
        <input
          {...getInputProps(fields.delayMinutes, { type: "number" })}
          key={fields.delayMinutes.key}
          min={REMINDER_DELAY.min}
          max={REMINDER_DELAY.max}
          step={1}
          className="input max-w-[12rem]"
        />
      </Field>
      <div>
        <button type="submit" className="btn-dark">
          Enregistrer
        </button>
      </div>
    </Form>
  );
}

/** Which page of the list is shown: the keyset kit's cursors and how many subscribers match. */
type SubscribersPage = { older: string | null; newer: string | null; total: number };

/** Search by address: a GET form, so a search has a URL and works without JavaScript. */
function SubscriberSearch({ q }: { q: string }) {
  const href = useAdminHref();
  return (
    <Form method="get" role="search" aria-label="Rechercher des abonnés" className="flex flex-wrap items-end gap-3 border border-ink/10 bg-white p-4">
      <Field id="subscribers-q" label="Rechercher" errorId="subscribers-q-error" hint="Une adresse ou une partie d'adresse" className="min-w-[16rem] flex-1">
        <input id="subscribers-q" name="q" type="search" defaultValue={q} maxLength={254} className="input" />
      </Field>
      <div className="flex gap-3 pb-6">
        <button type="submit" className="btn-dark px-4 py-2 text-xs">Rechercher</button>
        <Link to={href("/newsletter")} className="btn-outline px-4 py-2 text-xs">Effacer</Link>
      </div>
    </Form>
  );
}

/**
 * The owner's newsletter list (confirmed only, newest first, a page at a time, searchable) and its
 * CSV of every subscriber, and the reminder's delay (decisions 112, 113).
 */
export function NewsletterScreen({
  subscribers,
  page,
  q,
  delayMinutes,
  lastResult,
}: {
  subscribers: SubscriberRow[];
  page: SubscribersPage;
  q: string;
  delayMinutes: number;
  lastResult?: SubmissionResult<string[]>;
}) {
  const href = useAdminHref();
  return (
    <div className="space-y-8">
      <h2 className="text-3xl">Lettre d'information et rappels</h2>
      <DelayForm delayMinutes={delayMinutes} lastResult={lastResult} />
      <section aria-labelledby="subscribers-title" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h3 id="subscribers-title" className="font-display text-2xl">
            {q ? `Abonnés confirmés correspondant à « ${q} » (${page.total})` : `Abonnés confirmés (${page.total})`}
          </h3>
          <a href={href("/newsletter/export")} className="btn-outline" download>
            Exporter en CSV
          </a>
        </div>
        <p className="text-sm text-ink/80">
          La boutique n'envoie pas de campagne : importez ce fichier dans l'outil d'envoi de votre choix, qui doit mettre un lien de
          désinscription dans chaque message. Les demandes non confirmées n'apparaissent pas et sont effacées au bout de {RETENTION.newsletterUnconfirmedDays} jours.
        </p>
        <SubscriberSearch q={q} />
        {subscribers.length ? (
          <ScrollArea label="Tableau des abonnés confirmés">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead>
                <tr className="border-b border-ink/20">
                  <th scope="col" className="p-2 font-medium">Email</th>
                  <th scope="col" className="p-2 font-medium">Confirmé le</th>
                  <th scope="col" className="p-2 font-medium">Version du consentement</th>
                  <th scope="col" className="p-2 font-medium">Origine</th>
                </tr>
              </thead>
              <tbody>
                {subscribers.map((s) => (
                  <tr key={s.email} className="border-b border-ink/10">
                    <td className="p-2">{s.email}</td>
                    <td className="p-2">{formatParisDateTime(s.confirmedAt)}</td>
                    <td className="p-2">{s.consentVersion}</td>
                    <td className="p-2">{sourceLabel(s.source)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        ) : (
          <p className="text-sm">{q ? "Aucun abonné confirmé ne correspond à cette recherche." : "Aucun abonné confirmé pour le moment."}</p>
        )}
        <KeysetPager label="Pages d'abonnés" query={new URLSearchParams(q ? { q } : {})} newer={page.newer} older={page.older} newerText="Plus récents" olderText="Plus anciens" />
      </section>
    </div>
  );
}
