DROP TABLE `login_attempts`;--> statement-breakpoint
ALTER TABLE `orders` ADD `expires_at` integer;--> statement-breakpoint
CREATE INDEX `orders_pending_idx` ON `orders` (`status`,`expires_at`);