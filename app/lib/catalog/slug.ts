/**
 * "Rose d'Été n°5" -> "rose-d-ete-n-5": lowercase words and dashes, accents folded. Shared so the
 * collection form can suggest the slug as the name is typed, exactly as the server would make it.
 */
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
