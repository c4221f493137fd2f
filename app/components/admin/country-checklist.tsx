import { countryName } from "~/lib/shipping/countries";
import { COUNTRY_GROUPS } from "~/lib/shipping/zone-countries";
import { Checklist, ChecklistItem, type ChecklistFieldProps } from "./checklist";

/**
 * Countries ticked from the one list in code (decision 161), in French: a zone's countries, in
 * two groups, or a method's among `only` (its zone's). Plain checkboxes, so the form posts without JavaScript.
 */
export function CountryChecklist({ legend, hint, only, name, selected, ...group }: ChecklistFieldProps & { legend: string; hint?: string; only?: string[] }) {
  const chosen = new Set(selected);
  const groups = COUNTRY_GROUPS.map((g) => ({ ...g, codes: only ? g.codes.filter((c) => only.includes(c)) : g.codes })).filter((g) => g.codes.length > 0);
  return (
    <Checklist legend={legend} hint={hint} {...group}>
      {groups.map((g) => (
        <div key={g.title} className="mt-2">
          <p className="text-xs uppercase tracking-[0.15em] text-ink/80">{g.title}</p>
          <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
            {g.codes.map((code) => (
              <ChecklistItem key={code} name={name} value={code} checked={chosen.has(code)} label={countryName(code)} />
            ))}
          </ul>
        </div>
      ))}
    </Checklist>
  );
}
