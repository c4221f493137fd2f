import { missingPackagingRegistrations, packagingActivationRefusal } from "../legal/packaging-registrations";
import { listPackagingRegistrations } from "../legal/packaging-registrations.server";
import { isCountryCode } from "../shipping/countries";
import type { ShippingZoneInput } from "../shipping/shipping-schema";
import { saveShippingZone, type ZoneRefusal } from "../shipping/shipping-zones.server";
import { isHomeCountry } from "../shipping/zone-countries";
import { recordMultiPurposeSwitch } from "../gift-cards/voucher-kinds.server";
import { withTransaction } from "../platform/database.server";

/**
 * A zone's save from « Zones et modes de livraison », with the rule of its activation: no zone
 * holding a country where the shop has no packaging registration (decisions 162 and 165). A
 * use-case because `legal/` reads the served countries from `shipping/`, which may not read
 * `legal/` back. The first activation abroad records, in the same transaction, the day gift cards
 * become multi-purpose (decision 160).
 */
export async function saveZone(input: ShippingZoneInput, id: number | null, now = new Date()): Promise<ZoneRefusal | null> {
  if (input.is_active) {
    const missing = missingPackagingRegistrations(input.countries.filter(isCountryCode), await listPackagingRegistrations());
    if (missing.length > 0) return { field: "is_active", message: packagingActivationRefusal(missing) };
  }
  return withTransaction(async (tx) => {
    const refusal = await saveShippingZone(input, id);
    // The first zone abroad opened makes every card issued from today multi-purpose (decision 160).
    if (!refusal && input.is_active && !input.countries.every(isHomeCountry)) await recordMultiPurposeSwitch(tx, now);
    return refusal;
  });
}
