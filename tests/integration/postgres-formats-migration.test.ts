import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, dropDatabase } from "../postgres-server";

// drizzle-pg/0007 (decision 105) on a PostgreSQL database made by the migrations before it, with
// formats, orders, a live hold and a price history in it: a running shop moving to the version
// where a perfume's price and stock live on its formats only.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-formats-migration-"));
const cluster = inject("postgresUrl");
const name = `formats_${randomUUID().replaceAll("-", "")}`;
let pool: pg.Pool;

/** drizzle-pg/ as it was when `last` was its newest migration. */
function migrationsThrough(last: number): string {
  const folder = path.join(dir, `drizzle-pg-${last}`);
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(fs.readFileSync("drizzle-pg/meta/_journal.json", "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(`drizzle-pg/${e.tag}.sql`, path.join(folder, `${e.tag}.sql`));
  return folder;
}

async function rows<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await pool.query(text, values)).rows as T[];
}

type Format = { id: number; volume_ml: number | null; label: string | null; price_cents: number | null; price_id: string | null; stock_quantity: number; stock_status: string };
const defaultOf = async (productId: number) =>
  (await rows<Format>("select * from product_formats where product_id = $1 and is_default", [productId]))[0];

const ids: Record<"minuit" | "coffret" | "sansPrix", number> = { minuit: 0, coffret: 0, sansPrix: 0 };
let hundred: number;
let before: Record<string, unknown[]>;

beforeAll(async () => {
  const url = await createDatabase(cluster, name);
  pool = new pg.Pool({ connectionString: url, max: 2 });
  await migrate(drizzle(pool), { migrationsFolder: migrationsThrough(6) });
  const perfume = async (slug: string, price: number | null, stock: number, status: string, content: string | null) =>
    (
      await rows<{ id: number }>(
        "insert into products (slug, name, price_cents, stock_quantity, stock_status, content, price_id) values ($1, $1, $2, $3, $4, $5, $6) returning id",
        [slug, price, stock, status, content, price == null ? null : `price_${slug}`],
      )
    )[0].id;
  ids.minuit = await perfume("minuit", 3995, 7, "in_stock", "50 ml");
  ids.coffret = await perfume("coffret", 12000, 0, "out_of_stock", "Coffret découverte");
  ids.sansPrix = await perfume("sans-prix", null, 3, "in_stock", null);
  [{ id: hundred }] = await rows<{ id: number }>(
    "insert into product_formats (product_id, volume_ml, price_cents, stock_quantity, position) values ($1, 100, 5900, 4, 1) returning id",
    [ids.minuit],
  );
  await pool.query("update products set price_cents = 4200 where id = $1", [ids.minuit]);
  for (const [status, expires] of [
    ["paid", "now() - interval '1 day'"],
    ["pending", "now() + interval '10 minutes'"],
  ]) {
    const [order] = await rows<{ id: number }>(
      `insert into orders (reference, status, subtotal_cents, total_cents, payment_provider, expires_at) values ($1, $2, 8400, 8400, 'demo', ${expires}) returning id`,
      [`MS-0007-${status}`, status],
    );
    await pool.query(
      "insert into order_items (order_id, product_id, format_id, format_label, name, unit_price_cents, quantity) values ($1, $2, $3, '50 ml', 'minuit', 4200, 2)",
      [order.id, ids.minuit, (await defaultOf(ids.minuit)).id],
    );
  }
  before = {
    history: await rows("select format_id, price_cents, changed_at from price_changes order by id"),
    orders: await rows("select * from orders order by id"),
    lines: await rows("select * from order_items order by id"),
    hundred: await rows("select * from product_formats where id = $1", [hundred]),
  };
  // Through the migration under test only: later ones add columns of their own to these rows.
  await migrate(drizzle(pool), { migrationsFolder: migrationsThrough(7) });
});

afterAll(async () => {
  await pool?.end();
  await dropDatabase(cluster, name);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("drizzle-pg/0007: a perfume's price and stock move to its formats only (decision 105)", () => {
  it("every perfume's default format holds the price, price id, stock and status its row had", async () => {
    expect(await defaultOf(ids.minuit)).toMatchObject({ volume_ml: 50, label: null, price_cents: 4200, price_id: "price_minuit", stock_quantity: 7, stock_status: "in_stock" });
    expect(await defaultOf(ids.coffret)).toMatchObject({ label: "Coffret découverte", price_cents: 12000, stock_quantity: 0, stock_status: "out_of_stock" });
    expect(await defaultOf(ids.sansPrix)).toMatchObject({ price_cents: null, price_id: null, stock_quantity: 3, stock_status: "in_stock" });
  });

  it("the perfume keeps no price, stock or size, and no trigger or function mirrors them", async () => {
    const columns = (await rows<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'products'")).map((c) => c.column_name);
    expect(columns).toContain("name");
    for (const gone of ["price_cents", "price_id", "stock_quantity", "stock_status", "content"]) expect(columns).not.toContain(gone);
    expect(
      await rows("select proname from pg_proc where proname in ('products_to_default_format', 'default_format_to_products', 'format_volume_of', 'format_label_of')"),
    ).toEqual([]);
  });

  it("orders, their lines, the other formats and the price history are as they were", async () => {
    expect(await rows("select * from orders order by id")).toEqual(before.orders);
    expect(await rows("select * from order_items order by id")).toEqual(before.lines);
    expect(await rows("select * from product_formats where id = $1", [hundred])).toEqual(before.hundred);
    expect(await rows("select format_id, price_cents, changed_at from price_changes order by id")).toEqual(before.history);
  });

  it("a perfume inserted afterwards gets an empty default format, and a price written there enters the history", async () => {
    const [{ id }] = await rows<{ id: number }>("insert into products (slug, name) values ('neuf', 'Neuf') returning id");
    const format = await defaultOf(id);
    expect(format).toMatchObject({ volume_ml: null, label: null, price_cents: null, stock_quantity: 0, stock_status: "in_stock" });
    await pool.query("update product_formats set price_cents = 5000 where id = $1", [format.id]);
    await pool.query("update product_formats set stock_quantity = 2 where id = $1", [format.id]);
    expect(await rows("select price_cents from price_changes where format_id = $1 order by id", [format.id])).toEqual([{ price_cents: null }, { price_cents: 5000 }]);
  });
});
