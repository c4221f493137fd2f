-- Hand-written above drizzle-kit's drops (decision 105): a perfume's price, price id, stock, stock
-- status and size live on its formats only. The mirror triggers of 0010/0013 go first (SQLite
-- refuses to drop a column a trigger names); then every perfume's default format is made to hold
-- what its row held (the mirror kept them equal, this states it for any row written around it),
-- a perfume without a default format getting one. The price-history triggers on product_formats
-- stay and record any price this changes.
DROP TRIGGER IF EXISTS `default_format_to_products`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_to_default_format`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `products_default_format`;--> statement-breakpoint
INSERT INTO `product_formats` (`product_id`, `volume_ml`, `label`, `price_cents`, `price_id`, `stock_status`, `stock_quantity`, `is_default`, `position`, `ean`)
SELECT p.`id`, (CASE WHEN lower(replace(trim(p.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(p.content) AS INTEGER) || 'ml' = lower(replace(trim(p.content), ' ', '')) AND CAST(trim(p.content) AS INTEGER) <= 5000 THEN CAST(trim(p.content) AS INTEGER) END), (CASE WHEN (CASE WHEN lower(replace(trim(p.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(p.content) AS INTEGER) || 'ml' = lower(replace(trim(p.content), ' ', '')) AND CAST(trim(p.content) AS INTEGER) <= 5000 THEN CAST(trim(p.content) AS INTEGER) END) IS NULL THEN NULLIF(trim(p.content), '') END), p.`price_cents`, p.`price_id`, p.`stock_status`, p.`stock_quantity`, 1,
  coalesce((SELECT max(f.`position`) + 1 FROM `product_formats` f WHERE f.`product_id` = p.`id`), 0), p.`ean`
FROM `products` p WHERE NOT EXISTS (SELECT 1 FROM `product_formats` f WHERE f.`product_id` = p.`id` AND f.`is_default` = 1);--> statement-breakpoint
UPDATE `product_formats` SET `price_cents` = p.`price_cents`, `price_id` = p.`price_id`, `stock_quantity` = p.`stock_quantity`, `stock_status` = p.`stock_status`, `updated_at` = unixepoch()
FROM `products` p WHERE p.`id` = `product_formats`.`product_id` AND `product_formats`.`is_default` = 1
  AND (`product_formats`.`price_cents` IS NOT p.`price_cents` OR `product_formats`.`price_id` IS NOT p.`price_id`
    OR `product_formats`.`stock_quantity` IS NOT p.`stock_quantity` OR `product_formats`.`stock_status` IS NOT p.`stock_status`);--> statement-breakpoint
ALTER TABLE `products` DROP COLUMN `price_cents`;--> statement-breakpoint
ALTER TABLE `products` DROP COLUMN `price_id`;--> statement-breakpoint
ALTER TABLE `products` DROP COLUMN `stock_status`;--> statement-breakpoint
ALTER TABLE `products` DROP COLUMN `stock_quantity`;--> statement-breakpoint
ALTER TABLE `products` DROP COLUMN `content`;--> statement-breakpoint
-- Every perfume still has its one default format, whoever inserts it (admin, seed, tests, sqlite3):
-- created empty (no price, no bottle, no size) for the writer to fill in; nothing mirrors it.
CREATE TRIGGER `products_default_format` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_formats` (`product_id`, `is_default`, `position`, `ean`) VALUES (NEW.`id`, 1, 0, NEW.`ean`);
END;
