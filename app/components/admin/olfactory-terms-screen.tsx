import { getInputProps } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { TermRow } from "~/lib/admin/olfactory-terms.server";
import { olfactoryTermSchema } from "~/lib/catalog/olfactory-term-schema";
import { useAdminHref } from "./admin-href";
import { FormDialog, InputField, RowsTable, useDialogForm, type DialogValues } from "./screen-kit";

const KIND = { family: "Famille", note: "Note" } as const;

function valuesOf(term: TermRow | null): DialogValues {
  return { kind: term?.kind ?? "note", fr: term?.fr ?? "", en: term?.en ?? "" };
}

/** The English name of one note or family; empty, English pages show the French one. */
export function OlfactoryTermDialog({ term }: { term: TermRow }) {
  const [form, fields] = useDialogForm("olfactory-term", term, olfactoryTermSchema, valuesOf);
  return (
    <FormDialog title={`${KIND[term.kind]} « ${term.label} » en anglais`} list="/notes-et-familles" form={form} editing>
      <input {...getInputProps(fields.kind, { type: "hidden" })} key={fields.kind.key} />
      <input {...getInputProps(fields.fr, { type: "hidden" })} key={fields.fr.key} />
      <InputField field={fields.en} label={`Nom anglais de « ${term.label} »`} type="text" hint="Vide : le nom français, sur les pages anglaises et dans leur recherche" />
    </FormDialog>
  );
}

function TranslateLink({ term }: { term: TermRow }) {
  const href = useAdminHref();
  const query = new URLSearchParams({ type: term.kind, fr: term.fr });
  const action = term.en ? "Modifier" : "Traduire";
  return (
    <Link to={href(`/notes-et-familles/traduire?${query}`)} preventScrollReset className="underline hover:text-gold-dark" aria-label={`${action} ${term.label}`}>
      {action}
    </Link>
  );
}

const English = ({ en }: { en: string | null }) => (en ? <span lang="en">{en}</span> : <span className="font-medium text-amber-900">À traduire</span>);

/**
 * « Notes et familles (anglais) » (decision 168): every family and every note a perfume carries,
 * those without an English name first, each opening its dialog over the list.
 */
export function OlfactoryTermsScreen({ terms, children }: { terms: TermRow[]; children: ReactNode }) {
  const missing = terms.filter((t) => !t.en).length;
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-3xl">Notes et familles (anglais)</h2>
        <p className="mt-1 text-sm text-ink/80">
          {missing === 0 ? "Toutes ont leur nom anglais." : `${missing} sans nom anglais : les pages anglaises montrent le nom français.`}
        </p>
      </div>
      <RowsTable
        caption="Notes et familles, celles à traduire d'abord"
        columns={["Français", "Type", "Anglais", "Actions"]}
        rows={terms}
        card={(t) => (
          <>
            <p className="font-medium">{t.label} <span className="text-xs text-ink/80">· {KIND[t.kind]}</span></p>
            <p><English en={t.en} /></p>
            <TranslateLink term={t} />
          </>
        )}
        cells={(t) => (
          <>
            <th scope="row" className="p-3 font-medium">{t.label}</th>
            <td className="p-3">{KIND[t.kind]}</td>
            <td className="p-3"><English en={t.en} /></td>
            <td className="p-3"><TranslateLink term={t} /></td>
          </>
        )}
      />
      {children}
    </div>
  );
}
