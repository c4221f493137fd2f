PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_set_vouchers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`order_id` integer NOT NULL,
	`order_item_id` integer,
	`value_cents` integer NOT NULL,
	`balance_cents` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`used_order_id` integer,
	`used_at` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`used_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "set_vouchers_balance_check" CHECK("__new_set_vouchers"."balance_cents" >= 0)
);--> statement-breakpoint
INSERT INTO `__new_set_vouchers`("id", "code", "order_id", "order_item_id", "value_cents", "balance_cents", "expires_at", "status", "used_order_id", "used_at", "cancelled_at", "created_at", "updated_at") SELECT "id", "code", "order_id", "order_item_id", "value_cents", CASE WHEN "status" = 'active' THEN "value_cents" ELSE 0 END, "expires_at", "status", "used_order_id", "used_at", "cancelled_at", "created_at", "updated_at" FROM `set_vouchers`;--> statement-breakpoint
DROP TABLE `set_vouchers`;--> statement-breakpoint
ALTER TABLE `__new_set_vouchers` RENAME TO `set_vouchers`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `set_vouchers_code_unique` ON `set_vouchers` (`code`);--> statement-breakpoint
CREATE INDEX `set_vouchers_order_idx` ON `set_vouchers` (`order_id`);--> statement-breakpoint
CREATE TABLE `stored_value_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gift_card_id` integer,
	`set_voucher_id` integer,
	`order_id` integer,
	`refund_id` integer,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`balance_after_cents` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`gift_card_id`) REFERENCES `gift_cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`set_voucher_id`) REFERENCES `set_vouchers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "stored_value_ledger_one_instrument" CHECK(("stored_value_ledger"."gift_card_id" is null) <> ("stored_value_ledger"."set_voucher_id" is null))
);--> statement-breakpoint
CREATE INDEX `stored_value_ledger_card_idx` ON `stored_value_ledger` (`gift_card_id`,`id`);--> statement-breakpoint
CREATE INDEX `stored_value_ledger_voucher_idx` ON `stored_value_ledger` (`set_voucher_id`,`id`);--> statement-breakpoint
INSERT INTO `stored_value_ledger`("gift_card_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT "gift_card_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at" FROM `gift_card_ledger` ORDER BY "id";--> statement-breakpoint
INSERT INTO `stored_value_ledger`("set_voucher_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT "id", "order_id", 'issue', "value_cents", "value_cents", "created_at" FROM `set_vouchers` ORDER BY "id";--> statement-breakpoint
INSERT INTO `stored_value_ledger`("set_voucher_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT v."id", v."used_order_id", 'debit', -min(v."value_cents", o."discount_cents"), v."value_cents" - min(v."value_cents", o."discount_cents"), coalesce(v."used_at", v."updated_at") FROM `set_vouchers` v JOIN `orders` o ON o."id" = v."used_order_id" WHERE v."status" = 'used' ORDER BY v."id";--> statement-breakpoint
INSERT INTO `stored_value_ledger`("set_voucher_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT v."id", v."used_order_id", 'cancel', -(v."value_cents" - min(v."value_cents", o."discount_cents")), 0, coalesce(v."used_at", v."updated_at") FROM `set_vouchers` v JOIN `orders` o ON o."id" = v."used_order_id" WHERE v."status" = 'used' AND v."value_cents" > o."discount_cents" ORDER BY v."id";--> statement-breakpoint
INSERT INTO `stored_value_ledger`("set_voucher_id", "order_id", "kind", "amount_cents", "balance_after_cents", "created_at") SELECT "id", "order_id", 'cancel', -"value_cents", 0, coalesce("cancelled_at", "updated_at") FROM `set_vouchers` WHERE "status" = 'cancelled' ORDER BY "id";--> statement-breakpoint
DROP TABLE `gift_card_ledger`;
