// `npm start` and the server as the operator runs them: real processes on a copy of the built
// project, so a test can change its sources or migrations.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../free-port";
import { startPostgres, type PostgresServer } from "../postgres-server";
import { ENV, projectCopy, run, startShop } from "./shop-process";

let project: ReturnType<typeof projectCopy>;
let migrationCount = 0;

beforeAll(() => {
  project = projectCopy();
});
afterAll(() => project.remove());

async function shopEnv(name: string) {
  const dir = path.join(project.dir, name);
  return { PORT: String(await freePort()), DATABASE_PATH: path.join(dir, "shop.db"), UPLOADS_DIR: path.join(dir, "uploads") };
}

/** What a deploy with a schema change brings: one more migration in drizzle/ (or drizzle-pg/). */
function addMigration(folder: "drizzle" | "drizzle-pg" = "drizzle") {
  const journalFile = path.join(project.dir, folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, "0")}_ops_probe_${++migrationCount}`;
  journal.entries.push({ idx, version: journal.entries[0].version, when: Date.now() + idx, tag, breakpoints: true });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(project.dir, folder, `${tag}.sql`), `CREATE TABLE ops_probe_${migrationCount} (id integer);`);
}

const FIRST_RUN = "Première installation : base de données vide initialisée";
const BEHIND = "Démarrage refusé : La base de données a 1 migration(s) en attente : lancez « npm run db:migrate ».";

const requestLine = /^\d{4}-\d\d-\d\dT[\d:.]+Z (\S+) (GET|POST|HEAD) (\S+) (\d{3}|aborted) [\d.]+ ms$/;

/** `npm start` and the server started on its own both refuse a database behind its migrations, and say no first run. */
function expectRefusedBehind(env: Record<string, string>) {
  for (const command of [["node", "scripts/start.mjs"], ["node", "node_modules/@remix-run/serve/dist/cli.js", "build/index.js"]]) {
    const refused = run(project.dir, command, env);
    expect(refused.status, refused.output).toBe(1);
    expect(refused.output).toContain(BEHIND);
    expect(refused.output).not.toContain("Première installation");
  }
}

describe("npm start", () => {
  it("on a first run migrates, then logs one line per request with its id and without the admin path", async () => {
    const env = { ...(await shopEnv("first")), STRIPE_SECRET_KEY: "sk_test_ops" };
    const shop = await startShop(project.dir, ["node", "scripts/start.mjs"], env);
    try {
      expect(shop.output()).toContain(`${FIRST_RUN} (${env.DATABASE_PATH})`);
      // /{ADMIN_PATH} leads to its sign-in screen, /{ADMIN_PATH}/connexion.
      const admin = await fetch(`${shop.base}/${ENV.ADMIN_PATH}?from=ops`);
      expect(admin.status).toBe(200);
      await fetch(`${shop.base}/${ENV.ADMIN_PATH}/connexion.data`);
      // No STRIPE_WEBHOOK_SECRET: the webhook answers 500 and logs why, with the request's id.
      const webhook = await fetch(`${shop.base}/webhooks/stripe`, { method: "POST", body: "{}" });
      expect(webhook.status).toBe(500);
      await new Promise((r) => setTimeout(r, 300));

      const lines = shop.output().split("\n");
      const requests = lines.filter((l) => requestLine.test(l));
      const adminId = admin.headers.get("x-request-id");
      expect(requests).toContainEqual(expect.stringMatching(/ GET \/\{admin\} 302 /));
      expect(requests).toContainEqual(expect.stringMatching(new RegExp(`^\\S+ ${adminId} GET /\\{admin\\}/connexion 200 `)));
      expect(requests).toContainEqual(expect.stringMatching(/ GET \/\{admin\}\/connexion\.data 200 /));
      expect(requests.join("\n")).not.toContain(ENV.ADMIN_PATH);
      expect(requests.join("\n")).not.toContain("from=ops");
      const webhookId = webhook.headers.get("x-request-id");
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\[${webhookId}\\] .*STRIPE_WEBHOOK_SECRET`)));
      expect(requests).toContainEqual(expect.stringMatching(new RegExp(`${webhookId} POST /webhooks/stripe 500 `)));
    } finally {
      await shop.stop();
    }
  });

  it("refuses a build older than the sources, until npm run build", () => {
    const file = path.join(project.dir, "app", "lib", "brand.ts");
    const original = fs.readFileSync(file, "utf8");
    fs.appendFileSync(file, "\n// changed after the build\n");
    try {
      const refused = run(project.dir, ["node", "scripts/start.mjs"], { PORT: "1" });
      expect(refused.status).toBe(1);
      expect(refused.output).toContain("Démarrage refusé : les sources ont changé depuis la dernière construction");
      expect(refused.output).toContain("npm run build");
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it("refuses a database behind the migrations, until npm run db:migrate; /healthz then says 503", async () => {
    const env = await shopEnv("behind");
    expect(run(project.dir, ["node", "scripts/db-migrate.mjs"], env).status).toBe(0);
    addMigration();

    expectRefusedBehind(env);

    const migrated = run(project.dir, ["node", "scripts/db-migrate.mjs"], env);
    expect(migrated.output).toContain("1 migration(s) appliquée(s)");
    const shop = await startShop(project.dir, ["node", "scripts/start.mjs"], env);
    try {
      const healthy = await fetch(`${shop.base}/healthz`);
      expect(healthy.headers.get("cache-control")).toBe("no-store");
      expect(await healthy.json()).toEqual({ status: "ok" });

      // New code deployed beside a running process, migrations not yet run.
      addMigration();
      const behind = await fetch(`${shop.base}/healthz`);
      expect(behind.status).toBe(503);
      expect(await behind.json()).toEqual({ status: "unavailable", reason: "migrations" });
    } finally {
      await shop.stop();
    }
  });
});

describe("npm start on PostgreSQL (DATABASE_URL)", () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());

  it("a first run on an empty database gives it its schema and seed, makes no SQLite file, and a database behind is refused as on SQLite", async () => {
    const url = await postgres.createDatabase("premier_demarrage");
    const env = { ...(await shopEnv("pg-first")), DATABASE_URL: url };
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
    addMigration("drizzle-pg");
    expectRefusedBehind(env);
    expect(run(project.dir, ["node", "scripts/db-migrate.mjs"], env).output).toContain("1 migration(s) appliquée(s)");
    expect(fs.existsSync(env.DATABASE_PATH)).toBe(false);
  });
});
