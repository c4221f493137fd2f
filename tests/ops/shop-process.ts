// Real processes for the operations tests: a copy of the project (so a test may change its
// sources), `npm start`-style servers on loopback ports, and the scripts run as `node` would.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SOURCES } from "../../scripts/lib/build-stamp.mjs";

const ROOT = path.resolve(__dirname, "..", "..");
// What the build reads (so that `npm start` finds its stamp current) and what the shop runs.
const COPIED = [...new Set([...SOURCES.map((source) => source.split("/")[0]), "build", "drizzle", "drizzle-pg", "public"])];

export const ENV = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  SESSION_SECRET: "ops-session-secret-0123456789abcdef",
  ADMIN_PATH: "admin-ops-0123456789abcdefghij",
};

// The Vitest worker's own database and secrets (tests/setup-env.ts) must not leak into the shops.
const APP_VARIABLES = ["NODE_ENV", "DATABASE_PATH", "UPLOADS_DIR", "SESSION_SECRET", "ADMIN_PATH"];

function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !APP_VARIABLES.includes(key)));
  return { ...inherited, ...ENV, ...env } as NodeJS.ProcessEnv;
}

/** A throwaway copy of the built project, sharing node_modules; removed by the returned cleanup. */
export function projectCopy(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-ops-"));
  for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Runs a command to completion in `cwd` with the test environment. */
export function run(cwd: string, command: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command[0], command.slice(1), {
    cwd,
    env: childEnv(env),
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export type Shop = { child: ChildProcess; base: string; output(): string; stop(): Promise<void> };

/** Starts `command` (a server) in `cwd`; resolves once GET /healthz answers 200. */
export async function startShop(cwd: string, command: string[], env: Record<string, string>): Promise<Shop> {
  const child = spawn(command[0], command.slice(1), { cwd, env: childEnv(env) });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${env.PORT}`;
  const shop: Shop = {
    child,
    base,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (${child.exitCode}) :\n${output}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) return shop;
    await sleep(150);
  }
  await shop.stop();
  throw new Error(`pas de réponse de ${base} :\n${output}`);
}
