import { lazy, Suspense, useRef, useState } from "react";
import { useText } from "~/lib/i18n/use-text";
import { QUERY_MAX_LENGTH } from "~/lib/search/query-length";

// The suggestions' code is fetched when the field is first focused, not with the first load of
// every page (issue 33: the first load of / stays under 100 KB). Until then, and without
// JavaScript, the field is a plain search field of a GET form.
const SearchSuggestions = lazy(() => import("./search-suggestions"));

/**
 * The header's search field: a GET form to /recherche that works without JavaScript; once
 * focused with JavaScript, an ARIA 1.2 combobox whose list suggests perfumes (search-suggestions.tsx).
 * The field itself never changes element, so what is typed and the focus stay where they are.
 */
export function SearchBox({ idPrefix, label, className = "" }: { idPrefix: string; label: string; className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [wanted, setWanted] = useState(false);
  const inputId = `${idPrefix}-q`;
  const t = useText();
  return (
    <form method="get" action="/recherche" role="search" aria-label={label} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t("seek")}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        maxLength={QUERY_MAX_LENGTH}
        placeholder={t("seek")}
        autoComplete="off"
        onFocus={() => setWanted(true)}
        className="w-full border border-ivory/30 bg-ink px-3 py-1.5 text-sm text-ivory placeholder:text-ivory/70 focus:border-gold"
      />
      {wanted ? (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} idPrefix={idPrefix} />
        </Suspense>
      ) : null}
    </form>
  );
}
