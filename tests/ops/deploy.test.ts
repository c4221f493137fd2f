// The deploy files, run here: compose.yaml's migration and shop commands, the systemd unit's
// ExecStart for two instances, the Dockerfile's HEALTHCHECK, Caddy with deploy/Caddyfile in
// front, then the bench's load on both processes sharing one SQLite file, and the backup unit.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { freePort } from "../free-port";
import { projectCopy, run, startShop, type Shop } from "./shop-process";

const repo = (file: string) => fs.readFileSync(path.join(process.cwd(), file), "utf8");

/** `Key=Value` lines of a systemd unit, with %i (the instance) and the install folder replaced. */
function unit(file: string, instance: string, installDir: string) {
  const entries = repo(file)
    .split("\n")
    .filter((line) => /^[A-Za-z]+=/.test(line))
    .map((line) => line.replaceAll("%i", instance).replaceAll("/srv/maison-sillage", installDir))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)] as const);
  const value = (key: string) => entries.find(([k]) => k === key)?.[1] ?? "";
  const env = Object.fromEntries(
    entries.filter(([k]) => k === "Environment").flatMap(([, v]) => v.split(" ").map((pair) => pair.split("=") as [string, string])),
  );
  return { execStart: value("ExecStart").split(" "), workingDirectory: value("WorkingDirectory"), env };
}

let project: ReturnType<typeof projectCopy>;
const shops: Shop[] = [];
let caddy: ChildProcess | undefined;

beforeAll(() => {
  project = projectCopy();
});
afterAll(async () => {
  caddy?.kill();
  await Promise.all(shops.map((s) => s.stop()));
  project.remove();
});

async function cartThenCheckout(add: string, checkout: string) {
  const added = await fetch(`${add}/cart`, {
    method: "POST",
    headers: { origin: add },
    body: new URLSearchParams({ intent: "add", productId: "1" }),
    redirect: "manual",
  });
  const cookie = added.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const paid = await fetch(`${checkout}/checkout`, {
    method: "POST",
    headers: { origin: checkout, cookie },
    body: new URLSearchParams(),
    redirect: "manual",
  });
  return { added: added.status, checkout: paid.status, location: paid.headers.get("location") ?? "" };
}

describe("deploy files", () => {
  it("serve the shop with two processes behind Caddy, without one 5xx under load", async () => {
    const compose = parse(repo("compose.yaml"), { merge: true });
    const migrated = run(project.dir, compose.services.migrate.command, compose.services.migrate.environment);
    expect(migrated.status, migrated.output).toBe(0);
    expect(compose.services["shop-1"].command).toEqual(JSON.parse(/^CMD (.+)$/m.exec(repo("Dockerfile"))![1]));

    // Two instances of the unit, started at once on the new, empty database.
    const ports = [String(await freePort()), String(await freePort())];
    const units = ports.map((port) => unit("deploy/systemd/maison-sillage@.service", port, project.dir));
    expect(units[0].workingDirectory).toBe(project.dir);
    expect(units[0].env).toMatchObject({ PORT: ports[0], TRUST_PROXY: "true", NODE_ENV: "production" });
    shops.push(...(await Promise.all(units.map((u) => startShop(u.workingDirectory, u.execStart, u.env)))));

    const healthcheck = JSON.parse(/HEALTHCHECK[^\n]*\\\n\s*CMD (.+)$/m.exec(repo("Dockerfile"))![1]);
    expect(run(project.dir, healthcheck, { PORT: ports[0] }).status).toBe(0);

    const caddyPort = await freePort();
    const caddyHome = path.join(project.dir, "caddy");
    caddy = spawn("caddy", ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
      env: {
        ...process.env,
        SHOP_ADDRESS: `http://127.0.0.1:${caddyPort}`,
        SHOP_UPSTREAMS: ports.map((p) => `127.0.0.1:${p}`).join(" "),
        CADDY_ADMIN: "off",
        HOME: caddyHome,
        XDG_DATA_HOME: caddyHome,
        XDG_CONFIG_HOME: caddyHome,
      },
    });
    const proxy = `http://127.0.0.1:${caddyPort}`;
    for (let i = 0; i < 50 && !(await fetch(`${proxy}/healthz`).then((r) => r.ok, () => false)); i++) await sleep(200);

    const home = await fetch(`${proxy}/`, { headers: { "accept-encoding": "gzip" } });
    expect(home.status).toBe(200);
    expect(home.headers.get("content-encoding")).toBe("gzip");
    expect(home.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const asset = fs.readdirSync(path.join(project.dir, "public", "build")).find((f) => f.endsWith(".js"));
    const cached = await fetch(`${proxy}/build/${asset}`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    // The bench's load on both processes, while carts made on one are checked out on the other.
    const pages = ["/", "/collections", "/products/minuit-profond", "/healthz"];
    const load = Promise.all(
      shops.map((s) => autocannon({ url: s.base, connections: 4, duration: 5, requests: pages.map((p) => ({ method: "GET", path: p })) })),
    );
    const [a, b] = shops.map((s) => s.base);
    const checkouts = [];
    const until = Date.now() + 4_000;
    // Fewer than the 20 checkouts one client may start in 10 minutes (every one comes from here).
    for (let n = 0; Date.now() < until && n < 18; n++) checkouts.push(await cartThenCheckout(n % 2 ? a : b, n % 2 ? b : a));
    for (const result of await load) {
      expect(result.requests.total).toBeGreaterThan(50);
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    }
    expect(checkouts.length).toBeGreaterThan(5);
    for (const c of checkouts) {
      expect([302, 303]).toContain(c.added);
      expect(c.checkout).toBe(303);
      expect(c.location).toMatch(/^\/paiement-demo\//);
    }
    const read = run(process.cwd(), ["node", "tests/ops/shop-db.mjs", "read", path.join(project.dir, "data", "shop.db")]);
    const rows = JSON.parse(read.output);
    // Seeded once although both processes started on the empty database together.
    expect(rows.products).toHaveLength(16); // 15 perfumes and the discovery set (decision 114)
    expect(rows.orders).toHaveLength(checkouts.length);
    for (const shop of shops) expect(shop.output()).not.toMatch(/ 5\d\d [\d.]+ ms$/m);

    // The nightly backup unit, while the shop runs.
    const backup = unit("deploy/systemd/maison-sillage-backup.service", "", project.dir);
    const archived = run(backup.workingDirectory, backup.execStart, backup.env);
    expect(archived.status, archived.output).toBe(0);
    expect(fs.readdirSync(path.join(project.dir, "backups"))).toHaveLength(1);
  });
});

describe("the postgres profile of compose.yaml", () => {
  const compose = parse(repo("compose.yaml"), { merge: true });
  const services = compose.services as Record<string, Record<string, unknown> & { profiles?: string[] }>;
  const inProfile = Object.keys(services).filter((name) => services[name].profiles?.includes("postgres"));

  it("leaves `docker compose up` to the SQLite box and starts the two boxes only with the profile", () => {
    expect(Object.keys(services).filter((name) => !services[name].profiles)).toEqual(["migrate", "shop-1", "shop-2", "caddy"]);
    expect(inProfile.sort()).toEqual(["app1", "app2", "caddy-two-boxes", "migrate-pg", "postgres"]);
    // Compose refuses a dependency outside the dependent's profiles.
    for (const name of inProfile) {
      for (const dependency of Object.keys((services[name].depends_on as object | undefined) ?? {})) {
        expect(services[dependency].profiles, `${name} → ${dependency}`).toContain("postgres");
      }
    }
    const cmd = JSON.parse(/^CMD (.+)$/m.exec(repo("Dockerfile"))![1]);
    for (const box of ["app1", "app2"]) {
      const env = services[box].environment as Record<string, string>;
      expect(new URL(env.DATABASE_URL.replace("${POSTGRES_PASSWORD:-}", "secret")).host).toBe("postgres:5432");
      expect(services[box].command).toEqual(cmd);
      expect(services[box].depends_on).toEqual({ "migrate-pg": { condition: "service_completed_successfully" } });
    }
    // The boxes share no folder: only the database and the bucket.
    const folders = (box: string) => (services[box].volumes as string[]).map((v) => v.split(":")[0]);
    expect(folders("app1").filter((v) => folders("app2").includes(v))).toEqual([]);
    expect([...folders("app1"), ...folders("app2")].some((v) => v === "uploads" || v === "data")).toBe(false);
    expect(services["migrate-pg"].command).toEqual(services.migrate.command);
    expect(services.postgres.depends_on).toBeUndefined();
    expect((services.postgres.healthcheck as { test: string[] }).test).toContain("pg_isready");
  });

  it("puts Caddy with deploy/Caddyfile.two-boxes in front of both boxes, each checked on /healthz", () => {
    const caddyService = services["caddy-two-boxes"];
    expect(caddyService.volumes).toContain("./deploy/Caddyfile.two-boxes:/etc/caddy/Caddyfile:ro");
    const env = caddyService.environment as Record<string, string>;
    const adapted = spawnSync("caddy", ["adapt", "--config", "deploy/Caddyfile.two-boxes", "--adapter", "caddyfile"], {
      env: { ...process.env, SHOP_ADDRESS: "boutique.example.fr", SHOP_UPSTREAMS: env.SHOP_UPSTREAMS, CADDY_ADMIN: "off" },
      encoding: "utf8",
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    const proxy = JSON.stringify(JSON.parse(adapted.stdout));
    expect(proxy).toContain('"upstreams":[{"dial":"app1:3000"},{"dial":"app2:3000"}]');
    expect(proxy).toMatch(/"active":\{[^}]*"uri":"\/healthz"/);
    expect(proxy).toContain('"passive":{"fail_duration":30000000000,"max_fails":1}');
  });
});
