CREATE TABLE `stock_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`format_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`confirmed_at` integer,
	FOREIGN KEY (`format_id`) REFERENCES `product_formats`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_token_hash_unique` ON `stock_alerts` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `stock_alerts_email_format_idx` ON `stock_alerts` (`email`,`format_id`);--> statement-breakpoint
CREATE INDEX `stock_alerts_format_idx` ON `stock_alerts` (`format_id`,`confirmed_at`);--> statement-breakpoint
CREATE INDEX `stock_alerts_email_key_idx` ON `stock_alerts` (`email_key`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `headers` text DEFAULT '{}' NOT NULL;