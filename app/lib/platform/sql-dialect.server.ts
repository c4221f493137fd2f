import type Database from "better-sqlite3";
import { and, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { db, isPostgres, type Db } from "./database.server";

/**
 * The SQL that is not the same on SQLite and PostgreSQL, each piece named for what it does, so a
 * domain module says what it wants and never asks which engine it runs on (decision 099, amended
 * 2026-11-26). Every fragment gives the same answer on both engines unless its comment says
 * otherwise; the domains' tests run on both.
 */

/** A timestamp column or expression as unix seconds (SQLite stores them so; PostgreSQL's keep a fraction). */
export function epochSeconds(at: SQLWrapper): SQL<number> {
  return isPostgres() ? sql<number>`extract(epoch from ${at})::float8` : sql<number>`${at}`;
}

/** The instant `seconds` (an SQL number) after `at`, as the engine stores a timestamp. */
export function secondsAfter(at: Date, seconds: SQL): SQL {
  return isPostgres()
    ? sql`${at.toISOString()}::timestamptz + make_interval(secs => ${seconds})`
    : sql`${Math.floor(at.getTime() / 1000)} + ${seconds}`;
}

/** The smaller of two numbers (SQLite's two-argument min(), PostgreSQL's least()). */
export function smallerOf(a: SQLWrapper | number, b: SQLWrapper | number): SQL {
  return isPostgres() ? sql`least(${a}, ${b})` : sql`min(${a}, ${b})`;
}

/** 2 to the power of a small whole number. */
export function twoToThe(exponent: SQLWrapper): SQL {
  return isPostgres() ? sql`power(2, ${exponent})` : sql`(1 << ${exponent})`;
}

/** Whether a text contains `mark`. */
export function containsText(text: SQLWrapper, mark: string): SQL {
  return isPostgres() ? sql`strpos(${text}, ${mark}) > 0` : sql`instr(${text}, ${mark}) > 0`;
}

/** A text up to, not including, the first `mark` (empty when there is none: test `containsText` first). */
export function textBefore(text: SQLWrapper, mark: string): SQL {
  return isPostgres() ? sql`left(${text}, strpos(${text}, ${mark}) - 1)` : sql`substr(${text}, 1, instr(${text}, ${mark}) - 1)`;
}

/** The text at `path` inside a JSON column (null when absent). Keys are the code's own, never user input. */
export function jsonText(json: SQLWrapper, path: string[]): SQL<string | null> {
  if (isPostgres()) {
    const parents = path.slice(0, -1).map((key) => sql.raw(`->'${key}'`));
    return sql<string | null>`(${json}${sql.join(parents)}->>${sql.raw(`'${path.at(-1)}'`)})`;
  }
  return sql<string | null>`json_extract(${json}, ${sql.raw(`'$.${path.join(".")}'`)})`;
}

/** A JSON column with the member `key` replaced by `value`. */
export function jsonWithMember(json: SQLWrapper, key: string, value: unknown): SQL {
  const text = JSON.stringify(value);
  return isPostgres() ? sql`jsonb_set(${json}, ${sql.raw(`'{${key}}'`)}, ${text}::jsonb)` : sql`json_set(${json}, ${sql.raw(`'$.${key}'`)}, json(${text}))`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Text starting with `prefix`, exactly (case included). SQLite: the range from `prefix` up to, not
 * including, the next text that does not start with it, which an index serves (binary order).
 * PostgreSQL's order follows the database's collation, where a last code point is no upper
 * bound: there it is a LIKE.
 */
export function startsWith(text: SQLWrapper, prefix: string): SQL {
  if (isPostgres()) return sql`${text} like ${`${escapeLike(prefix)}%`} escape '\\'`;
  return sql`${text} >= ${prefix} and ${text} < ${`${prefix}\uffff`}`;
}

/**
 * "Élodie" and "elodie" alike: case and accents folded, as PostgreSQL's f_unaccent(lower(…)) does
 * (SQLite's own LIKE folds the case of ASCII letters only).
 */
const fold = (text: string) => (/[^\p{ASCII}]/u.test(text) ? text.normalize("NFD").replace(/\p{M}/gu, "") : text).toLowerCase();

const withFold = new WeakSet<object>();

/** Registers fold() as an SQL function on the SQLite connection that will run the query, once per connection. */
function ensureFold() {
  const sqlite = (db() as unknown as { $client: Database.Database }).$client;
  if (withFold.has(sqlite)) return;
  sqlite.function("fold", { deterministic: true }, (value: unknown) => (typeof value === "string" ? fold(value) : null));
  withFold.add(sqlite);
}

/**
 * PostgreSQL: case and accents folded by f_unaccent(lower(…)), the immutable form of unaccent()
 * the trigram indexes of the orders' names and emails are built on (the query repeats their expression).
 */
function pgFoldedLike(column: SQLWrapper, pattern: string): SQL {
  return sql`f_unaccent(lower(${column})) like f_unaccent(lower(${pattern})) escape '\\'`;
}

/**
 * Text starting with `prefix` whatever its case. SQLite: a range on the column's `lower(…)`
 * index. PostgreSQL: a prefix LIKE on its trigram index, which serves "starts with" as well as
 * "contains" (a btree on lower() would need the C collation or text_pattern_ops for a LIKE),
 * and folds accents too; SQLite compares accents as typed (decision 099, amended 2026-11-26).
 */
export function startsWithAnyCase(column: SQLWrapper, prefix: string): SQL {
  if (isPostgres()) return pgFoldedLike(column, `${escapeLike(prefix)}%`);
  return startsWith(sql`lower(${column})`, prefix.toLowerCase());
}

/**
 * Text containing `part` whatever its case and accents, on both engines. SQLite's LIKE (in C)
 * settles every plain-ASCII text; only texts with accents, spotted by the GLOB, pay for the call
 * to fold() in JavaScript.
 */
export function containsFolded(column: SQLWrapper, part: string): SQL {
  if (isPostgres()) return pgFoldedLike(column, `%${escapeLike(part)}%`);
  ensureFold();
  const folded = `%${escapeLike(fold(part))}%`;
  return or(
    sql`${column} like ${folded} escape '\\'`,
    and(sql`${column} glob '*[^ -~]*'`, sql`fold(${column}) like ${folded} escape '\\'`),
  )!;
}

/**
 * A select that claims the rows it reads for this transaction, passing over those another
 * transaction is claiming (PostgreSQL's FOR UPDATE SKIP LOCKED), so N workers take different
 * rows instead of queueing on the same one. SQLite: the select unchanged, its single writer
 * already keeps two claims apart.
 */
export function skippingLocked<Q extends { for: (strength: "update", config: { skipLocked: true }) => unknown }>(query: Q): Q {
  return isPostgres() ? (query.for("update", { skipLocked: true }) as Q) : query;
}

/**
 * Whether this transaction got `key` without waiting: a job run by one box at a time, which the
 * others skip rather than redo behind the first one's row locks (a PostgreSQL transaction-scoped
 * advisory lock). SQLite: always, its write lock already makes a second process wait and then
 * find nothing left.
 */
export async function tryLockKey(tx: Db, key: string): Promise<boolean> {
  if (!isPostgres()) return true;
  const { rows } = await tx.execute<{ taken: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as taken`);
  return rows[0].taken;
}
