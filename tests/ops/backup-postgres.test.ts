// `npm run backup` and `npm run restore` with DATABASE_URL: pg_dump's archive beside the uploads,
// put back with pg_restore; a changed row and a changed image come back as they were.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratePostgres } from "~/lib/platform/postgres.server";
import { startPostgres, type PostgresServer } from "../postgres-server";
import { projectCopy, run } from "./shop-process";

let project: ReturnType<typeof projectCopy>;
let postgres: PostgresServer;

beforeAll(async () => {
  project = projectCopy();
  postgres = await startPostgres();
});
afterAll(() => {
  postgres?.stop();
  project?.remove();
});

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

describe("backup and restore on PostgreSQL", () => {
  it("restores the database and the images of the archive, and refuses while the shop is connected", async () => {
    const url = await postgres.createDatabase("sauvegarde");
    await migratePostgres(url);
    const client = await connect(url);
    await client.query("insert into products (slug, name, is_best_seller) values ('ambre-epice', 'Ambre Épicé', true)");
    await client.query("update product_formats set price_cents = 12900, stock_quantity = 4");
    await client.query(
      "insert into orders (id, reference, status, subtotal_cents, total_cents, payment_provider, paid_at) values (7, 'MS-7', 'paid', 12900, 12900, 'stripe', to_timestamp(1763900007))",
    );
    await client.query("insert into invoices (order_id, number, issued_at, snapshot) values (7, 1, now(), $1)", [{ total_cents: 12_900 }]);
    await client.end();

    const env = {
      DATABASE_URL: url,
      DATABASE_PATH: path.join(project.dir, "data", "shop.db"),
      UPLOADS_DIR: path.join(project.dir, "uploads"),
    };
    const image = path.join(env.UPLOADS_DIR, "product-images", "ambre.webp");
    fs.mkdirSync(path.dirname(image), { recursive: true });
    fs.writeFileSync(image, "image d'origine");
    const backups = path.join(project.dir, "backups");
    const backup = run(project.dir, ["node", "scripts/backup.mjs", "--dir", backups, "--keep", "1"], env);
    expect(backup.status, backup.output).toBe(0);
    const [archive] = fs.readdirSync(backups).map((name) => path.join(backups, name));
    expect(path.basename(archive)).toMatch(/^maison-sillage-.+\.tar\.gz$/);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    const listing = run(project.dir, ["tar", "tzf", archive]);
    expect(listing.output.split("\n").filter(Boolean).sort()).toEqual(["manifest.json", "shop.pgdump", "uploads/product-images/ambre.webp"]);

    // The shop lives on: a rename, a refund, an image replaced.
    const later = await connect(url);
    await later.query("update products set name = 'Ambre Renommé' where slug = 'ambre-epice'");
    await later.query("update product_formats set stock_quantity = 3");
    await later.query("update orders set status = 'refunded' where id = 7");
    fs.writeFileSync(image, "image remplacée");

    // Refused while a session is open on the database, and nothing changed.
    const refused = run(project.dir, ["node", "scripts/restore.mjs", archive], env);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("Restauration refusée : la boutique tourne encore sur cette base");
    expect((await later.query("select name from products")).rows[0].name).toBe("Ambre Renommé");
    await later.end();

    const restore = run(project.dir, ["node", "scripts/restore.mjs", archive], env);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toMatch(/L'état précédent est gardé dans .*avant-restauration-/);
    // The dump's migration journal was read: it has every migration of the code.
    expect(restore.output).not.toContain("migration(s)");
    const after = await connect(url);
    try {
      expect((await after.query("select name, stock_quantity, is_best_seller from products join product_formats on product_id = products.id")).rows).toEqual([
        { name: "Ambre Épicé", stock_quantity: 4, is_best_seller: true },
      ]);
      expect((await after.query("select status, paid_at from orders")).rows).toEqual([{ status: "paid", paid_at: new Date(1_763_900_007_000) }]);
      expect((await after.query("select snapshot from invoices")).rows).toEqual([{ snapshot: { total_cents: 12_900 } }]);
      // The serial goes on from the restored rows.
      const next = await after.query("insert into orders (reference, subtotal_cents, total_cents, payment_provider) values ('MS-8', 1, 1, 'demo') returning id");
      expect(next.rows[0].id).toBeGreaterThan(0);
    } finally {
      await after.end();
    }
    expect(fs.readFileSync(image, "utf8")).toBe("image d'origine");
    // What the restore replaced is kept as a dump of its own.
    const [aside] = fs.readdirSync(path.join(project.dir, "data")).filter((name) => name.startsWith("avant-restauration-"));
    expect(fs.readdirSync(path.join(project.dir, "data", aside)).sort()).toEqual(["shop.pgdump", "uploads"]);

    // Elsewhere: a new server's empty database gets the whole shop, schema and migrations included.
    const elsewhere = await postgres.createDatabase("ailleurs");
    const moved = run(project.dir, ["node", "scripts/restore.mjs", archive], { ...env, DATABASE_URL: elsewhere, DATABASE_PATH: path.join(project.dir, "ailleurs", "shop.db") });
    expect(moved.status, moved.output).toBe(0);
    const other = await connect(elsewhere);
    try {
      expect((await other.query("select name from products")).rows).toEqual([{ name: "Ambre Épicé" }]);
      expect((await other.query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0].n).toBeGreaterThan(0);
    } finally {
      await other.end();
    }
  });

  it("refuses a SQLite archive on a PostgreSQL shop", async () => {
    const url = await postgres.createDatabase("mauvaise_archive");
    const sqliteShop = { DATABASE_PATH: path.join(project.dir, "sqlite", "shop.db"), UPLOADS_DIR: path.join(project.dir, "sqlite", "uploads") };
    expect(run(project.dir, ["node", "scripts/db-migrate.mjs"], sqliteShop).status).toBe(0);
    const backups = path.join(project.dir, "sqlite-backups");
    expect(run(project.dir, ["node", "scripts/backup.mjs", "--dir", backups], sqliteShop).status).toBe(0);
    const [archive] = fs.readdirSync(backups).map((name) => path.join(backups, name));
    const refused = run(project.dir, ["node", "scripts/restore.mjs", archive], { ...sqliteShop, DATABASE_URL: url });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("l'archive ne contient pas de dump PostgreSQL");
  });
});
