// The Docker image, built without Docker (no daemon here): the Dockerfile's instructions are read
// and run in order on a clean copy of the tracked files, the runtime stage on what the build stage
// left, then every command the README documents for the image is run there, dev dependencies gone.
// The production-only install is tests/ops/production-install.test.ts.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../free-port";
import { buildState } from "../../scripts/lib/build-stamp.mjs";
import { PATH, ROOT, patchedFiles, repo, shell, trackedCopy } from "./image-context";
import { ENV, run, startShop } from "./shop-process";

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

/**
 * The build stage's install and build are what `npm test` has just done in this checkout (the
 * same lockfile, the build stamped as current by tests/ops/build.global.ts): their result is taken
 * instead of being made a second time (40 s of the CI). Only these two exact commands: any other
 * RUN, the prune among them, runs for real.
 */
function reuseDone(command: string): boolean {
  if (command === "npm ci --no-audit --no-fund") {
    // Hard links, so the prune's deletions leave this checkout's files alone; npm rewrites its
    // hidden lockfile in place, so that one is a copy. Another file system: a real install.
    const linked = spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(app, "node_modules")]);
    if (linked.status !== 0) return false;
    const hidden = path.join(app, "node_modules", ".package-lock.json");
    fs.rmSync(hidden);
    fs.copyFileSync(path.join(ROOT, "node_modules", ".package-lock.json"), hidden);
    return true;
  }
  if (command === "npm run build" && buildState() === "current") {
    for (const dir of ["build", "public/build"]) fs.cpSync(path.join(ROOT, dir), path.join(app, dir), { recursive: true });
    return true;
  }
  return false;
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
      for (const command of args.split(" && ")) {
        if (reuseDone(command)) continue;
        const done = await shell(app, command);
        expect(done.status, `RUN ${command}\n${done.output}`).toBe(0);
      }
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
