import { and, asc, eq, isNotNull } from "drizzle-orm";
import { memoUntilDataChanges } from "../platform/data-memo.server";
import { db, tables } from "../platform/database.server";

export type MenuLink = { to: string; label: string };

/** What the phone menu lists besides SPEC.md's five links: the collections a shopper can open, the discovery sets. */
export type ShopMenu = { collections: MenuLink[]; sets: MenuLink[] };

/**
 * The active collections holding a perfume, in display order (as /collections lists them), and
 * every perfume sold as a discovery set. Every page's header asks: remembered until the data changes.
 */
const readShopMenu = memoUntilDataChanges(async (): Promise<ShopMenu> => {
  const { collections, products, product_formats } = tables();
  const [shown, sets] = await Promise.all([
    db()
      .selectDistinct({ slug: collections.slug, name: collections.name, order: collections.display_order })
      .from(collections)
      .innerJoin(products, eq(products.collection_id, collections.id))
      .where(eq(collections.is_active, true))
      .orderBy(asc(collections.display_order), asc(collections.name)),
    db()
      .selectDistinct({ slug: products.slug, name: products.name })
      .from(products)
      .innerJoin(product_formats, eq(product_formats.product_id, products.id))
      .where(and(eq(product_formats.is_active, true), isNotNull(product_formats.set_contents)))
      .orderBy(asc(products.name)),
  ]);
  return {
    collections: shown.map((c) => ({ to: `/${c.slug}`, label: c.name })),
    sets: sets.map((s) => ({ to: `/products/${s.slug}`, label: s.name })),
  };
});

/** The menu, or only SPEC.md's links when the catalogue cannot be read: a header never fails a page. */
export async function shopMenu(): Promise<ShopMenu> {
  try {
    return await readShopMenu();
  } catch (error) {
    console.error("Lecture du catalogue impossible (menu)", error);
    return { collections: [], sets: [] };
  }
}
