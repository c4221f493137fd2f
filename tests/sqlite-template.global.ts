// The SQLite pass's one migrated and seeded database (vitest.config.ts, project "sqlite"): each
// test file starts from a copy of it (tests/setup-env.ts) instead of migrating and seeding its own,
// as the PostgreSQL pass copies its template (issue 44: 69.8 s of setup for 9.0 s of tests in three
// integration files).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A SQLite file with drizzle/'s migrations applied and the startup's seed, for each file to copy. */
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-template-"));
  const file = path.join(dir, "shop.db");
  const saved = { ...process.env };
  Object.assign(process.env, { NODE_ENV: "test", DATABASE_PATH: file, UPLOADS_DIR: path.join(dir, "uploads") });
  delete process.env.DATABASE_URL;
  try {
    const { migrateDatabase } = await import("../app/lib/platform/migrations.server");
    const { seedDatabase } = await import("../app/lib/catalog/seed.server");
    const { closeDatabaseForTests } = await import("../app/lib/platform/database.server");
    migrateDatabase(file);
    await seedDatabase();
    await (await import("./france-only")).sellToFranceOnly();
    // Closing checkpoints the write-ahead log into the file: a copy of the file alone is whole.
    await closeDatabaseForTests();
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
  project.provide("sqliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
