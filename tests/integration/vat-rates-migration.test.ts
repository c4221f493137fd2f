import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { migrationsBefore } from "../migrations-before";
import { afterAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vat-rates-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A shop of before the rates table, whose owner set France's rate to `rateBp` (null: never opened the settings). */
function shopWithRate(name: string, rateBp: number | null) {
  const sqlite = new Database(path.join(dir, `${name}.db`));
  migrate(drizzle(sqlite), { migrationsFolder: migrationsBefore("drizzle", "vat_rates", dir) });
  if (rateBp !== null) sqlite.prepare("insert into shop_settings (id, vat_rate_bp) values (1, ?)").run(rateBp);
  migrate(drizzle(sqlite), { migrationsFolder: "drizzle" });
  return sqlite;
}

const rowsOf = (sqlite: Database.Database) =>
  sqlite.prepare("select country, rate_bp, valid_from, source from vat_rates order by country").all() as { country: string; rate_bp: number; valid_from: string; source: string }[];

describe("migration vat_rates (decision 158): the setting becomes France's row", () => {
  it("a shop at 20 % gets the 27 rates read in TEDB, and the setting is gone", () => {
    const sqlite = shopWithRate("standard", 2000);
    const rows = rowsOf(sqlite);
    expect(rows).toHaveLength(27);
    expect(rows.find((r) => r.country === "FR")).toEqual({ country: "FR", rate_bp: 2000, valid_from: "2014-01-01", source: "TEDB (Commission européenne), lu le 2026-11-28" });
    const columns = (sqlite.prepare("pragma table_info(shop_settings)").all() as { name: string }[]).map((c) => c.name);
    expect(columns).not.toContain("vat_rate_bp");
    sqlite.close();
  });

  it("an owner's own 5,5 % is kept as France's rate, the other countries as read", () => {
    const sqlite = shopWithRate("owner", 550);
    const rows = rowsOf(sqlite);
    expect(rows.find((r) => r.country === "FR")).toMatchObject({ rate_bp: 550, valid_from: "2014-01-01", source: "Taux saisi dans « Informations légales » avant le 2026-11-28" });
    expect(rows.find((r) => r.country === "BE")).toMatchObject({ rate_bp: 2100 });
    sqlite.close();
  });

  it("a shop whose settings row was never written gets France at 20 %", () => {
    const sqlite = shopWithRate("empty", null);
    expect(rowsOf(sqlite).find((r) => r.country === "FR")).toMatchObject({ rate_bp: 2000 });
    sqlite.close();
  });
});
