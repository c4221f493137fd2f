import fs from "node:fs";
import { getTableColumns, getTableName, is, Table } from "drizzle-orm";
import { getTableConfig as pgTableConfig, PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as pg from "~/lib/platform/schema-pg.server";
import * as sqlite from "~/lib/platform/schema.server";
import { pgSchemaOf } from "../../scripts/schema-pg.mjs";

// PostgreSQL's schema is generated from SQLite's (decision 099): it must be the generator's
// output, describe the same tables, columns and indexes, and give rows of the same types.

const tablesOf = (schema: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(schema).filter(([, v]) => is(v, Table)).map(([k, v]) => [k, v as Table]));

function shapeOf(table: Table) {
  const columns = Object.values(getTableColumns(table)).map((c) => ({
    name: c.name,
    notNull: c.notNull,
    primary: c.primary,
    // SQLite says every integer primary key has a default (the rowid): what counts is which
    // keys the database numbers itself, AUTOINCREMENT there and serial here.
    numbered: c.columnType === "PgSerial" || (c as { autoIncrement?: boolean }).autoIncrement === true,
    hasDefault: c.primary ? null : c.hasDefault,
    unique: c.isUnique,
    enumValues: c.enumValues ?? null,
  }));
  const config = is(table, PgTable) ? pgTableConfig(table) : sqliteTableConfig(table as SQLiteTable);
  return {
    name: getTableName(table),
    columns,
    indexes: config.indexes.map((i) => i.config.name).sort(),
    foreignKeys: config.foreignKeys.map((f) => f.reference().foreignColumns.map((c) => c.name).join()).sort(),
  };
}

describe("the PostgreSQL schema", () => {
  it("is what scripts/schema-pg.mjs makes of schema.server.ts today", () => {
    const source = fs.readFileSync("app/lib/platform/schema.server.ts", "utf8");
    expect(fs.readFileSync("app/lib/platform/schema-pg.server.ts", "utf8")).toBe(pgSchemaOf(source));
  });

  it("has the same tables, columns, defaults, keys and indexes", () => {
    const [pgTables, sqliteTables] = [tablesOf(pg), tablesOf(sqlite)];
    expect(Object.keys(pgTables).sort()).toEqual(Object.keys(sqliteTables).sort());
    expect(Object.keys(pgTables).length).toBeGreaterThan(20);
    for (const name of Object.keys(sqliteTables)) expect(shapeOf(pgTables[name])).toEqual(shapeOf(sqliteTables[name]));
  });

  it("gives rows of the same types, so a module reads either engine alike", () => {
    expectTypeOf<pg.Order>().toEqualTypeOf<sqlite.Order>();
    expectTypeOf<pg.OrderItem>().toEqualTypeOf<sqlite.OrderItem>();
    expectTypeOf<pg.Product>().toEqualTypeOf<sqlite.Product>();
    expectTypeOf<pg.ProductFormat>().toEqualTypeOf<sqlite.ProductFormat>();
    expectTypeOf<pg.PromoCode>().toEqualTypeOf<sqlite.PromoCode>();
    expectTypeOf<pg.Refund>().toEqualTypeOf<sqlite.Refund>();
    expectTypeOf<pg.Invoice>().toEqualTypeOf<sqlite.Invoice>();
    expectTypeOf<pg.CreditNote>().toEqualTypeOf<sqlite.CreditNote>();
    expectTypeOf<pg.OutboxMessage>().toEqualTypeOf<sqlite.OutboxMessage>();
    expectTypeOf<pg.ShopSettings>().toEqualTypeOf<sqlite.ShopSettings>();
    expectTypeOf<pg.Withdrawal>().toEqualTypeOf<sqlite.Withdrawal>();
    expectTypeOf<pg.LegalText>().toEqualTypeOf<sqlite.LegalText>();
    expectTypeOf<pg.StockAlert>().toEqualTypeOf<sqlite.StockAlert>();
    expectTypeOf<typeof pg.rate_limit_hits.$inferInsert>().toEqualTypeOf<typeof sqlite.rate_limit_hits.$inferInsert>();
    expectTypeOf<typeof pg.orders.$inferInsert>().toEqualTypeOf<typeof sqlite.orders.$inferInsert>();
  });
});
