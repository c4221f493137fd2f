// `npm run test:load`: many shoppers at once against the built shop, then the books are checked.
// 50 concurrent shoppers (LOAD_CONNECTIONS) for 20 s (LOAD_DURATION) browse, add a perfume (one
// in three the perfume of which only 5 bottles are left), half of them try the code LIMITE
// (3 uses), check out and pay on the demo page as a shopper does: the customer form filled in and
// the terms box ticked. Then the database must show: no bottle sold twice, no code used past its
// limit, every paid order adding up, and not one 5xx. A run that sold nothing proves none of that,
// so it also fails when fewer than 95 % of its payments are accepted, or when the limited perfume
// or the limited code was never sold. Loopback only, bounded in time.
// On SQLite by default; `npm run test:load -- --postgres` runs it on a PostgreSQL cluster of its
// own (tests/postgres-server.ts), and DATABASE_URL set to an empty database runs it there.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import pg from "pg";
import { migrateDatabase } from "../app/lib/platform/migrations.server.ts";
import { freePort } from "../tests/free-port.ts";
import { startPostgres } from "../tests/postgres-server.ts";
import { buildState } from "./lib/build-stamp.mjs";

const DURATION_S = Number(process.env.LOAD_DURATION ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const STOCK = 5;
const CODE = { code: "LIMITE", uses: 3 };
const PERFUME = "minuit-profond";
// Every checkout holds its bottles and its code use, so a payment on the demo page has no
// reason to be refused within the run; a few percent leave room for the unforeseen, not more.
const MIN_PAID_SHARE = 0.95;

if (buildState() !== "current") {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-load-"));
const dbFile = path.join(dir, "shop.db");

/** The run's database: where the server is pointed, and the same SQL (`?` parameters) to set it up and check the books. */
async function openStore() {
  const cluster = process.argv.includes("--postgres") && !process.env.DATABASE_URL ? await startPostgres() : undefined;
  // Synchronous, so it runs on every way out, a failed check or a thrown error alike.
  if (cluster) process.once("exit", () => cluster.stop());
  const url = process.env.DATABASE_URL ?? (await cluster?.createDatabase("load"));
  if (!url) {
    migrateDatabase(dbFile);
    const sqlite = new Database(dbFile);
    return {
      env: { DATABASE_PATH: dbFile },
      query: async (text, params = []) => {
        const statement = sqlite.prepare(text);
        return statement.reader ? statement.all(...params) : (statement.run(...params), []);
      },
      close: async () => sqlite.close(),
    };
  }
  // As a deploy does: `npm run db:migrate` picks PostgreSQL from DATABASE_URL.
  const migrated = spawnSync(process.execPath, ["scripts/db-migrate.mjs"], { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } });
  if (migrated.status !== 0) process.exit(1);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const numbered = (text) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  return {
    env: { DATABASE_URL: url },
    query: async (text, params = []) => (await pool.query(numbered(text), params)).rows,
    close: () => pool.end(),
  };
}

const store = await openStore();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  ["--import", "./scripts/serve-preload.mjs", "node_modules/@remix-run/serve/dist/cli.js", "build/index.js"],
  {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...store.env,
      UPLOADS_DIR: path.join(dir, "uploads"),
      SESSION_SECRET: "load-session-secret-0123456789abcdef",
      ADMIN_PATH: "admin-load-0123456789abcdefghij",
      // Each simulated shopper comes from an address of its own, as they would through the proxy.
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "ignore", "pipe"],
  },
);
let serverErrors = "";
server.stderr.on("data", (d) => (serverErrors += d));

async function waitUntilReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`le serveur s'est arrêté : ${serverErrors.trim()}`);
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error("le serveur n'a pas démarré");
}

await waitUntilReady();
const [perfume] = await store.query("select id from products where slug = ?", [PERFUME]);
const others = (await store.query("select id from products where slug != ?", [PERFUME])).map((r) => r.id);
// Stock lives on the formats only (decision 105): the perfume under test sells its default format.
await store.query("update product_formats set stock_quantity = 100000, stock_status = 'in_stock' where product_id != ?", [perfume.id]);
await store.query("update product_formats set stock_quantity = ?, stock_status = 'in_stock' where product_id = ? and is_default = true", [STOCK, perfume.id]);
await store.query(
  "insert into promo_codes (code, is_active, discount_type, discount_value, max_uses) values (?, true, 'percentage', 15, ?)",
  [CODE.code, CODE.uses],
);

const statuses = new Map();
let requests = 0;
let checkouts = 0;
let payments = 0;
const count = (status) => {
  requests += 1;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
};

/** One shopper: its own cookies and its own address. */
function shopper(n) {
  const jar = new Map();
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return async function send(pathname, form) {
    const headers = { "X-Forwarded-For": address, Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
    const init = { headers, redirect: "manual" };
    if (form) {
      init.method = "POST";
      init.body = new URLSearchParams(form);
      headers.Origin = base;
    }
    const response = await fetch(`${base}${pathname}`, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const body = await response.text();
    count(response.status);
    return { response, body };
  };
}

const customer = {
  intent: "pay",
  email: "client@exemple.fr",
  name: "Client Charge",
  address: "1 rue de la Paix",
  postalCode: "75002",
  city: "Paris",
};

/** The terms checkbox of the demo payment page as its HTML has it, ticked: its name and the value a browser sends. */
function tickedTerms(html) {
  const box = [...html.matchAll(/<input\b[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => /\btype="checkbox"/.test(tag) && /\bname="terms"/.test(tag));
  if (!box) return {};
  return { terms: box.match(/\bvalue="([^"]*)"/)?.[1] ?? "on" };
}

async function journey(n) {
  const send = shopper(n);
  await send("/");
  await send("/collections");
  await send(`/products/${PERFUME}`);
  const wanted = n % 3 === 0 ? perfume.id : others[n % others.length];
  await send("/cart", { intent: "add", productId: String(wanted), redirectTo: "/cart" });
  if (n % 2 === 0) await send("/cart", { intent: "apply-promo", code: CODE.code, redirectTo: "/cart" });
  const checkout = await send("/checkout", {});
  const location = checkout.response.headers.get("Location") ?? "";
  if (!location.startsWith("/paiement-demo/")) return;
  checkouts += 1;
  const page = await send(location);
  const paid = await send(location, { ...customer, ...tickedTerms(page.body) });
  if (paid.response.headers.get("Location")?.startsWith("/success")) payments += 1;
}

let next = 0;
const started = Date.now();
const until = started + DURATION_S * 1000;
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < until) {
      try {
        await journey(next++);
      } catch (error) {
        count(`erreur réseau (${error.cause?.code ?? error.message})`);
      }
    }
  }),
);
const seconds = (Date.now() - started) / 1000;
// It writes the paid orders' emails in the folder: it must have stopped before the folder goes.
server.kill("SIGTERM");
await once(server, "exit");

// Sums and counts cast to integer: PostgreSQL returns its bigint and numeric results as text.
const [{ sold }] = await store.query(
  "select cast(coalesce(sum(i.quantity), 0) as integer) as sold from order_items i join orders o on o.id = i.order_id where o.status = 'paid' and i.product_id = ?",
  [perfume.id],
);
const [{ stock_quantity: stock }] = await store.query("select stock_quantity from product_formats where product_id = ? and is_default = true", [perfume.id]);
const [code] = await store.query("select times_used from promo_codes where code = ?", [CODE.code]);
const [{ withCode }] = await store.query("select cast(count(*) as integer) as \"withCode\" from orders where status = 'paid' and promo_code = ?", [CODE.code]);
const paidOrders = await store.query("select * from orders where status = 'paid'");
const subtotals = new Map(
  (
    await store.query(
      "select order_id, cast(sum(unit_price_cents * quantity) as integer) as subtotal from order_items i join orders o on o.id = i.order_id where o.status = 'paid' group by order_id",
    )
  ).map((r) => [r.order_id, r.subtotal]),
);
const inconsistent = paidOrders.filter(
  (o) => (subtotals.get(o.id) ?? 0) !== o.subtotal_cents || o.total_cents !== Math.max(0, o.subtotal_cents - o.discount_cents),
);
const fiveHundreds = [...statuses].filter(([s]) => typeof s !== "number" || s >= 500).reduce((n, [, c]) => n + c, 0);
await store.close();
fs.rmSync(dir, { recursive: true, force: true });

const checks = [
  [
    `paiements acceptés (${payments}/${checkouts}) ≥ ${MIN_PAID_SHARE * 100} % des commandes lancées`,
    checkouts > 0 && payments >= MIN_PAID_SHARE * checkouts,
  ],
  [`bouteilles du parfum limité vendues (${sold}) > 0`, sold > 0],
  [`utilisations du code limité (${code.times_used}) > 0`, code.times_used > 0],
  [`bouteilles vendues (${sold}) ≤ stock initial (${STOCK})`, sold <= STOCK],
  [`stock restant (${stock}) = ${STOCK} − vendues (${sold})`, stock === STOCK - sold],
  [`utilisations du code (${code.times_used}) ≤ limite (${CODE.uses})`, code.times_used <= CODE.uses],
  [`utilisations comptées = commandes payées avec le code (${withCode})`, code.times_used === withCode],
  [`commandes payées cohérentes (${paidOrders.length - inconsistent.length}/${paidOrders.length})`, inconsistent.length === 0],
  [`réponses 5xx ou erreurs réseau : ${fiveHundreds}`, fiveHundreds === 0],
];

console.log(`\nCharge : ${CONNECTIONS} clients pendant ${seconds.toFixed(1)} s sur ${base}`);
console.log(`  ${requests} requêtes (${(requests / seconds).toFixed(0)} req/s), ${next} parcours, ${checkouts} commandes lancées, ${payments} paiements acceptés`);
console.log(`  statuts : ${[...statuses].map(([s, c]) => `${s}×${c}`).join(", ")}`);
for (const [label, ok] of checks) console.log(`  ${ok ? "✓" : "✗"} ${label}`);
if (serverErrors.trim()) console.log(`\nSortie d'erreur du serveur :\n${serverErrors.trim().split("\n").slice(0, 20).join("\n")}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
