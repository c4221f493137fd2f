import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/platform/use-hydrated";
import { QUERY_MAX_LENGTH } from "~/lib/search/query-length";

export type SearchBoxProps = { idPrefix: string; label: string; className?: string };

/** The field's attributes, the same before and after the combobox takes over. */
export const SEARCH_INPUT = {
  type: "search",
  name: "q",
  maxLength: QUERY_MAX_LENGTH,
  placeholder: "Rechercher un parfum",
  autoComplete: "off",
  className: "w-full border border-ivory/30 bg-ink px-3 py-1.5 text-sm text-ivory placeholder:text-ivory/70 focus:border-gold",
} as const;

// The suggestions' code is fetched once the page runs its scripts, not with the first load
// (issue 33: the first load of / stays under 100 KB); until then the field is the plain one.
const SearchCombobox = lazy(() => import("./search-combobox"));

/**
 * The header's search field: a GET form to /recherche that works without JavaScript; with it,
 * the combobox of suggestions (search-combobox.tsx).
 */
export function SearchBox(props: SearchBoxProps) {
  const hydrated = useHydrated();
  const { idPrefix, label, className = "" } = props;
  const plain = (
    <form method="get" action="/recherche" role="search" aria-label={label} className={`relative ${className}`}>
      <label htmlFor={`${idPrefix}-q`} className="sr-only">
        Rechercher un parfum
      </label>
      <input id={`${idPrefix}-q`} {...SEARCH_INPUT} />
    </form>
  );
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <SearchCombobox {...props} />
    </Suspense>
  );
}
