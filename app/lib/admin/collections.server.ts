import { and, asc, eq, ne } from "drizzle-orm";
import type { CollectionInput } from "./schemas";
import { getConfig } from "../platform/config.server";
import { getDb } from "../platform/db.server";
import { collections, type Collection } from "../platform/schema.server";
import { reservedSlugs } from "../catalog/reserved-slugs.server";

export function listCollections(): Collection[] {
  return getDb()
    .select()
    .from(collections)
    .orderBy(asc(collections.display_order), asc(collections.name))
    .all();
}

export function findCollection(id: number) {
  return getDb().select().from(collections).where(eq(collections.id, id)).get();
}

/** Why this slug cannot be used, or null. A reserved slug would hide the collection's page. */
export function slugRefusal(slug: string, exceptId?: number): string | null {
  if (reservedSlugs().has(slug) || slug === getConfig().adminPath.toLowerCase()) {
    return "Ce slug est réservé par le site, choisissez-en un autre";
  }
  const clash = getDb()
    .select({ id: collections.id })
    .from(collections)
    .where(exceptId ? and(eq(collections.slug, slug), ne(collections.id, exceptId)) : eq(collections.slug, slug))
    .get();
  return clash ? "Ce slug est déjà utilisé par une autre collection" : null;
}

function columns(input: CollectionInput) {
  return {
    name: input.name,
    slug: input.slug,
    description: input.description ?? "",
    is_active: input.is_active,
    display_order: input.display_order,
  };
}

export function createCollection(input: CollectionInput) {
  return getDb().insert(collections).values(columns(input)).returning().all()[0];
}

export function updateCollection(id: number, input: CollectionInput) {
  return getDb()
    .update(collections)
    .set({ ...columns(input), updated_at: new Date() })
    .where(eq(collections.id, id))
    .returning()
    .all()[0];
}

/** Its perfumes stay in the shop, unassigned (products.collection_id is ON DELETE SET NULL). */
export function deleteCollection(id: number): boolean {
  return getDb().delete(collections).where(eq(collections.id, id)).run().changes > 0;
}
