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

// drizzle-pg's order_lang (decision 169, docs/i18n-plan.md step 8) on a database made by the
// migrations before it: every order, kept legal text and cart reminder was made in French, and stays French.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-order-lang-migration-"));
const cluster = inject("postgresUrl");
const name = `order_lang_${randomUUID().replaceAll("-", "")}`;

afterAll(async () => {
  await dropDatabase(cluster, name);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("migration order_lang on PostgreSQL", () => {
  it("keeps every order, kept legal text and cart reminder, each French, and a new row is French unless told", async () => {
    const pool = new pg.Pool({ connectionString: await createDatabase(cluster, name), max: 1 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: migrationsBefore("drizzle-pg", "order_lang", dir) });
      const order = async (reference: string, status: string, version: string | null) =>
        (
          await pool.query<{ id: number }>(
            "insert into orders (reference, status, subtotal_cents, total_cents, payment_provider, terms_version) values ($1, $2, 3995, 3995, 'demo', $3) returning id",
            [reference, status, version],
          )
        ).rows[0].id;
      const paidId = await order("MS-PAYEE", "paid", "2026-11-28.2");
      const pendingId = await order("MS-ATTENTE", "pending", null);
      const keep = (kind: string, digest: string) =>
        pool.query("insert into legal_texts (kind, version, digest, document) values ($1, '2026-11-28.2', $2, $3)", [kind, digest, JSON.stringify({ title: "CGV", sections: [] })]);
      await keep("terms", "empreinte-1");
      await keep("withdrawal_form", "empreinte-2");
      const remind = (orderId: number, email: string) =>
        pool.query("insert into checkout_reminders (order_id, email, consent_version, consented_at) values ($1, $2, '2026-11-26', now())", [orderId, email]);
      await remind(pendingId, "lea@example.fr");
      await migrate(drizzle(pool), { migrationsFolder: "drizzle-pg" });

      expect((await pool.query("select reference, status, terms_version, lang from orders order by id")).rows).toEqual([
        { reference: "MS-PAYEE", status: "paid", terms_version: "2026-11-28.2", lang: "fr" },
        { reference: "MS-ATTENTE", status: "pending", terms_version: null, lang: "fr" },
      ]);
      expect((await pool.query("select kind, digest, lang from legal_texts order by id")).rows).toEqual([
        { kind: "terms", digest: "empreinte-1", lang: "fr" },
        { kind: "withdrawal_form", digest: "empreinte-2", lang: "fr" },
      ]);
      expect((await pool.query("select order_id, email, lang from checkout_reminders")).rows).toEqual([{ order_id: pendingId, email: "lea@example.fr", lang: "fr" }]);
      await remind(paidId, "paul@example.fr");
      expect((await pool.query("select lang from checkout_reminders where email = 'paul@example.fr'")).rows).toEqual([{ lang: "fr" }]);
      await expect(pool.query("update orders set lang = null")).rejects.toThrow(/not-null/);
    } finally {
      await pool.end();
    }
  });
});
