// The Docker image, built without Docker (no daemon here): the Dockerfile's instructions are read
// and run in order on a clean copy of the tracked files, the runtime stage on what the build stage
// left, then every command the README documents for the image is run there, dev dependencies gone.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../free-port";
import { ENV, run, startShop } from "./shop-process";

const ROOT = process.cwd();
const repo = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

type Instruction = { op: string; args: string };

/** The Dockerfile's instructions by stage, continuation lines joined, comments dropped. */
function dockerStages(): Instruction[][] {
  const stages: Instruction[][] = [];
  for (const line of repo("Dockerfile").replace(/\\\n\s*/g, "").split("\n")) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    if (match[1] === "FROM") stages.push([]);
    stages.at(-1)!.push({ op: match[1], args: match[2] });
  }
  return stages;
}

/** A `git clone` of this working tree: the tracked files as they are now. */
function trackedCopy(dir: string) {
  const files = spawnSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).stdout.split("\0").filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
}

/**
 * The PATH without this project's node_modules/.bin (npx put it there), so the image's commands
 * find only their own tools, as in Docker.
 */
const PATH = process.env.PATH!.split(path.delimiter).filter((dir) => !dir.endsWith(path.join("node_modules", ".bin"))).join(path.delimiter);

/** Runs a shell command as a Dockerfile's RUN does: outside Vitest's NODE_ENV=test and the worker's database. */
function shell(cwd: string, command: string): Promise<{ status: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH, npm_config_prefer_offline: "true" };
  for (const key of ["NODE_ENV", "DATABASE_PATH", "UPLOADS_DIR", "SESSION_SECRET", "ADMIN_PATH"]) delete env[key];
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", command], { cwd, env });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (status) => resolve({ status, output }));
  });
}

/** The `node_modules/…` files each patch of patches/ changes. */
function patchedFiles(): string[] {
  return fs
    .readdirSync(path.join(ROOT, "patches"))
    // A `.dev.patch` patches a dev dependency, which a production install does not have.
    .filter((patch) => !patch.endsWith(".dev.patch"))
    .flatMap((patch) => [...repo(`patches/${patch}`).matchAll(/^diff --git a\/(\S+)/gm)].map((m) => m[1]));
}

let context: string;
let app: string;
let imageEnv: Record<string, string> = {};

beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-image-"));
  context = path.join(tmp, "context");
  app = path.join(tmp, "app");
  trackedCopy(context);
  const [build, runtime] = dockerStages();
  for (const { op, args } of build) {
    if (op === "COPY") {
      // Into the work folder ("./", "."), or one source to its own destination.
      const sources = args.split(/\s+/);
      const dest = sources.pop()!;
      for (const source of sources) {
        const target = dest === "." || dest.endsWith("/") ? path.join(dest, source === "." ? "" : path.basename(source)) : dest;
        fs.cpSync(path.join(context, source), path.join(app, target), { recursive: true });
      }
    } else if (op === "RUN") {
      const done = await shell(app, args);
      expect(done.status, `RUN ${args}\n${done.output}`).toBe(0);
    } else if (op === "WORKDIR") {
      expect(args).toBe("/app");
      fs.mkdirSync(app, { recursive: true });
    } else expect(op).toBe("FROM");
  }
  // The runtime stage takes the whole /app of the build stage, so the same folder stands for it.
  for (const { op, args } of runtime) {
    if (op === "COPY") expect(args).toMatch(/^--from=build (--chown=\S+ )?\/app \/app$/);
    else if (op === "ENV") imageEnv = Object.fromEntries(args.split(/\s+/).map((pair) => pair.split("=") as [string, string]));
    else if (op === "RUN") {
      // The image's `node` user does not exist on this machine; ownership is Docker's part.
      const done = await shell(app, `chown() { :; }; ${args}`);
      expect(done.status, `RUN ${args}\n${done.output}`).toBe(0);
    }
  }
}, 600_000);

afterAll(() => {
  if (context) fs.rmSync(path.dirname(context), { recursive: true, force: true });
});

describe("the runtime image", () => {
  it("has no dev dependency, and the patches of patches/ applied to its production ones", () => {
    expect(fs.existsSync(path.join(app, "node_modules", "@remix-run", "dev"))).toBe(false);
    expect(fs.existsSync(path.join(app, "node_modules", "vitest"))).toBe(false);
    for (const file of patchedFiles()) expect(fs.readFileSync(path.join(app, file), "utf8"), file).toContain("Maison Sillage patch");
  });

  it("runs every documented command: migrate, create an admin, start, back up, restore", async () => {
    const env = { ...imageEnv, HOST: "127.0.0.1", PORT: String(await freePort()), PATH };
    const npm = (...args: string[]) => {
      const done = run(app, ["npm", "run", ...args], env);
      expect(done.status, `npm run ${args.join(" ")}\n${done.output}`).toBe(0);
      return done.output;
    };
    expect(npm("db:migrate")).toMatch(/migration\(s\) appliquée\(s\)/);
    expect(npm("admin:create", "--", "--email", "patronne@example.fr", "--password", "un mot de passe sûr")).toContain(
      "Compte administrateur créé : patronne@example.fr",
    );

    const cmd = JSON.parse(/^CMD (.+)$/m.exec(repo("Dockerfile"))![1]) as string[];
    let shop = await startShop(app, cmd, env);
    try {
      expect((await fetch(`${shop.base}/`)).status).toBe(200);
      // As docs/operations.md documents them for Docker, while the shop runs (/app is the image's folder).
      const documented = [...repo("docs/operations.md").matchAll(/docker compose exec (?:-T )?shop-1 npm run (.+?)(?:`|$)/gm)];
      expect(documented.length).toBeGreaterThan(0);
      for (const [, command] of documented) {
        npm(...command.trim().replaceAll("/app/", `${app}/`).split(/\s+/));
      }
    } finally {
      await shop.stop();
    }
    const archive = fs.readdirSync(path.join(app, "backups")).sort().at(-1)!;
    expect(archive).toMatch(/^maison-sillage-.+\.tar\.gz$/);
    expect(npm("restore", "--", path.join("backups", archive))).toContain("Restauré depuis");

    shop = await startShop(app, cmd, env);
    try {
      expect((await fetch(`${shop.base}/`)).status).toBe(200);
      expect((await fetch(`${shop.base}/${ENV.ADMIN_PATH}`)).status).toBe(200);
    } finally {
      await shop.stop();
    }
  });
});

describe("a production-only install", () => {
  it("npm ci --omit=dev succeeds and applies the patches", async () => {
    const dir = path.join(path.dirname(context), "production");
    fs.cpSync(context, dir, { recursive: true });
    const done = await shell(dir, "npm ci --omit=dev --no-audit --no-fund");
    expect(done.status, done.output).toBe(0);
    for (const file of patchedFiles()) expect(fs.readFileSync(path.join(dir, file), "utf8"), file).toContain("Maison Sillage patch");
  }, 300_000);
});
