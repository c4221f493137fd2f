ALTER TABLE `checkout_reminders` ADD `lang` text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE `legal_texts` ADD `lang` text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `lang` text DEFAULT 'fr' NOT NULL;