CREATE TABLE `olfactory_terms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`fr` text NOT NULL,
	`en` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `olfactory_terms_kind_fr_idx` ON `olfactory_terms` (`kind`,lower("fr"));--> statement-breakpoint
ALTER TABLE `collections` ADD `name_en` text;--> statement-breakpoint
ALTER TABLE `collections` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `product_formats` ADD `label_en` text;--> statement-breakpoint
ALTER TABLE `product_formats` ADD `set_contents_en` text;--> statement-breakpoint
ALTER TABLE `product_images` ADD `alt_en` text;--> statement-breakpoint
ALTER TABLE `products` ADD `name_en` text;--> statement-breakpoint
ALTER TABLE `products` ADD `short_description_en` text;--> statement-breakpoint
ALTER TABLE `products` ADD `full_description_en` text;--> statement-breakpoint
ALTER TABLE `products` ADD `usage_tips_en` text;--> statement-breakpoint
ALTER TABLE `products` ADD `warnings_en` text;--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `name_en` text;--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `delay_text_en` text;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `delivery_zones_text_en` text;