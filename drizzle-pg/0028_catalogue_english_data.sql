-- Decision 168: the ten families' English names (editable), and the English search vector beside
-- 0003's French one: `en_unaccent` folds case and accents as `fr_unaccent` does (no stemming),
-- `products.search_en` is written by a trigger because it reads the dictionary, which a generated
-- column may not. Like `search`, the column is outside schema.server.ts: only
-- app/lib/platform/full-text.server.ts reads it.
INSERT INTO "olfactory_terms" ("kind", "fr", "en") VALUES
  ('family', 'floral', 'Floral'),
  ('family', 'boise', 'Woody'),
  ('family', 'ambre', 'Amber / Oriental'),
  ('family', 'hesperide', 'Citrus'),
  ('family', 'fougere', 'Fougère'),
  ('family', 'chypre', 'Chypre'),
  ('family', 'gourmand', 'Gourmand'),
  ('family', 'aromatique', 'Aromatic'),
  ('family', 'cuir', 'Leather'),
  ('family', 'aquatique', 'Aquatic');
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION en_unaccent (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION en_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
-- A perfume's notes, every tier, one French tag a row.
CREATE FUNCTION product_note_tags(p products) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tag FROM (
    SELECT trim(value) AS tag
    FROM regexp_split_to_table(coalesce(p.top_notes, '') || ',' || coalesce(p.heart_notes, '') || ',' || coalesce(p.base_notes, ''), '[,;/\n]') AS value
  ) tags WHERE tag <> ''
$$;
--> statement-breakpoint
-- Weights as the French vector's: A the name, B the families, C the notes, D the descriptions;
-- each English text, or the French one where none is written.
CREATE FUNCTION product_search_en_vector(p products) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('en_unaccent'::regconfig, coalesce(nullif(p.name_en, ''), p.name)), 'A')
    || setweight(to_tsvector('en_unaccent'::regconfig, coalesce((
         SELECT string_agg(coalesce(nullif(t.en, ''), f.value), ' ')
         FROM jsonb_array_elements_text(p.families) AS f(value)
         LEFT JOIN olfactory_terms t ON t.kind = 'family' AND lower(t.fr) = lower(f.value)), '')), 'B')
    || setweight(to_tsvector('en_unaccent'::regconfig, coalesce((
         SELECT string_agg(coalesce(nullif(t.en, ''), n.tag), ', ')
         FROM product_note_tags(p) AS n(tag)
         LEFT JOIN olfactory_terms t ON t.kind = 'note' AND lower(t.fr) = lower(n.tag)), '')), 'C')
    || setweight(to_tsvector('en_unaccent'::regconfig,
         coalesce(nullif(p.short_description_en, ''), p.short_description) || ' ' || coalesce(nullif(p.full_description_en, ''), p.full_description)), 'D')
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_en" tsvector;
--> statement-breakpoint
CREATE FUNCTION products_search_en() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_en := product_search_en_vector(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_en BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_en();
--> statement-breakpoint
UPDATE "products" SET "search_en" = NULL;
--> statement-breakpoint
CREATE INDEX "products_search_en_idx" ON "products" USING gin ("search_en");
--> statement-breakpoint
-- A changed English name re-writes the vectors of the perfumes carrying the term (the update goes
-- through the trigger above).
CREATE FUNCTION olfactory_terms_search_en() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  term olfactory_terms;
BEGIN
  FOREACH term IN ARRAY ARRAY[OLD, NEW] LOOP
    CONTINUE WHEN term IS NULL;
    UPDATE products p SET search_en = NULL
    WHERE (term.kind = 'family' AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(p.families) f WHERE lower(f) = lower(term.fr)))
       OR (term.kind = 'note' AND EXISTS (SELECT 1 FROM product_note_tags(p) n WHERE lower(n) = lower(term.fr)));
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER olfactory_terms_search_en AFTER INSERT OR UPDATE OR DELETE ON olfactory_terms
  FOR EACH ROW EXECUTE FUNCTION olfactory_terms_search_en();
--> statement-breakpoint
CREATE TRIGGER olfactory_terms_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON olfactory_terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
