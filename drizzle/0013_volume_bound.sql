-- Hand-written (decision 102): a volume is a whole number of ml from 1 to 5000, on both engines.
-- "99999999999 ml" was a volume of 99,999,999,999 ml here and a label on PostgreSQL (nine digits at
-- most there); a content saying a number beyond 5000 ml is now a label on both, as
-- drizzle-pg/0004_volume_bound does. Migration 0010's two triggers that read a perfume's content are
-- made again with the bound (a trigger cannot be altered), then the volumes already stored beyond
-- it become labels; the default format's mirror writes the same text back to the perfume.
DROP TRIGGER `products_default_format`;--> statement-breakpoint
CREATE TRIGGER `products_default_format` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_formats` (`product_id`, `volume_ml`, `label`, `price_cents`, `price_id`, `stock_status`, `stock_quantity`, `is_default`, `position`, `ean`)
  VALUES (NEW.`id`, (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) AND CAST(trim(NEW.content) AS INTEGER) <= 5000 THEN CAST(trim(NEW.content) AS INTEGER) END), (CASE WHEN (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) AND CAST(trim(NEW.content) AS INTEGER) <= 5000 THEN CAST(trim(NEW.content) AS INTEGER) END) IS NULL THEN NULLIF(trim(NEW.content), '') END), NEW.`price_cents`, NEW.`price_id`, NEW.`stock_status`, NEW.`stock_quantity`, 1, 0, NEW.`ean`);
END;--> statement-breakpoint
DROP TRIGGER `products_to_default_format`;--> statement-breakpoint
CREATE TRIGGER `products_to_default_format` AFTER UPDATE OF `price_cents`, `price_id`, `stock_quantity`, `stock_status`, `content` ON `products` BEGIN
  UPDATE `product_formats` SET `price_cents` = NEW.`price_cents`, `price_id` = NEW.`price_id`, `stock_quantity` = NEW.`stock_quantity`, `stock_status` = NEW.`stock_status`,
    `volume_ml` = (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) AND CAST(trim(NEW.content) AS INTEGER) <= 5000 THEN CAST(trim(NEW.content) AS INTEGER) END), `label` = (CASE WHEN (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) AND CAST(trim(NEW.content) AS INTEGER) <= 5000 THEN CAST(trim(NEW.content) AS INTEGER) END) IS NULL THEN NULLIF(trim(NEW.content), '') END), `updated_at` = unixepoch()
  WHERE `product_id` = NEW.`id` AND `is_default` = 1 AND (`price_cents` IS NOT NEW.`price_cents` OR `price_id` IS NOT NEW.`price_id` OR `stock_quantity` IS NOT NEW.`stock_quantity`
    OR `stock_status` IS NOT NEW.`stock_status` OR `volume_ml` IS NOT (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) AND CAST(trim(NEW.content) AS INTEGER) <= 5000 THEN CAST(trim(NEW.content) AS INTEGER) END) OR `label` IS NOT (CASE WHEN (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) AND CAST(trim(NEW.content) AS INTEGER) <= 5000 THEN CAST(trim(NEW.content) AS INTEGER) END) IS NULL THEN NULLIF(trim(NEW.content), '') END));
END;--> statement-breakpoint
UPDATE `product_formats` SET `label` = coalesce(`label`, `volume_ml` || ' ml'), `volume_ml` = NULL, `updated_at` = unixepoch() WHERE `volume_ml` < 1 OR `volume_ml` > 5000;
