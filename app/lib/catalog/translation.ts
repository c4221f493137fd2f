/**
 * What of a perfume the owner has not yet written in English (decision 168): each shopper-facing
 * French text of the perfume dialog with its English twin. The name counts even when it is a
 * brand name said alike in both languages: writing it again in the English field is how the owner
 * says so, and it leaves the « À traduire » list.
 */
const PERFUME_ENGLISH_TWINS = [
  ["name", "name_en"],
  ["short_description", "short_description_en"],
  ["full_description", "full_description_en"],
  ["usage_tips", "usage_tips_en"],
  ["warnings", "warnings_en"],
] as const;

type PerfumeTexts = { [K in (typeof PERFUME_ENGLISH_TWINS)[number][number]]: string | null };

const written = (text: string | null) => Boolean(text?.trim());

/** How many of the perfume's French texts have no English twin (an empty French text needs none). */
export function missingEnglishCount(perfume: PerfumeTexts): number {
  return PERFUME_ENGLISH_TWINS.filter(([fr, en]) => written(perfume[fr]) && !written(perfume[en])).length;
}
