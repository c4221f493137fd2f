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

// drizzle-pg's catalogue_english (decision 168, docs/i18n-plan.md step 5) on a database made by
// the migrations before it: every French text stays, the English ones start empty, the families
// get their English names and the English vector holds every perfume, kept in step with the
// dictionary.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-catalogue-english-migration-"));
const cluster = inject("postgresUrl");
const name = `catalogue_english_${randomUUID().replaceAll("-", "")}`;

afterAll(async () => {
  await dropDatabase(cluster, name);
  fs.rmSync(dir, { recursive: true, force: true });
});

const FRENCH = {
  products: "select slug, name, short_description, full_description, usage_tips, warnings, top_notes, heart_notes, base_notes, families from products order by id",
  collections: "select slug, name, description from collections order by id",
  product_formats: "select label, set_contents from product_formats order by id",
  product_images: "select url, alt from product_images order by id",
  shipping_methods: "select name, delay_text from shipping_methods order by id",
  shop_settings: "select delivery_zones_text from shop_settings order by id",
};

describe("migration catalogue_english on PostgreSQL", () => {
  it("keeps every French text, starts every English one empty and indexes the perfumes in English, kept in step with the dictionary", async () => {
    const pool = new pg.Pool({ connectionString: await createDatabase(cluster, name), max: 1 });
    try {
      await migrate(drizzle(pool), { migrationsFolder: migrationsBefore("drizzle-pg", "catalogue_english", dir) });
      const { rows: collections } = await pool.query<{ id: number }>("insert into collections (slug, name, description) values ('collection-boisee', 'Collection Boisée', 'Des bois profonds.') returning id");
      const { rows: products } = await pool.query<{ id: number }>(
        `insert into products (slug, name, short_description, full_description, usage_tips, warnings, top_notes, heart_notes, base_notes, families, collection_id)
         values ('bois-nocturne', 'Bois Nocturne', 'Un bois sombre.', 'Un santal crémeux « à la française ».', 'Sur la peau.', 'Inflammable.', 'Bergamote, Poivre rose', 'Bois de santal', 'Fève tonka', '["boise","ambre"]', $1) returning id`,
        [collections[0].id],
      );
      const id = products[0].id;
      await pool.query("update product_formats set label = 'Flacon', set_contents = 'Un flacon' where product_id = $1", [id]);
      await pool.query("insert into product_images (product_id, url, alt) values ($1, '/uploads/a.webp', 'Le flacon de face')", [id]);
      await pool.query("insert into shipping_methods (name, delay_text) values ('Colissimo', '2 à 3 jours ouvrés')");
      await pool.query("insert into shop_settings (id, delivery_zones_text) values (1, 'France métropolitaine') on conflict (id) do update set delivery_zones_text = excluded.delivery_zones_text");
      const read = async () => Object.fromEntries(await Promise.all(Object.entries(FRENCH).map(async ([table, query]) => [table, (await pool.query(query)).rows])));
      const before = await read();

      await migrate(drizzle(pool), { migrationsFolder: "drizzle-pg" });

      expect(await read()).toEqual(before);
      expect((await pool.query("select name_en, short_description_en, full_description_en, usage_tips_en, warnings_en from products")).rows).toEqual([
        { name_en: null, short_description_en: null, full_description_en: null, usage_tips_en: null, warnings_en: null },
      ]);
      expect((await pool.query("select fr, en from olfactory_terms where kind = 'family' order by id")).rows).toEqual([
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
      const search = async (word: string) =>
        (await pool.query<{ id: number }>("select id from products where search_en @@ to_tsquery('en_unaccent', $1) order by id", [word])).rows;
      expect(await search("woody")).toEqual([{ id }]);
      expect(await search("santal")).toEqual([{ id }]);

      await pool.query("insert into olfactory_terms (kind, fr, en) values ('note', 'bois de santal', 'Sandalwood')");
      expect(await search("sandalwood")).toEqual([{ id }]);
      await pool.query("update olfactory_terms set en = 'Woods' where kind = 'family' and fr = 'boise'");
      expect(await search("woods")).toEqual([{ id }]);
      expect(await search("woody")).toEqual([]);
      await pool.query("delete from olfactory_terms where kind = 'note'");
      expect(await search("sandalwood")).toEqual([]);
      await pool.query("update products set full_description_en = 'A creamy sandalwood.' where id = $1", [id]);
      expect(await search("creamy")).toEqual([{ id }]);
    } finally {
      await pool.end();
    }
  });
});
