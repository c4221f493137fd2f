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

// drizzle-pg's vat_rates migrations (decision 158) on a database made by the migrations before
// them, whose owner had set France's rate to 5,5 %: the rate becomes France's row.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-vat-rates-migration-"));
const cluster = inject("postgresUrl");
const name = `vat_rates_${randomUUID().replaceAll("-", "")}`;

afterAll(async () => {
  await dropDatabase(cluster, name);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("migration vat_rates on PostgreSQL", () => {
  it("keeps an owner's 5,5 % as France's row, seeds the other 26 rates and drops the setting", async () => {
    const pool = new pg.Pool({ connectionString: await createDatabase(cluster, name), max: 1 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: migrationsBefore("drizzle-pg", "vat_rates", dir) });
      await pool.query("insert into shop_settings (id, vat_rate_bp) values (1, 550)");
      await migrate(drizzle(pool), { migrationsFolder: "drizzle-pg" });
      const { rows } = await pool.query<{ country: string; rate_bp: number; valid_from: string }>("select country, rate_bp, valid_from from vat_rates order by country");
      expect(rows).toHaveLength(27);
      expect(rows.find((r) => r.country === "FR")).toEqual({ country: "FR", rate_bp: 550, valid_from: "2014-01-01" });
      expect(rows.find((r) => r.country === "FI")).toMatchObject({ rate_bp: 2550, valid_from: "2024-09-01" });
      const columns = await pool.query("select column_name from information_schema.columns where table_name = 'shop_settings' and column_name = 'vat_rate_bp'");
      expect(columns.rows).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
