CREATE TABLE `gift_card_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gift_card_id` integer NOT NULL,
	`order_id` integer,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`balance_after_cents` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`gift_card_id`) REFERENCES `gift_cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `gift_card_ledger_card_idx` ON `gift_card_ledger` (`gift_card_id`,`id`);--> statement-breakpoint
CREATE TABLE `gift_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text,
	`order_id` integer,
	`order_item_id` integer,
	`initial_cents` integer NOT NULL,
	`balance_cents` integer DEFAULT 0 NOT NULL,
	`recipient_name` text NOT NULL,
	`recipient_email` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`send_on` text NOT NULL,
	`issued_at` integer,
	`expires_at` integer,
	`disabled_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "gift_cards_balance_check" CHECK("gift_cards"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gift_cards_code_unique` ON `gift_cards` (`code`);--> statement-breakpoint
CREATE INDEX `gift_cards_order_idx` ON `gift_cards` (`order_id`);--> statement-breakpoint
CREATE INDEX `gift_cards_recipient_lower_idx` ON `gift_cards` (lower("recipient_email"));--> statement-breakpoint
ALTER TABLE `orders` ADD `gift_card_id` integer REFERENCES gift_cards(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `gift_card_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `gift_card_amounts` text DEFAULT '5000,10000,15000' NOT NULL;