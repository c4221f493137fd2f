CREATE TABLE "receipts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voucher_kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "multi_purpose_cards_from" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;