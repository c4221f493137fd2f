CREATE TABLE `shipping_zone_countries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`zone_id` integer NOT NULL,
	`country` text NOT NULL,
	FOREIGN KEY (`zone_id`) REFERENCES `shipping_zones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shipping_zone_countries_zone_country_idx` ON `shipping_zone_countries` (`zone_id`,`country`);--> statement-breakpoint
CREATE INDEX `shipping_zone_countries_country_idx` ON `shipping_zone_countries` (`country`);--> statement-breakpoint
CREATE TABLE `shipping_zones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `zone_id` integer REFERENCES shipping_zones(id);--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `delay_min_days` integer;--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `delay_max_days` integer;--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `road_only` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `countries` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `shipping_methods` ADD `version` integer DEFAULT 0 NOT NULL;