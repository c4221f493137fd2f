-- Hand-written above drizzle-kit's drops (decision 105): a perfume's price, price id, stock, stock
-- status and size live on its formats only. The mirror triggers and functions of 0002 go first;
-- then every perfume's default format is made to hold what its row held (the mirror kept them
-- equal, this states it for any row written around it), a perfume without a default format
-- getting one. The price-history triggers on product_formats stay and record any price this
-- changes. format_volume_of/format_label_of (0002, 0004) read the content one last time here.
DROP TRIGGER IF EXISTS default_format_to_products ON product_formats;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_to_default_format ON products;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_default_format ON products;--> statement-breakpoint
DROP FUNCTION IF EXISTS default_format_to_products();--> statement-breakpoint
DROP FUNCTION IF EXISTS products_to_default_format();--> statement-breakpoint
INSERT INTO product_formats (product_id, volume_ml, label, price_cents, price_id, stock_status, stock_quantity, is_default, position, ean)
SELECT p.id, format_volume_of(p.content), format_label_of(p.content), p.price_cents, p.price_id, p.stock_status, p.stock_quantity, true,
  coalesce((SELECT max(f.position) + 1 FROM product_formats f WHERE f.product_id = p.id), 0), p.ean
FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_formats f WHERE f.product_id = p.id AND f.is_default);--> statement-breakpoint
UPDATE product_formats f SET price_cents = p.price_cents, price_id = p.price_id, stock_quantity = p.stock_quantity, stock_status = p.stock_status, updated_at = now()
FROM products p WHERE p.id = f.product_id AND f.is_default
  AND (f.price_cents IS DISTINCT FROM p.price_cents OR f.price_id IS DISTINCT FROM p.price_id
    OR f.stock_quantity IS DISTINCT FROM p.stock_quantity OR f.stock_status IS DISTINCT FROM p.stock_status);--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_cents";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_id";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock_status";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "stock_quantity";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "content";--> statement-breakpoint
DROP FUNCTION IF EXISTS format_label_of(text);--> statement-breakpoint
DROP FUNCTION IF EXISTS format_volume_of(text);--> statement-breakpoint
-- Every perfume still has its one default format, whoever inserts it (admin, seed, tests, psql):
-- created empty (no price, no bottle, no size) for the writer to fill in; nothing mirrors it.
CREATE OR REPLACE FUNCTION products_default_format() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_formats (product_id, is_default, position, ean) VALUES (NEW.id, true, 0, NEW.ean);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_default_format AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION products_default_format();
