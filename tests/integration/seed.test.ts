import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, ne } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetConfigForTests } from "~/lib/platform/config.server";
import { closeDatabaseForTests } from "~/lib/platform/database.server";
import { closeDbForTests, openDatabase } from "~/lib/platform/db.server";
import { migrateDatabase } from "~/lib/platform/migrations.server";
import { collections, product_formats, products, promo_codes, shipping_methods, shipping_zones, shop_settings } from "~/lib/platform/schema.server";
import { isOlfactoryFamily } from "~/lib/catalog/olfactory";
import { SEED_MULTI_FORMAT_SLUGS, SEED_PRICE_CENTS, SEED_SAMPLE_SLUGS, SEED_SAMPLE_STOCK, SEED_STOCK_QUANTITY, seedDatabase } from "~/lib/catalog/seed.server";
import { formatName } from "~/lib/catalog/formats";
import { seedDiscoverySet } from "~/lib/catalog/seed-data.server";
import { missingLegalFacts } from "~/lib/legal/legal-facts.server";
import { servedCountries } from "~/lib/shipping/served-countries.server";

const LEGACY_SLUGS = [
  "minuit-profond",
  "magie-noir",
  "bois-automne",
  "rose-merveilleuse",
  "mystere-emeraude",
  "corail-etincelant",
  "el-jedha",
  "bahia",
  "jardin-orient",
  "saphir-bleu",
  "reve-azur",
  "ananas-royal",
  "peche-exquise",
  "pomme-secrete",
  "ruby-fraise",
];

let dir: string;
let file: string;
const opened: { sqlite: { close(): void } }[] = [];

/** Seeds the database through the app's connections, as every server start does, then opens it to read. */
async function open() {
  process.env.DATABASE_PATH = file;
  resetConfigForTests();
  closeDbForTests();
  await closeDatabaseForTests();
  await seedDatabase();
  const handle = openDatabase(file);
  opened.push(handle);
  return handle.db;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-sillage-seed-"));
  file = path.join(dir, "nested", "shop.db");
  migrateDatabase(file);
});

afterEach(async () => {
  for (const h of opened.splice(0)) h.sqlite.close();
  closeDbForTests();
  await closeDatabaseForTests();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("seed", () => {
  it("loads the catalogue of DESIGN.md into an empty database", async () => {
    const db = await open();

    const cols = db.select().from(collections).orderBy(asc(collections.display_order)).all();
    expect(cols.map((c) => [c.slug, c.name])).toEqual([
      ["collection-homme", "Collection Homme"],
      ["collection-femme", "Collection Femme"],
      ["collection-oud", "Collection Oud"],
      ["collection-fruitee", "Collection Fruitée"],
    ]);
    expect(cols.every((c) => c.is_active)).toBe(true);

    // The discovery set is a product of its own beside SPEC.md's fifteen (decision 114).
    const perfumes = db.select().from(products).where(ne(products.slug, seedDiscoverySet.slug)).all();
    expect(perfumes).toHaveLength(15);
    expect(perfumes.map((p) => p.slug).sort()).toEqual([...LEGACY_SLUGS].sort());
    for (const p of perfumes) {
      // Its price, stock and size live on its default format only (decision 105).
      const fifty = db
        .select()
        .from(product_formats)
        .where(and(eq(product_formats.product_id, p.id), eq(product_formats.is_default, true)))
        .get();
      expect(fifty).toMatchObject({ price_cents: 3995, volume_ml: 50, label: null, stock_status: "in_stock", stock_quantity: SEED_STOCK_QUANTITY });
      expect(p.collection_id).not.toBeNull();
      expect(p.full_description.length).toBeGreaterThan(40);
      expect(p.top_notes).toBeTruthy();
      expect(p.families.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.families.length, p.slug).toBeLessThanOrEqual(3);
      expect(p.families.every(isOlfactoryFamily)).toBe(true);
      expect(p.usage_tips).toBeTruthy();
      expect(p.image_url).toBe(`/images/perfumes/${p.slug}.svg`);
      expect(fs.existsSync(path.join("public", p.image_url!))).toBe(true);
    }
    expect(SEED_PRICE_CENTS).toBe(3995);
    expect(perfumes.filter((p) => p.is_best_seller)).toHaveLength(4);

    expect(db.select().from(products).where(eq(products.slug, "minuit-profond")).get()?.name).toBe(
      "Minuit Profond",
    );
    expect(db.select().from(products).where(eq(products.slug, "ananas-royal")).get()?.name).toBe(
      "Ananas Royal",
    );
  });

  it("gives every perfume its 50 ml at 39,95 €, and some a 10 ml and a 100 ml around it", async () => {
    const db = await open();
    for (const p of db.select().from(products).where(ne(products.slug, seedDiscoverySet.slug)).all()) {
      const formats = db
        .select()
        .from(product_formats)
        .where(eq(product_formats.product_id, p.id))
        .orderBy(asc(product_formats.position))
        .all();
      const shown = formats.map((f) => [formatName(f), f.price_cents, f.is_default]);
      expect(shown, p.slug).toEqual(
        SEED_MULTI_FORMAT_SLUGS.includes(p.slug)
          ? [["10 ml", 1500, false], ["50 ml", 3995, true], ["100 ml", 5900, false]]
          : [["50 ml", 3995, true]],
      );
    }
  });

  it("adds one discovery set, in no collection, with its five vials", async () => {
    const db = await open();
    const set = db.select().from(products).where(eq(products.slug, seedDiscoverySet.slug)).get()!;
    expect(set.collection_id).toBeNull();
    expect(fs.existsSync(path.join("public", set.image_url!))).toBe(true);
    const [format] = db.select().from(product_formats).where(eq(product_formats.product_id, set.id)).all();
    expect(format).toMatchObject({ label: "Coffret 5 × 2 ml", price_cents: 2500, voucher_months: 6, is_default: true });
    expect(format.set_contents?.split("\n")).toHaveLength(5);
  });

  it("offers four perfumes as samples, 50 vials each, and the others not", async () => {
    const db = await open();
    const rows = db.select({ slug: products.slug, offered: products.sample_offered, stock: products.sample_stock }).from(products).all();
    const offered = rows.filter((r) => r.offered);
    expect(offered.map((r) => r.slug).sort()).toEqual([...SEED_SAMPLE_SLUGS].sort());
    expect(offered.every((r) => r.stock === SEED_SAMPLE_STOCK)).toBe(true);
    expect(rows.filter((r) => !r.offered).every((r) => r.stock === 0)).toBe(true);
  });

  it("opens the demo's zones abroad: a new shop delivers to seven countries, road only, their packaging registrations missing facts until the owner gives them", async () => {
    const db = await open();
    expect([...(await servedCountries())].sort()).toEqual(["BE", "DE", "ES", "FR", "IT", "LU", "NL"]);
    const abroad = db
      .select({ zone: shipping_zones.name, active: shipping_zones.is_active, method: shipping_methods.name, road: shipping_methods.road_only })
      .from(shipping_zones)
      .innerJoin(shipping_methods, eq(shipping_methods.zone_id, shipping_zones.id))
      .where(ne(shipping_zones.name, "France métropolitaine"))
      .orderBy(asc(shipping_zones.display_order))
      .all();
    expect(abroad).toEqual(
      ["Belgique et Luxembourg", "Allemagne et Pays-Bas", "Italie et Espagne"].map((zone) => ({ zone, active: true, method: "Livraison standard UE", road: true })),
    );
    // Open from the first day, so are the gift cards multi-purpose (decision 160).
    expect(db.select({ from: shop_settings.multi_purpose_cards_from }).from(shop_settings).get()?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await missingLegalFacts()).at(-1)).toBe("Identifiant d'emballages manquant pour : France, Belgique, Luxembourg, Allemagne, Pays-Bas, Espagne, Italie");
  });

  it("puts a perfume in every collection", async () => {
    const db = await open();
    for (const c of db.select().from(collections).all()) {
      const inside = db.select().from(products).where(eq(products.collection_id, c.id)).all();
      expect(inside.length, c.slug).toBeGreaterThan(0);
    }
  });

  it("adds nothing when the database is opened a second time", async () => {
    const first = await open();
    const snapshot = {
      collections: first.select().from(collections).all(),
      products: first.select().from(products).all(),
      promo: first.select().from(promo_codes).all(),
    };
    opened.splice(0).forEach((h) => h.sqlite.close());

    const second = await open();
    expect(second.select().from(collections).all()).toEqual(snapshot.collections);
    expect(second.select().from(products).all()).toEqual(snapshot.products);
    expect(second.select().from(promo_codes).all()).toEqual(snapshot.promo);
  });

  it("does not bring back perfumes the shop owner deleted", async () => {
    const first = await open();
    first.delete(products).run();
    opened.splice(0).forEach((h) => h.sqlite.close());

    expect((await open()).select().from(products).all()).toHaveLength(0);
  });

  it("classifies the seeded perfumes of a database seeded before families, leaving the owner's choices", async () => {
    const first = await open();
    first.update(products).set({ families: [] }).run();
    first.update(products).set({ families: ["cuir"] }).where(eq(products.slug, "bahia")).run();
    opened.splice(0).forEach((h) => h.sqlite.close());

    const families = new Map((await open()).select().from(products).where(ne(products.slug, seedDiscoverySet.slug)).all().map((p) => [p.slug, p.families]));
    expect(families.get("saphir-bleu")).toEqual(["hesperide", "aromatique", "aquatique"]);
    expect(families.get("el-jedha")).toEqual(["boise", "ambre"]);
    expect(families.get("bahia")).toEqual(["cuir"]);
    expect([...families.values()].every((f) => f.length > 0)).toBe(true);
  });
});
