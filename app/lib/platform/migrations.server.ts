import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { openSqlite } from "./sqlite.server.ts";

// Also imported by plain `node` scripts (see sqlite.server.ts): relative imports keep their
// `.ts` extension and the TypeScript stays erasable.

const migrationsFolder = path.resolve("drizzle");

/**
 * How many of drizzle/'s migrations the database has not applied, by drizzle's own rule: a
 * migration is applied when the newest recorded one is at least as recent.
 */
export function pendingMigrations(sqlite: Database.Database): number {
  const files = readMigrationFiles({ migrationsFolder });
  const table = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!table) return files.length;
  const { last } = sqlite.prepare("select max(created_at) as last from __drizzle_migrations").get() as {
    last: number | null;
  };
  return files.filter((f) => f.folderMillis > Number(last ?? 0)).length;
}

/** `npm run db:migrate`: applies what is pending; returns how many migrations that was. */
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

/**
 * A first run (no database file yet) creates and migrates it, so `npm install && npm start`
 * works on a fresh clone; an existing database is only ever migrated by `npm run db:migrate`.
 */
export function migrateIfNew(file: string): boolean {
  if (fs.existsSync(file)) return false;
  migrateDatabase(file);
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
