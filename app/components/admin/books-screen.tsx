import type { BookQuery } from "~/lib/documents/books";
import { Field } from "../ui/field";
import { useAdminHref } from "./admin-href";

/**
 * « Livres comptables »: a period in Paris days and the book, downloaded as CSV; and a quarter for
 * the OSS return and records (decision 159), one button each. Plain forms (no fetch): the browser
 * saves the file and the screen stays as it is (decision 108).
 */
export function BooksScreen({ values, errors }: BookQuery) {
  const href = useAdminHref();
  return (
    <section className="space-y-6">
      <div>
        <h2 className="text-3xl">Livres comptables</h2>
        <p className="mt-2 max-w-3xl text-sm text-ink/80">
          Les factures et avoirs émis pendant la période (jours de Paris, bornes comprises), tels qu'ils ont été émis.
          L'e-reporting donne, par jour et par taux de TVA, les totaux HT, TVA et TTC des ventes aux particuliers
          taxées en France, le nombre de factures et d'avoirs (catégorie TLB1, livraisons de biens) ; le journal des ventes donne une ligne par pièce et par taux.
        </p>
      </div>
      <form method="get" action={href("/livres-comptables/export")} className="flex flex-wrap items-start gap-4 border border-ink/10 bg-white p-5">
        <Field id="books-from" label="Du" errors={errors.from ? [errors.from] : undefined} errorId="books-from-error">
          <input id="books-from" name="from" type="date" defaultValue={values.from} required aria-invalid={errors.from ? true : undefined} aria-describedby="books-from-error" className="input" />
        </Field>
        <Field id="books-to" label="Au" errors={errors.to ? [errors.to] : undefined} errorId="books-to-error">
          <input id="books-to" name="to" type="date" defaultValue={values.to} required aria-invalid={errors.to ? true : undefined} aria-describedby="books-to-error" className="input" />
        </Field>
        <Field id="books-kind" label="Livre" errors={errors.kind ? [errors.kind] : undefined} errorId="books-kind-error">
          <select id="books-kind" name="kind" defaultValue={values.kind} aria-invalid={errors.kind ? true : undefined} aria-describedby="books-kind-error" className="input">
            <option value="ereporting">E-reporting (données de transaction)</option>
            <option value="journal">Journal des ventes</option>
          </select>
        </Field>
        <button type="submit" className="btn-dark mt-6 px-4 py-2 text-xs">Télécharger le CSV</button>
      </form>
      <div>
        <h3 className="text-xl">Guichet unique OSS</h3>
        <p className="mt-2 max-w-3xl text-sm text-ink/80">
          Les ventes taxées dans le pays de livraison, par trimestre civil (jours de Paris). La déclaration donne, par État
          membre et par taux, la base HT et la TVA des factures moins les avoirs du trimestre, puis les avoirs qui corrigent
          un trimestre antérieur ; le registre donne une ligne par facture et par avoir, avec les éléments à conserver 10 ans.
        </p>
      </div>
      <form method="get" action={href("/livres-comptables/export")} className="flex flex-wrap items-start gap-4 border border-ink/10 bg-white p-5">
        <Field id="books-quarter" label="Trimestre (AAAA-Tn)" errors={errors.quarter ? [errors.quarter] : undefined} errorId="books-quarter-error">
          <input id="books-quarter" name="quarter" type="text" defaultValue={values.quarter} required aria-invalid={errors.quarter ? true : undefined} aria-describedby="books-quarter-error" className="input" />
        </Field>
        <button type="submit" name="kind" value="oss" className="btn-dark mt-6 px-4 py-2 text-xs">Déclaration OSS</button>
        <button type="submit" name="kind" value="oss-registre" className="btn-dark mt-6 px-4 py-2 text-xs">Registre OSS</button>
      </form>
    </section>
  );
}
