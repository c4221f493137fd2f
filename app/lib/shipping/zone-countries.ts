/**
 * The countries a zone may hold (decision 161): the 27 Member States and Monaco, by ISO 3166-1
 * alpha-2 code. Shared with the browser: the zone and method dialogs tick them from this list.
 */
const HOME = ["FR", "MC"] as const;
const MEMBER_STATES_ABROAD = [
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "GR", "HR", "HU", "IE",
  "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
] as const;

export const ZONE_COUNTRIES = [...HOME, ...MEMBER_STATES_ABROAD] as const;
export type ZoneCountry = (typeof ZONE_COUNTRIES)[number];

/** Where the shop delivers until the cart asks for a country (step 4 of docs/eu-sales-plan.md). */
export const DEFAULT_DELIVERY_COUNTRY: ZoneCountry = "FR";

const frenchNames = new Intl.DisplayNames(["fr"], { type: "region" });

/** « Belgique », « Pays-Bas »: a country as a French reader names it. */
export function countryName(code: string): string {
  return frenchNames.of(code) ?? code;
}

/** France and Monaco are served under today's terms; any other country waits for the new CGV (step 10). */
export function isHomeCountry(code: string): boolean {
  return (HOME as readonly string[]).includes(code);
}

/** The checklist's two groups, each in French alphabetical order. */
export const COUNTRY_GROUPS = [
  { title: "France et Monaco", codes: [...HOME] },
  { title: "Union européenne", codes: [...MEMBER_STATES_ABROAD].sort((a, b) => countryName(a).localeCompare(countryName(b), "fr")) },
];
