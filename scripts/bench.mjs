// `npm run bench`: builds the shop, serves it with remix-serve on a temporary database, and
// measures /, /collections and /products/minuit-profond with autocannon. The same pages are then
// served from memory by a bare node:http server: that ceiling shows how much of the time is the
// app's own work (routing, SQLite, React rendering) rather than HTTP on this machine.
// Last, a second process on the same database: one process against two (compareProcessCounts).
// Everything listens on 127.0.0.1 only. BENCH_DURATION (seconds) and BENCH_CONNECTIONS tune a run.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { migrateDatabase } from "../app/lib/migrations.server.ts";

const HOST = "127.0.0.1";
const PATHS = ["/", "/collections", "/products/minuit-profond"];
const DURATION_S = positiveInt("BENCH_DURATION", 10);
const CONNECTIONS = positiveInt("BENCH_CONNECTIONS", 10);
const READY_TIMEOUT_MS = 60_000;

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

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`le serveur n'a pas répondu en ${READY_TIMEOUT_MS / 1000} s`);
}

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
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

/** remix-serve on `port`, on the database and uploads of `dir`; every process shares them. */
function startApp(port, dir) {
  return spawn(process.execPath, ["node_modules/@remix-run/serve/dist/cli.js", "build/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST,
      PORT: String(port),
      DATABASE_PATH: path.join(dir, "shop.db"),
      UPLOADS_DIR: path.join(dir, "uploads"),
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
      ADMIN_PATH: "bench-admin-0123456789abcdefghij",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function stopApp(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** autocannon records whole milliseconds: 0 means under one. */
const ms = (value) => (value === 0 ? "< 1" : String(value));

function printTable(rows) {
  const header = ["page", "serveur", "req/s", "p50 (ms)", "p99 (ms)", "échecs", "ratio / plafond"];
  const lines = rows.map((r) => [
    r.path,
    r.server,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    String(r.failures),
    r.ratio === undefined ? "" : `${(r.ratio * 100).toFixed(1)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const l of lines) console.log(format(l));
}

async function main() {
  console.log("Construction (npx remix build)…");
  const build = spawnSync("npx", ["remix", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-bench-"));
  // As a deploy does: the server processes never migrate (`npm run db:migrate`).
  migrateDatabase(path.join(dir, "shop.db"));
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const app = startApp(port, dir);
  let ceiling;
  try {
    await waitUntilReady(`${base}/`, app);

    const pages = new Map();
    for (const p of PATHS) {
      const res = await fetch(`${base}${p}`, { headers: { "accept-encoding": "identity" } });
      if (!res.ok) throw new Error(`${p} a répondu ${res.status}`);
      pages.set(p, {
        contentType: res.headers.get("content-type") ?? "text/html; charset=utf-8",
        body: Buffer.from(await res.arrayBuffer()),
      });
    }
    ceiling = await startCeiling(pages);
    const ceilingBase = `http://${HOST}:${ceiling.address().port}`;

    console.log(
      `\nautocannon : ${CONNECTIONS} connexions, ${DURATION_S} s par mesure, ${os.cpus().length} cœurs, Node ${process.version}\n`,
    );
    const rows = [];
    for (const p of PATHS) {
      process.stdout.write(`Mesure de ${p}…\n`);
      const shop = await measure(`${base}${p}`);
      const bare = await measure(`${ceilingBase}${p}`);
      rows.push({ path: p, server: "boutique (remix-serve)", ...shop, ratio: shop.rps / bare.rps });
      rows.push({ path: p, server: `plafond node:http (${pages.get(p).body.length} o)`, ...bare });
    }
    console.log("");
    printTable(rows);
    await compareProcessCounts(base, dir);
  } finally {
    await stopApp(app);
    if (ceiling) await new Promise((resolve) => ceiling.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`Benchmark interrompu : ${error.message}`);
  process.exit(1);
});

// One process or two on the same SQLite file (README, "More than one process"): the three pages
// in turn, first all connections on one process, then split between two, as behind the proxy.
async function compareProcessCounts(firstBase, dir) {
  const port = await freePort();
  const second = startApp(port, dir);
  const secondBase = `http://${HOST}:${port}`;
  try {
    await waitUntilReady(`${secondBase}/`, second);
    const mixed = (url, connections) =>
      new Promise((resolve, reject) => {
        const requests = PATHS.map((p) => ({ method: "GET", path: p }));
        autocannon({ url, connections, duration: DURATION_S, requests }, (error, result) =>
          error ? reject(error) : resolve(result),
        );
      });
    console.log(`\nProcessus : les trois pages en alternance, ${CONNECTIONS} connexions, ${DURATION_S} s\n`);
    const rows = [];
    for (const bases of [[firstBase], [firstBase, secondBase]]) {
      const per = Math.max(1, Math.round(CONNECTIONS / bases.length));
      const results = await Promise.all(bases.map((b) => mixed(b, per)));
      rows.push({
        processes: bases.length,
        rps: results.reduce((sum, r) => sum + r.requests.average, 0),
        p99: Math.max(...results.map((r) => r.latency.p99)),
        failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
      });
    }
    console.log("processus  req/s  p99 (ms)  échecs");
    for (const r of rows) {
      console.log(`${String(r.processes).padStart(9)}  ${r.rps.toFixed(0).padStart(5)}  ${ms(r.p99).padStart(8)}  ${String(r.failures).padStart(6)}`);
    }
  } finally {
    await stopApp(second);
  }
}
