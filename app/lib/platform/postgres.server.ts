import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema-pg.server";

export type Postgres = { pool: pg.Pool; db: NodePgDatabase<typeof schema> };

/** The shop's PostgreSQL: one pool per process, each transaction on a client of its own. */
export function openPostgres(url: string): Postgres {
  // Idle pooled connections must not keep a stopping process alive (SIGTERM closes the HTTP
  // server and waits for the event loop to empty).
  const pool = new pg.Pool({ connectionString: url, max: 10, allowExitOnIdle: true });
  return { pool, db: drizzle(pool, { schema }) };
}

// Migrating lives with SQLite's in migrations.server.ts, which plain `node` scripts can import;
// test harnesses and db:copy know it from here.
export { migratePostgres } from "./migrations.server";
