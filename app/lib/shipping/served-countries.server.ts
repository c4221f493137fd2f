import type { CountryCode } from "./countries";

/**
 * The countries the shop delivers to now. France alone until the shipping zones (issue 46, step 3)
 * make it the countries of the active zones; every reader asks here.
 */
export function servedCountries(): Promise<readonly CountryCode[]> {
  return Promise.resolve(["FR"]);
}
