import { memoUntilDataChanges } from "../platform/data-memo.server";
import { fullTextSyntax, indexedWords, rankedProducts, type FullTextHit } from "../platform/full-text.server";
import type { Lang } from "../i18n/lang";
import { MARK_END, MARK_START } from "./marks";

/**
 * Full-text search over the catalogue (decision 092). The index is the engine's own
 * (platform/full-text.server.ts); this module only turns a shopper's words into its query and
 * reads the ranked answer; the engine does the scoring.
 */

/** Words that say nothing about a perfume: "boisé avec de la vanille" searches "boisé vanille", "woody with vanilla" "woody vanilla". */
const STOP_WORDS: Record<Lang, Set<string>> = {
  fr: new Set("a au aux avec d de des du en et l la le les ou par pour sans sur un une parfum parfums eau".split(" ")),
  en: new Set("a an and at by for from in of on or the to with without perfume perfumes fragrance eau".split(" ")),
};
const MAX_TOKENS = 8;
/** A word this long may carry one typo ("vanile", "patchoulli"); shorter ones must be right. */
const TYPO_MIN_LENGTH = 5;


/** The searchable words of a query: accents and case folded, stop words and single letters out, a plural's s or x dropped. */
export function searchTokens(query: string, lang: Lang = "fr"): string[] {
  const words = query
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    // A single letter (the "b" of a pasted "<b>", an initial) would match half the catalogue.
    .filter((w) => w.length > 1 && !STOP_WORDS[lang].has(w));
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
 * Every word the index holds, read once per change of the data: a word with a quote or a
 * backslash (PostgreSQL keeps addresses and paths whole), which quoting could not hold, is never
 * offered.
 */
const vocabulary = memoUntilDataChanges(async (lang: Lang): Promise<string[]> => (await indexedWords(lang)).filter((w) => !/['"\\]/.test(w)));

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
 * The engine's query for a shopper's words (FTS5's MATCH or a tsquery); null when a word can
 * match nothing. Tokens are letters and digits only and indexed words hold no quote, so quoting
 * them keeps the engine's syntax out.
 */
export async function matchExpression(query: string, lang: Lang = "fr"): Promise<string | null> {
  const tokens = searchTokens(query, lang);
  if (!tokens.length) return null;
  const words = await vocabulary(lang);
  const syntax = fullTextSyntax();
  const clauses: string[] = [];
  for (const token of tokens) {
    const near = typoWords(token, words);
    if (!near) return null;
    const terms = [syntax.prefix(token), ...near.map(syntax.word)];
    clauses.push(terms.length === 1 ? terms[0] : `(${terms.join(syntax.or)})`);
  }
  return clauses.join(syntax.and);
}

export type SearchHit = FullTextHit;

/** The perfumes matching a query in the page's language's index, best first, with their name and notes marked where they matched. */
export function searchCatalogue(query: string, lang: Lang = "fr"): Promise<SearchHit[]> {
  return searchIn(query, lang);
}
const searchIn = memoUntilDataChanges(async (query: string, lang: Lang): Promise<SearchHit[]> => {
  const expression = await matchExpression(query, lang);
  return expression ? rankedProducts(expression, { start: MARK_START, end: MARK_END }, lang) : [];
});
