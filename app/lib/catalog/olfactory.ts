/**
 * The olfactory families a perfume house classifies by: a fixed list, kept here with the French
 * names and URL slugs the filters use (decision 092). The search index's triggers spell out the
 * same names (drizzle/0009_search.sql): a change here needs a migration there.
 */
export const OLFACTORY_FAMILIES = {
  floral: "Floral",
  boise: "Boisé",
  ambre: "Ambré / Oriental",
  hesperide: "Hespéridé",
  fougere: "Fougère",
  chypre: "Chypré",
  gourmand: "Gourmand",
  aromatique: "Aromatique",
  cuir: "Cuiré",
  aquatique: "Aquatique",
} as const;
export type OlfactoryFamily = keyof typeof OLFACTORY_FAMILIES;
export const OLFACTORY_FAMILY_VALUES = Object.keys(OLFACTORY_FAMILIES) as [OlfactoryFamily, ...OlfactoryFamily[]];

export function isOlfactoryFamily(value: string): value is OlfactoryFamily {
  return Object.hasOwn(OLFACTORY_FAMILIES, value);
}

export const NOTE_TIERS = { top: "Notes de tête", heart: "Notes de cœur", base: "Notes de fond" } as const;
export type NoteTier = keyof typeof NOTE_TIERS;

/** Longest note a tag may be ("Bois de santal de Mysore" fits). */
export const NOTE_MAX_LENGTH = 40;

/**
 * A tier's notes as tags: the stored text is the list joined by ", ". Commas, semicolons, slashes
 * and line breaks all separate (older free text used them); duplicates go, whatever their case.
 */
export function noteTags(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(/[,;/\n]+/)) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = noteKey(tag);
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** How two spellings of a note are compared: "Fève Tonka" and "fève tonka" are one note. */
export function noteKey(note: string): string {
  return note.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** The stored text of a tier's tags. */
export function joinNotes(tags: string[]): string {
  return tags.join(", ");
}
