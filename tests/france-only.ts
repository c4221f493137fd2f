import { inArray, notInArray } from "drizzle-orm";
import { tables, withTransaction } from "../app/lib/platform/database.server";
import { COUNTRIES } from "../app/lib/shipping/countries";

/**
 * The tests' shop sells to France (and Monaco) alone: a new shop's seed opens the demo's zones
 * abroad (decision 173), which would change every French journey's cart, terms and legal facts.
 * The templates close them once after seeding; a test about selling abroad opens the zone it needs
 * (tests/integration/checkout-helpers.ts `setZoneActive`), and tests/integration/seed.test.ts checks
 * the seed itself.
 */
export async function sellToFranceOnly(): Promise<void> {
  const { shipping_zone_countries: countries, shipping_zones: zones, shop_settings: settings } = tables();
  await withTransaction(async (tx) => {
    const abroad = tx.select({ id: countries.zone_id }).from(countries).where(notInArray(countries.country, COUNTRIES.filter((c) => c.frenchVat).map((c) => c.code)));
    await tx.update(zones).set({ is_active: false }).where(inArray(zones.id, abroad));
    // A shop that never opened abroad: its gift cards are single-purpose (decision 160).
    await tx.update(settings).set({ multi_purpose_cards_from: null });
  });
}
