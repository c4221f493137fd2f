import { eq } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import { shop_settings, type ShopSettings } from "../platform/schema.server";

const SETTINGS_ID = 1;

/**
 * The seller's identity and the shop's settings (one row). A database that has none yet gets the
 * defaults of the schema, so every reader can rely on a row being there.
 */
export function getShopSettings(): ShopSettings {
  const db = getDb();
  const row = db.select().from(shop_settings).where(eq(shop_settings.id, SETTINGS_ID)).get();
  if (row) return row;
  db.insert(shop_settings).values({ id: SETTINGS_ID }).onConflictDoNothing().run();
  return db.select().from(shop_settings).where(eq(shop_settings.id, SETTINGS_ID)).get()!;
}
