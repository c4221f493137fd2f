ALTER TABLE "shop_settings" ADD COLUMN "mediator_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "rep_identifiers" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "show_demo_reviews" boolean DEFAULT true NOT NULL;