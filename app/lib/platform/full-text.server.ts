import { sql } from "drizzle-orm";
import { isPostgres, rawRows } from "./database.server";

/**
 * The catalogue's full-text index on each engine (decisions 092 and 099). SQLite: FTS5's
 * `product_search` table holds each perfume's name, families, notes and descriptions, kept in
 * step by triggers, and its tokenizer folds case and accents. PostgreSQL: the stored
 * `products.search` tsvector, made with the `fr_unaccent` configuration that folds them the same
 * way. The search domain turns a shopper's words into a query with `fullTextSyntax()` and reads
 * the ranked answer here; the engine does the scoring.
 *
 * Each language has its index (decision 168): French as above; English in FTS5's
 * `product_search_en` and PostgreSQL's `products.search_en` (configuration `en_unaccent`), which
 * hold the English name, families, notes and descriptions, the French ones where none is written
 * (drizzle's catalogue_english migrations).
 */

/** The language of an index: the platform names the two the catalogue has, i18n's `Lang` is one of them. */
type IndexLang = "fr" | "en";

/** How the engine writes "this prefix or these words, every one required" (FTS5's MATCH, or a tsquery). */
export type FullTextSyntax = { prefix: (w: string) => string; word: (w: string) => string; or: string; and: string };

const FTS5: FullTextSyntax = { prefix: (w) => `"${w}"*`, word: (w) => `"${w}"`, or: " OR ", and: " AND " };
const TSQUERY: FullTextSyntax = { prefix: (w) => `'${w}':*`, word: (w) => `'${w}'`, or: " | ", and: " & " };

export function fullTextSyntax(): FullTextSyntax {
  return isPostgres() ? TSQUERY : FTS5;
}

/**
 * Every word the index holds. PostgreSQL's parser also keeps hyphenated words, addresses and
 * paths whole ("rose-bois"); SQLite's vocabulary table holds single words.
 */
export async function indexedWords(lang: IndexLang = "fr"): Promise<string[]> {
  const english = lang === "en";
  const rows = await rawRows<{ term: string }>(
    isPostgres()
      ? sql`select word as term from ts_stat(${english ? "select search_en from products" : "select search from products"})`
      : english
        ? sql`select term from product_search_en_vocab`
        : sql`select term from product_search_vocab`,
  );
  return rows.map((r) => r.term);
}

export type FullTextHit = { id: number; name: string; notes: string };

/**
 * The perfumes matching an expression written with `fullTextSyntax()`, best first, with their
 * name and notes marked between `marks` where they matched. A word in the name counts most, then
 * families, notes, descriptions: FTS5's bm25 weights per column, and on PostgreSQL the weights A
 * to D of the `search` column (drizzle-pg's search migration) given to ts_rank, from D up. Equal
 * scores come by id on both engines; the scores themselves are each engine's own, so two
 * perfumes of close relevance may come in another order (decision 099, amended 2026-11-26).
 */
export function rankedProducts(expression: string, marks: { start: string; end: string }, lang: IndexLang = "fr"): Promise<FullTextHit[]> {
  if (lang === "en") return rankedInEnglish(expression, marks);
  if (isPostgres()) {
    const options = `StartSel=${marks.start}, StopSel=${marks.end}, HighlightAll=true`;
    const notes = sql`coalesce(p.top_notes, '') || ', ' || coalesce(p.heart_notes, '') || ', ' || coalesce(p.base_notes, '')`;
    return rawRows(sql`select p.id,
                      ts_headline('fr_unaccent', p.name, q, ${options}) as name,
                      ts_headline('fr_unaccent', ${notes}, q, ${options}) as notes
               from products p, to_tsquery('fr_unaccent', ${expression}) q
               where p.search @@ q
               order by ts_rank('{0.1, 0.4, 0.6, 1.0}', p.search, q) desc, p.id`);
  }
  return rawRows(sql`select rowid as id,
                    highlight(product_search, 0, ${marks.start}, ${marks.end}) as name,
                    highlight(product_search, 2, ${marks.start}, ${marks.end}) as notes
             from product_search where product_search match ${expression}
             order by bm25(product_search, 10.0, 6.0, 4.0, 1.0), rowid`);
}

/** `rankedProducts` over the English index: the name and notes marked are the English ones the index holds. */
function rankedInEnglish(expression: string, marks: { start: string; end: string }): Promise<FullTextHit[]> {
  if (isPostgres()) {
    const options = `StartSel=${marks.start}, StopSel=${marks.end}, HighlightAll=true`;
    const notes = sql`(select coalesce(string_agg(coalesce(nullif(t.en, ''), n.tag), ', '), '')
                       from product_note_tags(p) as n(tag)
                       left join olfactory_terms t on t.kind = 'note' and lower(t.fr) = lower(n.tag))`;
    return rawRows(sql`select p.id,
                      ts_headline('en_unaccent', coalesce(nullif(p.name_en, ''), p.name), q, ${options}) as name,
                      ts_headline('en_unaccent', ${notes}, q, ${options}) as notes
               from products p, to_tsquery('en_unaccent', ${expression}) q
               where p.search_en @@ q
               order by ts_rank('{0.1, 0.4, 0.6, 1.0}', p.search_en, q) desc, p.id`);
  }
  return rawRows(sql`select rowid as id,
                    highlight(product_search_en, 0, ${marks.start}, ${marks.end}) as name,
                    highlight(product_search_en, 2, ${marks.start}, ${marks.end}) as notes
             from product_search_en where product_search_en match ${expression}
             order by bm25(product_search_en, 10.0, 6.0, 4.0, 1.0), rowid`);
}
