CREATE TABLE "vat_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"valid_from" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vat_rates_country_day_idx" ON "vat_rates" USING btree ("country","valid_from");