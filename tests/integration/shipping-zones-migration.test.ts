import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { migrationsBefore } from "../migrations-before";
import { afterAll, describe, expect, it } from "vitest";

// The zones' migration on a shop that sells today (decision 161, step 3): its methods, whatever
// the owner made of them, become those of « France métropolitaine », so France keeps them.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "zones-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the zones' migration", () => {
  it("puts every method of a shop in « France métropolitaine », active, with France alone, and changes nothing else of them", () => {
    const sqlite = new Database(path.join(dir, "shop.db"));
    sqlite.pragma("foreign_keys = ON");
    migrate(drizzle(sqlite), { migrationsFolder: migrationsBefore("drizzle", "shipping_zones", dir) });
    const method = sqlite.prepare("insert into shipping_methods (name, delay_text, price_cents, free_above_cents, is_active, display_order) values (?, ?, ?, ?, ?, ?)");
    method.run("Colissimo suivi", "2 à 4 jours ouvrés", 590, 9000, 1, 0);
    method.run("Chronopost", "24 h", 1490, null, 0, 1);
    migrate(drizzle(sqlite), { migrationsFolder: "drizzle" });

    expect(sqlite.prepare("select id, name, is_active from shipping_zones").all()).toEqual([{ id: 1, name: "France métropolitaine", is_active: 1 }]);
    expect(sqlite.prepare("select zone_id, country from shipping_zone_countries").all()).toEqual([{ zone_id: 1, country: "FR" }]);
    expect(
      sqlite.prepare("select name, delay_text, price_cents, free_above_cents, is_active, zone_id, road_only, countries, delay_min_days from shipping_methods order by id").all(),
    ).toEqual([
      { name: "Colissimo suivi", delay_text: "2 à 4 jours ouvrés", price_cents: 590, free_above_cents: 9000, is_active: 1, zone_id: 1, road_only: 0, countries: "[]", delay_min_days: null },
      { name: "Chronopost", delay_text: "24 h", price_cents: 1490, free_above_cents: null, is_active: 0, zone_id: 1, road_only: 0, countries: "[]", delay_min_days: null },
    ]);
    sqlite.close();
  });
});
