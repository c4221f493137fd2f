import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Which integration files the PostgreSQL pass runs, computed from the sources (decision 129):
 * a file runs there when the code it reaches behaves differently per engine, so a new file or a
 * new engine-specific module is placed without anyone keeping a list.
 *
 * - An app module is **engine-specific** when its source uses what differs between SQLite and
 *   PostgreSQL: the platform's locks and per-engine helpers (`lockKeys`, `forUpdate`, `rawRows`,
 *   `isPostgres`, `dataStamp`), anything of `sql-dialect.server.ts`, `full-text.server.ts`, the
 *   memo's data stamp, the LISTEN/NOTIFY listener or the migrations, or SQL it writes itself (an
 *   `sql` template, `sql.raw`, `.execute`), whose types and functions are each engine's own.
 * - A test file **reaches** the modules of its import closure: its own imports, its helpers'
 *   (tests/), the app modules they import and theirs, static or `import("…")` alike; an import
 *   by a computed path inside a folder (`../../app/routes/${file}.tsx`, or a route found by URL
 *   in `admin-helpers.ts`) reaches the whole folder. Only the platform modules that *define* the
 *   engine API are not followed: every file reaches them through `db()`, and what they do per
 *   engine shows in the modules that call them.
 * - The file runs on PostgreSQL when it reaches an engine-specific module, or calls the engine
 *   API itself, or its name says PostgreSQL is its subject (`postgres-*.test.ts`, which only that
 *   pass runs) — unless SQLite is its subject: it opens SQLite files of its own (`better-sqlite3`,
 *   `migrateDatabase`), which the PostgreSQL pass has no engine to offer.
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const APP = path.join(ROOT, "app");

/** The platform modules that implement the engine API: reached by every file, never a reason alone. */
const API_DEFINITIONS = [
  "lib/platform/database.server.ts",
  "lib/platform/db.server.ts",
  "lib/platform/sqlite.server.ts",
  "lib/platform/postgres.server.ts",
  "lib/platform/schema.server.ts",
  "lib/platform/schema-pg.server.ts",
  "lib/platform/sql-dialect.server.ts",
  "lib/platform/full-text.server.ts",
  "lib/platform/data-memo.server.ts",
  "lib/platform/data-changes.server.ts",
  "lib/platform/migrations.server.ts",
].map((file) => path.join(APP, file));

/** A call of the engine API or SQL of the module's own. */
const ENGINE_API =
  /\b(?:lockKeys|forUpdate|rawRows|isPostgres|dataStamp|memoUntilDataChanges|listenForDataChanges|migratePostgres|pendingPostgresMigrations)\b|\/(?:sql-dialect|full-text|data-memo|data-changes)\.server["']|\bsql(?:<[^>]*>)?`|\bsql\.raw\(|\.execute\(/;
/** The calls a test file makes itself to prove an engine's behaviour (locks, the engine in use, the stamp). */
const ENGINE_API_IN_TEST = /\b(?:lockKeys|forUpdate|skippingLocked|tryLockKey|rawRows|isPostgres|dataStamp|memoUntilDataChanges)\b/;
/** A test that makes SQLite databases of its own. */
const SQLITE_SUBJECT = /from\s+["']better-sqlite3["']|\bmigrateDatabase\(/;

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*.*?\*\/\s*)?|\bimport\s+)(["'`])([^"'`]*)\1/g;
const COMPUTED_IMPORT = /\bimport\s*\(\s*(?:\/\*.*?\*\/\s*)?(?:`([^`$]*)\$\{|path\.join\(\s*APP_DIR\b)/g;
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs"];

const read = (file: string) => fs.readFileSync(file, "utf8");

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith("~/") ? path.join(APP, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  return EXTENSIONS.map((ext) => base + ext).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isDirectory() ? filesUnder(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The files a source imports; an import by computed path reaches its folder (the app's routes when only `APP_DIR` is known). */
function importsOf(file: string): string[] {
  const text = read(file);
  const found = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[2])).filter((f): f is string => !!f);
  for (const m of text.matchAll(COMPUTED_IMPORT)) {
    const folder = m[1] === undefined ? path.join(APP, "routes") : path.resolve(path.dirname(file), m[1]);
    if (fs.existsSync(folder)) found.push(...filesUnder(folder));
  }
  return found;
}

/** The project's sources a test file reaches (itself included); inside the engine API's definitions, only their own parts. */
export function reachedBy(testFile: string): Set<string> {
  const seen = new Set<string>();
  const next = [path.resolve(ROOT, testFile)];
  while (next.length) {
    const file = next.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = importsOf(file).filter((f) => f.startsWith(ROOT) && !f.includes(`${path.sep}node_modules${path.sep}`));
    // From a definition, only the rest of the engine's implementation (its SQLite and PostgreSQL sides).
    next.push(...(API_DEFINITIONS.includes(file) ? imports.filter((f) => API_DEFINITIONS.includes(f)) : imports));
  }
  return seen;
}

const isEngineSpecific = (file: string) => file.startsWith(APP) && !API_DEFINITIONS.includes(file) && ENGINE_API.test(read(file));

/** The app modules under app/lib whose code differs by engine (the engine API's definitions included). */
export function engineSpecificModules(): string[] {
  return filesUnder(path.join(APP, "lib"))
    .filter((file) => API_DEFINITIONS.includes(file) || isEngineSpecific(file))
    .map((file) => path.relative(ROOT, file));
}

export type EnginePlan = {
  /** Integration files the SQLite pass leaves out (their subject is PostgreSQL). */
  postgresOnly: string[];
  /** Integration files the PostgreSQL pass runs. */
  postgres: string[];
};

export function enginePlan(): EnginePlan {
  const files = fs
    .readdirSync(path.join(ROOT, "tests/integration"))
    .filter((name) => name.endsWith(".test.ts"))
    .sort()
    .map((name) => `tests/integration/${name}`);
  const postgresOnly = files.filter((file) => path.basename(file).startsWith("postgres-"));
  const postgres = files.filter((file) => {
    if (postgresOnly.includes(file)) return true;
    const own = read(path.join(ROOT, file));
    if (SQLITE_SUBJECT.test(own)) return false;
    return ENGINE_API_IN_TEST.test(own) || [...reachedBy(file)].some(isEngineSpecific);
  });
  return { postgresOnly, postgres };
}
