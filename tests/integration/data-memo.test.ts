import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getActiveCollection, getBestSellers, getCollectionsWithProducts, getProduct } from "~/lib/catalog/catalog.server";
import { dataStamp, memoUntilDataChanges } from "~/lib/platform/data-memo.server";
import { getDb } from "~/lib/platform/db.server";
import { collections, products } from "~/lib/platform/schema.server";

const priceOf = (slug: string) => getProduct(slug)!.formats[0].price_cents;

describe("catalogue reads remembered until the data changes", () => {
  it("answer the same object while nothing is written", () => {
    expect(getProduct("bahia")).toBe(getProduct("bahia"));
    expect(getCollectionsWithProducts(1)).toBe(getCollectionsWithProducts(1));
    expect(getBestSellers()).toBe(getBestSellers());
  });

  it("see a write of this process on the very next read", () => {
    expect(priceOf("bahia")).toBe(3995);
    getDb().update(products).set({ price_cents: 4500 }).where(eq(products.slug, "bahia")).run();
    expect(priceOf("bahia")).toBe(4500);
    const homme = getActiveCollection("collection-homme")!;
    getDb().update(collections).set({ name: "Pour Lui" }).where(eq(collections.slug, "collection-homme")).run();
    expect(getActiveCollection("collection-homme")!.name).toBe("Pour Lui");
    expect(homme.name).not.toBe("Pour Lui");
  });

  it("see a write of another process (another connection to the file) on the very next read", () => {
    expect(priceOf("el-jedha")).toBe(3995);
    const other = new Database(process.env.DATABASE_PATH!);
    try {
      other.prepare("update products set price_cents = 9900, is_best_seller = 0 where slug = 'el-jedha'").run();
    } finally {
      other.close();
    }
    expect(priceOf("el-jedha")).toBe(9900);
    expect(getBestSellers().map((p) => p.slug)).not.toContain("el-jedha");
  });

  it("never remember a failed read, and forget everything past 500 keys", () => {
    let calls = 0;
    let fail = true;
    const read = memoUntilDataChanges((key: string) => {
      calls++;
      if (fail) throw new Error("base occupée");
      return { key };
    });
    expect(() => read("a")).toThrow("base occupée");
    fail = false;
    const first = read("a");
    expect(read("a")).toBe(first);
    for (let i = 0; i < 500; i++) read(`slug-${i}`);
    const before = calls;
    expect(read("a")).not.toBe(first);
    expect(calls).toBe(before + 1);
  });

  it("the stamp moves with every committed write, and only then", () => {
    const stamp = dataStamp();
    expect(dataStamp()).toBe(stamp);
    getDb().update(products).set({ stock_quantity: 7 }).where(eq(products.slug, "bahia")).run();
    expect(dataStamp()).not.toBe(stamp);
  });
});
