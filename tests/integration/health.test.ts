import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/lib/platform/config.server";
import { closeDatabaseForTests } from "~/lib/platform/database.server";
import { migrateDatabase, migrateIfEmpty, pendingMigrations } from "~/lib/platform/migrations.server";
import { loader } from "~/routes/healthz";

const original = process.env.DATABASE_PATH;
const dirs: string[] = [];

async function useDatabase(prepare: (file: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-health-"));
  dirs.push(dir);
  const file = path.join(dir, "shop.db");
  prepare(file);
  await closeDatabaseForTests();
  process.env.DATABASE_PATH = file;
  resetConfigForTests();
}

afterEach(async () => {
  await closeDatabaseForTests();
  process.env.DATABASE_PATH = original;
  resetConfigForTests();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function health() {
  const response = await loader();
  return { status: response.status, cache: response.headers.get("cache-control"), body: await response.json() };
}

describe("GET /healthz", () => {
  it("answers 200 when the database answers and has every migration", async () => {
    expect(await health()).toEqual({ status: 200, cache: "no-store", body: { status: "ok" } });
  });

  it("answers 503 when a migration is missing, naming nothing but the reason", async () => {
    await useDatabase((file) => {
      migrateDatabase(file);
      const sqlite = new Database(file);
      sqlite.exec("delete from __drizzle_migrations");
      sqlite.close();
    });
    expect(await health()).toEqual({ status: 503, cache: "no-store", body: { status: "unavailable", reason: "migrations" } });
  });

  it("answers 503 when the database cannot be opened", async () => {
    await useDatabase(() => {});
    expect(await health()).toEqual({ status: 503, cache: "no-store", body: { status: "unavailable", reason: "database" } });
  });
});

describe("the first start's rule on SQLite (decision 103)", () => {
  const fileIn = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-first-"));
    dirs.push(dir);
    return path.join(dir, "shop.db");
  };
  const pending = (file: string) => {
    const sqlite = new Database(file);
    try {
      return pendingMigrations(sqlite);
    } finally {
      sqlite.close();
    }
  };

  it("migrates a missing or empty file, never one with tables, which stays behind for npm run db:migrate", async () => {
    const missing = fileIn();
    expect(await migrateIfEmpty({ databasePath: missing })).toBe(true);
    expect(pending(missing)).toBe(0);

    // A file made empty by hand (touch) is a new database too, as an empty PostgreSQL one is.
    const empty = fileIn();
    fs.writeFileSync(empty, "");
    expect(await migrateIfEmpty({ databasePath: empty })).toBe(true);
    expect(pending(empty)).toBe(0);

    const behind = fileIn();
    migrateDatabase(behind);
    const sqlite = new Database(behind);
    sqlite.exec("delete from __drizzle_migrations where created_at = (select max(created_at) from __drizzle_migrations)");
    sqlite.close();
    expect(await migrateIfEmpty({ databasePath: behind })).toBe(false);
    expect(pending(behind)).toBe(1);
  });
});
