import { withTransaction } from "./database.server";

/**
 * Whether a write failed on a unique index, on either engine. drizzle may wrap the driver's
 * error in its own, so the causes are followed. PostgreSQL: SQLSTATE 23505; SQLite:
 * SQLITE_CONSTRAINT_UNIQUE.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE") return true;
  }
  return false;
}

/**
 * Runs a write in its own transaction; "taken" when a unique index refused it. A value checked
 * free before (a slug, a code) may have been taken by a parallel request since: the index, not
 * the check, is what keeps it unique on PostgreSQL (decision 099), and the form says so instead
 * of an error page.
 */
export async function unlessTaken<T>(write: () => Promise<T>): Promise<T | "taken"> {
  try {
    return await withTransaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}
