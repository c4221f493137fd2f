import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getActiveCollection, getBestSellers, getCollectionsWithProducts, getProduct } from "~/lib/catalog/catalog.server";
import { memoUntilDataChanges } from "~/lib/platform/data-memo.server";
import { dataStamp, tables, withTransaction } from "~/lib/platform/database.server";
import { onceHeard, writeElsewhere } from "./catalogue-helpers";
import { productBySlug, setDefaultFormat } from "./checkout-helpers";

const priceOf = async (slug: string) => (await getProduct(slug))!.formats[0].price_cents;
/**
 * Whether two reads in a row answer the same object. On PostgreSQL the notification of a commit
 * this process already counted may still arrive and move the stamp once: `onceHeard` waits it out.
 */
const remembered = <T>(read: () => Promise<T>) => onceHeard(async () => (await read()) === (await read()), Boolean);

// PostgreSQL's memo serves nothing until its listening connection is up.
beforeAll(() => onceHeard(async () => dataStamp(), (s) => s !== null));

describe("catalogue reads remembered until the data changes", () => {
  it("answer the same object while nothing is written", async () => {
    expect(await remembered(() => getProduct("bahia"))).toBe(true);
    expect(await remembered(() => getCollectionsWithProducts(1))).toBe(true);
    expect(await remembered(() => getBestSellers())).toBe(true);
  });

  it("are shared values: a document's key names them by digest, and under test nothing may change them (decision 137)", async () => {
    const page = await getCollectionsWithProducts(1);
    expect(page.collections.length).toBeGreaterThan(0);
    expect(Object.isFrozen(page)).toBe(true);
    expect(Object.isFrozen(page.collections[0].products[0])).toBe(true);
  });

  it("see a write transaction of this process (its own writer connection) on the very next read", async () => {
    const { collections } = tables();
    expect(await priceOf("bahia")).toBe(3995);
    await setDefaultFormat((await productBySlug("bahia")).id, { price_cents: 4500 });
    expect(await priceOf("bahia")).toBe(4500);
    const homme = (await getActiveCollection("collection-homme"))!;
    await withTransaction((tx) => tx.update(collections).set({ name: "Pour Lui" }).where(eq(collections.slug, "collection-homme")));
    expect((await getActiveCollection("collection-homme"))!.name).toBe("Pour Lui");
    expect(homme.name).not.toBe("Pour Lui");
  });

  it("inside a transaction, read its own rows and leave nothing in memory for the others", async () => {
    const { products } = tables();
    const nameOf = async () => (await getProduct("bahia"))!.name;
    expect(await remembered(nameOf)).toBe(true);
    const before = await nameOf();
    await expect(
      withTransaction(async (tx) => {
        await tx.update(products).set({ name: "Bahia (annulé)" }).where(eq(products.slug, "bahia"));
        expect(await nameOf()).toBe("Bahia (annulé)");
        throw new Error("annulée");
      }),
    ).rejects.toThrow("annulée");
    // The rolled-back name was never remembered, and what was remembered before is still served.
    expect(await nameOf()).toBe(before);
  });

  it("see a write of another process (another connection) on the very next read, or PostgreSQL's once notified", async () => {
    expect(await priceOf("el-jedha")).toBe(3995);
    await writeElsewhere("update products set is_best_seller = false where slug = 'el-jedha'");
    await writeElsewhere("update product_formats set price_cents = 9900 where product_id = (select id from products where slug = 'el-jedha')");
    expect(await onceHeard(() => priceOf("el-jedha"), (price) => price === 9900)).toBe(9900);
    expect((await getBestSellers()).map((p) => p.slug)).not.toContain("el-jedha");
  });

  it("never remember a failed read, share one read between callers at once, and forget everything past 500 keys", async () => {
    let calls = 0;
    let fail = true;
    const read = memoUntilDataChanges(async (key: string) => {
      calls++;
      if (fail) throw new Error("base occupée");
      return { key };
    });
    await expect(read("a")).rejects.toThrow("base occupée");
    fail = false;
    const [first, same] = await Promise.all([read("a"), read("a")]);
    expect(same).toBe(first);
    expect(await read("a")).toBe(first);
    expect(calls).toBe(2);
    for (let i = 0; i < 500; i++) await read(`slug-${i}`);
    const before = calls;
    expect(await read("a")).not.toBe(first);
    expect(calls).toBe(before + 1);
  });

  it("remember a query builder's rows, not the query: awaited again, it does not run again", async () => {
    await onceHeard(async () => dataStamp(), (s) => s !== null);
    let runs = 0;
    // Drizzle's builders are thenables that query at each `then`, as this one counts.
    const read = memoUntilDataChanges((key: string) => ({
      then<T>(done: (rows: string[]) => T) {
        runs++;
        return Promise.resolve(done([key]));
      },
    }));
    const first = await read("k");
    expect(await read("k")).toBe(first);
    expect(await read("k")).toBe(first);
    expect(runs).toBe(1);
  });

  it("never serve what a read found while a write committed under the stamp that write made", async () => {
    const { products } = tables();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let readDone!: () => void;
    const hasRead = new Promise<void>((resolve) => (readDone = resolve));
    const read = memoUntilDataChanges(async (slug: string) => {
      const found = await getProduct(slug);
      readDone();
      await held;
      return found!.name;
    });
    const slow = read("bois-automne");
    // The write commits once the read has read (on a busy machine PostgreSQL's pooled select could
    // otherwise reach the server after the commit) and before the read returns.
    await hasRead;
    await withTransaction((tx) => tx.update(products).set({ name: "Bois d'Hiver" }).where(eq(products.slug, "bois-automne")));
    release();
    expect(await slow).toBe("Bois d'Automne");
    expect(await read("bois-automne")).toBe("Bois d'Hiver");
  });

  it("the stamp moves with every committed write, and is absent inside a transaction", async () => {
    const { products } = tables();
    const stamp = dataStamp();
    expect(dataStamp()).toBe(stamp);
    await withTransaction(async (tx) => {
      await tx.update(products).set({ name: "Bahia" }).where(eq(products.slug, "bahia"));
      // Inside a transaction nothing is served from memory (its own rows are not everyone's yet).
      expect(dataStamp()).toBeNull();
    });
    expect(dataStamp()).not.toBe(stamp);
  });
});
