CREATE TABLE "shipping_zone_countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "delay_min_days" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "delay_max_days" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "road_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_zone_countries" ADD CONSTRAINT "shipping_zone_countries_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zone_countries_zone_country_idx" ON "shipping_zone_countries" USING btree ("zone_id","country");--> statement-breakpoint
CREATE INDEX "shipping_zone_countries_country_idx" ON "shipping_zone_countries" USING btree ("country");--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE no action ON UPDATE no action;