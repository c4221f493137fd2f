// The large catalogue of the bench: 1,500 perfumes in 30 collections, each in three formats (its
// 50 ml made by the products trigger, a 10 ml and a 100 ml), written straight into a running
// shop's SQLite file (WAL lets the server keep reading while it is filled).
import Database from "better-sqlite3";

export const LARGE_COLLECTIONS = 30;
export const PERFUMES_PER_COLLECTION = 50;
export const LARGE_COLLECTION_PATH = "/banc-collection-01";

const IMAGES = ["minuit-profond", "rose-merveilleuse", "el-jedha", "bahia", "ananas-royal"];

// Families (app/lib/catalog/olfactory.ts's slugs, in its order) and notes spread over the
// perfumes, so the search and its facets are measured on a classified catalogue.
const FAMILIES = ["floral", "boise", "ambre", "hesperide", "fougere", "chypre", "gourmand", "aromatique", "cuir", "aquatique"];
const NOTES = {
  top: ["Bergamote", "Citron", "Mandarine", "Poivre rose", "Cardamome", "Pamplemousse", "Néroli", "Cassis", "Poire", "Safran", "Menthe", "Pomme verte", "Gingembre"],
  heart: ["Rose", "Jasmin", "Iris", "Lavande", "Fleur d'oranger", "Tubéreuse", "Géranium", "Violette", "Cannelle", "Encens", "Muguet", "Bois d'oud", "Pivoine"],
  base: ["Vanille", "Musc", "Santal", "Ambre", "Vétiver", "Patchouli", "Fève tonka", "Cèdre", "Cuir", "Mousse de chêne", "Benjoin", "Caramel", "Bois de gaïac"],
};

/** One to three families, in the list's order, as the admin form stores them. */
function familiesOf(n) {
  const picked = new Set([n % 10, (n * 7 + 3) % 10, (n * 3 + 5) % 10].slice(0, 1 + (n % 3)));
  return JSON.stringify(FAMILIES.filter((_, i) => picked.has(i)));
}

/** Three notes of a tier, joined as the admin form stores them. */
function notesOf(tier, n, step) {
  const pool = NOTES[tier];
  return [0, 1, 2].map((k) => pool[(n * step + k * 5) % pool.length]).join(", ");
}

export function fillLargeCatalogue(databasePath) {
  const db = new Database(databasePath);
  const pad = (n, width) => String(n).padStart(width, "0");
  const image = db
    .prepare("SELECT image_url FROM products WHERE slug = ?")
    .pluck();
  const images = IMAGES.map((slug) => image.get(slug));
  const addCollection = db.prepare(
    "INSERT INTO collections (slug, name, description, is_active, display_order) VALUES (?, ?, ?, 1, ?)",
  );
  const addPerfume = db.prepare(
    `INSERT INTO products (slug, name, image_url, short_description, full_description, collection_id, families, top_notes,
       heart_notes, base_notes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // The trigger made the perfume's default format empty; its price, stock and size live there (decision 105).
  const fillDefault = db.prepare(
    `UPDATE product_formats SET volume_ml = 50, price_cents = ?, stock_status = 'in_stock', stock_quantity = 10
     WHERE product_id = ? AND is_default = 1`,
  );
  const addFormat = db.prepare(
    `INSERT INTO product_formats (product_id, volume_ml, price_cents, stock_status, stock_quantity, position)
     VALUES (?, ?, ?, 'in_stock', 10, ?)`,
  );
  db.transaction(() => {
    for (let c = 1; c <= LARGE_COLLECTIONS; c++) {
      const { lastInsertRowid: collectionId } = addCollection.run(
        `banc-collection-${pad(c, 2)}`,
        `Collection Banc ${pad(c, 2)}`,
        "Une collection de mesure : des parfums de démonstration en grand nombre.",
        100 + c,
      );
      for (let p = 1; p <= PERFUMES_PER_COLLECTION; p++) {
        const n = (c - 1) * PERFUMES_PER_COLLECTION + p;
        const { lastInsertRowid: perfumeId } = addPerfume.run(
          `banc-parfum-${pad(n, 4)}`,
          `Parfum Banc ${pad(n, 4)}`,
          images[n % images.length],
          "Un sillage boisé et ambré, pensé pour durer toute la journée.",
          "Une composition de démonstration, assez longue pour peser comme une vraie fiche produit.",
          collectionId,
          familiesOf(n),
          notesOf("top", n, 1),
          notesOf("heart", n, 3),
          notesOf("base", n, 7),
        );
        fillDefault.run(3995 + (n % 7) * 500, perfumeId);
        addFormat.run(perfumeId, 10, 1500, 1);
        addFormat.run(perfumeId, 100, 5900 + (n % 7) * 500, 2);
      }
    }
  })();
  db.close();
}
