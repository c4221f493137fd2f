-- Today's methods ship to metropolitan France: they become the methods of the zone « France
-- métropolitaine », active, whose one country is FR (decision 161), so France's shoppers keep
-- their methods, prices and texts.
INSERT INTO shipping_zones (name, is_active, display_order) VALUES ('France métropolitaine', true, 0);--> statement-breakpoint
INSERT INTO shipping_zone_countries (zone_id, country) SELECT id, 'FR' FROM shipping_zones WHERE name = 'France métropolitaine';--> statement-breakpoint
UPDATE shipping_methods SET zone_id = (SELECT id FROM shipping_zones WHERE name = 'France métropolitaine') WHERE zone_id IS NULL;--> statement-breakpoint
-- The cart reads the zones through the memo: another box must hear of the owner's change (0002_triggers.sql).
CREATE TRIGGER shipping_zones_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_zones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER shipping_zone_countries_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_zone_countries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
