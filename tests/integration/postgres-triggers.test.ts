import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// drizzle-pg/0002_triggers.sql on a real cluster, through plain clients as psql or another box
// would write: the format mirror, the price history, the memo's notification, the orders search.

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

async function newPerfume(slug: string, content: string | null, price = 3995, stock = 7) {
  return one<{ id: number }>(
    "insert into products (slug, name, content, price_cents, price_id, stock_quantity) values ($1, $1, $2, $3, 'price_x', $4) returning id",
    [slug, content, price, stock],
  );
}

const defaultFormatOf = (productId: number) =>
  one<{ id: number; volume_ml: number | null; label: string | null; price_cents: number; price_id: string; stock_quantity: number; stock_status: string; row_version: string }>(
    "select *, xmin::text as row_version from product_formats where product_id = $1 and is_default",
    [productId],
  );
const productRow = (id: number) =>
  one<{ content: string | null; price_cents: number; price_id: string; stock_quantity: number; stock_status: string; row_version: string }>(
    "select *, xmin::text as row_version from products where id = $1",
    [id],
  );
const pricesOf = async (formatId: number) =>
  (await pool.query("select price_cents from price_changes where format_id = $1 order by changed_at, id", [formatId])).rows.map((r) => r.price_cents);

describe("the format mirror on PostgreSQL", () => {
  it("a perfume inserted anywhere gets its default format, volume or label from its content, and its first price", async () => {
    const bottle = await newPerfume("pg-trigger-50", " 50 ml ");
    expect(await defaultFormatOf(bottle.id)).toMatchObject({ volume_ml: 50, label: null, price_cents: 3995, price_id: "price_x", stock_quantity: 7 });
    const box = await newPerfume("pg-trigger-coffret", "Coffret 3 × 10 ml");
    expect(await defaultFormatOf(box.id)).toMatchObject({ volume_ml: null, label: "Coffret 3 × 10 ml" });
    const spaced = await newPerfume("pg-trigger-spaced", "5 0ml");
    expect(await defaultFormatOf(spaced.id)).toMatchObject({ volume_ml: null, label: "5 0ml" });
    const bare = await newPerfume("pg-trigger-bare", null);
    expect(await defaultFormatOf(bare.id)).toMatchObject({ volume_ml: null, label: null });
    expect(await pricesOf((await defaultFormatOf(bottle.id)).id)).toEqual([3995]);
  });

  it("the perfume's price, stock and content written on the perfume reach its default format", async () => {
    const { id } = await newPerfume("pg-trigger-forward", "50 ml");
    await pool.query("update products set price_cents = 4500, stock_quantity = 3, stock_status = 'low_stock', content = '100 ml' where id = $1", [id]);
    expect(await defaultFormatOf(id)).toMatchObject({ price_cents: 4500, stock_quantity: 3, stock_status: "low_stock", volume_ml: 100, label: null });
    // The format wrote "100 ml" back: the same text, so the perfume was not rewritten.
    expect((await productRow(id)).content).toBe("100 ml");
  });

  it("the default format written reaches the perfume, and another format does not", async () => {
    const { id } = await newPerfume("pg-trigger-back", "50 ml");
    const format = await defaultFormatOf(id);
    await pool.query("update product_formats set price_cents = 5200, stock_quantity = 1, label = 'Édition limitée' where id = $1", [format.id]);
    expect(await productRow(id)).toMatchObject({ price_cents: 5200, stock_quantity: 1, content: "Édition limitée" });
    await pool.query("insert into product_formats (product_id, volume_ml, price_cents, stock_quantity, position) values ($1, 100, 8900, 4, 1)", [id]);
    await pool.query("update product_formats set price_cents = 9900 where product_id = $1 and not is_default", [id]);
    expect((await productRow(id)).price_cents).toBe(5200);
  });

  it("each side writes only what differs, so a write stops after one round", async () => {
    const { id } = await newPerfume("pg-trigger-still", "50 ml");
    const format = await defaultFormatOf(id);
    // Format → perfume ("75 ml") → format: already 75, so nothing more is written.
    await pool.query("update product_formats set volume_ml = 75 where id = $1", [format.id]);
    expect((await productRow(id)).content).toBe("75 ml");
    const formatBefore = await defaultFormatOf(id);
    await pool.query("update products set price_cents = price_cents, stock_quantity = stock_quantity, content = content where id = $1", [id]);
    expect((await defaultFormatOf(id)).row_version).toBe(formatBefore.row_version);
    const productBefore = await productRow(id);
    await pool.query("update product_formats set price_cents = price_cents, stock_quantity = stock_quantity where id = $1", [format.id]);
    expect((await productRow(id)).row_version).toBe(productBefore.row_version);
  });

  it("a perfume saved while a checkout holds its format waits its turn when it locks the format first, and deadlocks when it does not", async () => {
    const { id } = await newPerfume("pg-trigger-locks", "50 ml", 3000, 10);
    const format = await defaultFormatOf(id);
    /** A checkout holding the format, then a save of the perfume, then the checkout's decrement (format → perfume). */
    async function race(saveLocksFormatFirst: boolean) {
      const [checkout, save] = [await pool.connect(), await pool.connect()];
      try {
        await checkout.query("begin");
        await checkout.query("select id from product_formats where id = $1 for update", [format.id]);
        await save.query("begin");
        const [{ pid }] = (await save.query("select pg_backend_pid() as pid")).rows;
        const saved = (async () => {
          if (saveLocksFormatFirst) await save.query("select id from product_formats where id = $1 for update", [format.id]);
          await save.query("update products set price_cents = price_cents + 100 where id = $1", [id]);
          await save.query("commit");
        })();
        // Only once the save waits on a lock does the checkout take its next step.
        while ((await one<{ waiting: string | null }>("select wait_event_type as waiting from pg_stat_activity where pid = $1", [pid])).waiting !== "Lock") {
          await sleep(10);
        }
        const decremented = (async () => {
          await checkout.query("update product_formats set stock_quantity = stock_quantity - 1 where id = $1", [format.id]);
          await checkout.query("commit");
        })();
        const outcomes = await Promise.allSettled([saved, decremented]);
        for (const client of [checkout, save]) await client.query("rollback");
        return outcomes.map((o) => (o.status === "fulfilled" ? "ok" : (o.reason as { code?: string }).code));
      } finally {
        checkout.release();
        save.release();
      }
    }
    expect(await race(true)).toEqual(["ok", "ok"]);
    expect(await productRow(id)).toMatchObject({ price_cents: 3100, stock_quantity: 9 });
    expect((await race(false)).sort()).toEqual(["40P01", "ok"]);
  });

  it("every price a format takes is recorded, a stock change or the same price is not", async () => {
    const { id } = await newPerfume("pg-trigger-history", "50 ml", 3000);
    const format = await defaultFormatOf(id);
    await pool.query("update product_formats set price_cents = 3500 where id = $1", [format.id]);
    await pool.query("update products set price_cents = 3200 where id = $1", [id]);
    await pool.query("update product_formats set stock_quantity = 2, price_cents = 3200 where id = $1", [format.id]);
    expect(await pricesOf(format.id)).toEqual([3000, 3500, 3200]);
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
      await writer.query("update products set price_cents = price_cents + 1 where slug = 'pg-trigger-forward'");
      await writer.query("update collections set name = name");
      await writer.query("insert into product_images (product_id, url) select id, '/x.jpg' from products where slug = 'pg-trigger-forward'");
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
      await writer.query("update products set price_cents = price_cents + 1");
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
