-- The memo's notification (0002_triggers.sql) for the last two tables a memoised read uses: the
-- shop's settings (identity, VAT rate, gift card amounts, wrap and samples, the guarantee notice)
-- and the samples an order gave (the inventory). Without them, another box kept serving what it
-- read before the owner's change (tests/integration/postgres-triggers.test.ts lists the tables
-- from the memoising modules themselves).
CREATE TRIGGER shop_settings_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER order_samples_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_samples
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
