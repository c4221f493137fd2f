CREATE TABLE `order_samples` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`product_id` integer,
	`name` text NOT NULL,
	`given` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_samples_order_idx` ON `order_samples` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_samples_product_idx` ON `order_samples` (`product_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `gift_wrap_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `gift_message` text;--> statement-breakpoint
ALTER TABLE `products` ADD `sample_offered` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `sample_stock` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `gift_wrap_offered` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `gift_wrap_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `samples_per_order` integer DEFAULT 2 NOT NULL;