import { useNavigate } from "@remix-run/react";
import { useEffect, useState, type RefObject } from "react";
import type { Suggestions } from "~/lib/search/suggestions.server";
import { Highlighted } from "./highlighted";

const DEBOUNCE_MS = 150;
const SUGGEST_FROM = 2;

type Option = { id: string; href: string; name: string; price: string | null } | { id: string; href: string; all: true };

/**
 * Makes the search box's field an ARIA 1.2 combobox: its list offers the perfumes matching what is
 * typed (arrows move, Enter opens the perfume or the results page, Escape closes), the number
 * found read out. It listens to the field the server rendered rather than rendering its own, so
 * loading it on the first focus moves neither the focus nor what was already typed.
 */
export default function SearchSuggestions({ input, idPrefix }: { input: RefObject<HTMLInputElement | null>; idPrefix: string }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => input.current?.value ?? "");
  const [found, setFound] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  const listId = `${idPrefix}-suggestions`;

  useEffect(() => {
    const typed = query.trim();
    if (typed.length < SUGGEST_FROM) {
      setFound(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/recherche/suggestions?q=${encodeURIComponent(typed)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((answer) => {
          if (!answer) return;
          setFound(answer);
          setActive(-1);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const resultsHref = `/recherche?q=${encodeURIComponent(query.trim())}`;
  // An answer cached (a minute, public) before gift offers existed has none.
  const offers = found?.offers ?? [];
  const options: Option[] = found
    ? [
        ...offers.map((offer, i) => ({ id: `${idPrefix}-offer-${i}`, ...offer })),
        ...found.items.map((item, i) => ({ id: `${idPrefix}-option-${i}`, ...item })),
        ...(found.total > 0 ? [{ id: `${idPrefix}-option-all`, href: resultsHref, all: true as const }] : []),
      ]
    : [];
  const expanded = open && found !== null;
  const activeId = expanded && active >= 0 && active < options.length ? options[active].id : undefined;

  function go(option: Option) {
    setOpen(false);
    setQuery("");
    if (input.current) input.current.value = "";
    navigate(option.href);
  }

  // The field's combobox state, written on the field itself.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("role", "combobox");
    field.setAttribute("aria-controls", listId);
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("aria-expanded", String(expanded));
    if (activeId) field.setAttribute("aria-activedescendant", activeId);
    else field.removeAttribute("aria-activedescendant");
  }, [input, listId, expanded, activeId]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onInput = () => {
      setQuery(field.value);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onSubmit = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
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
        } else {
          field.value = "";
          setQuery("");
        }
      }
    };
    field.addEventListener("input", onInput);
    field.addEventListener("focus", onFocus);
    field.addEventListener("blur", onBlur);
    field.addEventListener("keydown", onKeyDown);
    field.form?.addEventListener("submit", onSubmit);
    return () => {
      field.removeEventListener("input", onInput);
      field.removeEventListener("focus", onFocus);
      field.removeEventListener("blur", onBlur);
      field.removeEventListener("keydown", onKeyDown);
      field.form?.removeEventListener("submit", onSubmit);
    };
  });

  const nothing = found !== null && found.total === 0 && offers.length === 0;
  const announcement = !found
    ? ""
    : [
        offers.length ? `${offers.length} idée${offers.length > 1 ? "s" : ""} cadeau` : "",
        found.total ? `${found.total} parfum${found.total > 1 ? "s" : ""} trouvé${found.total > 1 ? "s" : ""}` : "",
        nothing ? "Aucun parfum trouvé" : "",
      ]
        .filter(Boolean)
        .join(", ");

  return (
    <>
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
        {nothing ? (
          <li role="option" aria-disabled="true" aria-selected={false} className="px-3 py-2 text-ink/70">
            Aucun parfum trouvé
          </li>
        ) : null}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
