import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedPerfumes } from "~/lib/catalog/seed-data.server";
import { DEFAULT_WARNINGS } from "~/lib/catalog/product-facts";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import type { ProductPageData } from "~/lib/catalog/catalog.server";
import type { ResponsiblePerson } from "~/lib/legal/identity";
import { dataOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";

type Reply = { result: { error: Record<string, string[]>; initialValue: Record<string, string | string[]> } };
type PageData = { product: ProductPageData; responsible: ResponsiblePerson };

const PERFUME = { name: "Brume des Faits", price: "45,00", stock_quantity: "4", stock_status: "in_stock", families: "floral" };

async function submitPerfume(fields: [string, string][]) {
  const request = post({}, { cookie: await signedInCookie(), sub: "/parfums?nouveau" });
  // Several checkboxes share one name: the body is built from pairs, as a browser sends it.
  const body = new URLSearchParams(fields);
  return runAction(new Request(request, { body, headers: { ...Object.fromEntries(request.headers), "Content-Type": "application/x-www-form-urlencoded" } }));
}

describe("the perfume dialog's product facts", () => {
  it("refuses HTML in the INCI list and a wrong EAN with French messages, keeping what was typed", async () => {
    const typed = {
      ...PERFUME,
      ingredients: "Alcohol Denat., <b>Parfum</b>",
      ean: "4006381333932",
      reference: "BF-01",
      concentration: "eau_de_toilette",
    };
    const result = await submitPerfume([...Object.entries(typed), ["allergens", "Linalool"], ["allergens", "Coumarin"]]);
    expect(statusOf(result)).toBe(400);
    const { error, initialValue } = dataOf<Reply>(result).result;
    expect(error.ingredients).toEqual(["Pas de balises HTML : retirez les caractères < et >"]);
    expect(error.ean).toEqual(["EAN invalide : le dernier chiffre (clé de contrôle) ne correspond pas"]);
    expect(initialValue).toMatchObject({ ingredients: typed.ingredients, ean: typed.ean, reference: "BF-01", concentration: "eau_de_toilette" });
    expect(initialValue.allergens).toEqual(["Linalool", "Coumarin"]);
    const { products } = tables();
    expect(await db().select().from(products).where(eq(products.name, PERFUME.name))).toEqual([]);
  });

  it.each([
    ["Alcohol Denat.; Parfum", "Séparez les ingrédients par des virgules"],
    ["Alcohol Denat.\nParfum", "Séparez les ingrédients par des virgules"],
    ["Alcohol Denat., , Parfum", "Un ingrédient manque entre deux virgules"],
  ])("refuses the INCI list %j", async (ingredients, message) => {
    const result = await submitPerfume([...Object.entries(PERFUME), ["ingredients", ingredients]]);
    expect(dataOf<Reply>(result).result.error.ingredients).toEqual([message]);
  });

  it("refuses an EAN that is not 13 digits and an allergen outside the list", async () => {
    const result = await submitPerfume([...Object.entries(PERFUME), ["ean", "12345"], ["allergens", "Eau bénite"]]);
    const { error } = dataOf<Reply>(result).result;
    expect(error.ean).toEqual(["Un EAN compte 13 chiffres"]);
    expect(Object.entries(error).find(([key]) => key.startsWith("allergens"))?.[1]).toEqual(["Allergène inconnu"]);
  });

  it("saves valid facts: INCI tidied, allergens in the list's order, EAN without its spaces, standard warnings when left empty", async () => {
    const result = await submitPerfume([
      ...Object.entries(PERFUME),
      ["ingredients", "Alcohol Denat.,Parfum (Fragrance),\n  Aqua (Water),Limonene,  Linalool"],
      ["allergens", "Linalool"],
      ["allergens", "Limonene"],
      ["concentration", "extrait_de_parfum"],
      ["reference", "BF-02"],
      ["ean", "4006381 333931"],
      ["warnings", ""],
    ]);
    expect(statusOf(result)).toBe(302);
    const { products } = tables();
    const [saved] = await db().select().from(products).where(eq(products.name, PERFUME.name));
    expect(saved).toMatchObject({
      ingredients: "Alcohol Denat., Parfum (Fragrance), Aqua (Water), Limonene, Linalool",
      allergens: ["Limonene", "Linalool"],
      concentration: "extrait_de_parfum",
      reference: "BF-02",
      ean: "4006381333931",
      warnings: DEFAULT_WARNINGS,
    });
  });
});

describe("the product page's composition", () => {
  it.each(seedPerfumes.map((p) => p.slug))("%s shows its ingredients, allergens, warnings and the responsible person", async (slug) => {
    const { product, responsible } = dataOf<PageData>(await runLoader(`products/${slug}`));
    expect(product.ingredients).toMatch(/^Alcohol Denat\., Parfum \(Fragrance\), Aqua \(Water\), /);
    expect(product.allergens.length).toBeGreaterThan(0);
    for (const allergen of product.allergens) expect(product.ingredients).toContain(allergen);
    expect(product.warnings).toBe(DEFAULT_WARNINGS);
    expect(product.reference).toMatch(/^MS-\d{3}-50$/);
    expect(Object.keys(responsible).sort()).toEqual(["address", "email", "name"]);
  });

  it("names the seller as responsible person until the owner names another, field by field", async () => {
    const { shop_settings } = tables();
    await withTransaction((tx) =>
      tx
        .update(shop_settings)
        .set({ company_name: "Maison Sillage SAS", address: "1 rue du Parfum, 75001 Paris", contact_email: "bonjour@maison-sillage.test" }),
    );
    const seller = dataOf<PageData>(await runLoader("products/bahia")).responsible;
    expect(seller).toEqual({ name: "Maison Sillage SAS", address: "1 rue du Parfum, 75001 Paris", email: "bonjour@maison-sillage.test" });

    await withTransaction((tx) => tx.update(shop_settings).set({ responsible_name: "Laboratoire Grasse SARL", responsible_email: "rp@grasse.test" }));
    const named = dataOf<PageData>(await runLoader("products/bahia")).responsible;
    expect(named).toEqual({ name: "Laboratoire Grasse SARL", address: "1 rue du Parfum, 75001 Paris", email: "rp@grasse.test" });
  });

  it("the admin's dashboard lists a perfume without ingredients", async () => {
    const cookie = await signedInCookie();
    const { products } = tables();
    await withTransaction((tx) => tx.insert(products).values({ slug: "sans-inci", name: "Sans Inci" }));
    const { withoutIngredients } = dataOf<{ desk: { withoutIngredients: { named: { name: string }[]; total: number } } }>(
      await runLoader(`${process.env.ADMIN_PATH}/tableau-de-bord`, cookie),
    ).desk;
    expect(withoutIngredients.named.map((p) => p.name)).toContain("Sans Inci");
    expect(withoutIngredients.named.map((p) => p.name)).not.toContain("Bahia");
  });
});
