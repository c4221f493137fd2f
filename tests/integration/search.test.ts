import Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/format/money";
import { getDb } from "~/lib/platform/db.server";
import { product_formats, products } from "~/lib/platform/schema.server";
import { readFinder } from "~/lib/search/finder-query";
import { findFor, type FinderResult } from "~/lib/search/finder.server";
import { MARK_END, MARK_START } from "~/lib/search/marks";
import { matchExpression, searchCatalogue, searchTokens, withinOneEdit } from "~/lib/search/search-index.server";
import { dataOf, runLoader, statusOf } from "./admin-helpers";
import { resetShop } from "./checkout-helpers";

const names = (query: string) => searchCatalogue(query).map((h) => h.name.replaceAll(MARK_START, "").replaceAll(MARK_END, ""));
const finder = (search: string) => readFinder(new URLSearchParams(search)).finder;
const find = (search: string) => findFor("all", finder(search));
const setFamilies = (slug: string, families: string[]) =>
  getDb().update(products).set({ families: families as never }).where(eq(products.slug, slug)).run();

type Page = { finder: { q: string }; error: string | null; result: FinderResult | null };
/** A loader's value, whether it answered with data() (a status) or a plain object. */
const pageOf = (answer: unknown) => (answer && typeof answer === "object" && "data" in answer ? dataOf<Page>(answer) : (answer as Page));

beforeEach(async () => {
  await resetShop();
  getDb().update(products).set({ families: [] }).run();
  setFamilies("bois-automne", ["boise", "aromatique"]);
  setFamilies("magie-noir", ["boise", "cuir"]);
  setFamilies("bahia", ["gourmand", "ambre"]);
  setFamilies("rose-merveilleuse", ["floral"]);
});

describe("words as a shopper types them", () => {
  it("ignores accents, case and plurals", () => {
    expect(names("vanille")).toEqual(expect.arrayContaining(["Rose Merveilleuse", "Bahia"]));
    expect(names("VANILLE")).toEqual(names("vanille"));
    expect(names("vanilles")).toEqual(names("vanille"));
    expect(names("boise")).toEqual(expect.arrayContaining(["Bois d'Automne", "Magie Noir"]));
    expect(names("Boisés")).toEqual(names("boise"));
    expect(names("gaiac")).toEqual(["Magie Noir"]);
  });

  it("forgives one typo in a word of five letters or more, not in shorter ones", () => {
    expect(names("vanile")).toEqual(names("vanille"));
    expect(names("patchuli")).toEqual(names("patchouli"));
    expect(names("pacthouli")).toEqual(names("patchouli"));
    expect(names("patchouli").length).toBeGreaterThan(1);
    expect(names("vaniiile")).toEqual([]);
    expect(withinOneEdit("muse", "musc")).toBe(true);
    expect(names("mucs")).toEqual([]);
  });

  it("requires every word, leaving out the words that say nothing", () => {
    expect(searchTokens("Un parfum boisé avec de la vanille")).toEqual(["boise", "vanille"]);
    expect(searchTokens("<b>gras</b> n 5")).toEqual(["gra"]);
    expect(names("boisé vanille")).toEqual([]);
    expect(names("oud vanille")).toEqual(["Bahia"]);
  });

  it("ranks a perfume named by the word above one that only mentions it", () => {
    const hits = names("rose");
    expect(hits[0]).toBe("Rose Merveilleuse");
    expect(hits.length).toBeGreaterThan(1);
  });

  it("marks the matched words, and SQL or FTS syntax in a query is only text", () => {
    const [hit] = searchCatalogue("merveil");
    expect(hit.name).toBe(`Rose ${MARK_START}Merveilleuse${MARK_END}`);
    for (const query of [`"`, `'; drop table products; --`, `vanille" OR "`, "NEAR(rose cuir)", "*", "rose AND", "<script>alert(1)</script>", "%_\\"]) {
      expect(() => searchCatalogue(query)).not.toThrow();
      expect(matchExpression(query) ?? "").not.toMatch(/[^a-z0-9" *()ORAND]/);
    }
    expect(getDb().select().from(products).all().length).toBeGreaterThan(10);
  });
});

describe("/recherche", () => {
  it("lists the results of a query, keeps it in the field, and says so in French when none", async () => {
    const found = pageOf(await runLoader("recherche?q=vanille"));
    expect(found.result!.total).toBe(names("vanille").length);
    expect(found.result!.products.map((p) => p.name)).toEqual(names("vanille").slice(0, 24));
    const none = await runLoader("recherche?q=introuvable");
    expect(statusOf(none)).toBe(200);
    expect(pageOf(none)).toMatchObject({ finder: { q: "introuvable" }, result: { total: 0 } });
  });

  it("an empty query lists nothing and a 3,000-character one is refused with a message, never a 5xx", async () => {
    const empty = pageOf(await runLoader("recherche?q=%20%20"));
    expect(empty.result).toBeNull();
    const long = await runLoader(`recherche?q=${"a".repeat(3000)}`);
    expect(statusOf(long)).toBe(400);
    expect(pageOf(long).error).toBe("Votre recherche est trop longue : 200 caractères au plus.");
    const hostile = await runLoader(`recherche?q=${encodeURIComponent(`"'; <b>--`)}&famille=inconnue&prix=x&tri=y&page=-3`);
    expect(statusOf(hostile)).toBe(200);
  });

  it("a perfume edited elsewhere (another process on the same file) is found by its new note at once", () => {
    expect(names("bergamotier")).toEqual([]);
    const other = new Database(process.env.DATABASE_PATH!);
    try {
      other.prepare("update products set top_notes = 'Bergamotier, Citron' where slug = 'saphir-bleu'").run();
    } finally {
      other.close();
    }
    expect(names("bergamotier")).toEqual(["Saphir Bleu"]);
    expect(find("q=bergamotier").total).toBe(1);
    getDb().delete(products).where(eq(products.slug, "saphir-bleu")).run();
    expect(names("bergamotier")).toEqual([]);
  });
});

describe("filters", () => {
  it("each choice's count is the number of perfumes its link lists", () => {
    for (const search of ["", "q=vanille", "famille=boise", "prix=0-50", "stock=1&famille=gourmand", "contenance=100ml"]) {
      const page = find(search);
      const choices = [...page.facets.familles, ...page.facets.notes, ...page.facets.contenances, ...page.facets.prix, page.facets.stock].filter((c) => !c.chosen);
      expect(choices.length).toBeGreaterThan(0);
      for (const choice of choices) {
        const target = find(choice.href.slice(1));
        const widened = page.facets.familles.some((c) => c.chosen) && page.facets.familles.includes(choice);
        // Another family beside a chosen one widens the list: it adds its own perfumes.
        expect(widened ? target.total - page.total <= choice.count : target.total === choice.count).toBe(true);
      }
    }
  });

  it("filters by format: a volume names the same choice across perfumes", () => {
    const page = find("");
    expect(page.facets.contenances.map((c) => c.label)).toEqual(["10 ml", "50 ml", "100 ml"]);
    expect(find("contenance=100ml").products.map((p) => p.name).sort()).toEqual(["Bois d'Automne", "Magie Noir", "Mystère Émeraude"]);
    expect(find("contenance=100%20ML&famille=boise").products.map((p) => p.name).sort()).toEqual(["Bois d'Automne", "Magie Noir"]);
    expect(find("contenance=10ml&contenance=100ml").total).toBe(3);
  });

  it("filters by family, note, price and stock together, and sorts", () => {
    // Both are sold in three formats: price and stock are each format's (decision 093).
    const formatsOf = (slug: string) =>
      eq(product_formats.product_id, sql`(select id from products where slug = ${slug})`);
    getDb().update(product_formats).set({ price_cents: 12000 }).where(formatsOf("magie-noir")).run();
    getDb().update(product_formats).set({ stock_quantity: 0 }).where(formatsOf("bois-automne")).run();
    expect(find("famille=boise").products.map((p) => p.name)).toEqual(["Bois d'Automne", "Magie Noir"]);
    expect(find("famille=boise&stock=1").products.map((p) => p.name)).toEqual(["Magie Noir"]);
    expect(find("famille=boise&prix=0-50").products.map((p) => p.name)).toEqual(["Bois d'Automne"]);
    expect(find("famille=boise&famille=floral").total).toBe(3);
    expect(find("note=patchouli&famille=floral").products.map((p) => p.name)).toEqual(["Rose Merveilleuse"]);
    expect(find("famille=boise&tri=prix-decroissant").products.map((p) => p.name)).toEqual(["Magie Noir", "Bois d'Automne"]);
    expect(find("tri=prix-croissant").products.at(-1)!.name).toBe("Magie Noir");
  });

  it("a collection page's facets count within the collection, and beyond one filter the page is not indexed", async () => {
    const page = await runLoader("collection-homme?famille=boise");
    const { collection, facets } = dataOf<{ collection: { productCount: number }; facets: FinderResult["facets"] }>(page);
    expect(collection.productCount).toBe(facets.familles.find((f) => f.value === "boise")!.count);
    const { meta } = await import("~/routes/collections");
    const robots = (search: string) =>
      meta({ data: { finder: finder(search) } } as never).find((m) => "name" in m && m.name === "robots");
    expect(robots("famille=boise")).toBeUndefined();
    expect(robots("famille=boise&stock=1")).toEqual({ name: "robots", content: "noindex, follow" });
  });
});

describe("suggestions", () => {
  it("answer JSON with the matching perfumes, their page and price", async () => {
    const { loader } = await import("~/routes/recherche_.suggestions");
    const response = loader({ request: new Request("http://shop.test/recherche/suggestions?q=vanil"), params: {}, context: {} });
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = (await response.json()) as { total: number; items: { name: string; href: string; price: string }[] };
    expect(body.total).toBe(names("vanille").length);
    expect(body.items[0]).toMatchObject({ href: expect.stringMatching(/^\/products\//), price: formatPrice(3995) });
    const short = loader({ request: new Request("http://shop.test/recherche/suggestions?q=v"), params: {}, context: {} });
    expect(await short.json()).toEqual({ total: 0, items: [] });
  });
});
