ALTER TABLE "shop_settings" ADD COLUMN "oss_registered_on" text;--> statement-breakpoint
CREATE INDEX "orders_paid_country_idx" ON "orders" USING btree ("paid_at","delivery_country");