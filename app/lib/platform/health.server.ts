import { DatabaseNotReadyError, getSqlite } from "./db.server";
import { pendingMigrations } from "./migrations.server";

export type Health = { status: "ok" } | { status: "unavailable"; reason: "database" | "migrations" };

/**
 * What GET /healthz answers: the database answers a query and has every migration of the
 * deployed code. It names no path, version or secret: the endpoint is public.
 */
export function checkHealth(): Health {
  try {
    const sqlite = getSqlite();
    sqlite.prepare("select 1").get();
    return pendingMigrations(sqlite) === 0 ? { status: "ok" } : { status: "unavailable", reason: "migrations" };
  } catch (error) {
    const behind = error instanceof DatabaseNotReadyError && error.reason === "migrations";
    return { status: "unavailable", reason: behind ? "migrations" : "database" };
  }
}
