CREATE TABLE `vat_rates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`country` text NOT NULL,
	`rate_bp` integer NOT NULL,
	`valid_from` text NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vat_rates_country_day_idx` ON `vat_rates` (`country`,`valid_from`);