import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getActiveCollection, getBestSellers, getProduct } from "~/lib/catalog/catalog.server";
import { resetConfigForTests } from "~/lib/platform/config.server";
import { closeDatabaseForTests, dataStamp, isPostgres, tables, withTransaction } from "~/lib/platform/database.server";
import { checkHealth } from "~/lib/platform/health.server";
import { migratePostgres } from "~/lib/platform/migrations.server";
import { readFinder } from "~/lib/search/finder-query";
import { findFor } from "~/lib/search/finder.server";
import { MARK_END, MARK_START } from "~/lib/search/marks";
import { matchExpression, searchCatalogue } from "~/lib/search/search-index.server";
import { suggestionsFor } from "~/lib/search/suggestions.server";
import { startPostgres, type PostgresServer } from "../postgres-server";
import { onceHeard, writeElsewhere } from "./catalogue-helpers";

// The catalogue, its search and its memo on PostgreSQL (decision 099 §3 and §4), on a cluster of
// its own so the rows are exactly those made here through the builders. "Another box" is a second
// connection; it notifies `data_changed` by hand too, as the catalogue tables' triggers do.

let server: PostgresServer;
const passDatabase = process.env.DATABASE_URL;

beforeAll(async () => {
  server = await startPostgres();
  const url = await server.createDatabase("catalogue_postgres");
  expect(await migratePostgres(url)).toBeGreaterThanOrEqual(3);
  expect(await migratePostgres(url)).toBe(0);
  process.env.DATABASE_URL = url;
  resetConfigForTests();
  await closeDatabaseForTests();
  const { collections, products, product_formats } = tables();
  await withTransaction(async (tx) => {
    const [homme] = await tx.insert(collections).values({ slug: "collection-homme", name: "Homme" }).returning();
    const perfume = (slug: string, name: string, values: Partial<typeof products.$inferInsert>) =>
      tx.insert(products).values({ slug, name, collection_id: homme.id, ...values }).returning();
    const rows = [
      await perfume("rose-merveilleuse", "Rose Merveilleuse", {
        families: ["floral"],
        top_notes: "Rose, Litchi",
        heart_notes: "Pivoine",
        base_notes: "Vanille, Patchouli",
        is_best_seller: true,
      }),
      await perfume("bahia", "Bahia", { families: ["gourmand", "ambre"], top_notes: "Oud", base_notes: "Vanille" }),
      await perfume("ambre-epice", "Ambre Épicé", { families: ["ambre"], top_notes: "Cannelle", base_notes: "Patchouli" }),
      await perfume("bois-automne", "Bois d'Automne", { families: ["boise"], short_description: "Un bouquet de rose séchée, un accord rose-bois." }),
    ].map(([row]) => row);
    // The perfume's trigger made its default format, empty: its price and stock live there (decision 105).
    for (const row of rows) {
      await tx
        .update(product_formats)
        .set({ volume_ml: 100, price_cents: 3995, stock_quantity: 5 })
        .where(and(eq(product_formats.product_id, row.id), eq(product_formats.is_default, true)));
    }
  });
});

afterAll(async () => {
  await closeDatabaseForTests();
  if (passDatabase) process.env.DATABASE_URL = passDatabase;
  else delete process.env.DATABASE_URL;
  resetConfigForTests();
  server?.stop();
});

const names = async (query: string) =>
  (await searchCatalogue(query)).map((h) => h.name.replaceAll(MARK_START, "").replaceAll(MARK_END, ""));

/** The notification pg-sql's statement triggers send, sent by hand where they are not there yet. */
const NOTIFY = "; select pg_notify('data_changed', '')";
/**
 * The stamp once every notification of a write committed before now has been heard: PostgreSQL
 * delivers notifications in commit order, so one sent now arrives after theirs. Waiting for a
 * non-null stamp alone let the late notification of the previous case's own write move the stamp
 * in the middle of the next case on a busy machine (issue 44: no test on the machine's speed).
 */
async function stampKnown() {
  const before = await onceHeard(async () => dataStamp(), (s) => s !== null);
  await writeElsewhere("select pg_notify('data_changed', '')");
  return onceHeard(async () => dataStamp(), (s) => s !== null && s !== before);
}

describe("search on PostgreSQL", () => {
  it("runs on PostgreSQL, with the tsvector column filled by the database", async () => {
    expect(isPostgres()).toBe(true);
    expect(await names("rose")).toContain("Rose Merveilleuse");
  });

  it("ignores accents, case and plurals, and finds words by their beginning", async () => {
    expect(await names("epice")).toEqual(["Ambre Épicé"]);
    expect(await names("ÉPICÉS")).toEqual(["Ambre Épicé"]);
    expect((await names("vanill")).sort()).toEqual(["Bahia", "Rose Merveilleuse"]);
    expect(await names("boisés")).toEqual(["Bois d'Automne"]);
    expect(await names("oriental")).toEqual(expect.arrayContaining(["Bahia", "Ambre Épicé"]));
  });

  it("forgives one typo in a long word from the index's own words, every word required", async () => {
    expect((await names("vanile")).sort()).toEqual(["Bahia", "Rose Merveilleuse"]);
    expect((await names("patchuli")).sort()).toEqual(["Ambre Épicé", "Rose Merveilleuse"]);
    expect(await names("vaniiile")).toEqual([]);
    expect(await names("oud vanille")).toEqual(["Bahia"]);
    expect(await matchExpression("vanile oud")).toBe("('vanile':* | 'vanille') & 'oud':*");
  });

  it("ranks the name above a mention in the description, and marks the matched words", async () => {
    expect(await names("rose")).toEqual(["Rose Merveilleuse", "Bois d'Automne"]);
    const [hit] = await searchCatalogue("merveil");
    expect(hit.name).toBe(`Rose ${MARK_START}Merveilleuse${MARK_END}`);
    const [spiced] = await searchCatalogue("cannel");
    expect(spiced.notes).toBe(`${MARK_START}Cannelle${MARK_END}, , Patchouli`);
  });

  it("treats SQL and tsquery syntax in a query as text", async () => {
    for (const query of [`"`, `'; drop table products; --`, `vanille' | 'rose`, "rose & !cuir", "*", ":*", "<script>", "%_\\"]) {
      await expect(searchCatalogue(query)).resolves.toBeInstanceOf(Array);
    }
    expect(await names("rose")).toHaveLength(2);
  });

  it("offers a hyphenated word of the index for a typo, quoted", async () => {
    expect(await matchExpression("rosebois")).toBe("('roseboi':* | 'rose-bois')");
    expect(await names("rosebois")).toEqual(["Bois d'Automne"]);
  });

  it("the finder and the suggestions read the same index", async () => {
    const found = await findFor("all", readFinder(new URLSearchParams("q=vanille")).finder);
    expect(found.products.map((p) => p.name).sort()).toEqual(["Bahia", "Rose Merveilleuse"]);
    expect(found.products[0].from_price_cents).toBeTypeOf("number");
    expect(found.highlights[found.products[0].id].notes).toContain(`${MARK_START}Vanille${MARK_END}`);
    const suggested = await suggestionsFor("patch");
    expect(suggested.total).toBe(2);
    expect(suggested.items.map((s) => s.href).sort()).toEqual(["/products/ambre-epice", "/products/rose-merveilleuse"]);
  });
});

describe("the memo on PostgreSQL", () => {
  it("serves the same object while nothing is written, and a commit of this process on the very next read", async () => {
    await stampKnown();
    expect(await getProduct("bahia")).toBe(await getProduct("bahia"));
    const { products } = tables();
    await withTransaction((tx) => tx.update(products).set({ name: "Bahia Nuit" }).where(eq(products.slug, "bahia")));
    expect((await getProduct("bahia"))!.name).toBe("Bahia Nuit");
    expect(await names("nuit")).toEqual(["Bahia Nuit"]);
  });

  it("learns of another box's commit from its notification, and not before", async () => {
    await stampKnown();
    expect((await getActiveCollection("collection-homme"))!.name).toBe("Homme");
    expect((await getBestSellers()).map((p) => p.slug)).toEqual(["rose-merveilleuse"]);
    // Without a notification the memo keeps its answer: what the listener hears is what moves it.
    await writeElsewhere("update collections set name = 'Pour Lui' where slug = 'collection-homme'", { notify: false });
    expect((await getActiveCollection("collection-homme"))!.name).toBe("Homme");
    await writeElsewhere(`update products set is_best_seller = false where slug = 'rose-merveilleuse'${NOTIFY}`);
    expect(await onceHeard(() => getBestSellers(), (list) => list.length === 0)).toEqual([]);
    expect((await getActiveCollection("collection-homme"))!.name).toBe("Pour Lui");
  });

  it("while the listening connection is down nothing is served from memory, and on its return the stamp has moved", async () => {
    const before = await stampKnown();
    expect((await getProduct("ambre-epice"))!.name).toBe("Ambre Épicé");
    await writeElsewhere("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'data-changes'");
    expect(await onceHeard(async () => dataStamp(), (s) => s === null)).toBeNull();
    await writeElsewhere("update products set name = 'Ambre Sec' where slug = 'ambre-epice'", { notify: false });
    expect((await getProduct("ambre-epice"))!.name).toBe("Ambre Sec");
    const after = await stampKnown();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect((await getProduct("ambre-epice"))!.name).toBe("Ambre Sec");
  });
});

describe("health on PostgreSQL", () => {
  it("is ok with every migration, and names the migrations when one is missing", async () => {
    expect(await checkHealth()).toEqual({ status: "ok" });
    await writeElsewhere("delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)");
    expect(await checkHealth()).toEqual({ status: "unavailable", reason: "migrations" });
  });
});
