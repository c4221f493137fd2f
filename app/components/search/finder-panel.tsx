import { Form } from "@remix-run/react";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { choiceSearch, chosenFilters, finderSearch, SORTS, type FacetGroup, type Finder } from "~/lib/search/finder-query";
import type { FacetChoice, Facets } from "~/lib/search/finder.server";
import { useLinksInPlace } from "../ui/use-links-in-place";

function Choice({ choice, href, basePath, inert }: { choice: FacetChoice; href: string; basePath: string; inert: boolean }) {
  // Its check box is drawn by the stylesheet (`.facet::before`), its count styled as the choice's
  // span: a few bytes less per choice, dozens a page.
  const body = (
    <>
      {choice.label}
      <span>{choice.count}</span>
      {choice.chosen ? <span className="sr-only"> (choisi : retirer ce filtre)</span> : null}
    </>
  );
  const className = choice.chosen ? "facet facet-on" : "facet";
  if (inert) return <span className={`${className} text-ink/70`}>{body}</span>;
  // The same route with other parameters: a plain link, followed in place by the panel's one
  // listener (useLinksInPlace), nothing for Remix to discover ahead.
  return (
    <a href={`${basePath}${href}`} className={className}>
      {body}
    </a>
  );
}

/**
 * A choice is a link only where it changes the list: not when it lists nothing, nor when it lists
 * every perfume shown and no sibling is chosen (a chosen sibling makes it widen the list instead).
 */
function Group({ title, group, choices, finder, basePath, total }: { title: string; group: FacetGroup; choices: FacetChoice[]; finder: Finder; basePath: string; total: number }) {
  if (!choices.length) return null;
  const siblingChosen = choices.some((c) => c.chosen);
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-[0.2em] text-ink/80">{title}</h3>
      <ul className="mt-2 text-sm">
        {choices.map((c) => (
          <li key={c.value}>
            <Choice
              choice={c}
              href={choiceSearch(finder, group, c.value)}
              basePath={basePath}
              inert={!c.chosen && (c.count === 0 || (!siblingChosen && c.count === total))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FacetGroups({ facets, finder, basePath, total }: { facets: Facets; finder: Finder; basePath: string; total: number }) {
  const cleared = finderSearch({ ...finder, familles: [], notes: [], contenances: [], prix: null, stock: false, page: 1 });
  const shared = { finder, basePath, total };
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Filtres</h2>
      {chosenFilters(finder) > 0 ? (
        <a href={`${basePath}${cleared}`} className="text-sm underline underline-offset-2">
          Effacer les filtres
        </a>
      ) : null}
      <Group title="Familles olfactives" group="famille" choices={facets.familles} {...shared} />
      <Group title="Notes" group="note" choices={facets.notes} {...shared} />
      {facets.contenances.length > 1 ? <Group title="Format" group="contenance" choices={facets.contenances} {...shared} /> : null}
      <Group title="Prix" group="prix" choices={facets.prix} {...shared} />
      <Group title="Disponibilité" group="stock" choices={[facets.stock]} {...shared} />
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
 * On a phone the panel covers the results: a choice closes it (with JavaScript; without, the
 * next page opens it closed), the focus back on « Filtrer », and the count of the results, a
 * live region, says how many perfumes match.
 */
function useClosedAfterChoice(panel: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = panel.current;
    if (!details) return;
    const close = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("a")) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    details.addEventListener("click", close);
    return () => details.removeEventListener("click", close);
  }, [panel]);
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
  shown = total,
  withRelevance = false,
  children,
}: {
  facets: Facets;
  finder: Finder;
  basePath: string;
  /** How many perfumes the finder lists (its choices compare their counts to it)… */
  total: number;
  /** …and how many the page says it shows, when it lists them otherwise (by collection). */
  shown?: number;
  withRelevance?: boolean;
  children: ReactNode;
}) {
  const chosen = chosenFilters(finder);
  const filters = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDetailsElement>(null);
  useLinksInPlace(filters, { preventScrollReset: true });
  useClosedAfterChoice(panel);
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
      {/* One panel for both widths (it was sent twice, a third of the page): on a wide screen the
          stylesheet keeps its content shown and its summary hidden (`.finder-filters`). */}
      <details ref={panel} className="finder-filters">
        <summary className="cursor-pointer text-sm font-medium">Filtrer{chosen ? ` (${chosen})` : ""}</summary>
        <nav ref={filters} aria-label="Filtres" className="mt-4 lg:mt-0">
          <FacetGroups facets={facets} finder={finder} basePath={basePath} total={total} />
        </nav>
      </details>
      <div>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <p className="text-sm text-ink/80" role="status">
            {shown} parfum{shown > 1 ? "s" : ""}
          </p>
          <SortForm finder={finder} basePath={basePath} withRelevance={withRelevance} />
        </div>
        {children}
      </div>
    </div>
  );
}
