import { eq } from "drizzle-orm";
import { getDb } from "../platform/db.server";
import { shop_settings, type ShopSettings } from "../platform/schema.server";
import { IDENTITY_LABELS, type Identity, type IdentityField, type IdentityInput } from "./identity";

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

/** The identity fields of the settings row, nothing else (what legal pages and the form read). */
export function identityOf(settings: ShopSettings): Identity {
  return Object.fromEntries(
    (Object.keys(IDENTITY_LABELS) as IdentityField[]).map((field) => [field, settings[field]]),
  ) as Identity;
}

export function saveShopSettings({ identity, vatRateBp }: IdentityInput) {
  getShopSettings();
  getDb()
    .update(shop_settings)
    .set({ ...identity, vat_rate_bp: vatRateBp, updated_at: new Date() })
    .where(eq(shop_settings.id, SETTINGS_ID))
    .run();
}
