CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`restock` text DEFAULT '[]' NOT NULL,
	`provider_refund_id` text,
	`failure_reason` text,
	`actor` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refunds_order_idx` ON `refunds` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_one_pending_idx` ON `refunds` (`order_id`) WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE `order_items` ADD `restocked_quantity` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `site_origin` text;--> statement-breakpoint
-- Before this migration a restock put back every bottle of the order at once.
UPDATE `order_items` SET `restocked_quantity` = `quantity` WHERE `order_id` IN (SELECT `order_id` FROM `order_events` WHERE `type` = 'restocked');
