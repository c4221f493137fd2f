CREATE TABLE "packaging_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"register" text NOT NULL,
	"number" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packaging_registrations_country_unique" UNIQUE("country")
);
