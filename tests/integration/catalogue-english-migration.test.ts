import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { migrationsBefore } from "../migrations-before";
import { afterAll, describe, expect, it } from "vitest";

// The catalogue's English (decision 168, docs/i18n-plan.md step 5) on a shop of the release
// before: every French text stays, the English ones start empty, the families get their English
// names and the English index holds every perfume (French where nothing is translated).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-english-migration-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const FRENCH = {
  products: "select slug, name, short_description, full_description, usage_tips, warnings, top_notes, heart_notes, base_notes, families from products order by id",
  collections: "select slug, name, description from collections order by id",
  product_formats: "select label, set_contents from product_formats order by id",
  product_images: "select url, alt from product_images order by id",
  shipping_methods: "select name, delay_text from shipping_methods order by id",
  shop_settings: "select delivery_zones_text from shop_settings order by id",
};

const search = (sqlite: Database.Database, query: string) =>
  sqlite.prepare("select rowid as id from product_search_en where product_search_en match ? order by rowid").all(query);

describe("migration catalogue_english", () => {
  it("keeps every French text, starts every English one empty and indexes the perfumes in English, kept in step with the dictionary", () => {
    const sqlite = new Database(path.join(dir, "shop.db"));
    sqlite.pragma("foreign_keys = ON");
    migrate(drizzle(sqlite), { migrationsFolder: migrationsBefore("drizzle", "catalogue_english", dir) });
    const collectionId = sqlite.prepare("insert into collections (slug, name, description) values ('collection-boisee', 'Collection Boisée', 'Des bois profonds.')").run().lastInsertRowid;
    const productId = sqlite
      .prepare(`insert into products (slug, name, short_description, full_description, usage_tips, warnings, top_notes, heart_notes, base_notes, families, collection_id)
                values ('bois-nocturne', 'Bois Nocturne', 'Un bois sombre.', 'Un santal crémeux « à la française ».', 'Sur la peau.', 'Inflammable.', 'Bergamote, Poivre rose', 'Bois de santal', 'Fève tonka', '["boise","ambre"]', ?)`)
      .run(collectionId).lastInsertRowid;
    sqlite.prepare("update product_formats set label = 'Flacon', set_contents = 'Un flacon' where product_id = ?").run(productId);
    sqlite.prepare("insert into product_images (product_id, url, alt) values (?, '/uploads/a.webp', 'Le flacon de face')").run(productId);
    sqlite.prepare("insert into shipping_methods (name, delay_text) values ('Colissimo', '2 à 3 jours ouvrés')").run();
    sqlite.prepare("insert into shop_settings (id, delivery_zones_text) values (1, 'France métropolitaine') on conflict (id) do update set delivery_zones_text = excluded.delivery_zones_text").run();
    const before = Object.fromEntries(Object.entries(FRENCH).map(([table, query]) => [table, sqlite.prepare(query).all()]));

    migrate(drizzle(sqlite), { migrationsFolder: "drizzle" });

    for (const [table, query] of Object.entries(FRENCH)) expect(sqlite.prepare(query).all(), table).toEqual(before[table]);
    expect(sqlite.prepare("select name_en, short_description_en, full_description_en, usage_tips_en, warnings_en from products").all()).toEqual([
      { name_en: null, short_description_en: null, full_description_en: null, usage_tips_en: null, warnings_en: null },
    ]);
    expect(sqlite.prepare("select fr, en from olfactory_terms where kind = 'family' order by id").all()).toEqual([
      { fr: "floral", en: "Floral" },
      { fr: "boise", en: "Woody" },
      { fr: "ambre", en: "Amber / Oriental" },
      { fr: "hesperide", en: "Citrus" },
      { fr: "fougere", en: "Fougère" },
      { fr: "chypre", en: "Chypre" },
      { fr: "gourmand", en: "Gourmand" },
      { fr: "aromatique", en: "Aromatic" },
      { fr: "cuir", en: "Leather" },
      { fr: "aquatique", en: "Aquatic" },
    ]);
    expect(search(sqlite, "woody")).toEqual([{ id: Number(productId) }]);
    expect(search(sqlite, "santal")).toEqual([{ id: Number(productId) }]);

    sqlite.prepare("insert into olfactory_terms (kind, fr, en) values ('note', 'bois de santal', 'Sandalwood')").run();
    expect(search(sqlite, "sandalwood")).toEqual([{ id: Number(productId) }]);
    sqlite.prepare("update olfactory_terms set en = 'Woods' where kind = 'family' and fr = 'boise'").run();
    expect(search(sqlite, "woods")).toEqual([{ id: Number(productId) }]);
    expect(search(sqlite, "woody")).toEqual([]);
    sqlite.prepare("delete from olfactory_terms where kind = 'note'").run();
    expect(search(sqlite, "sandalwood")).toEqual([]);
    sqlite.prepare("update products set full_description_en = 'A creamy sandalwood.' where id = ?").run(productId);
    expect(search(sqlite, "creamy")).toEqual([{ id: Number(productId) }]);
    sqlite.close();
  });
});
