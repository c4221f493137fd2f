// `npm run bench`: builds the shop and a minimal Remix page (scripts/bench/minimal-remix), serves
// both with remix-serve on loopback, and measures with autocannon in one run:
// - the smallest Remix page: the framework's own floor on this machine, the yardstick of the targets;
// - each storefront page from the render cache (every request the same URL, as anonymous visitors)
//   and rendered each time (a unique query string per request, so the cache never has it);
// - the same pages through nginx with the shared cache of deploy/nginx/cache.conf (decision 097),
//   as anonymous visitors get them behind it;
// - the same bytes served from memory by a bare node:http server: the ceiling of HTTP here;
// - /collections and a collection page with 1,500 perfumes in 30 collections, and on that catalogue a
//   search repeated (cached), a search rendered again, a fresh query each request, and the header's
//   suggestions (a fresh query each request);
// - the first-load weight of / (HTML, CSS and JS, as compressed for a browser).
// - one process against two on the same database (compareProcessCounts).
// BENCH_DURATION (seconds per measure) and BENCH_CONNECTIONS tune a run.
// `npm run bench -- --against <git ref>` instead builds that commit in a temporary worktree and
// measures its pages and this checkout's in turns, in one run (scripts/bench/against.mjs).
// `npm run bench -- --postgres` serves this checkout on SQLite and on a private PostgreSQL cluster
// (Debian's `postgresql`) and measures both the same way.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { fillLargeCatalogue, LARGE_COLLECTION_PATH, LARGE_COLLECTIONS, PERFUMES_PER_COLLECTION } from "./bench/catalogue.mjs";
import { freePort, HOST, serve, stop } from "./bench/server.mjs";
import { alternate, checkoutRef, printAlternated, removeCheckout } from "./bench/against.mjs";
import { firstLoadWeight } from "./bench/weight.mjs";
import { startNginx } from "./lib/nginx.mjs";
import { startPostgres } from "../tests/postgres-server.ts";

// magie-noir is sold in three formats (decision 093): its page must stay at the cached rate of a one-format page.
const PATHS = ["/", "/collections", "/collection-homme", "/products/minuit-profond", "/products/magie-noir"];
const LARGE_PATHS = ["/collections", LARGE_COLLECTION_PATH, "/recherche?q=boise"];
/** A query no request repeated: one perfume's number among the 1,500 ("banc 0042"). */
const freshQuery = (n) => `banc+${String((n % (LARGE_COLLECTIONS * PERFUMES_PER_COLLECTION)) + 1).padStart(4, "0")}`;
const MINIMAL_DIR = "scripts/bench/minimal-remix";
const DURATION_S = positiveInt("BENCH_DURATION", 10);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 50);

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} doit être un entier positif (reçu : ${raw})`);
    process.exit(1);
  }
  return value;
}

/** The shop as deployed (`npm run build`, precompressed assets); the minimal page as Remix builds it. */
function build(cwd, command) {
  console.log(`Construction (${command.join(" ")}) dans ${cwd}…`);
  const result = spawnSync(command[0], command.slice(1), { cwd, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function shopEnv(dir) {
  return {
    DATABASE_PATH: path.join(dir, "shop.db"),
    UPLOADS_DIR: path.join(dir, "uploads"),
    SESSION_SECRET: "bench-session-secret-0123456789abcdef",
    ADMIN_PATH: "bench-admin-0123456789abcdefghij",
  };
}

/**
 * Numbers the run's "unique" requests across every measure. Counted per measure, each round asked
 * again for the queries of the rounds before, which the render cache still held whenever they fit
 * its budget: smaller pages were measured partly from the cache (docs/benchmark.md, fifth session).
 */
let uniqueSerial = 0;

/**
 * With `unique`, each request gets its own query string, never asked before in the run: the render
 * cache never holds it. With `pathOf`, request n asks for `pathOf(n)`: a query the shop has not
 * answered before.
 */
function measure(url, { unique = false, pathOf, duration = DURATION_S, connections = CONNECTIONS, headers } = {}) {
  let n = 0;
  const { pathname, search } = new URL(url);
  const nextPath = pathOf ?? (unique ? () => `${pathname}${search ? `${search}&` : "?"}banc=${uniqueSerial++}` : null);
  const requests = nextPath ? [{ setupRequest: (req) => ({ ...req, path: nextPath(n++) }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, requests, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p97: result.latency.p97_5,
        p99: result.latency.p99,
        bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
        failures: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
}

async function fetchBody(url) {
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`${url} a répondu ${res.status}`);
  return { contentType: res.headers.get("content-type"), body: Buffer.from(await res.arrayBuffer()) };
}

/** Serves each page's bytes exactly as the shop sent them, from memory, with no other work. */
function startCeiling(pages) {
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url);
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": page.contentType, "content-length": page.body.length });
    res.end(page.body);
  });
  return new Promise((resolve) => server.listen(0, HOST, () => resolve(server)));
}

/** autocannon records whole milliseconds: 0 means under one. */
const ms = (value) => (value === 0 ? "< 1" : String(value));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} Ko`;

function printTable(rows, floor) {
  const header = ["page", "serveur", "req/s", "p50 (ms)", "p99 (ms)", "octets", "échecs", "req/s ÷ min.", "p99 ÷ min."];
  const lines = rows.map((r) => [
    r.path,
    r.server,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    kb(r.bytes),
    String(r.failures),
    (r.rps / floor.rps).toFixed(2),
    (Math.max(1, r.p99) / Math.max(1, floor.p99)).toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(format(l));
}

/**
 * One process against two on the same database (decision 033): the storefront pages in turn,
 * first every connection on one process, then split between both, as Caddy's balancing does.
 */
async function compareProcessCounts(bases) {
  const mixed = (url, connections) =>
    new Promise((resolve, reject) => {
      const requests = PATHS.map((p) => ({ method: "GET", path: p }));
      autocannon({ url, connections, duration: DURATION_S, requests }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  console.log(`\nProcessus : les pages en alternance, ${CONNECTIONS} connexions, ${DURATION_S} s\n`);
  console.log("processus  req/s  p99 (ms)  échecs");
  for (const used of [bases.slice(0, 1), bases]) {
    const per = Math.max(1, Math.round(CONNECTIONS / used.length));
    const results = await Promise.all(used.map((b) => mixed(b, per)));
    const rps = results.reduce((sum, r) => sum + r.requests.average, 0);
    const p99 = Math.max(...results.map((r) => r.latency.p99));
    const failures = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
    console.log(`${String(used.length).padStart(9)}  ${rps.toFixed(0).padStart(5)}  ${ms(p99).padStart(8)}  ${String(failures).padStart(6)}`);
  }
}

async function main() {
  build(".", ["npm", "run", "build"]);
  build(MINIMAL_DIR, ["npx", "remix", "build"]);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-bench-"));
  const servers = [];
  let ceiling;
  let proxy;
  try {
    const minimal = await serve(MINIMAL_DIR);
    servers.push(minimal.child);
    const shop = await serve(".", shopEnv(path.join(dir, "shop")));
    servers.push(shop.child);
    const largeEnv = shopEnv(path.join(dir, "large"));
    const large = await serve(".", largeEnv);
    servers.push(large.child);
    fillLargeCatalogue(largeEnv.DATABASE_PATH);

    const pages = new Map();
    for (const p of PATHS) pages.set(p, await fetchBody(`${shop.base}${p}`));
    ceiling = await startCeiling(pages);
    const ceilingBase = `http://${HOST}:${ceiling.address().port}`;
    const hasNginx = spawnSync("which", ["nginx"]).status === 0;
    if (hasNginx) proxy = await startNginx(new URL(shop.base).port, await freePort(), { cache: true });
    else console.log("nginx absent (apt-get install nginx-light) : pas de mesure derrière le cache partagé.");

    console.log(
      `\nautocannon : ${CONNECTIONS} connexions, ${DURATION_S} s par mesure, ${os.cpus().length} cœurs, Node ${process.version}\n`,
    );
    const rows = [];
    // A fresh process runs its first seconds unoptimised: each server serves every measured page,
    // cached and rendered, for a few unrecorded seconds before anything is measured.
    process.stdout.write("Mise en température…\n");
    // [url, also rendered]: nginx's cache and the minimal page have no rendering to warm up.
    const warmUps = [
      [`${minimal.base}/`, false],
      ...PATHS.map((p) => [`${shop.base}${p}`, true]),
      ...(proxy ? PATHS.map((p) => [`${proxy.url}${p}`, false]) : []),
      ...LARGE_PATHS.map((p) => [`${large.base}${p}`, true]),
    ];
    for (const [url, rendered] of warmUps) {
      await measure(url, { duration: 2 });
      if (rendered) await measure(url, { duration: 2, unique: true });
    }
    const run = async (pagePath, server, url, options) => {
      process.stdout.write(`Mesure de ${pagePath} (${server})…\n`);
      const result = await measure(url, options);
      rows.push({ path: pagePath, server, ...result });
      return result;
    };
    const floor = await run("/", "Remix minimal", `${minimal.base}/`);
    for (const p of PATHS) {
      await run(p, "boutique, cache", `${shop.base}${p}`);
      await run(p, "boutique, rendu", `${shop.base}${p}`, { unique: true });
      if (proxy) await run(p, "nginx, cache partagé", `${proxy.url}${p}`);
      await run(p, "plafond node:http", `${ceilingBase}${p}`);
    }
    const catalogue = `${LARGE_COLLECTIONS * PERFUMES_PER_COLLECTION + 15} parfums`;
    for (const p of LARGE_PATHS) {
      await run(p, `${catalogue}, cache`, `${large.base}${p}`);
      await run(p, `${catalogue}, rendu`, `${large.base}${p}`, { unique: true });
    }
    await run("/recherche?q=banc+NNNN", `${catalogue}, requête neuve`, `${large.base}/recherche`, {
      pathOf: (n) => `/recherche?q=${freshQuery(n)}`,
    });
    const suggest = { pathOf: (n) => `/recherche/suggestions?q=${freshQuery(n)}` };
    await run("/recherche/suggestions?q=banc+NNNN", `${catalogue}, requête neuve`, `${large.base}/recherche/suggestions`, suggest);
    // What one shopper typing waits for: the answer time itself, not a queue of 50 connections.
    const suggestions = await run("/recherche/suggestions?q=banc+NNNN", `${catalogue}, 1 connexion`, `${large.base}/recherche/suggestions`, {
      ...suggest,
      connections: 1,
    });

    console.log("");
    printTable(rows, floor);
    console.log(`\nSuggestions (requête neuve, 1 connexion) : p97,5 ${ms(suggestions.p97)} ms, p99 ${ms(suggestions.p99)} ms (objectif : p95 < 20 ms)`);

    for (const [label, base] of [["boutique", shop.base], ["Remix minimal", minimal.base]]) {
      const weight = await firstLoadWeight(base, "/");
      const total = weight.reduce((sum, part) => sum + part.bytes, 0);
      console.log(`\nPremier chargement de / (${label} ; ce que Chromium charge jusqu'au réseau au repos, compressé comme pour lui, hors polices et images) : ${kb(total)}`);
      for (const part of weight) console.log(`  ${kb(part.bytes).padStart(9)}  ${part.encoding.padEnd(5)}  ${part.name}`);
    }

    const second = await serve(".", shopEnv(path.join(dir, "shop")));
    servers.push(second.child);
    await compareProcessCounts([shop.base, second.base]);
  } finally {
    await Promise.all([...servers, ...(proxy ? [proxy.child] : [])].map(stop));
    if (proxy) fs.rmSync(proxy.dir, { recursive: true, force: true });
    if (ceiling) await new Promise((resolve) => ceiling.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How many turns each page gets in `--against` mode: two, so that each shop goes first once. */
const AGAINST_ROUNDS = positiveInt("BENCH_ROUNDS", 2);

/**
 * Two shops served beside the minimal page, warmed up, then every page measured in turns
 * (`alternate`); `start` serves them in `dir`, hands each to `track`, and returns their labels and bases.
 */
async function measureInTurns(start, note = "") {
  build(".", ["npm", "run", "build"]);
  build(MINIMAL_DIR, ["npx", "remix", "build"]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-bench-"));
  const servers = [];
  try {
    const minimal = await serve(MINIMAL_DIR);
    servers.push(minimal.child);
    // Each server is stopped at the end even when the next one fails to start.
    const started = await start(dir, (served) => {
      servers.push(served.child);
      return served.base;
    });
    const shops = started.map(({ label, base }) => ({ label, base }));
    process.stdout.write("Mise en température…\n");
    await measure(`${minimal.base}/`, { duration: 2 });
    for (const shop of shops) {
      for (const p of PATHS) {
        await measure(`${shop.base}${p}`, { duration: 2 });
        await measure(`${shop.base}${p}`, { duration: 2, unique: true });
      }
    }
    const rows = await alternate({ paths: PATHS, rounds: AGAINST_ROUNDS, minimalBase: minimal.base, shops, measure });
    console.log(
      `\nautocannon : ${CONNECTIONS} connexions, ${DURATION_S} s par mesure, ${AGAINST_ROUNDS} tours, ${os.cpus().length} cœurs, Node ${process.version}${note}\n`,
    );
    printAlternated(rows, shops.map((s) => s.label));
  } finally {
    await Promise.all(servers.map(stop));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function mainAgainst(ref) {
  const before = checkoutRef(ref, build);
  try {
    await measureInTurns(
      async (dir, track) => [
        { label: before.commit, base: track(await serve(before.dir, shopEnv(path.join(dir, "before")), before.dir)) },
        { label: "main", base: track(await serve(".", shopEnv(path.join(dir, "now")))) },
      ],
      before.sameLock ? "" : ` ; ${before.commit} mesuré avec les dépendances d'aujourd'hui (package-lock différent)`,
    );
  } finally {
    removeCheckout(before.dir);
  }
}

/** This checkout on SQLite, then on a new PostgreSQL database of a private cluster. */
async function mainPostgres() {
  const cluster = await startPostgres();
  try {
    const url = await cluster.createDatabase("bench");
    await measureInTurns(async (dir, track) => {
      const { DATABASE_PATH: _unused, ...onPostgres } = shopEnv(path.join(dir, "postgres"));
      return [
        { label: "sqlite", base: track(await serve(".", shopEnv(path.join(dir, "sqlite")))) },
        { label: "postgres", base: track(await serve(".", { ...onPostgres, DATABASE_URL: url })) },
      ];
    });
  } finally {
    cluster.stop();
  }
}

const againstAt = process.argv.indexOf("--against");
if (againstAt !== -1 && !process.argv[againstAt + 1]) {
  console.error("--against attend une référence git (un commit, une branche, une étiquette)");
  process.exit(1);
}

(againstAt !== -1 ? mainAgainst(process.argv[againstAt + 1]) : process.argv.includes("--postgres") ? mainPostgres() : main()).catch((error) => {
  console.error(`Benchmark interrompu : ${error.message}`);
  process.exit(1);
});
