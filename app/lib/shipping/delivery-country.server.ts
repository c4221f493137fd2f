import { sortByFrenchName } from "../format/french-sort";
import { countryName, type CountryCode } from "./countries";
import { servedCountries } from "./served-countries.server";
import { DEFAULT_DELIVERY_COUNTRY } from "./zone-countries";

/**
 * The country a cart delivers to: the one its cookie asks for while an active zone serves it,
 * else France. An unknown or no-longer-served code is ignored, never an error (decision 161).
 */
export async function deliveryCountryOf(requested: string | undefined): Promise<CountryCode> {
  if (!requested) return DEFAULT_DELIVERY_COUNTRY;
  return (await servedCountries()).find((code) => code === requested) ?? DEFAULT_DELIVERY_COUNTRY;
}

/** The countries the cart's « Pays de livraison » offers: none while France alone is served. */
export async function countryChoices(): Promise<{ code: CountryCode; name: string }[]> {
  const served = await servedCountries();
  return served.length > 1 ? sortByFrenchName(served.map((code) => ({ code, name: countryName(code) }))) : [];
}
