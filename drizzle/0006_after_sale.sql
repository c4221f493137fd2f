CREATE TABLE `credit_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` integer NOT NULL,
	`refund_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`snapshot` text NOT NULL,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_unique` ON `credit_notes` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_refund_id_unique` ON `credit_notes` (`refund_id`);--> statement-breakpoint
CREATE INDEX `credit_notes_order_idx` ON `credit_notes` (`order_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`number` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`snapshot` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE TABLE `legal_texts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`version` text NOT NULL,
	`digest` text NOT NULL,
	`document` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `legal_texts_digest_unique` ON `legal_texts` (`digest`);--> statement-breakpoint
CREATE INDEX `legal_texts_version_idx` ON `legal_texts` (`kind`,`version`);--> statement-breakpoint
CREATE TABLE `withdrawals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`lines` text NOT NULL,
	`reason` text,
	`requested_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `withdrawals_order_idx` ON `withdrawals` (`order_id`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attachments` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `accessibility_regime` text DEFAULT 'subject' NOT NULL;