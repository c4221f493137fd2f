import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as pgDrizzle } from "drizzle-orm/node-postgres";
import { migrate as pgMigrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { openSqlite } from "./sqlite.server.ts";

// Also imported by plain `node` scripts (see sqlite.server.ts): relative imports keep their
// `.ts` extension and the TypeScript stays erasable.

const migrationsFolder = path.resolve("drizzle");
/** PostgreSQL's migrations, generated from the same schema (decision 099). */
const postgresMigrationsFolder = path.resolve("drizzle-pg");

/**
 * How many of a folder's migrations a database has not applied, by drizzle's own rule: a
 * migration is applied when the newest recorded one is at least as recent.
 */
function pendingAfter(folder: string, last: unknown): number {
  return readMigrationFiles({ migrationsFolder: folder }).filter((f) => f.folderMillis > Number(last ?? 0)).length;
}

/** drizzle/'s migrations this SQLite database has not applied. */
export function pendingMigrations(sqlite: Database.Database): number {
  const table = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  const last = table ? (sqlite.prepare("select max(created_at) as last from __drizzle_migrations").get() as { last: number | null }).last : null;
  return pendingAfter(migrationsFolder, last);
}

/** A pool, a client, or anything else that answers a query in text as node-postgres does. */
export type PostgresQueryable = { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }> };

/** drizzle-pg/'s migrations this PostgreSQL database has not applied (drizzle records them in its own schema). */
export async function pendingPostgresMigrations(client: PostgresQueryable): Promise<number> {
  const [{ found }] = (await client.query("select to_regclass('drizzle.__drizzle_migrations') is not null as found")).rows;
  if (!found) return pendingAfter(postgresMigrationsFolder, null);
  const [{ last }] = (await client.query("select max(created_at) as last from drizzle.__drizzle_migrations")).rows;
  return pendingAfter(postgresMigrationsFolder, last);
}

/** `npm run db:migrate` on PostgreSQL: applies what is pending; returns how many migrations that was. */
export async function migratePostgres(url: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const pending = await pendingPostgresMigrations(pool);
    await pgMigrate(pgDrizzle(pool), { migrationsFolder: postgresMigrationsFolder });
    return pending;
  } finally {
    await pool.end();
  }
}

/** `npm run db:migrate` on SQLite: applies what is pending; returns how many migrations that was. */
export function migrateDatabase(file: string): number {
  const sqlite = openSqlite(file);
  try {
    const pending = pendingMigrations(sqlite);
    migrate(drizzle(sqlite), { migrationsFolder });
    return pending;
  } finally {
    sqlite.close();
  }
}

type DatabaseChoice = { databasePath: string; databaseUrl?: string };

/** The database in use as the operator is told of it: SQLite's file, or PostgreSQL's host and database (its URL may carry a password). */
export function databaseTarget({ databasePath, databaseUrl }: DatabaseChoice): string {
  if (!databaseUrl) return databasePath;
  const { host, pathname } = new URL(databaseUrl);
  return `${host}${pathname}`;
}

/** Whether SQLite's file is new: missing, or without a single table, index or trigger (a file made empty by hand). */
function sqliteIsEmpty(file: string): boolean {
  if (!fs.existsSync(file)) return true;
  const sqlite = openSqlite(file);
  try {
    return !sqlite.prepare("select 1 from sqlite_master limit 1").get();
  } finally {
    sqlite.close();
  }
}

// Held while a first start looks at an empty PostgreSQL database and migrates it: of N processes
// starting together on it, one migrates, the others wait and find its tables.
const FIRST_RUN_LOCK = "select pg_advisory_lock(hashtextextended('maison-sillage first run', 0))";
const NO_RELATION = `select not exists (
  select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
) as empty`;

async function migratePostgresIfEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(FIRST_RUN_LOCK);
    const [{ empty }] = (await client.query(NO_RELATION)).rows;
    if (!empty) return false;
    await pgMigrate(pgDrizzle(client), { migrationsFolder: postgresMigrationsFolder });
    return true;
  } finally {
    await client.end();
  }
}

/**
 * The first start's one rule, whichever engine (decision 103): a new, empty database (SQLite's
 * file missing or empty, a PostgreSQL database without a table) gets every migration, so
 * `npm install && npm start` works on either; the server then seeds it. A database with anything
 * in it is only ever migrated by `npm run db:migrate`, and the server refuses it while it is
 * behind, in the same words on both engines. Only the engine in use is opened: with
 * `DATABASE_URL` no SQLite file is made. Returns whether it migrated.
 */
export async function migrateIfEmpty(choice: DatabaseChoice): Promise<boolean> {
  if (choice.databaseUrl) return migratePostgresIfEmpty(choice.databaseUrl);
  if (!sqliteIsEmpty(choice.databasePath)) return false;
  migrateDatabase(choice.databasePath);
  return true;
}

/** Migrations the database has and drizzle/ does not: it was written by a newer version of the shop. */
export function unknownMigrations(sqlite: Database.Database): number {
  const files = readMigrationFiles({ migrationsFolder });
  const newest = Math.max(0, ...files.map((f) => f.folderMillis));
  const { count } = sqlite
    .prepare("select count(*) as count from __drizzle_migrations where created_at > ?")
    .get(newest) as { count: number };
  return count;
}
