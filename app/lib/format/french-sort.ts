// SQLite orders bytes ("Pomme" before "Pêche"); French collation sorts as a reader expects.
const frenchCollator = new Intl.Collator("fr", { sensitivity: "base" });

/** Sorts in place by name, in French order, and returns the same array. */
export function sortByFrenchName<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => frenchCollator.compare(a.name, b.name));
}

/** Sorts words in place, in French order ("Fève tonka" before "Figue"), and returns the same array. */
export function sortFrench(values: string[]): string[] {
  return values.sort(frenchCollator.compare);
}
