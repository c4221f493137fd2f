ALTER TABLE `products` ADD `concentration` text DEFAULT 'eau_de_parfum' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `ingredients` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `allergens` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `warnings` text DEFAULT 'Inflammable : tenir à l’écart de la chaleur, des surfaces chaudes, des étincelles et des flammes nues. Éviter le contact avec les yeux ; en cas de contact, rincer abondamment à l’eau. Ne pas vaporiser sur une peau irritée ou lésée. Tenir hors de portée des enfants.' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `reference` text;--> statement-breakpoint
ALTER TABLE `products` ADD `ean` text;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `responsible_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `responsible_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `shop_settings` ADD `responsible_email` text DEFAULT '' NOT NULL;