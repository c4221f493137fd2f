import { sql } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { isPostgres, rawRows } from "../platform/database.server";
import { MARK_END, MARK_START } from "./marks";

/**
 * Full-text search over the catalogue (decision 092). SQLite: FTS5's `product_search` table holds
 * each perfume's name, families, notes and descriptions, kept in step by triggers, and its
 * tokenizer folds case and accents. PostgreSQL (decision 099): the stored `products.search`
 * tsvector, made with the `fr_unaccent` configuration that folds them the same way. This module
 * only turns a shopper's words into each engine's query and reads the ranked answer; the engine
 * does the scoring.
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

/**
 * Every word the index holds, read once per change of the data. PostgreSQL's parser also keeps
 * hyphenated words, addresses and paths whole ("rose-bois", found by "rosebois"): a word with a
 * quote or a backslash, which quoting could not hold, is never offered.
 */
const vocabulary = memoUntilDataChanges(async (): Promise<string[]> => {
  const rows = await rawRows<{ term: string }>(
    isPostgres() ? sql`select word as term from ts_stat('select search from products')` : sql`select term from product_search_vocab`,
  );
  return rows.map((r) => r.term).filter((w) => !/['"\\]/.test(w));
});

/**
 * The indexed words one typo away that may stand in for a token beside its use as a prefix (so
 * "vanill" and "vanilles" find "vanille"): none when an indexed word starts with it or it is too
 * short to guess; null when nothing can match it.
 */
function typoWords(token: string, words: string[]): string[] | null {
  if (token.length < TYPO_MIN_LENGTH || words.some((w) => w.startsWith(token))) return [];
  const near = words.filter((w) => withinOneEdit(token, w) || withinOneEdit(token, w.replace(/[sx]$/, "")));
  return near.length ? near : null;
}

/**
 * How each engine writes "this prefix or these words", every token required. Tokens are letters
 * and digits only and indexed words hold no quote, so quoting them keeps FTS5's and tsquery's
 * syntax out.
 */
const SYNTAX = {
  fts5: { prefix: (w: string) => `"${w}"*`, word: (w: string) => `"${w}"`, or: " OR ", and: " AND " },
  tsquery: { prefix: (w: string) => `'${w}':*`, word: (w: string) => `'${w}'`, or: " | ", and: " & " },
};

/** The MATCH expression (FTS5) or tsquery (PostgreSQL) for a query; null when a word can match nothing. */
export async function matchExpression(query: string): Promise<string | null> {
  const tokens = searchTokens(query);
  if (!tokens.length) return null;
  const words = await vocabulary();
  const syntax = isPostgres() ? SYNTAX.tsquery : SYNTAX.fts5;
  const clauses: string[] = [];
  for (const token of tokens) {
    const near = typoWords(token, words);
    if (!near) return null;
    const terms = [syntax.prefix(token), ...near.map(syntax.word)];
    clauses.push(terms.length === 1 ? terms[0] : `(${terms.join(syntax.or)})`);
  }
  return clauses.join(syntax.and);
}

export type SearchHit = { id: number; name: string; notes: string };

/**
 * The ranked answer. A word in the name counts most, then families, notes, descriptions: FTS5's
 * bm25 weights per column, and on PostgreSQL the weights A to D of the `search` column
 * (drizzle-pg's search migration) given to ts_rank, from D up.
 */
function rankedQuery(expression: string) {
  if (isPostgres()) {
    const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
    const notes = sql`coalesce(p.top_notes, '') || ', ' || coalesce(p.heart_notes, '') || ', ' || coalesce(p.base_notes, '')`;
    return sql`select p.id,
                      ts_headline('fr_unaccent', p.name, q, ${options}) as name,
                      ts_headline('fr_unaccent', ${notes}, q, ${options}) as notes
               from products p, to_tsquery('fr_unaccent', ${expression}) q
               where p.search @@ q
               order by ts_rank('{0.1, 0.4, 0.6, 1.0}', p.search, q) desc, p.id`;
  }
  return sql`select rowid as id,
                    highlight(product_search, 0, ${MARK_START}, ${MARK_END}) as name,
                    highlight(product_search, 2, ${MARK_START}, ${MARK_END}) as notes
             from product_search where product_search match ${expression}
             order by bm25(product_search, 10.0, 6.0, 4.0, 1.0), rowid`;
}

/** The perfumes matching a query, best first, with their name and notes marked where they matched. */
export const searchCatalogue = memoUntilDataChanges(async (query: string): Promise<SearchHit[]> => {
  const expression = await matchExpression(query);
  return expression ? rawRows<SearchHit>(rankedQuery(expression)) : [];
});
