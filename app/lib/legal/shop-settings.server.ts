import { and, eq, isNull } from "drizzle-orm";
import { getConfig } from "../platform/config.server";
import { db, tables, withTransaction } from "../platform/database.server";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import type { ShopSettings } from "../platform/schema.server";
import { IDENTITY_LABELS, type Identity, type IdentityField, type IdentityInput } from "./identity";

const SETTINGS_ID = 1;

/**
 * The seller's identity and the shop's settings (one row), remembered until the data changes: the
 * root loader prices the cart with them on every request, cached pages included (issue 33), so
 * reading the row each time was the one query a cached home still made. A database that has none
 * yet gets the defaults of the schema, so every reader can rely on a row being there. The row is
 * shared between requests: callers read it, never change it.
 */
export const getShopSettings = memoUntilDataChanges(async (): Promise<ShopSettings> => {
  const { shop_settings } = tables();
  const read = () => db().select().from(shop_settings).where(eq(shop_settings.id, SETTINGS_ID)).limit(1);
  const [row] = await read();
  if (row) return row;
  // Two first requests at once both insert: the second one's insert does nothing.
  await withTransaction((tx) => tx.insert(shop_settings).values({ id: SETTINGS_ID }).onConflictDoNothing());
  const [created] = await read();
  return created;
});

/** Whether the home shows the demo catalogue's example reviews (decision 107). */
export async function demoReviewsShown(): Promise<boolean> {
  return (await getShopSettings()).show_demo_reviews;
}

/** The identity fields of the settings row, nothing else (what legal pages and the form read). */
export function identityOf(settings: ShopSettings): Identity {
  return Object.fromEntries(
    (Object.keys(IDENTITY_LABELS) as IdentityField[]).map((field) => [field, settings[field] ?? ""]),
  ) as Identity;
}

export async function saveShopSettings({ identity, accessibilityRegime }: IdentityInput) {
  const { shop_settings } = tables();
  await getShopSettings();
  await withTransaction((tx) =>
    tx
      .update(shop_settings)
      .set({ ...identity, accessibility_regime: accessibilityRegime, updated_at: new Date() })
      .where(eq(shop_settings.id, SETTINGS_ID)),
  );
}

/** The seller's OSS registration as « Régime TVA des ventes dans l'UE » keeps it: a Paris day, or null (decision 157). */
export async function saveOssRegistration(day: string | null) {
  const { shop_settings } = tables();
  await getShopSettings();
  await withTransaction((tx) => tx.update(shop_settings).set({ oss_registered_on: day, updated_at: new Date() }).where(eq(shop_settings.id, SETTINGS_ID)));
}

/**
 * Shows or hides the home's example reviews. The update only touches a row in the other state, in
 * one transaction: whether it changed anything is the answer (false: already so).
 */
export async function setDemoReviewsShown(shown: boolean): Promise<boolean> {
  const { shop_settings } = tables();
  await getShopSettings();
  const changed = await withTransaction((tx) =>
    tx
      .update(shop_settings)
      .set({ show_demo_reviews: shown, updated_at: new Date() })
      .where(and(eq(shop_settings.id, SETTINGS_ID), eq(shop_settings.show_demo_reviews, !shown)))
      .returning({ id: shop_settings.id }),
  );
  return changed.length > 0;
}

/**
 * The shop's own address for links that leave the request (emails, anything stored): PUBLIC_URL,
 * else the origin the owner first signed in at, else the server's local address. Never a
 * request's Host, which any client can set (docs/decisions/085).
 */
export async function shopOrigin(): Promise<string> {
  const { publicUrl, port } = getConfig();
  return publicUrl ?? (await getShopSettings()).site_origin ?? `http://localhost:${port}`;
}

/** At the owner's first sign-in: the address their own browser reached the shop at is kept. */
export async function pinShopOrigin(origin: string) {
  if (getConfig().publicUrl) return;
  const { shop_settings } = tables();
  await getShopSettings();
  await withTransaction((tx) =>
    tx
      .update(shop_settings)
      .set({ site_origin: origin })
      .where(and(eq(shop_settings.id, SETTINGS_ID), isNull(shop_settings.site_origin))),
  );
}
