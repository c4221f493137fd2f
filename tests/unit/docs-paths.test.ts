import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The README and docs/ name files of the project; a rename must not leave them pointing at nothing.
// Checked: every `backticked` path under the folders below, and every Markdown link to a relative
// file. A placeholder ({id}, NNN, <name>, …) or a glob (*) stands for files that vary, so only the
// part before it is checked: `docs/decisions/NNN-title.md` needs docs/decisions/ (docs/testing.md).
const ROOT = path.resolve(".");
const FOLDERS = ["app", "scripts", "tests", "drizzle", "drizzle-pg", "docs", "deploy", "public", "patches"];
const BACKTICKED = new RegExp(`\`((?:${FOLDERS.join("|")})/[^\`\\s]*)\``, "g");
const LINK = /\]\(([^)\s]+)\)/g;
const PLACEHOLDER = /[{<*…]|NNN/;

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** The part of a named path that must exist: up to a placeholder's folder, without an anchor or a line number. */
function fixedPart(named: string): string {
  const bare = named.replace(/#.*$/, "").replace(/:\d+(-\d+)?$/, "");
  const at = bare.search(PLACEHOLDER);
  return at === -1 ? bare : bare.slice(0, bare.lastIndexOf("/", at) + 1);
}

/** Every path a Markdown file names, resolved from the project's root, with the line naming it. */
function namedPaths(file: string): { line: number; named: string; resolved: string }[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .flatMap((text, index) => [
      ...[...text.matchAll(BACKTICKED)].map((m) => ({ named: m[1], resolved: path.join(ROOT, fixedPart(m[1])) })),
      ...[...text.matchAll(LINK)]
        .map((m) => m[1])
        .filter((target) => !/^([a-z]+:|#)/i.test(target))
        .map((target) => ({ named: target, resolved: path.join(path.dirname(file), fixedPart(target)) })),
    ].map((found) => ({ line: index + 1, ...found })));
}

const files = [path.join(ROOT, "README.md"), ...markdownFiles(path.join(ROOT, "docs"))];

describe("paths named by the README and docs/", () => {
  it.each(files.map((file) => path.relative(ROOT, file)))("%s names only files and folders that exist", (file) => {
    const missing = namedPaths(path.join(ROOT, file))
      .filter((found) => !fs.existsSync(found.resolved))
      .map((found) => `${file}:${found.line} ${found.named}`);
    expect(missing).toEqual([]);
  });

  it("finds the paths it is meant to check", () => {
    const named = namedPaths(path.join(ROOT, "README.md")).map((found) => found.named);
    expect(named).toContain("scripts/serve-preload.mjs");
    expect(named).toContain("docs/payments.md");
  });
});

describe("README.md", () => {
  // Issue 32: the README is the quick start and the map; details belong in docs/.
  it("stays at most 150 lines", () => {
    expect(fs.readFileSync(path.join(ROOT, "README.md"), "utf8").trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });
});
