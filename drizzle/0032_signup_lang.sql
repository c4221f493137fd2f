ALTER TABLE `newsletter_subscriptions` ADD `lang` text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE `stock_alerts` ADD `lang` text DEFAULT 'fr' NOT NULL;