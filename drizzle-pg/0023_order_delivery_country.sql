ALTER TABLE "orders" ADD COLUMN "delivery_country" text DEFAULT 'FR' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_scheme" text DEFAULT 'FR' NOT NULL;