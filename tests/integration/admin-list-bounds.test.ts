import { describe, expect, it } from "vitest";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { ADMIN_PATH, dataOf, locationOf, post, runAction, runLoader, signedInCookie } from "./admin-helpers";

// Decision 131: what the admin's screens send does not grow with the catalogue, so a busy
// browser opens a dialog and shows the message of a save within seconds whatever its size.

type ListData = {
  products: { id: number; name: string }[];
  list: { page: number; pageCount: number; total: number };
  bestSellers: { name: string }[];
};
type DeskData = { desk: { withoutIngredients: { named: { name: string }[]; total: number } } };

const MANY = 300;
const number = (i: number) => String(i).padStart(3, "0");

async function addPerfumes() {
  const { products } = tables();
  const rows = Array.from({ length: MANY }, (_, i) => ({ slug: `borne-${number(i + 1)}`, name: `Borne ${number(i + 1)}` }));
  await withTransaction((tx) => tx.insert(products).values(rows));
}

async function perfumeCount() {
  return (await db().select({ id: tables().products.id }).from(tables().products)).length;
}

const NEW_PERFUME = { price: "45", stock_quantity: "4", stock_status: "in_stock", families: "floral", short_description: "Un essai." };

describe("admin screens with a large catalogue (decision 131)", () => {
  it("the perfume list sends one page of 50 and the dashboard names 8 perfumes without ingredient list, with 300 more perfumes", async () => {
    await addPerfumes();
    const cookie = await signedInCookie();
    const all = await perfumeCount();

    const { desk } = dataOf<DeskData>(await runLoader(`${ADMIN_PATH}/tableau-de-bord`, cookie));
    expect(desk.withoutIngredients.named).toHaveLength(8);
    expect(desk.withoutIngredients.total).toBeGreaterThanOrEqual(MANY);
    expect(JSON.stringify(desk).length).toBeLessThan(2_000);

    const first = dataOf<ListData>(await runLoader(`${ADMIN_PATH}/parfums`, cookie));
    expect(first.products).toHaveLength(50);
    expect(first.list).toMatchObject({ page: 1, pageCount: Math.ceil(all / 50), total: all });
    // The best sellers' card lists them all, whatever page is open.
    expect(first.bestSellers.length).toBeGreaterThan(0);
    expect(JSON.stringify(first).length).toBeLessThan(30_000);

    const last = dataOf<ListData>(await runLoader(`${ADMIN_PATH}/parfums?page=99`, cookie));
    expect(last.list.page).toBe(Math.ceil(all / 50));
    expect(last.products).toHaveLength(all - 50 * (last.list.page - 1));
  });

  it("the banner's link lists the perfumes without ingredient list, and the search finds one by name, accents and case aside", async () => {
    const cookie = await signedInCookie();
    const missing = dataOf<ListData>(await runLoader(`${ADMIN_PATH}/parfums?filtre=sans-ingredients`, cookie));
    expect(missing.list.total).toBe(MANY);
    expect(missing.products.every((p) => p.name.startsWith("Borne "))).toBe(true);

    const found = dataOf<ListData>(await runLoader(`${ADMIN_PATH}/parfums?q=${encodeURIComponent("BÔRNE 12")}`, cookie));
    expect(found.products.map((p) => p.name)).toEqual(["Borne 120", "Borne 121", "Borne 122", "Borne 123", "Borne 124", "Borne 125", "Borne 126", "Borne 127", "Borne 128", "Borne 129"]);
  });

  it("a new perfume takes its owner to the page that shows it; an edit returns to the page and search it was opened from", async () => {
    const cookie = await signedInCookie();
    const created = await runAction(post({ ...NEW_PERFUME, name: "Borne 150 bis" }, { cookie, sub: "/parfums?nouveau" }));
    const target = locationOf(created)!;
    expect(target).toMatch(new RegExp(`^/${ADMIN_PATH}/parfums\\?page=\\d+$`));
    const shown = dataOf<ListData>(await runLoader(target.slice(1), cookie));
    expect(shown.products.map((p) => p.name)).toContain("Borne 150 bis");

    const { id } = shown.products.find((p) => p.name === "Borne 150 bis")!;
    const edited = await runAction(post({ ...NEW_PERFUME, stock_shown: "4", name: "Borne 150 ter" }, { cookie, sub: `/parfums/${id}?q=borne&page=3` }));
    expect(locationOf(edited)).toBe(`/${ADMIN_PATH}/parfums?q=borne&page=3`);
  });

  it("the gifts page sends one page of 50 sample lines, and a line saved returns to its page", async () => {
    const cookie = await signedInCookie();
    const all = await perfumeCount();
    type GiftsData = { samples: { rows: { id: number; name: string }[]; page: number; pageCount: number } };
    const first = dataOf<GiftsData>(await runLoader(`${ADMIN_PATH}/cadeaux`, cookie));
    expect(first.samples.rows).toHaveLength(50);
    expect(first.samples.pageCount).toBe(Math.ceil(all / 50));

    const third = dataOf<GiftsData>(await runLoader(`${ADMIN_PATH}/cadeaux?page=3`, cookie));
    expect(third.samples.page).toBe(3);
    const line = third.samples.rows[0];
    const saved = await runAction(
      post({ intent: "sample", product_id: String(line.id), sample_offered: "on", sample_stock: "5", sample_stock_shown: "0" }, { cookie, sub: "/cadeaux?page=3" }),
    );
    expect(locationOf(saved)).toBe(`/${ADMIN_PATH}/cadeaux?page=3`);
  });
});
