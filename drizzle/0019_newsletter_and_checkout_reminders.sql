CREATE TABLE `checkout_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`email` text NOT NULL,
	`consent_version` text NOT NULL,
	`consented_at` integer NOT NULL,
	`token_hash` text,
	`queued_at` integer,
	`outcome` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_reminders_order_id_unique` ON `checkout_reminders` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_reminders_token_hash_unique` ON `checkout_reminders` (`token_hash`);--> statement-breakpoint
CREATE INDEX `checkout_reminders_due_idx` ON `checkout_reminders` (`queued_at`);--> statement-breakpoint
CREATE INDEX `checkout_reminders_email_idx` ON `checkout_reminders` (`email`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`source` text NOT NULL,
	`consent_version` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`confirmed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_token_hash_unique` ON `newsletter_subscriptions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_confirmed_idx` ON `newsletter_subscriptions` (`confirmed_at`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `checkout_reminder_delay_minutes` integer DEFAULT 60 NOT NULL;