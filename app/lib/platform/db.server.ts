import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type Database from "better-sqlite3";
import fs from "node:fs";
import { getConfig } from "./config.server";
import { pendingMigrations } from "./migrations.server";
import * as schema from "./schema.server";
import { openSqlite, reuseStatements } from "./sqlite.server";

// `$client` is the better-sqlite3 connection, for the few statements prepared once (catalog.server.ts).
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The database is missing or behind the code: the server must not serve with it. */
export class DatabaseNotReadyError extends Error {
  readonly reason: "missing" | "migrations";
  constructor(reason: "missing" | "migrations", message: string) {
    super(message);
    this.reason = reason;
    this.name = "DatabaseNotReadyError";
  }
}

export function behindMigrations(pending: number): DatabaseNotReadyError {
  return new DatabaseNotReadyError("migrations", `La base de données a ${pending} migration(s) en attente : lancez « npm run db:migrate ».`);
}

let instance: { db: Db; sqlite: Database.Database } | undefined;

/**
 * Opens a database that `npm run db:migrate` has brought up to date (server processes never
 * migrate, so N of them can start at once). Seeding an empty one is the startup's job.
 */
export function openDatabase(file: string): { db: Db; sqlite: Database.Database } {
  if (!fs.existsSync(file)) {
    throw new DatabaseNotReadyError("missing", `Base de données absente (${file}) : lancez « npm run db:migrate ».`);
  }
  const sqlite = openSqlite(file);
  const pending = pendingMigrations(sqlite);
  if (pending > 0) {
    sqlite.close();
    throw behindMigrations(pending);
  }
  return { db: drizzle(sqlite, { schema }), sqlite };
}

/** The shop's database, opened the first time it is asked for. */
export function getDb(): Db {
  if (!instance) {
    instance = openDatabase(getConfig().databasePath);
    // Every write goes through withTransaction's writer connection (decision 099): a write on this
    // connection would wait on that one's lock with the event loop blocked, so it is refused.
    instance.sqlite.pragma("query_only = ON");
    reuseStatements(instance.sqlite);
  }
  return instance.db;
}

/** The same connection without drizzle, for the health check's raw queries. */
export function getSqlite(): Database.Database {
  getDb();
  return instance!.sqlite;
}

export function closeDbForTests() {
  instance?.sqlite.close();
  instance = undefined;
}
