CREATE TABLE `set_vouchers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`order_id` integer NOT NULL,
	`order_item_id` integer,
	`value_cents` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`used_order_id` integer,
	`used_at` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`used_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `set_vouchers_code_unique` ON `set_vouchers` (`code`);--> statement-breakpoint
CREATE INDEX `set_vouchers_order_idx` ON `set_vouchers` (`order_id`);--> statement-breakpoint
ALTER TABLE `product_formats` ADD `set_contents` text;--> statement-breakpoint
ALTER TABLE `product_formats` ADD `voucher_months` integer;--> statement-breakpoint
ALTER TABLE `product_formats` ADD `voucher_eligible` integer DEFAULT false NOT NULL;