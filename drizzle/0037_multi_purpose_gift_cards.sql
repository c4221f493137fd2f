CREATE TABLE `receipts` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`number` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`snapshot` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_number_unique` ON `receipts` (`number`);--> statement-breakpoint
ALTER TABLE `gift_cards` ADD `voucher_kind` text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `multi_purpose_cards_from` text;