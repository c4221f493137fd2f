// `npm start` on PostgreSQL (DATABASE_URL), as start.test.ts on SQLite: its own copy of the built
// project and its own file, so that the two run side by side.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type PostgresServer } from "../postgres-server";
import { projectCopy, run, startShop } from "./shop-process";
import { addMigration, expectRefusedBehind, FIRST_RUN, shopEnv } from "./start-project";

let project: ReturnType<typeof projectCopy>;

beforeAll(() => {
  project = projectCopy();
});
afterAll(() => project.remove());

describe("npm start on PostgreSQL (DATABASE_URL)", () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());

  it("a first run on an empty database gives it its schema and seed, makes no SQLite file, and a database behind is refused as on SQLite", async () => {
    const url = await postgres.createDatabase("premier_demarrage");
    const env = { ...(await shopEnv(project.dir, "pg-first")), DATABASE_URL: url };
    const shop = await startShop(project.dir, ["node", "scripts/start.mjs"], env);
    try {
      // The operator is told about the database in use, never a password.
      expect(shop.output()).toContain(`${FIRST_RUN} (${new URL(url).host}/premier_demarrage)`);
      expect((await fetch(`${shop.base}/products/magie-noir`)).status).toBe(200);
    } finally {
      await shop.stop();
    }
    expect(fs.existsSync(env.DATABASE_PATH)).toBe(false);

    // Not empty any more: a second start neither says nor does a first run, and a migration
    // deployed without `npm run db:migrate` is refused with SQLite's words.
    addMigration(project.dir, "drizzle-pg");
    expectRefusedBehind(project.dir, env);
    expect(run(project.dir, ["node", "scripts/db-migrate.mjs"], env).output).toContain("1 migration(s) appliquée(s)");
    expect(fs.existsSync(env.DATABASE_PATH)).toBe(false);
  });
});
