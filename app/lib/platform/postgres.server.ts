import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema-pg.server";

export type Postgres = { pool: pg.Pool; db: NodePgDatabase<typeof schema> };

/** The shop's PostgreSQL: one pool per process, each transaction on a client of its own. */
export function openPostgres(url: string): Postgres {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return { pool, db: drizzle(pool, { schema }) };
}

/** `npm run db:migrate` on PostgreSQL: drizzle-pg/'s migrations, generated from the same schema. */
export async function migratePostgres(url: string): Promise<void> {
  const { pool, db } = openPostgres(url);
  try {
    await migrate(db, { migrationsFolder: path.resolve("drizzle-pg") });
  } finally {
    await pool.end();
  }
}
