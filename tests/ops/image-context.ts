// What the image tests share: the tracked files as a build context, the Dockerfile's RUN as a
// shell, and the files the patches of patches/ change.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = process.cwd();
export const repo = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** A `git clone` of this working tree: the tracked files as they are now. */
export function trackedCopy(dir: string) {
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
export const PATH = process.env.PATH!.split(path.delimiter).filter((dir) => !dir.endsWith(path.join("node_modules", ".bin"))).join(path.delimiter);

/** Runs a shell command as a Dockerfile's RUN does: outside Vitest's NODE_ENV=test and the worker's database. */
export function shell(cwd: string, command: string): Promise<{ status: number | null; output: string }> {
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
export function patchedFiles(): string[] {
  return fs
    .readdirSync(path.join(ROOT, "patches"))
    // A `.dev.patch` patches a dev dependency, which a production install does not have.
    .filter((patch) => !patch.endsWith(".dev.patch"))
    .flatMap((patch) => [...repo(`patches/${patch}`).matchAll(/^diff --git a\/(\S+)/gm)].map((m) => m[1]));
}
