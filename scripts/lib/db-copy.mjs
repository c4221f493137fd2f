// `npm run db:copy`: a shop's SQLite data into an empty PostgreSQL database, once, when the shop
// moves (decision 099). Rows go through both drizzle schemas, whose row types are equal: SQLite's
// reads seconds, 0/1 and JSON text as dates, booleans and objects, PostgreSQL's writes them as
// timestamptz, boolean and jsonb, so the copy converts nothing by hand.
import { getTableColumns, getTableName, is, sql } from "drizzle-orm";
import { drizzle as sqliteDrizzle } from "drizzle-orm/better-sqlite3";
import { drizzle as pgDrizzle } from "drizzle-orm/node-postgres";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import Database from "better-sqlite3";
import pg from "pg";
import { pendingMigrations } from "../../app/lib/platform/migrations.server.ts";
import { migratePostgres } from "../../app/lib/platform/postgres.server.ts";
import * as pgSchema from "../../app/lib/platform/schema-pg.server.ts";
import * as sqliteSchema from "../../app/lib/platform/schema.server.ts";

const BATCH = 500;

/**
 * Tables a migration fills (the VAT rates, decision 158; « France métropolitaine » and its
 * country, decision 161; the families' English names, decision 168): the new database has the
 * migration's rows, the shop's file has the same and the owner's own. They are not counted as data already
 * there, and are emptied before the copy so the file's rows arrive as they are.
 */
const FILLED_BY_MIGRATIONS = new Set(["vat_rates", "shipping_zones", "shipping_zone_countries", "olfactory_terms"]);

class CopyError extends Error {
  name = "CopyError";
}

/**
 * The schema's tables, each after the tables it references where it can be. Two tables may name
 * each other (an order and the gift card it spent, the card and the order that bought it): then
 * the one with the fewest references still to copy goes first, which is safe because the copy runs
 * with PostgreSQL's triggers off (replica mode), foreign-key checks included. Only the schema's
 * tables: SQLite's own (sqlite_*), the search index (product_search*, rebuilt differently on
 * PostgreSQL) and drizzle's migration journal are not part of it.
 */
function tablesInForeignKeyOrder() {
  const pending = Object.entries(sqliteSchema)
    .filter(([, table]) => is(table, SQLiteTable))
    .map(([name, table]) => ({
      name: getTableName(table),
      sqlite: table,
      pg: pgSchema[name],
      references: getTableConfig(table).foreignKeys.map((fk) => getTableName(fk.reference().foreignTable)),
    }));
  const ordered = [];
  const missing = (t) => t.references.filter((r) => r !== t.name && !ordered.some((o) => o.name === r)).length;
  while (pending.length > 0) {
    let next = pending.findIndex((t) => missing(t) === 0);
    if (next === -1) next = pending.reduce((best, t, i) => (missing(t) < missing(pending[best]) ? i : best), 0);
    ordered.push(...pending.splice(next, 1));
  }
  return ordered;
}

/** Opens the SQLite file without writing to it, at the code's schema version. */
function openSource(databasePath) {
  let sqlite;
  try {
    sqlite = new Database(databasePath, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new CopyError(`base SQLite illisible (${databasePath}) : ${error.message}`);
  }
  const pending = pendingMigrations(sqlite);
  if (pending > 0) {
    sqlite.close();
    throw new CopyError(`la base SQLite a ${pending} migration(s) en retard : lancez « npm run db:migrate » sur elle d'abord`);
  }
  return sqlite;
}

async function countRows(client, name) {
  const { rows } = await client.query(`select count(*)::int as n from "${name}"`);
  return rows[0].n;
}

/**
 * Copies every table of `databasePath` into the database at `url` in one transaction, then
 * compares the row counts. Returns `[{ table, copied, source, verified }]`; throws a CopyError with a
 * French message when the target is not empty or a step fails (nothing is then written).
 */
export async function copyDatabase({ databasePath, url }) {
  const sqlite = openSource(databasePath);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migratePostgres(url);
    const tables = tablesInForeignKeyOrder();
    const source = sqliteDrizzle(sqlite);
    // One read transaction: every table is read from the same instant, even if a forgotten
    // process still writes to the file.
    sqlite.exec("begin");
    const client = await pool.connect();
    const report = [];
    try {
      const target = pgDrizzle(client);
      await client.query("begin");
      const filled = [];
      for (const t of tables) {
        if (FILLED_BY_MIGRATIONS.has(t.name)) continue;
        const n = await countRows(client, t.name);
        if (n > 0) filled.push(`${t.name} : ${n} ligne(s)`);
      }
      if (filled.length > 0) {
        throw new CopyError(
          `la base PostgreSQL cible n'est pas vide (${filled.join(", ")}). db:copy ne remplit qu'une base neuve : créez-en une vide et relancez.`,
        );
      }
      // Replica mode turns triggers off: the price history and the default formats are copied
      // as they are instead of being written again by the triggers that made them.
      await client.query("set local session_replication_role = replica").catch((error) => {
        throw new CopyError(`impossible de désactiver les déclencheurs (${error.message}) : lancez la copie avec un rôle superutilisateur`);
      });
      for (const t of tables) {
        if (FILLED_BY_MIGRATIONS.has(t.name)) await client.query(`delete from "${t.name}"`);
        const columns = getTableColumns(t.sqlite);
        let copied = 0;
        let after = 0;
        for (;;) {
          // Keyset pages on SQLite's rowid: every table here has one, whatever its primary key.
          const page = source
            .select({ rowid: sql`rowid`.mapWith(Number), ...columns })
            .from(t.sqlite)
            .where(sql`rowid > ${after}`)
            .orderBy(sql`rowid`)
            .limit(BATCH)
            .all();
          if (page.length === 0) break;
          after = page.at(-1).rowid;
          await target.insert(t.pg).values(page.map(({ rowid: _rowid, ...row }) => row));
          copied += page.length;
        }
        report.push({ table: t.name, copied });
      }
      // The English search vector is a trigger's (it reads the dictionary, decision 168), and the
      // triggers were off: written once here, from the rows as copied.
      await client.query("update products set search_en = product_search_en_vector(products)");
      // Rows came with their ids, so each serial starts after the largest one copied.
      for (const t of tables) {
        if (getTableColumns(t.pg).id?.columnType !== "PgSerial") continue;
        await client.query(
          `select setval(pg_get_serial_sequence('"${t.name}"', 'id'), coalesce(max(id), 0) + 1, false) from "${t.name}"`,
        );
      }
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    // Counted again on both sides after COMMIT: what PostgreSQL kept, against the snapshot read.
    for (const entry of report) {
      entry.source = sqlite.prepare(`select count(*) as n from "${entry.table}"`).get().n;
      entry.verified = await countRows(pool, entry.table);
    }
    sqlite.exec("commit");
    return report;
  } finally {
    sqlite.close();
    await pool.end();
  }
}
