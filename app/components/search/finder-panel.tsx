import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { chosenFilters, finderSearch, SORTS, type Finder } from "~/lib/search/finder-query";
import type { FacetChoice, Facets } from "~/lib/search/finder.server";

function Choice({ choice, basePath }: { choice: FacetChoice; basePath: string }) {
  const body = (
    <>
      <span aria-hidden="true" className={`inline-block h-3.5 w-3.5 shrink-0 border ${choice.chosen ? "border-ink bg-ink" : "border-ink/40"}`} />
      <span className="flex-1">{choice.label}</span>
      <span className="tabular-nums text-ink/70">{choice.count}</span>
      {choice.chosen ? <span className="sr-only"> (choisi : retirer ce filtre)</span> : null}
    </>
  );
  if (!choice.chosen && choice.count === 0) return <span className="flex items-center gap-2 py-1 text-ink/70">{body}</span>;
  return (
    <Link to={{ pathname: basePath, search: choice.href }} preventScrollReset className="flex items-center gap-2 py-1 hover:text-gold-dark">
      {body}
    </Link>
  );
}

function Group({ title, choices, basePath }: { title: string; choices: FacetChoice[]; basePath: string }) {
  if (!choices.length) return null;
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-ink/80">{title}</h3>
      <ul className="mt-2 text-sm">
        {choices.map((c) => (
          <li key={c.value}>
            <Choice choice={c} basePath={basePath} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FacetGroups({ facets, finder, basePath }: { facets: Facets; finder: Finder; basePath: string }) {
  const cleared = finderSearch({ ...finder, familles: [], notes: [], contenances: [], prix: null, stock: false, page: 1 });
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Filtres</h2>
      {chosenFilters(finder) > 0 ? (
        <Link to={{ pathname: basePath, search: cleared }} className="text-sm underline underline-offset-2">
          Effacer les filtres
        </Link>
      ) : null}
      <Group title="Familles olfactives" choices={facets.familles} basePath={basePath} />
      <Group title="Notes" choices={facets.notes} basePath={basePath} />
      {facets.contenances.length > 1 ? <Group title="Format" choices={facets.contenances} basePath={basePath} /> : null}
      <Group title="Prix" choices={facets.prix} basePath={basePath} />
      <Group title="Disponibilité" choices={[facets.stock]} basePath={basePath} />
    </div>
  );
}

/** The sort, a GET form carrying the other choices along, so it works without JavaScript. */
function SortForm({ finder, basePath, withRelevance }: { finder: Finder; basePath: string; withRelevance: boolean }) {
  const kept = new URLSearchParams(finderSearch({ ...finder, tri: "pertinence", page: 1 }));
  return (
    <Form method="get" action={basePath} preventScrollReset className="flex flex-wrap items-end gap-2">
      {[...kept].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="finder-sort" className="block text-xs uppercase tracking-[0.2em] text-ink/80">
          Trier par
        </label>
        <select id="finder-sort" name="tri" defaultValue={finder.tri} className="input mt-1 py-2">
          {Object.entries(SORTS).map(([value, label]) =>
            value === "pertinence" ? (
              <option key={value} value={value}>{withRelevance ? label : "Nom"}</option>
            ) : (
              <option key={value} value={value}>{label}</option>
            ),
          )}
        </select>
      </div>
      <button type="submit" className="btn-outline px-4 py-2 text-xs">Trier</button>
    </Form>
  );
}

/**
 * Results beside their filters: a column on a wide screen, a disclosure above them on a phone.
 * Every choice is a link and the sort a GET form, so each filtered page has its own address.
 */
export function FinderLayout({
  facets,
  finder,
  basePath,
  total,
  withRelevance = false,
  children,
}: {
  facets: Facets;
  finder: Finder;
  basePath: string;
  total: number;
  withRelevance?: boolean;
  children: ReactNode;
}) {
  const chosen = chosenFilters(finder);
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
      <details className="border border-ink/10 bg-white p-4 lg:hidden">
        <summary className="cursor-pointer text-sm font-medium">Filtrer{chosen ? ` (${chosen})` : ""}</summary>
        <nav aria-label="Filtres" className="mt-4">
          <FacetGroups facets={facets} finder={finder} basePath={basePath} />
        </nav>
      </details>
      <nav aria-label="Filtres" className="hidden lg:block">
        <FacetGroups facets={facets} finder={finder} basePath={basePath} />
      </nav>
      <div>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <p className="text-sm text-ink/80" role="status">
            {total} parfum{total > 1 ? "s" : ""}
          </p>
          <SortForm finder={finder} basePath={basePath} withRelevance={withRelevance} />
        </div>
        {children}
      </div>
    </div>
  );
}
