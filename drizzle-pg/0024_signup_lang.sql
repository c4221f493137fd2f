ALTER TABLE "newsletter_subscriptions" ADD COLUMN "lang" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "lang" text DEFAULT 'fr' NOT NULL;