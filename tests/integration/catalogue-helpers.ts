import Database from "better-sqlite3";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { isPostgres } from "~/lib/platform/database.server";

/**
 * A write made by another process (another connection to the same database), committed when this
 * resolves. On PostgreSQL, `notify: false` also keeps the tables' triggers quiet (as a replica
 * applying changes would), so the `data_changed` notification is not sent.
 */
export async function writeElsewhere(statement: string, { notify = true } = {}) {
  if (!isPostgres()) {
    const other = new Database(process.env.DATABASE_PATH!);
    try {
      other.prepare(statement).run();
    } finally {
      other.close();
    }
    return;
  }
  const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  try {
    await other.query("begin");
    if (!notify) await other.query("set local session_replication_role = replica");
    await other.query(statement);
    await other.query("commit");
  } finally {
    await other.end();
  }
}

/**
 * What a memoised read answers once this process has heard of another process's write: on SQLite
 * from the next turn of the event loop (the file's data_version, read once per turn: decision
 * 122), a single read, no retry; within the notification's delay on PostgreSQL.
 */
export async function onceHeard<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  if (!isPostgres()) await new Promise((next) => setImmediate(next));
  const deadline = Date.now() + (isPostgres() ? 5000 : 0);
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await sleep(10);
  }
}
