import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// drizzle-pg/0002_triggers.sql on a real cluster, through plain clients as psql or another box
// would write: the default format a perfume gets (no mirror since decision 105), the price history,
// the memo's notification, the orders search.

let pool: pg.Pool;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
});

afterAll(async () => {
  await pool.end();
});

async function one<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await pool.query(text, values);
  return rows[0] as T;
}

/** A perfume as psql would write one: its row, then its price on the default format the trigger made. */
async function newPerfume(slug: string, price: number) {
  const perfume = await one<{ id: number }>("insert into products (slug, name) values ($1, $1) returning id", [slug]);
  await pool.query("update product_formats set volume_ml = 50, price_cents = $2, stock_quantity = 7 where product_id = $1 and is_default", [perfume.id, price]);
  return perfume;
}

const defaultFormatOf = (productId: number) =>
  one<{ id: number; volume_ml: number | null; label: string | null; price_cents: number | null; price_id: string | null; stock_quantity: number; stock_status: string }>(
    "select * from product_formats where product_id = $1 and is_default",
    [productId],
  );
const pricesOf = async (formatId: number) =>
  (await pool.query("select price_cents from price_changes where format_id = $1 order by changed_at, id", [formatId])).rows.map((r) => r.price_cents);

describe("a perfume's price and stock on PostgreSQL live on its formats only (decision 105)", () => {
  it("the perfume keeps no price, stock or size, and no trigger or function mirrors them", async () => {
    const columns = await pool.query("select column_name from information_schema.columns where table_name = 'products'");
    const names = columns.rows.map((r) => r.column_name);
    expect(names).toContain("name");
    for (const gone of ["price_cents", "price_id", "stock_quantity", "stock_status", "content"]) expect(names).not.toContain(gone);
    const functions = await pool.query("select proname from pg_proc where proname in ('products_to_default_format', 'default_format_to_products', 'format_volume_of', 'format_label_of')");
    expect(functions.rows).toEqual([]);
    const triggers = await pool.query(
      "select tgname from pg_trigger where not tgisinternal and tgrelid in ('products'::regclass, 'product_formats'::regclass) order by tgname",
    );
    expect(triggers.rows.map((r) => r.tgname)).toEqual([
      "product_formats_data_changed",
      "product_formats_first_price",
      "product_formats_price_change",
      "products_data_changed",
      "products_default_format",
      // The English search vector (decision 168), which reads the notes and families dictionary.
      "products_search_en",
    ]);
  });

  it("a perfume inserted anywhere gets one empty default format, whose first price enters the history", async () => {
    const { id } = await one<{ id: number }>("insert into products (slug, name) values ('pg-trigger-bare', 'Nu') returning id");
    const format = await defaultFormatOf(id);
    expect(format).toMatchObject({ volume_ml: null, label: null, price_cents: null, price_id: null, stock_quantity: 0, stock_status: "in_stock" });
    await pool.query("update product_formats set price_cents = 4200 where id = $1", [format.id]);
    expect(await pricesOf(format.id)).toEqual([null, 4200]);
  });

  it("every price a format takes is recorded, a stock change or the same price is not", async () => {
    const { id } = await newPerfume("pg-trigger-history", 3000);
    const format = await defaultFormatOf(id);
    await pool.query("update product_formats set price_cents = 3500 where id = $1", [format.id]);
    await pool.query("update product_formats set price_cents = 3200 where id = $1", [format.id]);
    await pool.query("update product_formats set stock_quantity = 2, price_cents = 3200 where id = $1", [format.id]);
    expect(await pricesOf(format.id)).toEqual([null, 3000, 3500, 3200]);
    const changedAt = await one<{ recent: boolean }>(
      "select bool_and(changed_at > now() - interval '1 minute') as recent from price_changes where format_id = $1",
      [format.id],
    );
    expect(changedAt.recent).toBe(true);
  });
});

describe("the catalogue's change notification", () => {
  /** A connection listening on data_changed, as each process's memo does. */
  async function listener() {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const heard: string[] = [];
    client.on("notification", (n) => heard.push(n.channel));
    await client.query("listen data_changed");
    return { heard, end: () => client.end() };
  }
  // A notification crosses a loopback socket in well under a millisecond; this leaves it ample time.
  const settle = () => sleep(150);

  it("arrives once, at COMMIT and not before, for a transaction that writes the catalogue", async () => {
    const { heard, end } = await listener();
    const writer = await pool.connect();
    try {
      await writer.query("begin");
      await writer.query("update product_formats set price_cents = price_cents + 1 where product_id = (select id from products where slug = 'pg-trigger-history')");
      await writer.query("update collections set name = name");
      await writer.query("insert into product_images (product_id, url) select id, '/x.jpg' from products where slug = 'pg-trigger-history'");
      await settle();
      expect(heard).toEqual([]);
      await writer.query("commit");
      await settle();
      expect(heard).toEqual(["data_changed"]);
    } finally {
      writer.release();
      await end();
    }
  });

  it("never arrives for a rollback, nor for the tables written on every request", async () => {
    const { heard, end } = await listener();
    const writer = await pool.connect();
    try {
      await writer.query("begin");
      await writer.query("update product_formats set price_cents = price_cents + 1");
      await writer.query("rollback");
      await writer.query("insert into rate_limit_hits (key, hit_at) values ('pg:notify', now())");
      await writer.query("delete from admin_sessions");
      await settle();
      expect(heard).toEqual([]);
    } finally {
      writer.release();
      await end();
    }
  });

  it("arrives for each table a memoised read uses", async () => {
    const { heard, end } = await listener();
    try {
      const writes = [
        "update products set name = name where false",
        "update product_formats set position = position where false",
        "delete from price_changes where false",
        "update collections set name = name where false",
        "delete from product_images where false",
        "update shipping_methods set name = name where false",
        "update orders set status = status where false",
        "update order_items set quantity = quantity where false",
      ];
      for (const write of writes) {
        await pool.query(write);
        await settle();
      }
      // Statement-level: even a statement that touched no row tells, since it cannot know.
      expect(heard).toHaveLength(writes.length);
    } finally {
      await end();
    }
  });
});

/**
 * The tables each module that memoises a read names through `tables()`: a memo the notification
 * does not move serves, on every other box, what it read before the change (shop_settings did).
 */
function tablesOfMemoisedModules(dir = "app/lib"): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      for (const table of tablesOfMemoisedModules(path)) found.add(table);
      continue;
    }
    const source = readFileSync(path, "utf8");
    if (!/memoUntilDataChanges\(/.test(source) || path.endsWith("data-memo.server.ts")) continue;
    for (const [, names] of source.matchAll(/\{([\w\s,]+)\}\s*=\s*tables\(\)/g)) {
      for (const name of names.split(",")) if (name.trim()) found.add(name.trim());
    }
  }
  return found;
}

describe("the memo's notification covers what the memos read", () => {
  it("every table a memoising module reads has its data_changed trigger", async () => {
    const read = [...tablesOfMemoisedModules()].sort();
    expect(read).toEqual(expect.arrayContaining(["products", "shop_settings"]));
    const { rows } = await pool.query("select tgrelid::regclass::text as table from pg_trigger where tgname like '%\\_data\\_changed' and not tgisinternal");
    const told = new Set(rows.map((r) => r.table));
    expect(read.filter((table) => !told.has(table))).toEqual([]);
  });
});

describe("the orders search without accents or case", () => {
  beforeAll(async () => {
    await pool.query(`insert into orders (reference, subtotal_cents, total_cents, payment_provider, customer_email, customer_name)
      select 'MS-TRGM-' || i, 3995, 3995, 'demo', 'client' || i || '@exemple.fr', 'Client ' || i from generate_series(1, 20000) i`);
    await pool.query(`insert into orders (reference, subtotal_cents, total_cents, payment_provider, customer_email, customer_name)
      values ('MS-TRGM-E1', 3995, 3995, 'demo', 'élodie.durand@exemple.fr', 'Élodie Durand'), ('MS-TRGM-E2', 3995, 3995, 'demo', 'e.durand@exemple.fr', 'ELODIE DÜRAND')`);
    await pool.query("analyze orders");
  });

  // The condition as app/lib/orders/order-list.server.ts writes it, its escape clause included.
  const matching = async (column: "customer_name" | "customer_email", text: string) =>
    (
      await pool.query(`select reference from orders where f_unaccent(lower(${column})) like f_unaccent(lower($1)) escape '\\' order by reference`, [
        `%${text}%`,
      ])
    ).rows.map((r) => r.reference);

  it("f_unaccent folds accents, and the search finds a name however it is written", async () => {
    expect((await one<{ folded: string }>("select f_unaccent(lower('Élodie DÜRAND ÇA')) as folded")).folded).toBe("elodie durand ca");
    expect(await matching("customer_name", "elodie dur")).toEqual(["MS-TRGM-E1", "MS-TRGM-E2"]);
    expect(await matching("customer_name", "Élodie")).toEqual(["MS-TRGM-E1", "MS-TRGM-E2"]);
    expect(await matching("customer_email", "elodie.d")).toEqual(["MS-TRGM-E1"]);
  });

  it("the trigram indexes answer it, not a read of every order", async () => {
    for (const [column, index] of [
      ["customer_name", "orders_name_trgm_idx"],
      ["customer_email", "orders_email_trgm_idx"],
    ]) {
      const { rows } = await pool.query(`explain select id from orders where f_unaccent(lower(${column})) like f_unaccent(lower($1)) escape '\\'`, ["%durand%"]);
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan).toContain(`Bitmap Index Scan on ${index}`);
    }
  });
});
