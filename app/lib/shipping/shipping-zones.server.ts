import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { affectedRows, db, lockKeys, tables, withTransaction, type Db } from "../platform/database.server";
import type { ShippingZone } from "../platform/schema.server";
import type { ShippingZoneInput } from "./shipping-schema";
import { overlapRefusal, STALE_SAVE } from "./zone-rules";

/** A zone with its countries, in the owner's order. */
export type ZoneWithCountries = ShippingZone & { countries: string[] };

/** Why a zone's save was refused, said beside one of the form's fields. */
export type ZoneRefusal = { field: "name" | "countries" | "is_active"; message: string };

/** The cart reads these on every page: read once until the data changes (decision 046). */
export const listShippingZones = memoUntilDataChanges(async (): Promise<ZoneWithCountries[]> => {
  const { shipping_zones, shipping_zone_countries } = tables();
  const [zones, countries] = await Promise.all([
    db().select().from(shipping_zones).orderBy(asc(shipping_zones.display_order), asc(shipping_zones.id)),
    db().select().from(shipping_zone_countries).orderBy(asc(shipping_zone_countries.country)),
  ]);
  return zones.map((zone) => ({ ...zone, countries: countries.filter((c) => c.zone_id === zone.id).map((c) => c.country) }));
});

export async function findShippingZoneById(id: number): Promise<ZoneWithCountries | undefined> {
  return (await listShippingZones()).find((zone) => zone.id === id);
}

/** The active zone that serves a country, if any: one at most, the save's rule. */
export async function activeZoneOf(country: string): Promise<ZoneWithCountries | undefined> {
  return (await listShippingZones()).find((zone) => zone.is_active && zone.countries.includes(country));
}

/** The countries of `countries` already in another active zone, with that zone's name. */
async function takenElsewhere(tx: Db, countries: string[], zoneId: number | null) {
  const { shipping_zones, shipping_zone_countries } = tables();
  if (countries.length === 0) return [];
  return tx
    .select({ country: shipping_zone_countries.country, zone: shipping_zones.name })
    .from(shipping_zone_countries)
    .innerJoin(shipping_zones, eq(shipping_zones.id, shipping_zone_countries.zone_id))
    .where(
      and(
        eq(shipping_zones.is_active, true),
        inArray(shipping_zone_countries.country, countries),
        zoneId === null ? undefined : ne(shipping_zones.id, zoneId),
      ),
    )
    .orderBy(asc(shipping_zone_countries.country));
}

/**
 * Creates (id null) or updates a zone with its countries, or says why not: a page older than the
 * zone, a country of another active zone. The checks and the write hold one lock, so two saves at
 * once cannot both put a country in two active zones. The activation's other rules are the
 * caller's (`use-cases/save-shipping-zone.server.ts`).
 */
export async function saveShippingZone(input: ShippingZoneInput, id: number | null): Promise<ZoneRefusal | null> {
  const { shipping_zones, shipping_zone_countries } = tables();
  return withTransaction(async (tx) => {
    await lockKeys(tx, ["shipping-zones"]);
    if (input.is_active) {
      const overlap = overlapRefusal(await takenElsewhere(tx, input.countries, id));
      if (overlap) return { field: "countries", message: overlap };
    }
    const values = { name: input.name, is_active: input.is_active, display_order: input.display_order };
    let zoneId = id;
    if (zoneId === null) {
      [{ id: zoneId }] = await tx.insert(shipping_zones).values(values).returning({ id: shipping_zones.id });
    } else {
      const updated = await tx
        .update(shipping_zones)
        .set({ ...values, version: sql`${shipping_zones.version} + 1`, updated_at: new Date() })
        .where(and(eq(shipping_zones.id, zoneId), eq(shipping_zones.version, input.version ?? -1)));
      if (affectedRows(updated) !== 1) return { field: "name", message: STALE_SAVE };
      await tx.delete(shipping_zone_countries).where(eq(shipping_zone_countries.zone_id, zoneId));
    }
    const zone = zoneId;
    await tx.insert(shipping_zone_countries).values(input.countries.map((country) => ({ zone_id: zone, country })));
    return null;
  });
}
