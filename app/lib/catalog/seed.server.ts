import { sql } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import * as schema from "../platform/schema.server";
import { seedCollections, seedPerfumes } from "./seed-data.server";

export const SEED_PRICE_CENTS = 3995;
export const SEED_STOCK_QUANTITY = 50;

/**
 * Loads the catalogue into an empty database. It checks for any collection first, so a second
 * start (or a shop owner who deleted everything on purpose but kept collections) adds nothing.
 * The check runs inside an IMMEDIATE transaction: of N processes starting at once on a new
 * database, one seeds and the others wait for it, then find collections and add nothing.
 */
export function seedIfEmpty(db: BetterSQLite3Database<typeof schema>) {
  return db.transaction((tx) => {
    const [{ count }] = tx
      .select({ count: sql<number>`count(*)` })
      .from(schema.collections)
      .all();
    if (count > 0) return false;

    const idBySlug = new Map<string, number>();
    for (const c of seedCollections) {
      const [row] = tx
        .insert(schema.collections)
        .values({
          slug: c.slug,
          name: c.name,
          description: c.description,
          display_order: c.displayOrder,
          is_active: true,
        })
        .returning({ id: schema.collections.id })
        .all();
      idBySlug.set(c.slug, row.id);
    }
    for (const p of seedPerfumes) {
      tx.insert(schema.products)
        .values({
          slug: p.slug,
          name: p.name,
          image_url: `/images/perfumes/${p.slug}.svg`,
          short_description: p.shortDescription,
          full_description: p.fullDescription,
          price_cents: SEED_PRICE_CENTS,
          stock_status: "in_stock",
          stock_quantity: SEED_STOCK_QUANTITY,
          is_best_seller: p.isBestSeller,
          collection_id: idBySlug.get(p.collectionSlug) ?? null,
          top_notes: p.topNotes,
          heart_notes: p.heartNotes,
          base_notes: p.baseNotes,
          content: "50 ml",
          usage_tips: p.usageTips,
        })
        .run();
    }
    tx.insert(schema.promo_codes)
      .values({ code: "BIENVENUE10", discount_type: "percentage", discount_value: 10 })
      .run();
    return true;
  }, { behavior: "immediate" });
}
