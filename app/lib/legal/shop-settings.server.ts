import { and, eq, isNull } from "drizzle-orm";
import { getConfig } from "../platform/config.server";
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

export function saveShopSettings({ identity, vatRateBp, accessibilityRegime }: IdentityInput) {
  getShopSettings();
  getDb()
    .update(shop_settings)
    .set({ ...identity, vat_rate_bp: vatRateBp, accessibility_regime: accessibilityRegime, updated_at: new Date() })
    .where(eq(shop_settings.id, SETTINGS_ID))
    .run();
}

/**
 * The shop's own address for links that leave the request (emails, anything stored): PUBLIC_URL,
 * else the origin the owner first signed in at, else the server's local address. Never a
 * request's Host, which any client can set (docs/decisions/085).
 */
export function shopOrigin(): string {
  const { publicUrl, port } = getConfig();
  return publicUrl ?? getShopSettings().site_origin ?? `http://localhost:${port}`;
}

/** At the owner's first sign-in: the address their own browser reached the shop at is kept. */
export function pinShopOrigin(origin: string) {
  if (getConfig().publicUrl) return;
  getShopSettings();
  getDb()
    .update(shop_settings)
    .set({ site_origin: origin })
    .where(and(eq(shop_settings.id, SETTINGS_ID), isNull(shop_settings.site_origin)))
    .run();
}
