-- Decision 158: the standard rate of the 27 Member States in force on 2026-11-28, each from the day
-- of its last change (TEDB's history, read through vatnode/eu-vat-rates-data). France's row keeps
-- the rate the owner had set in « Informations légales » (shop_settings.vat_rate_bp, dropped by the
-- next migration) when it was not 20 %; Monaco has no row: it takes France's (directive art. 7).
INSERT INTO vat_rates (country, rate_bp, valid_from, source) VALUES
  ('AT', 2000, '1984-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('BE', 2100, '1996-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('BG', 2000, '1999-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('CY', 1900, '2014-01-13', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('CZ', 2100, '2013-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('DE', 1900, '2021-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('DK', 2500, '1992-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('EE', 2400, '2025-07-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('ES', 2100, '2012-09-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('FI', 2550, '2024-09-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('GR', 2400, '2016-06-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('HR', 2500, '2012-03-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('HU', 2700, '2012-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('IE', 2300, '2021-03-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('IT', 2200, '2013-10-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('LT', 2100, '2009-09-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('LU', 1700, '2024-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('LV', 2100, '2012-07-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('MT', 1800, '2004-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('NL', 2100, '2012-10-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('PL', 2300, '2011-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('PT', 2300, '2011-01-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('RO', 2100, '2025-08-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('SE', 2500, '1990-07-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('SI', 2200, '2013-07-01', 'TEDB (Commission européenne), lu le 2026-11-28'),
  ('SK', 2300, '2025-01-01', 'TEDB (Commission européenne), lu le 2026-11-28');
--> statement-breakpoint
INSERT INTO vat_rates (country, rate_bp, valid_from, source)
SELECT 'FR', rate, '2014-01-01',
  CASE WHEN rate = 2000 THEN 'TEDB (Commission européenne), lu le 2026-11-28' ELSE 'Taux saisi dans « Informations légales » avant le 2026-11-28' END
FROM (SELECT COALESCE((SELECT vat_rate_bp FROM shop_settings WHERE id = 1), 2000) AS rate) AS owner;
--> statement-breakpoint
-- The memo's notification (0002_triggers.sql): the rates are read through memoUntilDataChanges.
CREATE TRIGGER vat_rates_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vat_rates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
