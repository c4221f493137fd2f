CREATE TABLE `price_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`format_id` integer NOT NULL,
	`price_cents` integer,
	`changed_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`format_id`) REFERENCES `product_formats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `price_changes_format_idx` ON `price_changes` (`format_id`,`changed_at`);--> statement-breakpoint
CREATE TABLE `product_formats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`volume_ml` integer,
	`label` text,
	`price_cents` integer,
	`price_id` text,
	`stock_status` text DEFAULT 'in_stock' NOT NULL,
	`stock_quantity` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`ean` text,
	`shows_reduction` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_formats_product_idx` ON `product_formats` (`product_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_formats_one_default_idx` ON `product_formats` (`product_id`) WHERE is_default = 1;--> statement-breakpoint
ALTER TABLE `order_items` ADD `format_id` integer REFERENCES product_formats(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `order_items` ADD `format_label` text;--> statement-breakpoint
-- Hand-written below (docs/decisions/093): each perfume's price, stock and content become its one
-- format, its default; order lines point at it; its price is the first entry of its history.
INSERT INTO `product_formats` (`product_id`, `volume_ml`, `label`, `price_cents`, `price_id`, `stock_status`, `stock_quantity`, `is_default`, `position`, `ean`, `created_at`, `updated_at`)
SELECT `id`, (CASE WHEN lower(replace(trim(content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(content) AS INTEGER) || 'ml' = lower(replace(trim(content), ' ', '')) THEN CAST(trim(content) AS INTEGER) END), (CASE WHEN (CASE WHEN lower(replace(trim(content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(content) AS INTEGER) || 'ml' = lower(replace(trim(content), ' ', '')) THEN CAST(trim(content) AS INTEGER) END) IS NULL THEN NULLIF(trim(content), '') END), `price_cents`, `price_id`, `stock_status`, `stock_quantity`, 1, 0, `ean`, `created_at`, `updated_at` FROM `products`;--> statement-breakpoint
-- Nothing says since when the price was in force: counted from now, so no reduction can be shown before 30 days of history.
INSERT INTO `price_changes` (`format_id`, `price_cents`, `changed_at`) SELECT `id`, `price_cents`, unixepoch() FROM `product_formats`;--> statement-breakpoint
UPDATE `order_items` SET `format_id` = (SELECT f.`id` FROM `product_formats` f WHERE f.`product_id` = `order_items`.`product_id` AND f.`is_default` = 1) WHERE `product_id` IS NOT NULL;--> statement-breakpoint
-- A perfume created anywhere (admin, seed, tests, sqlite3) gets its default format from its own columns.
CREATE TRIGGER `products_default_format` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_formats` (`product_id`, `volume_ml`, `label`, `price_cents`, `price_id`, `stock_status`, `stock_quantity`, `is_default`, `position`, `ean`)
  VALUES (NEW.`id`, (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) THEN CAST(trim(NEW.content) AS INTEGER) END), (CASE WHEN (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) THEN CAST(trim(NEW.content) AS INTEGER) END) IS NULL THEN NULLIF(trim(NEW.content), '') END), NEW.`price_cents`, NEW.`price_id`, NEW.`stock_status`, NEW.`stock_quantity`, 1, 0, NEW.`ean`);
END;--> statement-breakpoint
-- The perfume's columns and its default format say the same, whichever side is written; each
-- trigger writes only what differs, so the pair stops after one round.
CREATE TRIGGER `products_to_default_format` AFTER UPDATE OF `price_cents`, `price_id`, `stock_quantity`, `stock_status`, `content` ON `products` BEGIN
  UPDATE `product_formats` SET `price_cents` = NEW.`price_cents`, `price_id` = NEW.`price_id`, `stock_quantity` = NEW.`stock_quantity`, `stock_status` = NEW.`stock_status`,
    `volume_ml` = (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) THEN CAST(trim(NEW.content) AS INTEGER) END), `label` = (CASE WHEN (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) THEN CAST(trim(NEW.content) AS INTEGER) END) IS NULL THEN NULLIF(trim(NEW.content), '') END), `updated_at` = unixepoch()
  WHERE `product_id` = NEW.`id` AND `is_default` = 1 AND (`price_cents` IS NOT NEW.`price_cents` OR `price_id` IS NOT NEW.`price_id` OR `stock_quantity` IS NOT NEW.`stock_quantity`
    OR `stock_status` IS NOT NEW.`stock_status` OR `volume_ml` IS NOT (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) THEN CAST(trim(NEW.content) AS INTEGER) END) OR `label` IS NOT (CASE WHEN (CASE WHEN lower(replace(trim(NEW.content), ' ', '')) GLOB '[1-9]*ml' AND CAST(trim(NEW.content) AS INTEGER) || 'ml' = lower(replace(trim(NEW.content), ' ', '')) THEN CAST(trim(NEW.content) AS INTEGER) END) IS NULL THEN NULLIF(trim(NEW.content), '') END));
END;--> statement-breakpoint
CREATE TRIGGER `default_format_to_products` AFTER UPDATE ON `product_formats` WHEN NEW.`is_default` = 1 BEGIN
  UPDATE `products` SET `price_cents` = NEW.`price_cents`, `price_id` = NEW.`price_id`, `stock_quantity` = NEW.`stock_quantity`, `stock_status` = NEW.`stock_status`,
    `content` = coalesce(NEW.label, NEW.volume_ml || ' ml'), `updated_at` = unixepoch()
  WHERE `id` = NEW.`product_id` AND (`price_cents` IS NOT NEW.`price_cents` OR `price_id` IS NOT NEW.`price_id` OR `stock_quantity` IS NOT NEW.`stock_quantity`
    OR `stock_status` IS NOT NEW.`stock_status` OR `content` IS NOT coalesce(NEW.label, NEW.volume_ml || ' ml'));
END;--> statement-breakpoint
-- Every price a format takes is recorded with its time, whoever writes it (L112-1-1, decision 094).
CREATE TRIGGER `product_formats_first_price` AFTER INSERT ON `product_formats` BEGIN
  INSERT INTO `price_changes` (`format_id`, `price_cents`, `changed_at`) VALUES (NEW.`id`, NEW.`price_cents`, unixepoch());
END;--> statement-breakpoint
CREATE TRIGGER `product_formats_price_change` AFTER UPDATE OF `price_cents` ON `product_formats` WHEN OLD.`price_cents` IS NOT NEW.`price_cents` BEGIN
  INSERT INTO `price_changes` (`format_id`, `price_cents`, `changed_at`) VALUES (NEW.`id`, NEW.`price_cents`, unixepoch());
END;
