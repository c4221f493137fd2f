import { and, asc, desc, eq, gt, lt, or, type AnyColumn, type SQL } from "drizzle-orm";
import * as z from "./zod";

// The admin's long lists, newest first, a page at a time (docs/decisions/064): keyset cursors on
// (a date, the id), which the date's index serves directly, so the last page costs what the
// first costs, where an OFFSET would read and drop every row before it. The orders and the
// newsletter's subscribers page through this one kit.

/** A page starts after (older) or before (newer) this row: "{milliseconds}.{id}". */
const CURSOR = /^\d{1,15}\.\d{1,12}$/;

/** The query string's two cursors, read the same way by every list: a malformed one is ignored. */
export const keysetCursorFields = {
  after: z.string().regex(CURSOR).optional().catch(undefined),
  before: z.string().regex(CURSOR).optional().catch(undefined),
};

/** The list's order: its date column (newest first) and its id (to separate equal dates). */
export type KeysetKey = { at: AnyColumn; id: AnyColumn };

/** Where a page starts, from the query string. */
export type KeysetPosition = { after?: string; before?: string };

export type KeysetPage<T> = {
  rows: T[];
  /** Cursors of the next (older) and previous (newer) pages, null at either end. */
  older: string | null;
  newer: string | null;
};

/** A row's cursor, from its date and id. */
export function cursorOf(at: Date, id: number): string {
  return `${at.getTime()}.${id}`;
}

/** Rows strictly older or newer than a cursor, in the newest-first order. */
export function pastCursor(key: KeysetKey, cursor: string, direction: "older" | "newer"): SQL {
  const [ms, id] = cursor.split(".").map(Number);
  const at = new Date(ms);
  return direction === "older"
    ? or(lt(key.at, at), and(eq(key.at, at), lt(key.id, id)))!
    : or(gt(key.at, at), and(eq(key.at, at), gt(key.id, id)))!;
}

/** The newest-first order of a key. */
export function newestFirst(key: KeysetKey): SQL[] {
  return [desc(key.at), desc(key.id)];
}

/**
 * Reads the list's rows matching its own filters plus `conditions`, in `order`, at most `limit`:
 * the one query each list writes; the kit says which rows a page needs.
 */
export type KeysetRead<T> = (conditions: SQL[], order: SQL[], limit: number) => Promise<T[]>;

/** One page of a newest-first list, `size` rows from `position`; `cursorOfRow` names a row's place. */
export async function keysetPage<T>(key: KeysetKey, read: KeysetRead<T>, position: KeysetPosition, size: number, cursorOfRow: (row: T) => string): Promise<KeysetPage<T>> {
  if (position.before) {
    const newer = await read([pastCursor(key, position.before, "newer")], [asc(key.at), asc(key.id)], size + 1);
    const more = newer.length > size;
    const rows = newer.slice(0, size).reverse();
    const last = rows.at(-1);
    const hasOlder = last ? (await read([pastCursor(key, cursorOfRow(last), "older")], newestFirst(key), 1)).length > 0 : false;
    return { rows, older: hasOlder && last ? cursorOfRow(last) : null, newer: more && rows[0] ? cursorOfRow(rows[0]) : null };
  }
  const found = await read(position.after ? [pastCursor(key, position.after, "older")] : [], newestFirst(key), size + 1);
  const more = found.length > size;
  const rows = found.slice(0, size);
  return { rows, older: more ? cursorOfRow(rows.at(-1)!) : null, newer: position.after && rows[0] ? cursorOfRow(rows[0]) : null };
}
