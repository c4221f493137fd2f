import { EXTENDED_ALLERGENS, HISTORICAL_ALLERGENS } from "~/lib/catalog/fragrance-allergens";

const GROUPS = [
  { title: "Les 24 allergènes historiques", allergens: HISTORICAL_ALLERGENS },
  { title: "Liste étendue du règlement (UE) 2023/1545", allergens: EXTENDED_ALLERGENS },
] as const;

/**
 * The allergens to declare, ticked from the one list in code rather than typed: an INCI name
 * misspelt would tell an allergic shopper nothing. Eighty boxes fold into two disclosures, each
 * open when something in it is ticked; plain checkboxes, so the form posts without JavaScript.
 */
export function AllergenChecklist({
  name,
  selected,
  errors,
  errorId,
  resetKey,
}: {
  name: string;
  selected: string[];
  errors?: string[];
  errorId: string;
  resetKey?: string;
}) {
  const chosen = new Set(selected);
  return (
    <fieldset key={resetKey} aria-describedby={errorId} className="sm:col-span-2">
      <legend className="text-sm font-medium text-ink">Allergènes à déclarer</legend>
      <p className="mt-1 text-xs text-ink/70">Cochez ceux que la liste d’ingrédients de l’étiquette mentionne.</p>
      {GROUPS.map((group) => {
        // No count in the summary: it would go stale as boxes are ticked before the post.
        return (
          <details key={group.title} open={group.allergens.some((a) => chosen.has(a))} className="mt-2 border border-ink/10 bg-white">
            <summary className="cursor-pointer px-3 py-2 text-sm">{group.title}</summary>
            <ul className="grid gap-x-4 gap-y-1 px-3 pb-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.allergens.map((allergen) => (
                <li key={allergen}>
                  <label className="flex items-start gap-2 text-sm">
                    <input type="checkbox" name={name} value={allergen} defaultChecked={chosen.has(allergen)} className="mt-1" />
                    {allergen}
                  </label>
                </li>
              ))}
            </ul>
          </details>
        );
      })}
      <p id={errorId} className="mt-1 min-h-[1rem] text-sm text-red-800" aria-live="polite">
        {errors?.[0] ?? ""}
      </p>
    </fieldset>
  );
}
