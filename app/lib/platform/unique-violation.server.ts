import { eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { db, withTransaction } from "./database.server";

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

/** A table the owner edits row by row: a numeric id and the time of its last change. */
type EditedTable = PgTable & { id: PgColumn; updated_at: PgColumn };

/**
 * Inserts a row (id null) or updates row `id`, in its own transaction; "taken" when a unique
 * index refused it. A value checked free before (a slug, a code) may have been taken by a
 * parallel request since: the index, not the check, is what keeps it unique on PostgreSQL
 * (decision 099), and the form says so instead of an error page.
 */
export async function saveUnlessTaken<T extends EditedTable>(table: T, id: number | null, values: PgInsertValue<T>): Promise<"saved" | "taken"> {
  try {
    await withTransaction(async () => {
      if (id === null) await db().insert(table).values(values);
      else await db().update(table).set({ ...values, updated_at: new Date() } as PgUpdateSetSource<T>).where(eq(table.id, id));
    });
    return "saved";
  } catch (error) {
    if (isUniqueViolation(error)) return "taken";
    throw error;
  }
}
