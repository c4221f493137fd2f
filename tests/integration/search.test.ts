import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/format/money";
import { db, isPostgres, tables, withTransaction } from "~/lib/platform/database.server";
import { choiceSearch, readFinder } from "~/lib/search/finder-query";
import { findFor, type FinderResult } from "~/lib/search/finder.server";
import { MARK_END, MARK_START } from "~/lib/search/marks";
import { matchExpression, searchCatalogue, searchTokens, withinOneEdit } from "~/lib/search/search-index.server";
import { dataOf, runLoader, statusOf } from "./admin-helpers";
import { onceHeard, writeElsewhere } from "./catalogue-helpers";
import { formatOf, resetShop } from "./checkout-helpers";

const names = async (query: string) =>
  (await searchCatalogue(query)).map((h) => h.name.replaceAll(MARK_START, "").replaceAll(MARK_END, ""));
const finder = (search: string) => readFinder(new URLSearchParams(search)).finder;
const find = (search: string) => findFor("all", finder(search));
const setFamilies = (slug: string, families: string[]) => {
  const { products } = tables();
  return withTransaction((tx) => tx.update(products).set({ families: families as never }).where(eq(products.slug, slug)));
};

type Page = { finder: { q: string }; error: string | null; result: FinderResult | null };
/** A loader's value, whether it answered with data() (a status) or a plain object. */
const pageOf = (answer: unknown) => (answer && typeof answer === "object" && "data" in answer ? dataOf<Page>(answer) : (answer as Page));

beforeEach(async () => {
  await resetShop();
  const { products } = tables();
  await withTransaction((tx) => tx.update(products).set({ families: [] }));
  await setFamilies("bois-automne", ["boise", "aromatique"]);
  await setFamilies("magie-noir", ["boise", "cuir"]);
  await setFamilies("bahia", ["gourmand", "ambre"]);
  await setFamilies("rose-merveilleuse", ["floral"]);
});

describe("words as a shopper types them", () => {
  it("ignores accents, case and plurals", async () => {
    expect(await names("vanille")).toEqual(expect.arrayContaining(["Rose Merveilleuse", "Bahia"]));
    expect(await names("VANILLE")).toEqual(await names("vanille"));
    expect(await names("vanilles")).toEqual(await names("vanille"));
    expect(await names("boise")).toEqual(expect.arrayContaining(["Bois d'Automne", "Magie Noir"]));
    expect(await names("Boisés")).toEqual(await names("boise"));
    expect(await names("gaiac")).toEqual(["Magie Noir"]);
  });

  it("forgives one typo in a word of five letters or more, not in shorter ones", async () => {
    expect(await names("vanile")).toEqual(await names("vanille"));
    expect(await names("patchuli")).toEqual(await names("patchouli"));
    expect(await names("pacthouli")).toEqual(await names("patchouli"));
    expect((await names("patchouli")).length).toBeGreaterThan(1);
    expect(await names("vaniiile")).toEqual([]);
    expect(withinOneEdit("muse", "musc")).toBe(true);
    expect(await names("mucs")).toEqual([]);
  });

  it("requires every word, leaving out the words that say nothing", async () => {
    expect(searchTokens("Un parfum boisé avec de la vanille")).toEqual(["boise", "vanille"]);
    expect(searchTokens("<b>gras</b> n 5")).toEqual(["gra"]);
    expect(await names("boisé vanille")).toEqual([]);
    expect(await names("oud vanille")).toEqual(["Bahia"]);
  });

  it("ranks a perfume named by the word above one that only mentions it", async () => {
    const hits = await names("rose");
    expect(hits[0]).toBe("Rose Merveilleuse");
    expect(hits.length).toBeGreaterThan(1);
  });

  it("marks the matched words, and SQL or FTS syntax in a query is only text", async () => {
    const [hit] = await searchCatalogue("merveil");
    expect(hit.name).toBe(`Rose ${MARK_START}Merveilleuse${MARK_END}`);
    // Only quoted words and each engine's own operators: FTS5's, or tsquery's.
    const syntax = isPostgres() ? /[^a-z0-9' :*()|&]/ : /[^a-z0-9" *()ORAND]/;
    for (const query of [`"`, `'; drop table products; --`, `vanille" OR "`, "NEAR(rose cuir)", "*", "rose AND", "<script>alert(1)</script>", "%_\\"]) {
      await expect(searchCatalogue(query)).resolves.toBeInstanceOf(Array);
      expect((await matchExpression(query)) ?? "").not.toMatch(syntax);
    }
    expect((await db().select().from(tables().products)).length).toBeGreaterThan(10);
  });
});

describe("/recherche", () => {
  it("lists the results of a query, keeps it in the field, and says so in French when none", async () => {
    const found = pageOf(await runLoader("recherche?q=vanille"));
    expect(found.result!.total).toBe((await names("vanille")).length);
    expect(found.result!.products.map((p) => p.name)).toEqual((await names("vanille")).slice(0, 24));
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

  it("a perfume edited elsewhere (another process) is found by its new note at once, or PostgreSQL's once notified", async () => {
    expect(await names("bergamotier")).toEqual([]);
    await writeElsewhere("update products set top_notes = 'Bergamotier, Citron' where slug = 'saphir-bleu'");
    expect(await onceHeard(() => names("bergamotier"), (found) => found.length > 0)).toEqual(["Saphir Bleu"]);
    expect((await find("q=bergamotier")).total).toBe(1);
    const { products } = tables();
    await withTransaction((tx) => tx.delete(products).where(eq(products.slug, "saphir-bleu")));
    expect(await names("bergamotier")).toEqual([]);
  });
});

describe("filters", () => {
  /** Each choice's count is the number of perfumes its link lists, on every page given. */
  async function expectCountsAgree(searches: string[]) {
    for (const search of searches) {
      const page = await find(search);
      const { finder } = readFinder(new URLSearchParams(search));
      const { familles, notes, contenances, prix, stock } = page.facets;
      const groups = [["famille", familles], ["note", notes], ["contenance", contenances], ["prix", prix], ["stock", [stock]]] as const;
      let offered = 0;
      for (const [group, choices] of groups) {
        for (const choice of choices.filter((c) => !c.chosen)) {
          offered++;
          const href = choiceSearch(finder, group, choice.value);
          const target = await find(href.slice(1));
          // Another family (note, format) beside a chosen one widens the list: it adds its own perfumes.
          const widened = group !== "prix" && group !== "stock" && choices.some((c) => c.chosen);
          expect(widened ? target.total - page.total <= choice.count : target.total === choice.count, `${search} → ${href}`).toBe(true);
        }
      }
      expect(offered).toBeGreaterThan(0);
    }
  }

  it("each choice's count is the number of perfumes its link lists", async () => {
    await expectCountsAgree(["", "q=vanille", "famille=boise", "prix=0-50", "stock=1&famille=gourmand", "contenance=100ml"]);
  });

  it("with a format chosen, price and stock are that format's, and the counts say so", async () => {
    const { product_formats } = tables();
    const magie100 = (await formatOf("magie-noir", 100)).id;
    const bois100 = (await formatOf("bois-automne", 100)).id;
    await withTransaction(async (tx) => {
      await tx.update(product_formats).set({ stock_quantity: 0 }).where(eq(product_formats.id, magie100));
      await tx.update(product_formats).set({ price_cents: 12000 }).where(eq(product_formats.id, bois100));
    });
    const listed = async (search: string) => (await find(search)).products.map((p) => p.name).sort();
    // Their 10 ml (15 €) and 50 ml (in stock) say nothing of their 100 ml.
    expect(await listed("contenance=100ml&stock=1")).toEqual(["Bois d'Automne", "Mystère Émeraude"]);
    expect(await listed("contenance=100ml&prix=0-50")).toEqual([]);
    expect(await listed("contenance=100ml&prix=50-100")).toEqual(["Magie Noir", "Mystère Émeraude"]);
    expect(await listed("contenance=100ml&prix=50-100&stock=1")).toEqual(["Mystère Émeraude"]);
    expect(await listed("contenance=100ml&prix=100-200")).toEqual(["Bois d'Automne"]);
    // The price sorted by is the chosen format's too.
    expect((await find("contenance=100ml&tri=prix-croissant")).products.at(-1)!.name).toBe("Bois d'Automne");
    const page = await find("contenance=100ml&stock=1");
    expect(page.facets.prix.map((c) => c.count)).toEqual([0, 1, 1, 0]);
    expect(page.facets.contenances.find((c) => c.value === "10ml")!.count).toBe(3);
    await expectCountsAgree(["contenance=100ml&stock=1", "contenance=100ml&prix=50-100", "prix=50-100&stock=1", "contenance=10ml&contenance=100ml&stock=1"]);
  });

  it("filters by format: a volume names the same choice across perfumes", async () => {
    const page = await find("");
    expect(page.facets.contenances.map((c) => c.label)).toEqual(["10 ml", "50 ml", "100 ml"]);
    expect((await find("contenance=100ml")).products.map((p) => p.name).sort()).toEqual(["Bois d'Automne", "Magie Noir", "Mystère Émeraude"]);
    expect((await find("contenance=100%20ML&famille=boise")).products.map((p) => p.name).sort()).toEqual(["Bois d'Automne", "Magie Noir"]);
    expect((await find("contenance=10ml&contenance=100ml")).total).toBe(3);
  });

  it("filters by family, note, price and stock together, and sorts", async () => {
    // Both are sold in three formats: price and stock are each format's (decision 093).
    const { product_formats } = tables();
    const formatsOf = (slug: string) =>
      eq(product_formats.product_id, sql`(select id from products where slug = ${slug})`);
    await withTransaction(async (tx) => {
      await tx.update(product_formats).set({ price_cents: 12000 }).where(formatsOf("magie-noir"));
      await tx.update(product_formats).set({ stock_quantity: 0 }).where(formatsOf("bois-automne"));
    });
    expect((await find("famille=boise")).products.map((p) => p.name)).toEqual(["Bois d'Automne", "Magie Noir"]);
    expect((await find("famille=boise&stock=1")).products.map((p) => p.name)).toEqual(["Magie Noir"]);
    expect((await find("famille=boise&prix=0-50")).products.map((p) => p.name)).toEqual(["Bois d'Automne"]);
    expect((await find("famille=boise&famille=floral")).total).toBe(3);
    expect((await find("note=patchouli&famille=floral")).products.map((p) => p.name)).toEqual(["Rose Merveilleuse"]);
    expect((await find("famille=boise&tri=prix-decroissant")).products.map((p) => p.name)).toEqual(["Magie Noir", "Bois d'Automne"]);
    expect((await find("tri=prix-croissant")).products.at(-1)!.name).toBe("Magie Noir");
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

describe("gift offers", () => {
  const offersOf = async (q: string) => pageOf(await runLoader(`recherche?q=${encodeURIComponent(q)}`)) as Page & { offers: { name: string; href: string; price: string | null }[] };

  it("« carte cadeau », « cadeau » and « coffret » find the gift card page and the discovery set, a perfume's words find neither", async () => {
    for (const q of ["carte cadeau", "cadeau", "Cadeaux", "idée cadeau", "offrir"]) {
      const page = await offersOf(q);
      expect(page.offers.map((o) => o.href), q).toEqual(["/carte-cadeau", "/products/coffret-decouverte"]);
    }
    const giftCard = (await offersOf("carte cadeau")).offers[0];
    expect(giftCard).toEqual({ name: "Carte cadeau", href: "/carte-cadeau", price: `À partir de ${formatPrice(5000)}` });
    expect((await offersOf("vanille")).offers).toEqual([]);
    expect((await offersOf("")).offers).toEqual([]);
  });

  it("a set the results already list is not offered a second time (« coffret » finds it as a perfume)", async () => {
    const page = await offersOf("coffret");
    expect(page.result!.products.map((p) => p.slug)).toContain("coffret-decouverte");
    expect(page.offers.map((o) => o.href)).toEqual(["/carte-cadeau"]);
  });

  it("the header's suggestions offer them first, from the third letter typed", async () => {
    const { loader } = await import("~/routes/recherche_.suggestions");
    const ask = async (q: string) =>
      (await (await loader({ request: new Request(`http://shop.test/recherche/suggestions?q=${encodeURIComponent(q)}`), params: {}, context: {} })).json()) as {
        total: number;
        offers: { href: string }[];
      };
    expect((await ask("cadeau")).offers.map((o) => o.href)).toEqual(["/carte-cadeau", "/products/coffret-decouverte"]);
    expect((await ask("cad")).offers).toHaveLength(2);
    expect((await ask("vanille")).offers).toEqual([]);
  });

  it("a shop that offers no gift card amount and no active set offers nothing", async () => {
    const { product_formats, shop_settings } = tables();
    await withTransaction(async (tx) => {
      await tx.update(shop_settings).set({ gift_card_amounts: "" });
      await tx.update(product_formats).set({ is_active: false }).where(sql`${product_formats.set_contents} is not null`);
    });
    expect((await offersOf("cadeau")).offers).toEqual([]);
  });
});

describe("suggestions", () => {
  it("answer JSON with the matching perfumes, their page and price", async () => {
    const { loader } = await import("~/routes/recherche_.suggestions");
    const response = await loader({ request: new Request("http://shop.test/recherche/suggestions?q=vanil"), params: {}, context: {} });
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = (await response.json()) as { total: number; items: { name: string; href: string; price: string }[] };
    expect(body.total).toBe((await names("vanille")).length);
    expect(body.items[0]).toMatchObject({ href: expect.stringMatching(/^\/products\//), price: formatPrice(3995) });
    const short = await loader({ request: new Request("http://shop.test/recherche/suggestions?q=v"), params: {}, context: {} });
    expect(await short.json()).toEqual({ total: 0, items: [], offers: [] });
  });
});
