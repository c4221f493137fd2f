// `npm run build` records a hash of the sources it built from (build/sources.sha256); `npm start`
// compares it with the sources on disk. A hash, not file times: a git checkout, a copy or a
// container layer changes times without changing the app.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Every file and folder the build reads: a change in one the stamp missed would pass for built. */
export const SOURCES = [
  "app",
  "locales",
  "scripts/admin-create.ts",
  "scripts/books-export.ts",
  "remix.config.js",
  "tailwind.config.ts",
  "tailwind.admin.config.ts",
  "tsconfig.json",
  "package.json",
];
const STAMP = path.join("build", "sources.sha256");

function files(entry) {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

function sourcesHash() {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(files)) hash.update(`${file}\0`).update(fs.readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/** "missing" before any build, "stale" when the sources changed since (or were built without the stamp). */
export function buildState() {
  if (!fs.existsSync(path.join("build", "index.js"))) return "missing";
  const stamp = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, "utf8").trim() : "";
  return stamp === sourcesHash() ? "current" : "stale";
}

if (import.meta.main) fs.writeFileSync(STAMP, `${sourcesHash()}\n`);
