import { sql } from "drizzle-orm";
import { db, isPostgres } from "./database.server";
import { behindMigrations, DatabaseNotReadyError, getSqlite } from "./db.server";
import { pendingMigrations, pendingPostgresMigrations } from "./migrations.server";

export type Health = { status: "ok" } | { status: "unavailable"; reason: "database" | "migrations" };

/** How many migrations the database in use lacks; throws when it does not answer. */
async function pendingInUse(): Promise<number> {
  if (!isPostgres()) {
    const sqlite = getSqlite();
    sqlite.prepare("select 1").get();
    return pendingMigrations(sqlite);
  }
  await db().execute(sql`select 1`);
  return pendingPostgresMigrations({ query: (text) => db().execute(sql.raw(text)) });
}

/**
 * At start on PostgreSQL (SQLite's file is checked when it opens): a server refuses to serve a
 * database it cannot reach or one behind the deployed code's migrations.
 */
export async function refuseUnreadyPostgres(url: string): Promise<void> {
  let pending: number;
  try {
    pending = await pendingInUse();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseNotReadyError("missing", `PostgreSQL injoignable (${new URL(url).host}) : ${reason}`);
  }
  if (pending > 0) throw behindMigrations(pending);
}

/**
 * What GET /healthz answers: the database answers a query and has every migration of the
 * deployed code. It names no path, version or secret: the endpoint is public.
 */
export async function checkHealth(): Promise<Health> {
  try {
    return (await pendingInUse()) === 0 ? { status: "ok" } : { status: "unavailable", reason: "migrations" };
  } catch (error) {
    const behind = error instanceof DatabaseNotReadyError && error.reason === "migrations";
    return { status: "unavailable", reason: behind ? "migrations" : "database" };
  }
}
