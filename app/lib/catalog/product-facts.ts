/**
 * What a perfume's page must tell before purchase (decision 089): its concentration, ingredients,
 * warnings and identification. Shared by the schema's types, the admin form and the page.
 */

export const CONCENTRATIONS = {
  eau_de_parfum: "Eau de parfum",
  eau_de_toilette: "Eau de toilette",
  extrait_de_parfum: "Extrait de parfum",
  eau_de_cologne: "Eau de cologne",
} as const;
export type Concentration = keyof typeof CONCENTRATIONS;
export const CONCENTRATION_VALUES = Object.keys(CONCENTRATIONS) as [Concentration, ...Concentration[]];

/** The precautions of an alcoholic perfume, the warnings column's default. */
export { DEFAULT_WARNINGS } from "../platform/stored-defaults";

/** A GTIN-13 (EAN) is 13 digits whose last one is the check digit: weights 1 and 3 from the left. */
export function isValidGtin13(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const sum = [...value.slice(0, 12)].reduce((total, d, i) => total + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(value[12]);
}

/** Why an INCI list cannot be shown as typed, or null when it can. */
export function inciProblem(value: string): string | null {
  if (/[<>]/.test(value)) return "Pas de balises HTML : retirez les caractères < et >";
  // A line break is fine after a comma (a pasted, wrapped list), not in place of one.
  if (/;|[^,\s][^\S\r\n]*[\r\n]/.test(value)) return "Séparez les ingrédients par des virgules";
  if (value.split(",").some((item) => !item.trim())) return "Un ingrédient manque entre deux virgules";
  return null;
}

/** One space after each comma, however it was typed or pasted. */
export function normaliseInci(value: string): string {
  return value
    .split(",")
    .map((item) => item.trim().replace(/\s+/g, " "))
    .join(", ");
}
