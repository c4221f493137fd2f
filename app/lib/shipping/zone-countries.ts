import { COUNTRIES, countriesByName, countryOf, isCountryCode, type CountryCode } from "./countries";

/** Where the shop delivers until the cart asks for a country (step 4 of docs/eu-sales-plan.md). */
export const DEFAULT_DELIVERY_COUNTRY: CountryCode = "FR";

/**
 * France and Monaco: the shop's home, where French VAT applies whatever the threshold; the CGV's
 * sections about delivering abroad speak of the other countries (decision 162).
 */
export function isHomeCountry(code: string): boolean {
  return isCountryCode(code) && countryOf(code).frenchVat;
}

/** The zone dialog's checklist: two groups, each in French alphabetical order. */
export const COUNTRY_GROUPS = [
  { title: "France et Monaco", codes: COUNTRIES.filter((c) => c.frenchVat).map((c) => c.code) },
  { title: "Union européenne", codes: countriesByName().filter((c) => !c.frenchVat).map((c) => c.code) },
];
