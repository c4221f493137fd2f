import { missingPackagingRegistrations, packagingActivationRefusal } from "../legal/packaging-registrations";
import { listPackagingRegistrations } from "../legal/packaging-registrations.server";
import { isCountryCode } from "../shipping/countries";
import type { ShippingZoneInput } from "../shipping/shipping-schema";
import { saveShippingZone, type ZoneRefusal } from "../shipping/shipping-zones.server";

/**
 * A zone's save from « Zones et modes de livraison », with the rule of its activation: no zone
 * holding a country where the shop has no packaging registration (decisions 162 and 165). A
 * use-case because `legal/` reads the served countries from `shipping/`, which may not read
 * `legal/` back.
 */
export async function saveZone(input: ShippingZoneInput, id: number | null): Promise<ZoneRefusal | null> {
  if (input.is_active) {
    const missing = missingPackagingRegistrations(input.countries.filter(isCountryCode), await listPackagingRegistrations());
    if (missing.length > 0) return { field: "is_active", message: packagingActivationRefusal(missing) };
  }
  return saveShippingZone(input, id);
}
