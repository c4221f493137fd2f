import Database from "better-sqlite3";
import { dbPathOf } from "../../playwright.config";

/**
 * The journeys' shops sell to France (and Monaco) alone, as the Vitest templates do
 * (tests/france-only.ts): a new shop's seed opens the demo's zones abroad (decision 173), which
 * would change every French journey's cart, terms and legal facts. The servers have seeded their
 * databases by now (Playwright starts them before the global setup); a spec about selling abroad
 * opens the zone it needs and closes it after (delivery-country.spec.ts).
 */
export default function sellToFranceOnly() {
  for (const project of ["js", "nojs"] as const) {
    const db = new Database(dbPathOf(project), { fileMustExist: true });
    try {
      db.prepare(
        "update shipping_zones set is_active = 0 where id in (select zone_id from shipping_zone_countries where country not in ('FR', 'MC'))",
      ).run();
      // A shop that never opened abroad: its gift cards are single-purpose (decision 160).
      db.prepare("update shop_settings set multi_purpose_cards_from = null").run();
    } finally {
      db.close();
    }
  }
}
