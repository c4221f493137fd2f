ALTER TABLE `shop_settings` ADD `mediator_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `rep_identifiers` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `show_demo_reviews` integer DEFAULT true NOT NULL;