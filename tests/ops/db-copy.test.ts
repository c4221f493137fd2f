// `npm run db:copy` as an operator runs it: a shop seeded by its own first start, then given
// orders, invoices, credit notes, emails, photos and more than a batch of rows, copied into a real
// PostgreSQL; every row comes back equal, the serials continue, and a second run is refused.
import path from "node:path";
import { getTableColumns, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as sqliteSchema from "~/lib/platform/schema.server";
import { openSqlite } from "~/lib/platform/sqlite.server";
import { freePort } from "../free-port";
import { startPostgres, type PostgresServer } from "../postgres-server";
import { projectCopy, run, startShop } from "./shop-process";

let project: ReturnType<typeof projectCopy>;
let postgres: PostgresServer;
let databasePath: string;

const PAID_AT = 1_763_900_007;
const HIT_AT_MS = 1_763_900_000_123;
const INVOICE = { seller: { name: "Maison Sillage SAS" }, lines: [{ name: "Ambre Épicé — 50 ml", unit_cents: 12_900, quantity: 1 }], total_cents: 13_890 };

/** Everything a running shop writes, in plain SQL, on top of the seed; ids with gaps, as deletions leave them. */
function populate(file: string) {
  const sqlite = openSqlite(file, { fileMustExist: true });
  const one = <T>(query: string, ...params: unknown[]) => sqlite.prepare(query).get(...params) as T;
  const insert = (query: string, ...params: unknown[]) => Number(sqlite.prepare(query).run(...params).lastInsertRowid);
  sqlite.transaction(() => {
    const product = one<{ id: number }>("select id from products order by id limit 1").id;
    // A price change: the trigger writes its history row, which the copy must carry as it is.
    sqlite.prepare("update product_formats set price_cents = price_cents + 500 where product_id = ? and is_default = 1").run(product);
    const format = one<{ id: number }>("select id from product_formats where product_id = ? and is_default = 1", product).id;
    sqlite.prepare("update products set is_best_seller = 1 where id = ?").run(product);
    insert("insert into product_images (product_id, url, alt, position) values (?, '/uploads/product-images/flacon-dos.webp', 'Le flacon de dos', 1)", product);
    const admin = insert("insert into admins (email, password_hash) values ('proprietaire@maison.test', 'scrypt$x')");
    insert("insert into admin_sessions (id, admin_id, expires_at) values ('session-1', ?, ?)", admin, PAID_AT + 86_400);
    insert("insert into promo_codes (code, discount_type, discount_value, starts_at, ends_at, max_uses) values ('NOEL', 'percentage', 10, ?, ?, 100)", PAID_AT, PAID_AT + 3_600);
    sqlite.prepare("delete from orders").run();
    const order = insert(
      `insert into orders (id, reference, status, subtotal_cents, total_cents, payment_provider, customer_email, customer_name,
        shipping_address, paid_at, invoice_number, vat_cents, gift_wrap_cents, gift_message, created_at, updated_at)
       values (41, 'MS-2026-0041', 'partially_refunded', 12900, 13890, 'stripe', 'claire@exemple.fr', 'Claire Dupont',
        '3 rue des Lilas, 75011 Paris', ?, 1, 2315, 0, 'Joyeux anniversaire !', ?, ?)`,
      PAID_AT,
      PAID_AT - 60,
      PAID_AT,
    );
    const item = insert(
      "insert into order_items (order_id, product_id, name, format_id, format_label, unit_price_cents, quantity, restocked_quantity) values (?, ?, 'Ambre Épicé', ?, '50 ml', 12900, 1, 1)",
      order,
      product,
      format,
    );
    insert("insert into order_samples (order_id, product_id, name, given) values (?, ?, 'Ambre Épicé', 0)", order, product);
    insert("insert into order_events (order_id, type, actor, detail) values (?, 'paid', 'système', 'Stripe')", order);
    insert("insert into invoices (order_id, number, issued_at, snapshot) values (?, 1, ?, ?)", order, PAID_AT, JSON.stringify(INVOICE));
    const refund = insert(
      "insert into refunds (order_id, amount_cents, status, restock, provider_refund_id, actor, completed_at) values (?, 990, 'succeeded', ?, 're_1', 'proprietaire@maison.test', ?)",
      order,
      JSON.stringify([{ item_id: item, quantity: 1 }]),
      PAID_AT + 100,
    );
    insert("insert into credit_notes (number, refund_id, order_id, issued_at, snapshot) values (1, ?, ?, ?, ?)", refund, order, PAID_AT + 100, JSON.stringify({ ...INVOICE, total_cents: -990 }));
    insert(
      `insert into email_outbox (dedupe_key, order_id, kind, to_address, subject, html, text, status, attempts, attachments, headers, sent_at)
       values ('order-paid:41', ?, 'order_paid', 'claire@exemple.fr', 'Votre commande', '<p>Merci</p>', 'Merci', 'sent', 1, ?, ?, ?)`,
      order,
      JSON.stringify([{ kind: "invoice", orderId: order }]),
      JSON.stringify({ "List-Unsubscribe": "<https://boutique.test/u>" }),
      PAID_AT + 5,
    );
    insert("insert into legal_texts (kind, version, digest, document) values ('terms', '2026-11', 'abc123', ?)", JSON.stringify({ title: "CGV", sections: [] }));
    insert("insert into withdrawals (order_id, lines, reason, requested_at) values (?, ?, null, ?)", order, JSON.stringify([{ item_id: item, name: "Ambre Épicé", quantity: 1 }]), PAID_AT + 50);
    insert("insert into privacy_requests (kind, actor, order_references, emails_count) values ('export', 'proprietaire@maison.test', ?, 1)", JSON.stringify(["MS-2026-0041"]));
    insert("insert into processed_events (id, type) values ('evt_1', 'checkout.session.completed')");
    // The migration's rates are in the new database too; the owner's own future row comes with the copy.
    insert("insert into vat_rates (country, rate_bp, valid_from, source) values ('BE', 2200, '2099-01-01', 'Essai')");
    // So is « France métropolitaine »; the owner's own zone comes with the copy, its country too.
    const zone = insert("insert into shipping_zones (name, is_active, display_order, version) values ('Belgique et Luxembourg', 0, 1, 2)");
    insert("insert into shipping_zone_countries (zone_id, country) values (?, 'BE')", zone);
    insert("insert into stock_alerts (email, email_key, format_id, token_hash, confirmed_at) values ('lea@exemple.fr', 'k', ?, 'h', ?)", format, PAID_AT);
    // More rows than one batch of 500, with millisecond timestamps.
    const hit = sqlite.prepare("insert into rate_limit_hits (key, hit_at) values (?, ?)");
    for (let i = 0; i < 1_203; i++) hit.run(`sign-in:${i % 7}`, HIT_AT_MS + i);
    sqlite.prepare("delete from rate_limit_hits where id % 10 = 0").run();
  })();
  sqlite.close();
}

/** Each table's primary key, to read its rows in the same order on both engines: `id` but for these. */
const KEYS: Record<string, string> = { invoices: "order_id", receipts: "order_id", review_invitations: "order_id", review_optouts: "email_key", scheduled_jobs: "name" };
const keyOf = (table: string) => KEYS[table] ?? "id";

/** Every table of the SQLite file, rows in primary-key order, values as stored. */
function sqliteRows(file: string, tables: string[]) {
  const sqlite = openSqlite(file, { fileMustExist: true });
  try {
    return Object.fromEntries(tables.map((t) => [t, sqlite.prepare(`select * from "${t}" order by ${keyOf(t)}`).all()]));
  } finally {
    sqlite.close();
  }
}

/** Whether the SQLite schema stores this column's instants in milliseconds (`timestamp_ms`). */
function isMilliseconds(table: string, column: string): boolean {
  const definition = (sqliteSchema as Record<string, unknown>)[table];
  if (!is(definition, SQLiteTable)) return false;
  const field = getTableColumns(definition)[column] as { mode?: string } | undefined;
  return field?.mode === "timestamp_ms";
}

/** A PostgreSQL value as SQLite stores it: seconds (milliseconds for timestamp_ms), 0/1, JSON text parsed on the other side. */
function asStored(table: string, column: string, value: unknown) {
  if (value instanceof Date) return isMilliseconds(table, column) ? value.getTime() : value.getTime() / 1000;
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  project = projectCopy();
  postgres = await startPostgres();
  databasePath = path.join(project.dir, "data", "shop.db");
  const env = { DATABASE_PATH: databasePath, UPLOADS_DIR: path.join(project.dir, "uploads") };
  // Seeded as a shop seeds itself: by its first start on an empty database.
  const shop = await startShop(project.dir, ["node", "scripts/start.mjs"], { ...env, PORT: String(await freePort()) });
  await shop.stop();
  populate(databasePath);
});
afterAll(() => {
  postgres?.stop();
  project?.remove();
});

describe("npm run db:copy", () => {
  it("copies every row into an empty PostgreSQL, continues the serials, and refuses a second run", async () => {
    const url = await postgres.createDatabase("copie");
    const copy = run(project.dir, ["node", "scripts/db-copy.mjs", "--to", url], { DATABASE_PATH: databasePath });
    expect(copy.status, copy.output).toBe(0);

    const tables = await withClient(url, async (c) =>
      (await c.query("select tablename from pg_tables where schemaname = 'public' order by tablename")).rows.map((r) => r.tablename as string),
    );
    expect(tables).toContain("price_changes");
    const before = sqliteRows(databasePath, tables);
    expect(before.rate_limit_hits.length).toBeGreaterThan(1_000);
    for (const t of tables) expect(copy.output).toContain(`${t} : ${before[t].length} lignes copiées, ${before[t].length} vérifiées`);

    // The English search vector, written by a trigger the copy turned off, is there for every perfume (decision 168).
    const unindexed = await withClient(url, async (c) => (await c.query("select count(*)::int as n from products where search_en is null")).rows[0].n as number);
    expect(unindexed).toBe(0);

    // Every value of every row, as SQLite holds it.
    await withClient(url, async (c) => {
      for (const t of tables) {
        // The columns written by the copy: PostgreSQL's generated ones (the search vector) are its
        // own, and so is the English one a trigger writes (checked below).
        const written = await c.query(
          "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and column_name <> 'search_en'",
          [t],
        );
        const list = written.rows.map((r) => `"${r.column_name}"`).join(", ");
        const { rows } = await c.query(`select ${list} from "${t}" order by ${keyOf(t)}`);
        const copied = rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([column, value]) => [column, asStored(t, column, value)])),
        );
        const stored = (before[t] as Record<string, unknown>[]).map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([column, value]) => {
              const target = rows[0]?.[column];
              const isJson = target !== null && typeof target === "object" && !(target instanceof Date);
              return [column, isJson ? JSON.parse(value as string) : value];
            }),
          ),
        );
        expect(copied, t).toEqual(stored);
      }

      // A few values read as the app reads them on PostgreSQL.
      const [order] = (await c.query("select total_cents, paid_at, customer_name from orders where reference = 'MS-2026-0041'")).rows;
      expect(order).toEqual({ total_cents: 13_890, paid_at: new Date(PAID_AT * 1000), customer_name: "Claire Dupont" });
      const [invoice] = (await c.query("select snapshot->'lines'->0->>'name' as line, (snapshot->>'total_cents')::int as total from invoices")).rows;
      expect(invoice).toEqual({ line: "Ambre Épicé — 50 ml", total: 13_890 });
      const [sample] = (await c.query("select given from order_samples")).rows;
      expect(sample.given).toBe(false);
      const best = (await c.query("select count(*)::int as n from products where is_best_seller")).rows[0].n;
      expect(best).toBe(before.products.filter((p) => (p as { is_best_seller: number }).is_best_seller === 1).length);
      const [hit] = (await c.query("select hit_at from rate_limit_hits order by id limit 1")).rows;
      expect(hit.hit_at.getTime()).toBe(HIT_AT_MS);

      // Each serial continues after the largest id copied, not at 1 (which would collide).
      const order2 = await c.query(
        "insert into orders (reference, subtotal_cents, total_cents, payment_provider) values ('MS-2026-0042', 100, 100, 'demo') returning id",
      );
      expect(order2.rows[0].id).toBe(42);
      for (const t of tables) {
        const { rows } = await c.query(`select pg_get_serial_sequence('"${t}"', 'id') as seq`).catch(() => ({ rows: [{ seq: null }] }));
        if (!rows[0].seq || t === "orders") continue;
        const next = (await c.query(`select nextval('${rows[0].seq}')::int as n`)).rows[0].n;
        const max = Math.max(0, ...(before[t] as { id: number }[]).map((r) => r.id));
        expect(next, t).toBe(max + 1);
      }
    });

    const again = run(project.dir, ["node", "scripts/db-copy.mjs", "--to", url], { DATABASE_PATH: databasePath });
    expect(again.status).toBe(1);
    expect(again.output).toContain("Copie impossible : la base PostgreSQL cible n'est pas vide (");
    expect(again.output).toContain("orders : 2 ligne(s)");
  });

  it("refuses a role that cannot turn triggers off, and leaves every table empty", async () => {
    const url = await postgres.createDatabase("copie_sans_droits");
    await withClient(url, async (c) => {
      await c.query("create role boutique login");
      await c.query("alter database copie_sans_droits owner to boutique");
      await c.query("alter schema public owner to boutique");
    });
    const asOwner = url.replace("postgres://postgres@", "postgres://boutique@");
    const copy = run(project.dir, ["node", "scripts/db-copy.mjs", "--to", asOwner], { DATABASE_PATH: databasePath });
    expect(copy.status).toBe(1);
    expect(copy.output).toContain("Copie impossible : impossible de désactiver les déclencheurs");
    expect(copy.output).toContain("rôle superutilisateur");
    const rows = await withClient(url, async (c) => (await c.query("select count(*)::int as n from products")).rows[0].n);
    expect(rows).toBe(0);
  });

  it("refuses a SQLite file behind its migrations and writes nothing", async () => {
    const url = await postgres.createDatabase("copie_refusee");
    const behind = path.join(project.dir, "behind", "shop.db");
    const sqlite = openSqlite(behind);
    sqlite.exec("create table early (id integer primary key)");
    sqlite.close();
    const copy = run(project.dir, ["node", "scripts/db-copy.mjs", "--to", url], { DATABASE_PATH: behind });
    expect(copy.status).toBe(1);
    expect(copy.output).toContain("migration(s) en retard : lancez « npm run db:migrate »");
    const tables = await withClient(url, async (c) => (await c.query("select count(*)::int as n from pg_tables where schemaname = 'public'")).rows[0].n);
    expect(tables).toBe(0);
  });
});
