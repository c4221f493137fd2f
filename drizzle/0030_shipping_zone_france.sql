-- Today's methods ship to metropolitan France: they become the methods of the zone « France
-- métropolitaine », active, whose one country is FR (decision 161), so France's shoppers keep
-- their methods, prices and texts.
INSERT INTO shipping_zones (name, is_active, display_order) VALUES ('France métropolitaine', 1, 0);--> statement-breakpoint
INSERT INTO shipping_zone_countries (zone_id, country) SELECT id, 'FR' FROM shipping_zones WHERE name = 'France métropolitaine';--> statement-breakpoint
UPDATE shipping_methods SET zone_id = (SELECT id FROM shipping_zones WHERE name = 'France métropolitaine') WHERE zone_id IS NULL;
