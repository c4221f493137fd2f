import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Suggestions } from "~/lib/search/suggestions.server";
import { Highlighted } from "./highlighted";
import { SEARCH_INPUT, type SearchBoxProps } from "./search-box";

const DEBOUNCE_MS = 150;
const SUGGEST_FROM = 2;

type Option = { id: string; href: string; name: string; price: string | null } | { id: string; href: string; all: true };

/**
 * The header's search field once the page runs its scripts: an ARIA 1.2 combobox whose list
 * offers the perfumes matching what is typed (arrows move, Enter opens the perfume or the results
 * page, Escape closes), the number found read out. It takes over from the plain field (what was
 * typed there, and the focus).
 */
export default function SearchCombobox({ idPrefix, label, className = "" }: SearchBoxProps) {
  const navigate = useNavigate();
  const inputId = `${idPrefix}-q`;
  const [carried] = useState(() => {
    const plain = document.getElementById(inputId) as HTMLInputElement | null;
    return { value: plain?.value ?? "", focused: Boolean(plain) && document.activeElement === plain };
  });
  const [query, setQuery] = useState(carried.value);
  const [found, setFound] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${idPrefix}-suggestions`;

  useEffect(() => {
    if (carried.focused) input.current?.focus();
  }, [carried]);

  useEffect(() => {
    const typed = query.trim();
    if (typed.length < SUGGEST_FROM) {
      setFound(null);
      return;
    }
    const timer = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      fetch(`/recherche/suggestions?q=${encodeURIComponent(typed)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((answer) => {
          if (!answer) return;
          setFound(answer);
          setActive(-1);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const resultsHref = `/recherche?q=${encodeURIComponent(query.trim())}`;
  const options: Option[] = found
    ? [
        ...found.items.map((item, i) => ({ id: `${idPrefix}-option-${i}`, ...item })),
        ...(found.total > 0 ? [{ id: `${idPrefix}-option-all`, href: resultsHref, all: true as const }] : []),
      ]
    : [];
  const expanded = open && found !== null;

  function go(option: Option) {
    setOpen(false);
    setQuery("");
    if (input.current) input.current.value = "";
    navigate(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const last = options.length - 1;
      if (event.key === "ArrowDown") setActive((current) => (current >= last ? 0 : current + 1));
      else setActive((current) => (current <= 0 ? last : current - 1));
    } else if (event.key === "Enter" && expanded && active >= 0 && active < options.length) {
      event.preventDefault();
      go(options[active]);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (input.current) {
        input.current.value = "";
        setQuery("");
      }
    }
  }

  const announcement = !found ? "" : found.total === 0 ? "Aucun parfum trouvé" : `${found.total} parfum${found.total > 1 ? "s" : ""} trouvé${found.total > 1 ? "s" : ""}`;

  return (
    <form method="get" action="/recherche" role="search" aria-label={label} className={`relative ${className}`} onSubmit={() => setOpen(false)}>
      <label htmlFor={inputId} className="sr-only">
        Rechercher un parfum
      </label>
      <input
        ref={input}
        id={inputId}
        {...SEARCH_INPUT}
        defaultValue={carried.value}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && active < options.length ? options[active].id : undefined}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions de parfums"
        hidden={!expanded}
        className="absolute right-0 top-full z-50 mt-1 w-80 max-w-[90vw] bg-white py-1 text-sm text-ink shadow-xl ring-1 ring-ink/10"
      >
        {options.map((option, i) => (
          <li
            key={option.id}
            id={option.id}
            role="option"
            aria-selected={i === active}
            // Chosen on mouse down, before the field's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              go(option);
            }}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${i === active ? "bg-ivory-dark" : "hover:bg-ivory-dark"}`}
      >
            {"all" in option ? (
              <span className="underline underline-offset-2">Voir les {found?.total} résultats</span>
            ) : (
              <>
                <span>
                  <Highlighted text={option.name} />
                </span>
                {option.price ? <span className="tabular-nums text-ink/70">{option.price}</span> : null}
              </>
            )}
          </li>
        ))}
        {found && found.total === 0 ? (
          <li role="option" aria-disabled="true" aria-selected={false} className="px-3 py-2 text-ink/70">
            Aucun parfum trouvé
          </li>
        ) : null}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
