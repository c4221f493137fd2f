import { englishTermOf, englishTerms } from "../catalog/olfactory-terms.server";
import { OLFACTORY_FAMILIES, OLFACTORY_FAMILY_VALUES } from "../catalog/olfactory";
import { sortFrench } from "../format/french-sort";
import { usedNotes } from "./products.server";

/** One line of « Notes et familles (anglais) »: the French term as the owner reads it, and its English name. */
export type TermRow = { id: number; kind: "note" | "family"; fr: string; label: string; en: string | null };

/**
 * Every family and every note a perfume carries, those without an English name first, families
 * before notes, each in French order (decision 168). `id` is the row's place, for the list's keys.
 */
export async function termsForOwner(): Promise<TermRow[]> {
  const terms = await englishTerms();
  const families = OLFACTORY_FAMILY_VALUES.map((key) => ({ kind: "family" as const, fr: key, label: OLFACTORY_FAMILIES[key], en: englishTermOf(terms, "family", key) }));
  const notes = sortFrench(await usedNotes()).map((note) => ({ kind: "note" as const, fr: note, label: note, en: englishTermOf(terms, "note", note) }));
  const all = [...families, ...notes];
  return [...all.filter((t) => !t.en), ...all.filter((t) => t.en)].map((t, index) => ({ ...t, id: index + 1 }));
}

/** The term a dialog's address names (`?type=…&fr=…`), or undefined when no family or used note is it. */
export async function termForOwner(kind: string | null, fr: string | null): Promise<TermRow | undefined> {
  if (!fr) return undefined;
  return (await termsForOwner()).find((t) => t.kind === kind && t.fr.toLowerCase() === fr.toLowerCase());
}
