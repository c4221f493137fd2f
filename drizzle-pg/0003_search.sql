-- Hand-written (decision 099 §3): PostgreSQL's form of drizzle/0009_search.sql's FTS5 index. The
-- column is outside schema.server.ts on purpose: SQLite keeps its FTS5 table, and only
-- app/lib/search/search-index.server.ts reads this column, with raw SQL.
-- `fr_unaccent` folds case and accents as FTS5's `unicode61 remove_diacritics 2` does.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION fr_unaccent (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION fr_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- The families as the FTS5 table has them: their French names, so "boisé" finds `boise`.
CREATE FUNCTION product_family_words(families jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(CASE value WHEN 'floral' THEN 'Floral' WHEN 'boise' THEN 'Boisé' WHEN 'ambre' THEN 'Ambré Oriental' WHEN 'hesperide' THEN 'Hespéridé' WHEN 'fougere' THEN 'Fougère' WHEN 'chypre' THEN 'Chypré' WHEN 'gourmand' THEN 'Gourmand' WHEN 'aromatique' THEN 'Aromatique' WHEN 'cuir' THEN 'Cuiré Cuir' WHEN 'aquatique' THEN 'Aquatique' END, ' '), '')
  FROM jsonb_array_elements_text(families) AS value
$$;
--> statement-breakpoint
-- Weights from the most telling: A the name, B the families, C the notes, D the descriptions
-- (FTS5's bm25 weights 10, 6, 4, 1 per column). Generated and stored: no trigger can forget it.
ALTER TABLE "products" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('fr_unaccent'::regconfig, "name"), 'A')
  || setweight(to_tsvector('fr_unaccent'::regconfig, product_family_words("families")), 'B')
  || setweight(to_tsvector('fr_unaccent'::regconfig, coalesce("top_notes", '') || ', ' || coalesce("heart_notes", '') || ', ' || coalesce("base_notes", '')), 'C')
  || setweight(to_tsvector('fr_unaccent'::regconfig, "short_description" || ' ' || "full_description"), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");
