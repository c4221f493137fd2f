// `npm start` and the server as the operator runs them: real processes on a copy of the built
// project, so a test can change its sources or migrations. On PostgreSQL: start-postgres.test.ts.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENV, projectCopy, run, startShop } from "./shop-process";
import { addMigration, expectRefusedBehind, FIRST_RUN, shopEnv } from "./start-project";

let project: ReturnType<typeof projectCopy>;

beforeAll(() => {
  project = projectCopy();
});
afterAll(() => project.remove());

const requestLine = /^\d{4}-\d\d-\d\dT[\d:.]+Z (\S+) (GET|POST|HEAD) (\S+) (\d{3}|aborted) [\d.]+ ms$/;

describe("npm start", () => {
  it("on a first run migrates, then logs one line per request with its id and without the admin path", async () => {
    const env = { ...(await shopEnv(project.dir, "first")), STRIPE_SECRET_KEY: "sk_test_ops" };
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
    const env = await shopEnv(project.dir, "behind");
    expect(run(project.dir, ["node", "scripts/db-migrate.mjs"], env).status).toBe(0);
    addMigration(project.dir);

    expectRefusedBehind(project.dir, env);

    const migrated = run(project.dir, ["node", "scripts/db-migrate.mjs"], env);
    expect(migrated.output).toContain("1 migration(s) appliquée(s)");
    const shop = await startShop(project.dir, ["node", "scripts/start.mjs"], env);
    try {
      const healthy = await fetch(`${shop.base}/healthz`);
      expect(healthy.headers.get("cache-control")).toBe("no-store");
      expect(await healthy.json()).toEqual({ status: "ok" });

      // New code deployed beside a running process, migrations not yet run.
      addMigration(project.dir);
      const behind = await fetch(`${shop.base}/healthz`);
      expect(behind.status).toBe(503);
      expect(await behind.json()).toEqual({ status: "unavailable", reason: "migrations" });
    } finally {
      await shop.stop();
    }
  });
});
