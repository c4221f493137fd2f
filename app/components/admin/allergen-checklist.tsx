import { EXTENDED_ALLERGENS, HISTORICAL_ALLERGENS } from "~/lib/catalog/fragrance-allergens";
import { Checklist, ChecklistItem, type ChecklistFieldProps } from "./checklist";

const GROUPS = [
  { title: "Les 24 allergènes historiques", allergens: HISTORICAL_ALLERGENS },
  { title: "Liste étendue du règlement (UE) 2023/1545", allergens: EXTENDED_ALLERGENS },
] as const;

/**
 * The allergens to declare, ticked from the one list in code rather than typed: an INCI name
 * misspelt would tell an allergic shopper nothing. Eighty boxes fold into two disclosures, each
 * open when something in it is ticked; plain checkboxes, so the form posts without JavaScript.
 */
export function AllergenChecklist({ name, selected, ...group }: ChecklistFieldProps) {
  const chosen = new Set(selected);
  return (
    <Checklist
      legend="Allergènes à déclarer"
      hint="Cochez ceux que la liste d’ingrédients de l’étiquette mentionne."
      {...group}
    >
      {GROUPS.map((group) => {
        // No count in the summary: it would go stale as boxes are ticked before the post.
        return (
          <details key={group.title} open={group.allergens.some((a) => chosen.has(a))} className="mt-2 border border-ink/10 bg-white">
            <summary className="cursor-pointer px-3 py-2 text-sm">{group.title}</summary>
            <ul className="grid gap-x-4 gap-y-1 px-3 pb-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.allergens.map((allergen) => (
                <ChecklistItem key={allergen} name={name} value={allergen} checked={chosen.has(allergen)} label={allergen} />
              ))}
            </ul>
          </details>
        );
      })}
    </Checklist>
  );
}
