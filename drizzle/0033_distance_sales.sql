ALTER TABLE `shop_settings` ADD `oss_registered_on` text;--> statement-breakpoint
CREATE INDEX `orders_paid_country_idx` ON `orders` (`paid_at`,`delivery_country`);