ALTER TABLE `orders` ADD `delivery_country` text DEFAULT 'FR' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `vat_scheme` text DEFAULT 'FR' NOT NULL;