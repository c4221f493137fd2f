ALTER TABLE `products` ADD `families` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
UPDATE `products` SET `top_notes` = replace(replace(replace(`top_notes`, ';', ','), '/', ','), char(10), ',') WHERE `top_notes` IS NOT NULL;
--> statement-breakpoint
UPDATE `products` SET `heart_notes` = replace(replace(replace(`heart_notes`, ';', ','), '/', ','), char(10), ',') WHERE `heart_notes` IS NOT NULL;
--> statement-breakpoint
UPDATE `products` SET `base_notes` = replace(replace(replace(`base_notes`, ';', ','), '/', ','), char(10), ',') WHERE `base_notes` IS NOT NULL;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search` USING fts5(name, families, notes, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4');
--> statement-breakpoint
INSERT INTO `product_search` (rowid, name, families, notes, description) SELECT products.id, products.name, coalesce((SELECT group_concat(CASE value WHEN 'floral' THEN 'Floral' WHEN 'boise' THEN 'Boisé' WHEN 'ambre' THEN 'Ambré Oriental' WHEN 'hesperide' THEN 'Hespéridé' WHEN 'fougere' THEN 'Fougère' WHEN 'chypre' THEN 'Chypré' WHEN 'gourmand' THEN 'Gourmand' WHEN 'aromatique' THEN 'Aromatique' WHEN 'cuir' THEN 'Cuiré Cuir' WHEN 'aquatique' THEN 'Aquatique' END, ' ') FROM json_each(products.families)), ''), coalesce(products.top_notes, '') || ', ' || coalesce(products.heart_notes, '') || ', ' || coalesce(products.base_notes, ''), products.short_description || ' ' || products.full_description FROM `products`;
--> statement-breakpoint
CREATE TRIGGER `product_search_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_search` (rowid, name, families, notes, description) SELECT new.id, new.name, coalesce((SELECT group_concat(CASE value WHEN 'floral' THEN 'Floral' WHEN 'boise' THEN 'Boisé' WHEN 'ambre' THEN 'Ambré Oriental' WHEN 'hesperide' THEN 'Hespéridé' WHEN 'fougere' THEN 'Fougère' WHEN 'chypre' THEN 'Chypré' WHEN 'gourmand' THEN 'Gourmand' WHEN 'aromatique' THEN 'Aromatique' WHEN 'cuir' THEN 'Cuiré Cuir' WHEN 'aquatique' THEN 'Aquatique' END, ' ') FROM json_each(new.families)), ''), coalesce(new.top_notes, '') || ', ' || coalesce(new.heart_notes, '') || ', ' || coalesce(new.base_notes, ''), new.short_description || ' ' || new.full_description;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM `product_search` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `product_search_update` AFTER UPDATE OF name, families, top_notes, heart_notes, base_notes, short_description, full_description ON `products` BEGIN
  DELETE FROM `product_search` WHERE rowid = old.id;
  INSERT INTO `product_search` (rowid, name, families, notes, description) SELECT new.id, new.name, coalesce((SELECT group_concat(CASE value WHEN 'floral' THEN 'Floral' WHEN 'boise' THEN 'Boisé' WHEN 'ambre' THEN 'Ambré Oriental' WHEN 'hesperide' THEN 'Hespéridé' WHEN 'fougere' THEN 'Fougère' WHEN 'chypre' THEN 'Chypré' WHEN 'gourmand' THEN 'Gourmand' WHEN 'aromatique' THEN 'Aromatique' WHEN 'cuir' THEN 'Cuiré Cuir' WHEN 'aquatique' THEN 'Aquatique' END, ' ') FROM json_each(new.families)), ''), coalesce(new.top_notes, '') || ', ' || coalesce(new.heart_notes, '') || ', ' || coalesce(new.base_notes, ''), new.short_description || ' ' || new.full_description;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `product_search_vocab` USING fts5vocab('product_search', 'row');
