import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { noteTags } from "~/lib/catalog/olfactory";
import { migrateDatabase } from "~/lib/platform/migrations.server";
import { openSqlite } from "~/lib/platform/sqlite.server";

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-0009-"));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** drizzle/ as it was before the search: its journal cut after 0008. */
function migrationsUpTo0008() {
  const folder = path.join(dir, "drizzle");
  fs.cpSync("drizzle", folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 8);
  expect(journal.entries.at(-1)?.tag).toMatch(/^0008_/);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const words = (text: string) => text.split(/[^\p{L}]+/u).filter(Boolean);

describe("migration 0009 on a database of free-text notes", () => {
  it("turns every word into tags and indexes the perfume for the search", () => {
    const file = path.join(dir, "shop.db");
    const top = "Bergamote; citron / poivre rose\nvanille";
    const heart = "Rose de Mai/Jasmin sambac ; iris";
    const base = "Musc blanc, ambre gris\nFève tonka";
    const before = openSqlite(file);
    migrate(drizzle(before), { migrationsFolder: migrationsUpTo0008() });
    const { lastInsertRowid: id } = before
      .prepare("INSERT INTO products (slug, name, top_notes, heart_notes, base_notes) VALUES (?, ?, ?, ?, ?)")
      .run("brume-ancienne", "Brume Ancienne", top, heart, base);
    before.close();

    expect(migrateDatabase(file)).toBeGreaterThanOrEqual(1);

    const after = openSqlite(file);
    try {
      const row = after.prepare("SELECT families, top_notes, heart_notes, base_notes FROM products WHERE id = ?").get(id) as Record<string, string>;
      expect(row.families).toBe("[]");
      expect(noteTags(row.top_notes)).toEqual(["Bergamote", "citron", "poivre rose", "vanille"]);
      expect(noteTags(row.heart_notes)).toEqual(["Rose de Mai", "Jasmin sambac", "iris"]);
      expect(noteTags(row.base_notes)).toEqual(["Musc blanc", "ambre gris", "Fève tonka"]);
      // Not a word lost, whatever the separator was.
      for (const [was, now] of [
        [top, row.top_notes],
        [heart, row.heart_notes],
        [base, row.base_notes],
      ]) {
        expect(words(noteTags(now).join(" "))).toEqual(words(was));
      }
      const search = after.prepare("SELECT rowid FROM product_search WHERE product_search MATCH ?").pluck();
      expect(search.all("vanille")).toEqual([id]);
      expect(search.all("notes: sambac")).toEqual([id]);
      expect(search.all("feve")).toEqual([id]);
    } finally {
      after.close();
    }
  });
});
