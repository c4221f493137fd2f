import { and, asc, eq, ne } from "drizzle-orm";
import type { CollectionInput } from "./collection-schema";
import { getConfig } from "../platform/config.server";
import { affectedRows, db, tables, withTransaction } from "../platform/database.server";
import type { Collection } from "../platform/schema.server";
import { saveUnlessTaken } from "../platform/unique-violation.server";
import { reservedSlugs } from "./reserved-slugs.server";

export async function listCollections(): Promise<Collection[]> {
  const { collections } = tables();
  return db().select().from(collections).orderBy(asc(collections.display_order), asc(collections.name));
}

export async function findCollection(id: number): Promise<Collection | undefined> {
  const { collections } = tables();
  const [row] = await db().select().from(collections).where(eq(collections.id, id)).limit(1);
  return row;
}

export const SLUG_TAKEN = "Ce slug est déjà utilisé par une autre collection";

/** Why this slug cannot be used, or null. A reserved slug would hide the collection's page. */
export async function slugRefusal(slug: string, exceptId?: number): Promise<string | null> {
  const { collections } = tables();
  if (reservedSlugs().has(slug) || slug === getConfig().adminPath.toLowerCase()) {
    return "Ce slug est réservé par le site, choisissez-en un autre";
  }
  const [clash] = await db()
    .select({ id: collections.id })
    .from(collections)
    .where(exceptId ? and(eq(collections.slug, slug), ne(collections.id, exceptId)) : eq(collections.slug, slug))
    .limit(1);
  return clash ? SLUG_TAKEN : null;
}

function columns(input: CollectionInput) {
  return {
    name: input.name,
    slug: input.slug,
    description: input.description ?? "",
    name_en: input.name_en ?? null,
    description_en: input.description_en ?? null,
    is_active: input.is_active,
    display_order: input.display_order,
  };
}

/** Creates (id null) or updates one; "taken" when a parallel save took the slug after `slugRefusal` said it was free. */
export function saveCollection(id: number | null, input: CollectionInput) {
  return saveUnlessTaken(tables().collections, id, columns(input));
}

/** Its perfumes stay in the shop, unassigned (products.collection_id is ON DELETE SET NULL). */
export async function deleteCollection(id: number): Promise<boolean> {
  const { collections } = tables();
  return affectedRows(await withTransaction((tx) => tx.delete(collections).where(eq(collections.id, id)))) > 0;
}
