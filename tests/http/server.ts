import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll } from "vitest";
import { migrateDatabase } from "~/lib/platform/migrations.server";
import { freePort } from "../free-port";

export const ADMIN_PATH = "admin-http-0123456789abcdefghij";
export const ADMIN_EMAIL = "admin@maison-sillage.test";
export const ADMIN_PASSWORD = "motdepasse-http-solide";

export type RunningShop = { url: string; port: number; dir: string; child: ChildProcess; stop: () => Promise<void>; output: () => string };

/**
 * The built shop served exactly as `npm start` serves it (remix-serve behind the server preload),
 * on a fresh, migrated database. Vitest's global setup builds first when the build is stale.
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  if (!fs.existsSync("build/index.js")) throw new Error("build/index.js absent : lancez `npm run build` avant ces tests");
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-http-"));
  // As a deploy does: migrate once, then start the server (which never migrates).
  migrateDatabase(path.join(dir, "shop.db"));
  let output = "";
  const child = spawn(
    process.execPath,
    ["--import", "./scripts/serve-preload.mjs", "node_modules/@remix-run/serve/dist/cli.js", "build/index.js"],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_PATH: path.join(dir, "shop.db"),
        UPLOADS_DIR: path.join(dir, "uploads"),
        SESSION_SECRET: "http-session-secret-0123456789abcdef",
        ADMIN_PATH,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté :\n${output}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`le serveur n'a pas répondu :\n${output}`);
    await sleep(150);
  }
  return {
    url,
    port,
    dir,
    child,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A shop for the tests of one file or block: started before them, stopped after them. */
export function shopForTests(env: Record<string, string> = {}): () => RunningShop {
  let shop: RunningShop | undefined;
  beforeAll(async () => {
    shop = await startShop(env);
  }, 90_000);
  afterAll(async () => {
    await shop?.stop();
  });
  return () => {
    if (!shop) throw new Error("la boutique de ces tests n'a pas démarré");
    return shop;
  };
}

/** The server process's resident memory, in bytes (Linux). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}
