import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { formatParisDateTime } from "~/lib/format/paris-time";
import { customerErasureSchema, customerSearchSchema } from "~/lib/privacy/customer-forms";
import { holdsNothingErasable, type CustomerFile } from "~/lib/use-cases/customer-file";
import type { PrivacyRequest } from "~/lib/platform/schema.server";
import { CheckboxField, Field } from "../ui/field";
import { ScrollArea } from "../ui/scroll-area";
import { useAdminHref } from "./admin-href";
import { CustomerFileView } from "./customer-file";

type LastResult = SubmissionResult<string[]> | null | undefined;

const REQUEST_KINDS: Record<PrivacyRequest["kind"], string> = { export: "Export", erasure: "Effacement" };

function SearchForm({ email, lastResult }: { email: string; lastResult: LastResult }) {
  const href = useAdminHref();
  const [form, fields] = useForm({
    id: "customer-search",
    lastResult,
    defaultValue: { email },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: customerSearchSchema }),
  });
  return (
    <Form method="get" action={href("/clients")} {...getFormProps(form)} className="flex flex-wrap items-start gap-3 border border-ink/10 bg-white p-5">
      <Field id={fields.email.id} label="Adresse email du client" errors={fields.email.errors} errorId={fields.email.errorId} className="min-w-[16rem] flex-1">
        <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="off" className="input w-full" />
      </Field>
      <button type="submit" className="btn-dark mt-6 px-4 py-2 text-xs">Rechercher</button>
    </Form>
  );
}

function ErasureForm({ email, lastResult }: { email: string; lastResult: LastResult }) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "customer-erasure",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: customerErasureSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 border border-red-800/30 bg-red-50 p-5">
      <h3 className="font-display text-xl">Effacer les données (article 17 du RGPD)</h3>
      <p className="text-sm text-ink/80">
        Les commandes perdent le nom, l'email, l'adresse et le motif d'une rétractation ; les emails envoyés perdent leur
        destinataire et leur contenu ; les alertes de retour en stock, l'inscription à la lettre d'information et les accords
        de rappel de panier sont supprimés. Les montants restent pour la comptabilité, et les factures et avoirs gardent l'identité
        de l'acheteur jusqu'à la fin de leur durée légale. L'effacement est définitif.
      </p>
      <input type="hidden" name="email" value={email} />
      <CheckboxField id={fields.confirm.id} label={`Je confirme l'effacement des données de ${email}`}>
        <input {...getInputProps(fields.confirm, { type: "checkbox" })} key={fields.confirm.key} className="h-4 w-4 accent-red-700" />
      </CheckboxField>
      <p id={fields.confirm.errorId} className="min-h-[1rem] text-sm text-red-800" aria-live="polite">{fields.confirm.errors?.[0] ?? ""}</p>
      <p id={form.errorId} role="alert" className="text-sm text-red-800 empty:hidden">{form.errors?.[0] ?? ""}</p>
      <button type="submit" disabled={busy} className="bg-red-800 px-4 py-2 text-xs uppercase tracking-widest text-white hover:bg-red-900 disabled:opacity-60">
        Effacer les données de ce client
      </button>
    </Form>
  );
}

export type ClientsScreenProps = {
  email: string;
  searched: boolean;
  searchResult: LastResult;
  erasureResult: LastResult;
  file: CustomerFile | null;
  requests: PrivacyRequest[];
};

/** Find a customer by email, hand them their data, erase it on request; and the record of each. */
export function ClientsScreen({ email, searched, searchResult, erasureResult, file, requests }: ClientsScreenProps) {
  const href = useAdminHref();
  const erasable = file ? !holdsNothingErasable(file) : false;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-3xl">Clients</h2>
        <p className="mt-2 max-w-2xl text-sm text-ink/80">
          Pour répondre à une demande d'accès, de portabilité ou d'effacement (articles 15, 17 et 20 du RGPD) : retrouvez
          tout ce que la boutique garde sur une adresse email. Chaque export et chaque effacement est consigné ci-dessous.
        </p>
      </div>
      <SearchForm email={email} lastResult={searchResult} />
      {searched && !searchResult?.error ? (
        file ? (
          <section aria-labelledby="customer-title" className="space-y-6">
            <h3 id="customer-title" className="font-display text-2xl break-words">Données de {file.email}</h3>
            <form method="post" action={href("/clients/export")} className="flex flex-wrap gap-3">
              <input type="hidden" name="email" value={file.email} />
              <button type="submit" name="format" value="json" className="btn-outline px-4 py-2 text-xs">Exporter en JSON</button>
              <button type="submit" name="format" value="html" className="btn-outline px-4 py-2 text-xs">Exporter en page lisible (HTML)</button>
            </form>
            <CustomerFileView file={file} orderHref={(reference) => `${href("/commandes")}?q=${encodeURIComponent(reference)}`} />
            {erasable ? (
              <ErasureForm email={file.email} lastResult={erasureResult} />
            ) : (
              <p className="text-sm text-ink/80">Plus aucune donnée à effacer : seuls restent les documents comptables.</p>
            )}
          </section>
        ) : (
          <p className="text-sm" role="status">Aucune donnée pour cette adresse.</p>
        )
      ) : null}
      <section aria-labelledby="requests-title">
        <h3 id="requests-title" className="font-display text-xl">Exports et effacements</h3>
        {requests.length === 0 ? (
          <p className="mt-2 text-sm text-ink/80">Aucune demande traitée pour l'instant.</p>
        ) : (
          <ScrollArea label="Journal des exports et effacements" className="mt-2">
            <table className="w-full min-w-[32rem] border-collapse bg-white text-left text-sm">
              <thead>
                <tr className="border-b border-ink/10">
                  <th scope="col" className="p-2 font-medium">Date</th>
                  <th scope="col" className="p-2 font-medium">Action</th>
                  <th scope="col" className="p-2 font-medium">Par</th>
                  <th scope="col" className="p-2 font-medium">Commandes</th>
                  <th scope="col" className="p-2 font-medium">Emails</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((r) => (
                  <tr key={r.id} className="border-b border-ink/10">
                    <td className="p-2">{formatParisDateTime(r.created_at)}</td>
                    <td className="p-2">{REQUEST_KINDS[r.kind]}</td>
                    <td className="p-2 break-words">{r.actor}</td>
                    <td className="p-2">{r.order_references.join(", ") || "—"}</td>
                    <td className="p-2">{r.emails_count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </section>
    </div>
  );
}
