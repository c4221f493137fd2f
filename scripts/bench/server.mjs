// The shop's built server for the benches: remix-serve on loopback, as a deploy runs it.
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { migrateDatabase } from "../../app/lib/platform/migrations.server.ts";

export const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 60_000;
const REMIX_SERVE = path.resolve("node_modules/@remix-run/serve/dist/cli.js");

export function freePort() {
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

/**
 * Starts remix-serve on a build; `env` adds the shop's variables. Resolves once `/` answers.
 * `shopDir` is the checkout whose preload and migrations go with the build: another commit's, in
 * `npm run bench -- --against`, whose schema may differ from this one's.
 */
export async function serve(cwd, env = {}, shopDir = ".") {
  const port = await freePort();
  // As a deploy does: the server processes never migrate (`npm run db:migrate`).
  if (env.DATABASE_URL) migrateElsewhere(shopDir, env);
  else if (env.DATABASE_PATH) {
    if (path.resolve(shopDir) === path.resolve(".")) migrateDatabase(env.DATABASE_PATH);
    else migrateElsewhere(shopDir, env);
  }
  const child = spawn(process.execPath, ["--import", path.resolve(shopDir, "scripts/serve-preload.mjs"), REMIX_SERVE, "build/index.js"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", HOST, PORT: String(port), ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://${HOST}:${port}`;
  await waitUntilReady(`${base}/`, child);
  return { child, base };
}

function migrateElsewhere(shopDir, env) {
  const result = spawnSync(process.execPath, ["scripts/db-migrate.mjs"], { cwd: shopDir, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run db:migrate a échoué dans ${shopDir}`);
}

export function stop(child) {
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
