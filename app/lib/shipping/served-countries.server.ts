import { isCountryCode, type CountryCode } from "./countries";
import { listShippingZones } from "./shipping-zones.server";

/** The countries the shop delivers to now: those of the active zones; every reader asks here. */
export async function servedCountries(): Promise<readonly CountryCode[]> {
  const zones = (await listShippingZones()).filter((zone) => zone.is_active);
  return [...new Set(zones.flatMap((zone) => zone.countries))].filter(isCountryCode);
}
