CREATE TABLE `review_invitations` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`emailed` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `review_optouts` (
	`email_key` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_item_id` integer NOT NULL,
	`product_id` integer,
	`rating` integer NOT NULL,
	`body` text NOT NULL,
	`display_name` text NOT NULL,
	`purchased_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`refusal_reason` text,
	`reply` text,
	`replied_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`published_at` integer,
	`moderated_at` integer,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_order_item_id_unique` ON `reviews` (`order_item_id`);--> statement-breakpoint
CREATE INDEX `reviews_product_idx` ON `reviews` (`product_id`,`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `review_invitation_days` integer DEFAULT 7 NOT NULL;