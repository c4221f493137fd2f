/** The perfume list's `filtre` value for the perfumes without their ingredient list (the banner links to it). */
export const WITHOUT_INGREDIENTS = "sans-ingredients";
/** The `filtre` value for the perfumes whose English texts are missing (the owner's desk links to it, decision 168). */
export const TO_TRANSLATE = "a-traduire";
export type PerfumeFilter = typeof WITHOUT_INGREDIENTS | typeof TO_TRANSLATE;

/**
 * The list's flag that opens the new-perfume dialog over it (decision 154): the list route draws
 * the dialog itself, so « Nouveau Parfum » needs no other route's code.
 */
const NEW_PERFUME = "nouveau";

/** Whether a list URL's query asks for the new-perfume dialog. */
export function opensNewPerfume(search: string): boolean {
  return new URLSearchParams(search).has(NEW_PERFUME);
}

/** The list's own query (page, search, filter) without the dialog's flag: what every link from the list keeps. */
export function listQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NEW_PERFUME);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The list's query with the new-perfume dialog open over it. */
export function withNewPerfume(search: string): string {
  const query = listQueryOf(search);
  return query ? `${query}&${NEW_PERFUME}` : `?${NEW_PERFUME}`;
}
