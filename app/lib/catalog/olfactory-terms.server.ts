import { and, eq, sql } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { db, tables, withTransaction } from "../platform/database.server";
import type { OlfactoryTermInput } from "./olfactory-term-schema";

/**
 * The English names of notes and families (decision 168): the owner's dictionary. A note is
 * matched by its French spelling without case, as the search index's triggers match it
 * (`drizzle/` and `drizzle-pg/` catalogue_english).
 */

// Plain objects, not Maps: a remembered value is frozen and digested as JSON (decision 137).
export type EnglishTerms = { notes: Record<string, string>; families: Record<string, string> };

const termKey = (fr: string) => fr.trim().toLowerCase();

/** Every English name written, by kind and French key; read by English pages, remembered until the data changes. */
export const englishTerms = memoUntilDataChanges(async (): Promise<EnglishTerms> => {
  const { olfactory_terms } = tables();
  const rows = await db().select().from(olfactory_terms);
  const terms: EnglishTerms = { notes: {}, families: {} };
  for (const row of rows) {
    if (row.en.trim()) (row.kind === "note" ? terms.notes : terms.families)[termKey(row.fr)] = row.en;
  }
  return terms;
});

/** The English name of a note or family, or null when the owner has not written one. */
export function englishTermOf(terms: EnglishTerms, kind: "note" | "family", fr: string): string | null {
  const names = kind === "note" ? terms.notes : terms.families;
  const key = termKey(fr);
  return Object.hasOwn(names, key) ? names[key] : null;
}

/**
 * Writes (or clears) a term's English name. A note cleared loses its row, as it never had one
 * before; a family keeps its row, empty, since the migration gave each one.
 */
export async function saveOlfactoryTerm({ kind, fr, en }: OlfactoryTermInput): Promise<void> {
  const { olfactory_terms } = tables();
  const same = and(eq(olfactory_terms.kind, kind), sql`lower(${olfactory_terms.fr}) = lower(${fr})`);
  await withTransaction(async (tx) => {
    const [row] = await tx.select({ id: olfactory_terms.id }).from(olfactory_terms).where(same).limit(1);
    if (!en && kind === "note") {
      if (row) await tx.delete(olfactory_terms).where(eq(olfactory_terms.id, row.id));
      return;
    }
    if (row) await tx.update(olfactory_terms).set({ en: en ?? "" }).where(eq(olfactory_terms.id, row.id));
    else await tx.insert(olfactory_terms).values({ kind, fr, en: en ?? "" });
  });
}
