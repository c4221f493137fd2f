import type { Statement } from "better-sqlite3";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { getDb, type Db } from "../platform/db.server";
import { MARK_END, MARK_START } from "./marks";

/**
 * Full-text search over the catalogue with SQLite's FTS5 (decision 092): the `product_search`
 * table holds each perfume's name, families, notes and descriptions, kept in step by triggers, and
 * its tokenizer folds case and accents. This module only turns a shopper's words into a MATCH
 * expression and reads the ranked answer; FTS5 does the scoring (bm25).
 */

/** Words that say nothing about a perfume: "boisé avec de la vanille" searches "boisé vanille". */
const STOP_WORDS = new Set(
  "a au aux avec d de des du en et l la le les ou par pour sans sur un une parfum parfums eau".split(" "),
);
const MAX_TOKENS = 8;
/** A word this long may carry one typo ("vanile", "patchoulli"); shorter ones must be right. */
const TYPO_MIN_LENGTH = 5;


/** The searchable words of a query: accents and case folded, stop words and single letters out, a plural's s or x dropped. */
export function searchTokens(query: string): string[] {
  const words = query
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    // A single letter (the "b" of a pasted "<b>", an initial) would match half the catalogue.
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  const stems = words.map((w) => (w.length > 3 && /[sx]$/.test(w) ? w.slice(0, -1) : w));
  return [...new Set(stems)].slice(0, MAX_TOKENS);
}

/** Whether `a` becomes `b` by one insertion, deletion, substitution or swap of two neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Every word the index holds, read once per change of the data. */
const vocabulary = memoUntilDataChanges((): string[] =>
  (getDb().$client.prepare("select term from product_search_vocab").pluck().all() as string[]),
);

/**
 * One token's MATCH clause: the word as a prefix (so "vanill" and "vanilles" find "vanille"), or,
 * when no indexed word starts with it and it is long enough, the indexed words one typo away.
 * Tokens are letters and digits only, so quoting them is enough to keep FTS5 syntax out.
 */
function tokenClause(token: string, words: string[]): string | null {
  const prefix = `"${token}"*`;
  if (token.length < TYPO_MIN_LENGTH || words.some((w) => w.startsWith(token))) return prefix;
  const near = words.filter((w) => withinOneEdit(token, w) || withinOneEdit(token, w.replace(/[sx]$/, "")));
  if (!near.length) return null;
  return `(${[prefix, ...near.map((w) => `"${w}"`)].join(" OR ")})`;
}

/** The MATCH expression for a query, every word required; null when a word can match nothing. */
export function matchExpression(query: string): string | null {
  const tokens = searchTokens(query);
  if (!tokens.length) return null;
  const words = vocabulary();
  const clauses = tokens.map((t) => tokenClause(t, words));
  return clauses.every((c) => c !== null) ? clauses.join(" AND ") : null;
}

export type SearchHit = { id: number; name: string; notes: string };

const statements = new WeakMap<Db, Statement>();
function rankedStatement(db: Db): Statement {
  let statement = statements.get(db);
  if (!statement) {
    // Weights: a word in the name counts most, then families, notes, descriptions.
    statement = db.$client.prepare(
      `select rowid as id,
              highlight(product_search, 0, '${MARK_START}', '${MARK_END}') as name,
              highlight(product_search, 2, '${MARK_START}', '${MARK_END}') as notes
       from product_search where product_search match ?
       order by bm25(product_search, 10.0, 6.0, 4.0, 1.0), rowid`,
    );
    statements.set(db, statement);
  }
  return statement;
}

/** The perfumes matching a query, best first, with their name and notes marked where they matched. */
export const searchCatalogue = memoUntilDataChanges((query: string): SearchHit[] => {
  const expression = matchExpression(query);
  return expression ? (rankedStatement(getDb()).all(expression) as SearchHit[]) : [];
});
