import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopMenu } from "~/lib/catalog/shop-menu.server";
import { productBySlug, read, write } from "./checkout-helpers";

describe("the phone menu's links (issue 45)", () => {
  it("lists the active collections holding a perfume in display order, and the discovery sets", async () => {
    expect(await shopMenu()).toEqual({
      collections: [
        { to: "/collection-homme", label: "Collection Homme" },
        { to: "/collection-femme", label: "Collection Femme" },
        { to: "/collection-oud", label: "Collection Oud" },
        { to: "/collection-fruitee", label: "Collection Fruitée" },
      ],
      sets: [{ to: "/products/coffret-decouverte", label: "Coffret Découverte" }],
    });
  });

  it("follows the owner's changes: a collection deactivated or emptied, a set's format withdrawn", async () => {
    const [oud] = await read((db, { collections }) => db.select({ id: collections.id }).from(collections).where(eq(collections.slug, "collection-oud")));
    const set = await productBySlug("coffret-decouverte");
    await write(async (tx, { collections, products, product_formats }) => {
      await tx.update(collections).set({ is_active: false }).where(eq(collections.slug, "collection-homme"));
      await tx.update(products).set({ collection_id: null }).where(eq(products.collection_id, oud.id));
      await tx.update(product_formats).set({ is_active: false }).where(eq(product_formats.product_id, set.id));
    });
    const menu = await shopMenu();
    expect(menu.collections.map((c) => c.label)).toEqual(["Collection Femme", "Collection Fruitée"]);
    expect(menu.sets).toEqual([]);
  });
});
