import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getConfig } from "./config.server";
import * as schema from "./schema.server";
import { seedIfEmpty } from "./seed.server";

// `$client` is the better-sqlite3 connection, for the few statements prepared once (catalog.server.ts).
export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

let instance: { db: Db; sqlite: Database.Database } | undefined;

export function openDatabase(file: string): { db: Db; sqlite: Database.Database } {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // A paid order must survive a power cut, not only a crash: fsync every commit.
  sqlite.pragma("synchronous = FULL");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: path.resolve("drizzle") });
  seedIfEmpty(db);
  return { db, sqlite };
}

/** The shop's database, migrated and seeded the first time it is asked for. */
export function getDb(): Db {
  instance ??= openDatabase(getConfig().databasePath);
  return instance.db;
}

export function closeDbForTests() {
  instance?.sqlite.close();
  instance = undefined;
}
