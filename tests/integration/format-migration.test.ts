import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "formats-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** drizzle/ as it was when `last` was its newest migration: migrations 0000 to `last` and their journal. */
function migrationsThrough(last: number): string {
  const folder = path.join(dir, `drizzle-${last}`);
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8"));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= last);
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(`drizzle/${e.tag}.sql`, path.join(folder, `${e.tag}.sql`));
  return folder;
}

function shopOfToday(file: string) {
  const sqlite = new Database(file);
  sqlite.pragma("foreign_keys = ON");
  // Before formats: migrations 0000 to 0009.
  migrate(drizzle(sqlite), { migrationsFolder: migrationsThrough(9) });
  const product = (slug: string, price: number | null, stock: number, content: string | null) =>
    Number(
      sqlite
        .prepare("insert into products (slug, name, price_cents, stock_quantity, content) values (?, ?, ?, ?, ?)")
        .run(slug, slug, price, stock, content).lastInsertRowid,
    );
  const ids = {
    minuit: product("minuit", 3995, 7, "50 ml"),
    coffret: product("coffret", 12000, 2, "Coffret découverte"),
    sansPrix: product("sans-prix", null, 0, null),
  };
  sqlite.prepare("update products set price_id = 'price_stripe_minuit' where id = ?").run(ids.minuit);
  const order = (status: string, expires: number) =>
    Number(
      sqlite
        .prepare(
          "insert into orders (reference, status, subtotal_cents, total_cents, payment_provider, expires_at) values (?, ?, 3995, 3995, 'demo', ?)",
        )
        .run(`MS-${status}`, status, expires).lastInsertRowid,
    );
  const paidOrder = order("paid", 0);
  const heldOrder = order("pending", Math.floor(Date.now() / 1000) + 600);
  for (const o of [paidOrder, heldOrder]) {
    sqlite
      .prepare("insert into order_items (order_id, product_id, name, unit_price_cents, quantity) values (?, ?, 'minuit', 3995, 2)")
      .run(o, ids.minuit);
  }
  sqlite.close();
  return ids;
}

describe("migration 0010: a database made by the schema of today keeps everything", () => {
  const file = path.join(dir, "shop.db");
  const ids = shopOfToday(file);
  const sqlite = new Database(file);
  sqlite.pragma("foreign_keys = ON");
  // Through 0015: migration 0016 removes the perfume's columns whose mirror this describes (decision 105).
  migrate(drizzle(sqlite), { migrationsFolder: migrationsThrough(15) });
  const formatsOf = (productId: number) =>
    sqlite.prepare("select * from product_formats where product_id = ? order by position, id").all(productId) as {
      id: number;
      volume_ml: number | null;
      label: string | null;
      price_cents: number | null;
      price_id: string | null;
      stock_quantity: number;
      is_default: number;
    }[];

  it("each perfume's price, stock and content become its one default format", () => {
    expect(formatsOf(ids.minuit)).toMatchObject([
      { volume_ml: 50, label: null, price_cents: 3995, price_id: "price_stripe_minuit", stock_quantity: 7, is_default: 1 },
    ]);
    expect(formatsOf(ids.coffret)).toMatchObject([{ volume_ml: null, label: "Coffret découverte", price_cents: 12000, stock_quantity: 2 }]);
    expect(formatsOf(ids.sansPrix)).toMatchObject([{ volume_ml: null, label: null, price_cents: null, stock_quantity: 0 }]);
  });

  it("order lines, paid and held, point at the default format; their snapshot is unchanged", () => {
    const lines = sqlite.prepare("select format_id, name, unit_price_cents, quantity from order_items").all();
    const [minuit] = formatsOf(ids.minuit);
    expect(lines).toEqual([
      { format_id: minuit.id, name: "minuit", unit_price_cents: 3995, quantity: 2 },
      { format_id: minuit.id, name: "minuit", unit_price_cents: 3995, quantity: 2 },
    ]);
  });

  it("each format's price history starts with its price at migration", () => {
    const history = sqlite.prepare("select format_id, price_cents from price_changes order by format_id").all();
    expect(history).toEqual(
      [ids.minuit, ids.coffret, ids.sansPrix].map((p) => ({ format_id: formatsOf(p)[0].id, price_cents: formatsOf(p)[0].price_cents })),
    );
  });

  it("the perfume's columns and its default format stay one, whichever is written", () => {
    sqlite.prepare("update products set price_cents = 4500, stock_quantity = 3 where id = ?").run(ids.minuit);
    expect(formatsOf(ids.minuit)[0]).toMatchObject({ price_cents: 4500, stock_quantity: 3 });
    sqlite.prepare("update product_formats set stock_quantity = 1, volume_ml = 75 where id = ?").run(formatsOf(ids.minuit)[0].id);
    expect(sqlite.prepare("select stock_quantity, content from products where id = ?").get(ids.minuit)).toEqual({
      stock_quantity: 1,
      content: "75 ml",
    });
    const created = Number(
      sqlite.prepare("insert into products (slug, name, price_cents, stock_quantity, content) values ('neuf', 'Neuf', 5000, 4, '100ml')").run()
        .lastInsertRowid,
    );
    expect(formatsOf(created)).toMatchObject([{ volume_ml: 100, price_cents: 5000, stock_quantity: 4, is_default: 1 }]);
    const prices = sqlite
      .prepare("select price_cents from price_changes where format_id = ? order by id")
      .all(formatsOf(ids.minuit)[0].id);
    expect(prices).toEqual([{ price_cents: 3995 }, { price_cents: 4500 }]);
  });

  it("deleting a perfume keeps the order lines, without their perfume or format", () => {
    sqlite.prepare("delete from products where id = ?").run(ids.minuit);
    expect(sqlite.prepare("select product_id, format_id, name from order_items").all()).toEqual([
      { product_id: null, format_id: null, name: "minuit" },
      { product_id: null, format_id: null, name: "minuit" },
    ]);
  });
});

describe("migration 0013: a volume is 1 to 5000 ml, as on PostgreSQL (decision 102)", () => {
  const file = path.join(dir, "volumes.db");
  const sqlite = new Database(file);
  sqlite.pragma("foreign_keys = ON");
  migrate(drizzle(sqlite), { migrationsFolder: migrationsThrough(12) });
  const insert = sqlite.prepare("insert into products (slug, name, price_cents, stock_quantity, content) values (?, ?, 100, 1, ?)");
  const huge = Number(insert.run("geant", "Géant", "99999999999 ml").lastInsertRowid);
  const fifty = Number(insert.run("cinquante", "Cinquante", "50 ml").lastInsertRowid);
  const defaultOf = (id: number) => sqlite.prepare("select volume_ml, label from product_formats where product_id = ? and is_default = 1").get(id);

  it("0010's triggers stored 99,999,999,999 ml; after 0013 it is a label, the perfume's content unchanged, and a new content follows the bound", () => {
    expect(defaultOf(huge)).toEqual({ volume_ml: 99999999999, label: null });
    migrate(drizzle(sqlite), { migrationsFolder: migrationsThrough(15) });
    expect(defaultOf(huge)).toEqual({ volume_ml: null, label: "99999999999 ml" });
    expect(sqlite.prepare("select content from products where id = ?").get(huge)).toEqual({ content: "99999999999 ml" });
    expect(defaultOf(fifty)).toEqual({ volume_ml: 50, label: null });
    sqlite.prepare("update products set content = '6000ml' where id = ?").run(fifty);
    expect(defaultOf(fifty)).toEqual({ volume_ml: null, label: "6000ml" });
    sqlite.close();
  });
});

describe("migration 0016: a perfume's price and stock move to its formats only (decision 105)", () => {
  const file = path.join(dir, "formats-only.db");
  const sqlite = new Database(file);
  sqlite.pragma("foreign_keys = ON");
  migrate(drizzle(sqlite), { migrationsFolder: migrationsThrough(15) });
  const now = Math.floor(Date.now() / 1000);
  const perfume = (slug: string, price: number | null, stock: number, status: string, content: string | null) =>
    Number(
      sqlite
        .prepare("insert into products (slug, name, price_cents, stock_quantity, stock_status, content, price_id) values (?, ?, ?, ?, ?, ?, ?)")
        .run(slug, slug, price, stock, status, content, price == null ? null : `price_${slug}`).lastInsertRowid,
    );
  const ids = {
    minuit: perfume("minuit", 3995, 7, "in_stock", "50 ml"),
    coffret: perfume("coffret", 12000, 0, "out_of_stock", "Coffret découverte"),
    sansPrix: perfume("sans-prix", null, 3, "in_stock", null),
  };
  const defaultOf = (productId: number) =>
    sqlite.prepare("select * from product_formats where product_id = ? and is_default = 1").get(productId) as {
      id: number;
      volume_ml: number | null;
      label: string | null;
      price_cents: number | null;
      price_id: string | null;
      stock_quantity: number;
      stock_status: string;
    };
  // A second format, a price history of several entries, a paid order and a live hold.
  const hundred = Number(
    sqlite
      .prepare("insert into product_formats (product_id, volume_ml, price_cents, stock_quantity, position) values (?, 100, 5900, 4, 1)")
      .run(ids.minuit).lastInsertRowid,
  );
  sqlite.prepare("update products set price_cents = 4200 where id = ?").run(ids.minuit);
  const order = (status: string, expires: number) =>
    Number(
      sqlite
        .prepare("insert into orders (reference, status, subtotal_cents, total_cents, payment_provider, expires_at) values (?, ?, 8400, 8400, 'demo', ?)")
        .run(`MS-0016-${status}`, status, expires).lastInsertRowid,
    );
  for (const o of [order("paid", 0), order("pending", now + 600)]) {
    sqlite
      .prepare("insert into order_items (order_id, product_id, format_id, format_label, name, unit_price_cents, quantity) values (?, ?, ?, '50 ml', 'minuit', 4200, 2)")
      .run(o, ids.minuit, defaultOf(ids.minuit).id);
  }
  const before = {
    history: sqlite.prepare("select format_id, price_cents, changed_at from price_changes order by id").all(),
    orders: sqlite.prepare("select * from orders order by id").all(),
    lines: sqlite.prepare("select * from order_items order by id").all(),
    hundred: sqlite.prepare("select * from product_formats where id = ?").get(hundred),
  };
  // Through the migration under test only: later ones add columns of their own to these rows.
  migrate(drizzle(sqlite), { migrationsFolder: migrationsThrough(16) });

  it("every perfume's default format holds the price, price id, stock and status its row had", () => {
    expect(defaultOf(ids.minuit)).toMatchObject({ volume_ml: 50, label: null, price_cents: 4200, price_id: "price_minuit", stock_quantity: 7, stock_status: "in_stock" });
    expect(defaultOf(ids.coffret)).toMatchObject({ label: "Coffret découverte", price_cents: 12000, stock_quantity: 0, stock_status: "out_of_stock" });
    expect(defaultOf(ids.sansPrix)).toMatchObject({ price_cents: null, price_id: null, stock_quantity: 3, stock_status: "in_stock" });
  });

  it("the perfume keeps no price, stock or size, and no trigger mirrors them", () => {
    const columns = (sqlite.prepare("select name from pragma_table_info('products')").all() as { name: string }[]).map((c) => c.name);
    expect(columns).toContain("name");
    for (const gone of ["price_cents", "price_id", "stock_quantity", "stock_status", "content"]) expect(columns).not.toContain(gone);
    const triggers = sqlite.prepare("select name from sqlite_master where type = 'trigger' and tbl_name in ('products', 'product_formats') and name not like 'product_search_%' order by name").all();
    expect(triggers).toEqual([{ name: "product_formats_first_price" }, { name: "product_formats_price_change" }, { name: "products_default_format" }]);
  });

  it("orders, their lines, the other formats and the price history are as they were", () => {
    expect(sqlite.prepare("select * from orders order by id").all()).toEqual(before.orders);
    expect(sqlite.prepare("select * from order_items order by id").all()).toEqual(before.lines);
    expect(sqlite.prepare("select * from product_formats where id = ?").get(hundred)).toEqual(before.hundred);
    expect(sqlite.prepare("select format_id, price_cents, changed_at from price_changes order by id").all()).toEqual(before.history);
  });

  it("a perfume inserted afterwards gets an empty default format, and a price written there enters the history", () => {
    const created = Number(sqlite.prepare("insert into products (slug, name) values ('neuf', 'Neuf')").run().lastInsertRowid);
    const format = defaultOf(created);
    expect(format).toMatchObject({ volume_ml: null, label: null, price_cents: null, stock_quantity: 0, stock_status: "in_stock" });
    sqlite.prepare("update product_formats set price_cents = 5000 where id = ?").run(format.id);
    sqlite.prepare("update product_formats set stock_quantity = 2 where id = ?").run(format.id);
    expect(sqlite.prepare("select price_cents from price_changes where format_id = ? order by id").all(format.id)).toEqual([
      { price_cents: null },
      { price_cents: 5000 },
    ]);
  });
});
