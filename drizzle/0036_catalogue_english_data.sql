-- Decision 168: the ten families' English names (editable), and the English search index, a twin
-- of 0009's `product_search` (same tokenizer and prefixes) kept in step by triggers on the
-- perfumes and on the dictionary.
INSERT INTO `olfactory_terms` (`kind`, `fr`, `en`) VALUES
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
-- What the English index holds for each perfume: its English name, families and notes, and its
-- English descriptions, each the French one where none is written. The notes' text becomes a JSON
-- list to be split (a trigger may not hold a WITH); a text that would not make one gives no notes
-- rather than refusing the perfume's save.
CREATE VIEW `product_search_en_source` AS
SELECT p.id,
  coalesce(nullif(p.name_en, ''), p.name) AS name,
  coalesce((SELECT group_concat(coalesce(nullif(t.en, ''), f.value), ' ')
            FROM json_each(p.families) f
            LEFT JOIN olfactory_terms t ON t.kind = 'family' AND lower(t.fr) = lower(f.value)), '') AS families,
  coalesce((SELECT group_concat(coalesce(nullif(t.en, ''), trim(n.value)), ', ')
            FROM json_each(CASE WHEN json_valid(j.list) THEN j.list ELSE '[]' END) n
            LEFT JOIN olfactory_terms t ON t.kind = 'note' AND lower(t.fr) = lower(trim(n.value))
            WHERE trim(n.value) <> ''), '') AS notes,
  coalesce(nullif(p.short_description_en, ''), p.short_description) || ' ' || coalesce(nullif(p.full_description_en, ''), p.full_description) AS description
FROM products p,
  (SELECT '["' || replace(replace(replace(replace(replace(replace(
     coalesce(p2.top_notes, '') || ',' || coalesce(p2.heart_notes, '') || ',' || coalesce(p2.base_notes, ''),
     '\', '\\'), '"', '\"'), char(10), ','), char(13), ' '), char(9), ' '), ',', '","') || '"]' AS list, p2.id AS id
   FROM products p2) j
WHERE j.id = p.id;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search_en` USING fts5(name, families, notes, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4');
--> statement-breakpoint
INSERT INTO `product_search_en` (rowid, name, families, notes, description) SELECT id, name, families, notes, description FROM `product_search_en_source`;
--> statement-breakpoint
CREATE TRIGGER `product_search_en_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search_en` (rowid, name, families, notes, description) SELECT id, name, families, notes, description FROM `product_search_en_source` WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_en_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search_en` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_en_update` AFTER UPDATE OF name, name_en, families, top_notes, heart_notes, base_notes, short_description, full_description, short_description_en, full_description_en ON `products` BEGIN
  DELETE FROM `product_search_en` WHERE rowid = old.id;
  INSERT INTO `product_search_en` (rowid, name, families, notes, description) SELECT id, name, families, notes, description FROM `product_search_en_source` WHERE id = new.id;
END;
--> statement-breakpoint
-- A changed English name re-indexes the perfumes that may carry the term: those whose families or
-- notes hold its French spelling (a broader match than the view's is harmless: it re-indexes).
CREATE VIEW `olfactory_term_products` AS
SELECT t.id AS term_id, p.id AS product_id
FROM olfactory_terms t, products p
WHERE instr(lower(p.families || ',' || coalesce(p.top_notes, '') || ',' || coalesce(p.heart_notes, '') || ',' || coalesce(p.base_notes, '')), lower(t.fr)) > 0;
--> statement-breakpoint
CREATE TRIGGER `olfactory_terms_search_en_insert` AFTER INSERT ON `olfactory_terms` BEGIN
  DELETE FROM `product_search_en` WHERE rowid IN (SELECT product_id FROM `olfactory_term_products` WHERE term_id = new.id);
  INSERT INTO `product_search_en` (rowid, name, families, notes, description) SELECT id, name, families, notes, description FROM `product_search_en_source` WHERE id IN (SELECT product_id FROM `olfactory_term_products` WHERE term_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `olfactory_terms_search_en_update` AFTER UPDATE ON `olfactory_terms` BEGIN
  DELETE FROM `product_search_en` WHERE rowid IN (SELECT product_id FROM `olfactory_term_products` WHERE term_id = new.id)
    OR rowid IN (SELECT id FROM products WHERE instr(lower(products.families || ',' || coalesce(products.top_notes, '') || ',' || coalesce(products.heart_notes, '') || ',' || coalesce(products.base_notes, '')), lower(old.fr)) > 0);
  INSERT INTO `product_search_en` (rowid, name, families, notes, description) SELECT id, name, families, notes, description FROM `product_search_en_source` WHERE id NOT IN (SELECT rowid FROM `product_search_en`);
END;
--> statement-breakpoint
CREATE TRIGGER `olfactory_terms_search_en_delete` AFTER DELETE ON `olfactory_terms` BEGIN
  DELETE FROM `product_search_en` WHERE rowid IN (SELECT id FROM products WHERE instr(lower(products.families || ',' || coalesce(products.top_notes, '') || ',' || coalesce(products.heart_notes, '') || ',' || coalesce(products.base_notes, '')), lower(old.fr)) > 0);
  INSERT INTO `product_search_en` (rowid, name, families, notes, description) SELECT id, name, families, notes, description FROM `product_search_en_source` WHERE id NOT IN (SELECT rowid FROM `product_search_en`);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search_en_vocab` USING fts5vocab('product_search_en', 'row');
