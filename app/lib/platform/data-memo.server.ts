import type { Statement } from "better-sqlite3";
import { getDb, type Db } from "./db.server";

/**
 * A stamp that changes whenever the database may have changed: `total_changes()` counts every row
 * this connection wrote, `PRAGMA data_version` moves when another process commits. Reading both
 * costs two prepared statements, microseconds.
 */
const stampStatements = new WeakMap<Db, { changes: Statement; version: Statement }>();
export function dataStamp(): string {
  const db = getDb();
  let statements = stampStatements.get(db);
  if (!statements) {
    statements = {
      changes: db.$client.prepare("select total_changes()").pluck(),
      version: db.$client.prepare("pragma data_version").pluck(),
    };
    stampStatements.set(db, statements);
  }
  return `${statements.version.get()}:${statements.changes.get()}`;
}

/** Keys one read may hold per stamp: URLs can carry any slug, memory must not follow them. */
const MAX_KEYS = 500;

/**
 * A catalogue read remembered until the data changes (decision 046). No invalidation rule can be
 * forgotten: any write, from any process, changes the stamp and empties the memory. Results are
 * shared between requests, so callers must not mutate them.
 */
export function memoUntilDataChanges<A extends (string | number)[], R>(read: (...args: A) => R): (...args: A) => R {
  let stamp = "";
  let results = new Map<string, R>();
  return (...args: A) => {
    const now = dataStamp();
    if (now !== stamp || results.size >= MAX_KEYS) {
      stamp = now;
      results = new Map();
    }
    const key = args.join("\u0000");
    if (results.has(key)) return results.get(key)!;
    const result = read(...args);
    results.set(key, result);
    return result;
  };
}
