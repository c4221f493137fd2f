import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

// Imported by plain `node` scripts too (start, db:migrate, backup, restore) through Node's type
// stripping: only packages may be imported here, and only erasable TypeScript is allowed.

/** Opens the shop's SQLite file with the settings every process sharing it must use. */
export function openSqlite(file: string, options: Database.Options = {}): Database.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Orders hold customers' names and addresses: the file (and the WAL files SQLite derives from
  // its mode) is created readable by the shop's user only.
  if (!options.readonly && !fs.existsSync(file)) fs.closeSync(fs.openSync(file, "a", 0o600));
  const sqlite = new Database(file, options);
  // WAL lets N server processes read while one writes; the busy timeout makes writers queue.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // A paid order must survive a power cut, not only a crash: fsync every commit.
  sqlite.pragma("synchronous = FULL");
  return sqlite;
}

/** Distinct statements kept per connection; `inArray` over lists of every length makes new ones. */
const KEPT_STATEMENTS = 500;

/**
 * Compiles each SQL text once per connection (decision 123): drizzle asks better-sqlite3 to
 * prepare its statement again for every query, and that compilation was the largest single cost of
 * a page priced with a cart (12 % of the process). A statement is reused only between complete
 * runs: nothing here iterates a result lazily. Drizzle switches a statement to arrays (`raw()`)
 * when it wants them and assumes objects otherwise, so a reused statement starts in object mode.
 */
export function reuseStatements(sqlite: Database.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (statement) {
      kept.delete(source);
      if (statement.reader) statement.raw(false);
    } else {
      statement = prepare(source);
      if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
    }
    kept.set(source, statement);
    return statement;
  }) as Database.Database["prepare"];
}

