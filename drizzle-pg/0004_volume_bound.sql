-- Hand-written (decision 102): a volume is a whole number of ml from 1 to 5000, on both engines.
-- "99999999999 ml" was a label here (nine digits at most) and a volume on SQLite; "6000 ml" a volume
-- on both. A content saying a number beyond 5000 ml is now a label on both, as drizzle/0013 does.
-- The triggers of 0002_triggers call this function, so replacing it changes them all; the volumes
-- already stored beyond the bound become labels, which the mirror writes back to the perfume.
CREATE OR REPLACE FUNCTION format_volume_of(content text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN lower(replace(trim(content), ' ', '')) ~ '^[1-9][0-9]{0,3}ml$'
      AND substring(trim(content) FROM '^[0-9]+') || 'ml' = lower(replace(trim(content), ' ', ''))
      AND substring(trim(content) FROM '^[0-9]+')::integer <= 5000
    THEN substring(trim(content) FROM '^[0-9]+')::integer
  END
$$;--> statement-breakpoint
UPDATE product_formats SET label = coalesce(label, volume_ml || ' ml'), volume_ml = NULL, updated_at = now() WHERE volume_ml < 1 OR volume_ml > 5000;
