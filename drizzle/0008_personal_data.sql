CREATE TABLE `privacy_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`actor` text NOT NULL,
	`order_references` text DEFAULT '[]' NOT NULL,
	`emails_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `body_dropped_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `personal_data_erased_at` integer;