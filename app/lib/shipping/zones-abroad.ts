import type { ShippingMethod } from "../platform/schema.server";
import type { CountryCode } from "./countries";

/** An active zone beyond France and Monaco, with the active methods that deliver there. */
export type ZoneAbroad = { name: string; countries: CountryCode[]; methods: ShippingMethod[] };

/**
 * What a return from the zone may cost at most: the price of its dearest method (directive
 * 2011/83/EU, recital 36: « une estimation raisonnable du coût maximal, qui pourrait se fonder sur
 * le coût de livraison », decision 162).
 */
export function returnEstimateCents(zone: ZoneAbroad): number {
  return Math.max(...zone.methods.map((m) => m.price_cents));
}
