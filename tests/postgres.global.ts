// The PostgreSQL pass of the tests (vitest.config.ts, project "postgres"): one cluster for the whole
// run (about 1.3 s to start), each test file then gets a database of its own (tests/setup-env.ts),
// a copy of one migrated and seeded here once: `npm run db:migrate` on each file's database took
// about 0.3 s of its start, and the seed more.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratePostgres } from "../app/lib/platform/postgres.server";
import { closeConnections, createDatabase, startPostgres } from "./postgres-server";

const TEMPLATE = "migrated";

/** The startup's seed, once into the template as the SQLite pass does (tests/sqlite-template.global.ts), not per file. */
async function seed(url: string) {
  const saved = { ...process.env };
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-pg-template-"));
  Object.assign(process.env, { NODE_ENV: "test", DATABASE_URL: url, UPLOADS_DIR: uploads });
  try {
    const { seedDatabase } = await import("../app/lib/catalog/seed.server");
    const { closeDatabaseForTests } = await import("../app/lib/platform/database.server");
    await seedDatabase();
    await (await import("./france-only")).sellToFranceOnly();
    await closeDatabaseForTests();
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
    fs.rmSync(uploads, { recursive: true, force: true });
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The cluster's `postgres` database: setup-env creates each file's database from it. */
    postgresUrl: string;
    /** A database of the cluster with drizzle-pg/'s migrations applied and the startup's seed, for each file to copy. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  const url = await createDatabase(server.url, TEMPLATE);
  await migratePostgres(url);
  await seed(url);
  await closeConnections(server.url, TEMPLATE);
  project.provide("postgresUrl", server.url);
  project.provide("postgresTemplate", TEMPLATE);
  return () => server.stop();
}
