-- Hand-written (decision 099, step 6): what SQLite's migrations do in triggers, in plpgsql, and what
-- only PostgreSQL needs. The search column and its triggers (drizzle/0009) are another migration's.

-- A perfume's "content" and its default format's volume or label say the same thing (drizzle/0010):
-- "50 ml" (digits, then "ml", spaces anywhere) is a volume, any other text a label. Nine digits at
-- most: a longer number stays a label instead of overflowing the integer column.
CREATE FUNCTION format_volume_of(content text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN lower(replace(trim(content), ' ', '')) ~ '^[1-9][0-9]{0,8}ml$'
      AND substring(trim(content) FROM '^[0-9]+') || 'ml' = lower(replace(trim(content), ' ', ''))
    THEN substring(trim(content) FROM '^[0-9]+')::integer
  END
$$;--> statement-breakpoint
CREATE FUNCTION format_label_of(content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN format_volume_of(content) IS NULL THEN nullif(trim(content), '') END
$$;--> statement-breakpoint

-- A perfume created anywhere (admin, seed, tests, psql) gets its default format from its own columns.
CREATE FUNCTION products_default_format() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_formats (product_id, volume_ml, label, price_cents, price_id, stock_status, stock_quantity, is_default, position, ean)
  VALUES (NEW.id, format_volume_of(NEW.content), format_label_of(NEW.content), NEW.price_cents, NEW.price_id, NEW.stock_status,
    NEW.stock_quantity, true, 0, NEW.ean);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_default_format AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_default_format();--> statement-breakpoint

-- The perfume's columns and its default format say the same, whichever side is written; each
-- trigger writes only what differs, so the pair stops after one round.
CREATE FUNCTION products_to_default_format() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_formats SET price_cents = NEW.price_cents, price_id = NEW.price_id, stock_quantity = NEW.stock_quantity,
    stock_status = NEW.stock_status, volume_ml = format_volume_of(NEW.content), label = format_label_of(NEW.content), updated_at = now()
  WHERE product_id = NEW.id AND is_default AND (price_cents IS DISTINCT FROM NEW.price_cents OR price_id IS DISTINCT FROM NEW.price_id
    OR stock_quantity IS DISTINCT FROM NEW.stock_quantity OR stock_status IS DISTINCT FROM NEW.stock_status
    OR volume_ml IS DISTINCT FROM format_volume_of(NEW.content) OR label IS DISTINCT FROM format_label_of(NEW.content));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_to_default_format AFTER UPDATE OF price_cents, price_id, stock_quantity, stock_status, content ON products
  FOR EACH ROW EXECUTE FUNCTION products_to_default_format();--> statement-breakpoint
CREATE FUNCTION default_format_to_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET price_cents = NEW.price_cents, price_id = NEW.price_id, stock_quantity = NEW.stock_quantity,
    stock_status = NEW.stock_status, content = coalesce(NEW.label, NEW.volume_ml || ' ml'), updated_at = now()
  WHERE id = NEW.product_id AND (price_cents IS DISTINCT FROM NEW.price_cents OR price_id IS DISTINCT FROM NEW.price_id
    OR stock_quantity IS DISTINCT FROM NEW.stock_quantity OR stock_status IS DISTINCT FROM NEW.stock_status
    OR content IS DISTINCT FROM coalesce(NEW.label, NEW.volume_ml || ' ml'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER default_format_to_products AFTER UPDATE ON product_formats
  FOR EACH ROW WHEN (NEW.is_default) EXECUTE FUNCTION default_format_to_products();--> statement-breakpoint

-- Every price a format takes is recorded with its time, whoever writes it (L112-1-1, decision 094).
CREATE FUNCTION product_formats_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO price_changes (format_id, price_cents, changed_at) VALUES (NEW.id, NEW.price_cents, now());
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_formats_first_price AFTER INSERT ON product_formats
  FOR EACH ROW EXECUTE FUNCTION product_formats_price_history();--> statement-breakpoint
CREATE TRIGGER product_formats_price_change AFTER UPDATE OF price_cents ON product_formats
  FOR EACH ROW WHEN (OLD.price_cents IS DISTINCT FROM NEW.price_cents) EXECUTE FUNCTION product_formats_price_history();--> statement-breakpoint

-- The orders screen's search in names and emails, without accents or case, on 100 000 orders
-- (decision 064): trigram indexes serve `LIKE '%…%'`. unaccent() is only STABLE (its dictionary
-- could change), so an index cannot call it; f_unaccent names the dictionary and is IMMUTABLE.
-- The query must use the indexed expressions as they are: f_unaccent(lower(customer_name)) LIKE ….
-- Both extensions are "trusted": the database's owner may create them without being superuser.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT public.unaccent('public.unaccent'::regdictionary, $1)
$$;--> statement-breakpoint
CREATE INDEX orders_name_trgm_idx ON orders USING gin (f_unaccent(lower(customer_name)) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX orders_email_trgm_idx ON orders USING gin (f_unaccent(lower(customer_email)) gin_trgm_ops);--> statement-breakpoint

-- The catalogue memo of every process forgets what it remembered when another process commits a
-- change to what it reads (decision 099 §4). PostgreSQL delivers a NOTIFY at COMMIT, once per
-- transaction and channel, never for a rollback. The tables are those the memoised reads use
-- (catalog, photos, finder, search, suggestions, shipping methods); orders and their lines
-- because the finder sorts by bottles sold. A memoised read of another table needs it added
-- here. Rate limits, sessions and the outbox, written on every request, are not read there.
CREATE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER product_formats_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_formats
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER price_changes_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_changes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER collections_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collections
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER product_images_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER shipping_methods_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_methods
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER orders_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();--> statement-breakpoint
CREATE TRIGGER order_items_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_items
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
