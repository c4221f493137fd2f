import { isCountryCode } from "./countries";
import { listShippingMethods } from "./shipping-methods.server";
import { listShippingZones } from "./shipping-zones.server";
import { isHomeCountry } from "./zone-countries";
import type { ZoneAbroad } from "./zones-abroad";

/**
 * The zones the legal texts describe beyond today's France: active, holding a country where French
 * VAT does not apply (the guard's notion of abroad), with at least one active method. Empty while
 * the shop delivers to France alone, and the CGV and help then say nothing of abroad.
 */
export async function zonesAbroad(): Promise<ZoneAbroad[]> {
  const [zones, methods] = await Promise.all([listShippingZones(), listShippingMethods()]);
  return zones
    .filter((zone) => zone.is_active && !zone.countries.every(isHomeCountry))
    .map((zone) => ({
      name: zone.name,
      countries: zone.countries.filter(isCountryCode),
      methods: methods.filter((m) => m.zone_id === zone.id && m.is_active),
    }))
    .filter((zone) => zone.methods.length > 0);
}
