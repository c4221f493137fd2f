import { AsyncLocalStorage } from "node:async_hooks";
import type Database from "better-sqlite3";
import type { Statement } from "better-sqlite3";
import { sql, type SQLWrapper } from "drizzle-orm";
import { drizzle as sqliteDrizzle } from "drizzle-orm/better-sqlite3";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { getConfig } from "./config.server";
import { listenForDataChanges, type DataChanges } from "./data-changes.server";
import { closeDbForTests, getDb, getSqlite } from "./db.server";
import { openPostgres, type Postgres } from "./postgres.server";
import * as pgSchema from "./schema-pg.server";
import * as sqliteSchema from "./schema.server";
import { openSqlite, reuseStatements } from "./sqlite.server";

/**
 * The query API every module is written against: PostgreSQL's, awaited, on both engines. SQLite's
 * drizzle answers the same builders (select, insert, update, delete, returning, onConflict…) once
 * awaited; what differs goes through the helpers below, and the tests run on both (decision 099).
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof pgSchema>;
export type Tables = typeof pgSchema;

type Engine =
  | {
      kind: "sqlite";
      writer: Database.Database;
      writerDb: Db;
      readerDb: Db;
      queue: Promise<unknown>;
      stamp: { version: Statement; changes: Statement };
    }
  | { kind: "postgres"; pg: Postgres; changes: DataChanges };

let engine: Engine | undefined;

function current(): Engine {
  if (engine) return engine;
  const url = getConfig().databaseUrl;
  if (url) {
    engine = { kind: "postgres", pg: openPostgres(url), changes: listenForDataChanges(url) };
  } else {
    // Write transactions get a connection of their own: a request's read outside them never sees
    // another request's uncommitted rows, and a write can never slip into someone else's transaction.
    // The reader first: it refuses a missing database or one behind its migrations.
    const readerDb = getDb() as unknown as Db;
    const reader = getSqlite();
    const writer = openSqlite(getConfig().databasePath);
    reuseStatements(writer);
    engine = {
      kind: "sqlite",
      writer,
      writerDb: sqliteDrizzle(writer, { schema: sqliteSchema }) as unknown as Db,
      readerDb,
      queue: Promise.resolve(),
      stamp: {
        version: reader.prepare("pragma data_version").pluck(),
        changes: reader.prepare("select total_changes()").pluck(),
      },
    };
  }
  return engine;
}

export function isPostgres(): boolean {
  return current().kind === "postgres";
}

/** The tables of the engine in use, typed as PostgreSQL's (the generated schema has the same rows). */
export function tables(): Tables {
  return (isPostgres() ? pgSchema : sqliteSchema) as unknown as Tables;
}

const ambient = new AsyncLocalStorage<Db>();

/**
 * The database to query: inside `withTransaction`, that transaction (so a helper called from a
 * transaction reads what the transaction wrote and the rows it locked), else the shared one.
 */
export function db(): Db {
  const tx = ambient.getStore();
  if (tx) return tx;
  const e = current();
  return e.kind === "postgres" ? e.pg.db : e.readerDb;
}

/**
 * Runs `work` in one write transaction and commits what it wrote, or nothing if it throws.
 * SQLite: transactions of this process wait their turn (SQLite has one writer, and the writer
 * connection is shared), then BEGIN IMMEDIATE takes the file's write lock before the first read,
 * so other processes wait too: every check inside holds until COMMIT. PostgreSQL: a pooled
 * client runs BEGIN … COMMIT in READ COMMITTED; a rule that counts or numbers rows must lock
 * what it reads (`lockKeys`, `forUpdate`). Nested calls join the transaction already open.
 * Only database work belongs inside: an HTTP call would hold the lock for its whole length.
 */
export async function withTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  const open = ambient.getStore();
  if (open) return work(open);
  const e = current();
  if (e.kind === "postgres") {
    const result = await e.pg.db.transaction((tx) => ambient.run(tx, () => work(tx)));
    e.changes.committed();
    return result;
  }
  const turn = e.queue.then(() => runSqliteTransaction(e, work));
  e.queue = turn.catch(() => undefined);
  return turn;
}

async function runSqliteTransaction<T>(e: Extract<Engine, { kind: "sqlite" }>, work: (tx: Db) => Promise<T>): Promise<T> {
  e.writer.exec("BEGIN IMMEDIATE");
  try {
    const result = await ambient.run(e.writerDb, () => work(e.writerDb));
    e.writer.exec("COMMIT");
    turnStamp = undefined;
    return result;
  } catch (error) {
    if (e.writer.inTransaction) e.writer.exec("ROLLBACK");
    throw error;
  }
}

/**
 * Serialises, until the transaction ends, every transaction that locks one of these keys: the
 * guard of a rule over rows that may not exist yet (a count of recent attempts), which a row
 * lock cannot cover. PostgreSQL: transaction-scoped advisory locks, taken in one order so two
 * transactions never wait on each other. SQLite: nothing to do, its single writer already is
 * that lock.
 */
export async function lockKeys(tx: Db, keys: string[]): Promise<void> {
  if (!isPostgres()) return;
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/** A select that locks the rows it reads until the transaction ends (SQLite's writer already holds them). */
export function forUpdate<Q extends { for: (strength: "update") => unknown }>(query: Q): Q {
  return isPostgres() ? (query.for("update") as Q) : query;
}

/**
 * The rows of a select no builder can write (full-text search): each engine's SQL is the
 * caller's, kept side by side with `isPostgres()`.
 */
export async function rawRows<T>(query: SQLWrapper): Promise<T[]> {
  const runner = db();
  if (isPostgres()) return (await runner.execute(query)).rows as T[];
  return (runner as unknown as { all: (q: SQLWrapper) => T[] }).all(query);
}

/** How many rows an awaited insert, update or delete without `returning` touched, on either engine. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; changes?: number };
  return Number(r.rowCount ?? r.changes ?? 0);
}

/**
 * A stamp that moves whenever the data may have changed, read synchronously so a memo compares it
 * before anything else runs; null when it cannot be known and nothing may be served from memory
 * (decision 046, and 099 §4). SQLite: `PRAGMA data_version` on the reader moves when any other
 * connection commits (the writer connection of this process, or another process), and
 * `total_changes()` counts what the reader itself wrote; two prepared statements, microseconds.
 * PostgreSQL: this process's commits and the notifications of the others (data-changes.server.ts).
 * Inside a transaction there is no stamp: its reads must see its own uncommitted rows, which no
 * other request may be served, and on PostgreSQL a read shared with a request outside would wait
 * for a pooled connection while this one holds its locks (under load, every connection of the
 * pool can end up waiting on the others).
 */
export function dataStamp(): string | null {
  if (ambient.getStore()) return null;
  const e = current();
  if (e.kind === "postgres") return e.changes.stamp();
  if (turnStamp === undefined) {
    turnStamp = `${e.stamp.version.get()}:${e.stamp.changes.get()}`;
    setImmediate(forgetTurnStamp);
  }
  return turnStamp;
}

/**
 * SQLite's stamp, read once per turn of the event loop (decision 122): a cached page asks for it
 * once per memoized read, five or six times, and those two statements had become an eighth of the
 * process's time once the page made no other query. Within a turn nothing this process did can
 * have moved it but a commit, which forgets it; another process's commit is seen at the next turn,
 * microseconds later, as a request that had started a moment earlier would have seen it. (The
 * reader connection never writes: every write of the shop runs in `withTransaction`.)
 */
let turnStamp: string | undefined;
const forgetTurnStamp = () => {
  turnStamp = undefined;
};

export async function closeDatabaseForTests() {
  const e = engine;
  engine = undefined;
  turnStamp = undefined;
  if (e?.kind === "postgres") await Promise.all([e.pg.pool.end(), e.changes.close()]);
  if (e?.kind === "sqlite") e.writer.close();
  closeDbForTests();
}
