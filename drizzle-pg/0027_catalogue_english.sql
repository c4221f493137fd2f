CREATE TABLE "olfactory_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"fr" text NOT NULL,
	"en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "product_formats" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "product_formats" ADD COLUMN "set_contents_en" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "full_description_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "usage_tips_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warnings_en" text;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "delay_text_en" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "delivery_zones_text_en" text;--> statement-breakpoint
CREATE UNIQUE INDEX "olfactory_terms_kind_fr_idx" ON "olfactory_terms" USING btree ("kind",lower("fr"));