import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsBefore } from "../migrations-before";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase, dropDatabase } from "../postgres-server";

// drizzle-pg's signup_lang (decision 169, docs/i18n-plan.md step 2) on a database made by the
// migrations before it: every sign-up it holds was made on a French page, and stays French.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-signup-lang-migration-"));
const cluster = inject("postgresUrl");
const name = `signup_lang_${randomUUID().replaceAll("-", "")}`;

afterAll(async () => {
  await dropDatabase(cluster, name);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("migration signup_lang on PostgreSQL", () => {
  it("keeps every newsletter subscription and stock alert, each French, and a new row is French unless told", async () => {
    const pool = new pg.Pool({ connectionString: await createDatabase(cluster, name), max: 1 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: migrationsBefore("drizzle-pg", "signup_lang", dir) });
      const confirmedAt = "2026-11-20T10:00:00Z";
      const subscribe = (email: string, token: string, at: string | null) =>
        pool.query("insert into newsletter_subscriptions (email, token_hash, source, consent_version, confirmed_at) values ($1, $2, 'footer', '2026-11-26', $3)", [email, token, at]);
      await subscribe("lea@example.fr", "jeton-1", confirmedAt);
      await subscribe("paul@example.fr", "jeton-2", null);
      const { rows: products } = await pool.query<{ id: number }>("insert into products (slug, name) values ('neuf', 'Neuf') returning id");
      const { rows: formats } = await pool.query<{ id: number }>("insert into product_formats (product_id, volume_ml) values ($1, 100) returning id", [products[0].id]);
      const ask = (email: string, key: string, token: string, at: string | null) =>
        pool.query("insert into stock_alerts (email, email_key, format_id, token_hash, confirmed_at) values ($1, $2, $3, $4, $5)", [email, key, formats[0].id, token, at]);
      await ask("lea@example.fr", "cle-1", "jeton-3", confirmedAt);
      await ask("paul@example.fr", "cle-2", "jeton-4", null);
      await migrate(drizzle(pool), { migrationsFolder: "drizzle-pg" });

      const rowsOf = async (table: string) =>
        (await pool.query(`select email, token_hash, confirmed_at is not null as confirmed, lang from ${table} order by id`)).rows;
      expect(await rowsOf("newsletter_subscriptions")).toEqual([
        { email: "lea@example.fr", token_hash: "jeton-1", confirmed: true, lang: "fr" },
        { email: "paul@example.fr", token_hash: "jeton-2", confirmed: false, lang: "fr" },
      ]);
      expect(await rowsOf("stock_alerts")).toEqual([
        { email: "lea@example.fr", token_hash: "jeton-3", confirmed: true, lang: "fr" },
        { email: "paul@example.fr", token_hash: "jeton-4", confirmed: false, lang: "fr" },
      ]);
      await subscribe("anna@example.fr", "jeton-5", null);
      expect((await pool.query("select lang from newsletter_subscriptions where email = 'anna@example.fr'")).rows).toEqual([{ lang: "fr" }]);
      await expect(pool.query("update stock_alerts set lang = null")).rejects.toThrow(/not-null/);
    } finally {
      await pool.end();
    }
  });
});
