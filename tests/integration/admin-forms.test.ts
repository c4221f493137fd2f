import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHOWN_COUNT_MISSING } from "~/lib/platform/owner-counts";
import { perfumeForForm } from "~/lib/admin/products.server";
import { isPurchasable } from "~/lib/catalog/product-rules";
import { db, tables } from "~/lib/platform/database.server";
import { ADMIN_PATH, dataOf, locationOf, post, runAction, signedInCookie, statusOf } from "./admin-helpers";
import { afterResponse, checkoutAndPay, productBySlug } from "./checkout-helpers";
import { describeEachStore } from "./upload-stores";

type Perfume = Awaited<ReturnType<typeof productBySlug>>;
type Reply = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };

async function submit(sub: string, fields: Record<string, string>) {
  return runAction(post(fields, { cookie: await signedInCookie(), sub }));
}

/** The same forms posted at the same moment, in one admin session (signing in resets the others). */
async function submitTogether(sub: string, forms: Record<string, string>[]) {
  const cookie = await signedInCookie();
  return Promise.all(forms.map((fields) => runAction(post(fields, { cookie, sub }))));
}

describe("perfume form", () => {
  it("keeps typed values and puts French errors next to the fields", async () => {
    const result = await submit("/parfums?nouveau", { name: "Brume", price: "abc", stock_quantity: "-1", stock_status: "in_stock" });
    expect(statusOf(result)).toBe(400);
    const { error, initialValue } = dataOf<Reply>(result).result;
    expect(error.price).toEqual(["Indiquez un prix en euros, par exemple 39.95"]);
    expect(error.stock_quantity).toEqual(["La quantité doit être un nombre entier positif"]);
    expect(initialValue.name).toBe("Brume");
  });

  it("refuses a content naming a volume beyond 1–5000 ml next to the field, keeps the form and writes nothing (decision 102)", async () => {
    for (const content of ["99999999999 ml", "6000ml", "0 ml"]) {
      const result = await submit("/parfums?nouveau", { name: "Brume Géante", price: "10", stock_quantity: "1", stock_status: "in_stock", families: "floral", content });
      expect(statusOf(result), content).toBe(400);
      const { error, initialValue } = dataOf<Reply>(result).result;
      expect(error.content).toEqual(["Le volume est un nombre entier de ml, entre 1 et 5000"]);
      expect(initialValue).toMatchObject({ name: "Brume Géante", content });
    }
    const { products } = tables();
    expect(await db().select().from(products).where(eq(products.name, "Brume Géante"))).toEqual([]);
    // A volume within the bound, or a text that is no volume, is taken.
    for (const content of ["5000 ml", "Coffret 3 x 10 ml"]) {
      expect(statusOf(await submit("/parfums?nouveau", { name: `Brume ${content}`, price: "10", stock_quantity: "1", stock_status: "in_stock", families: "floral", content }))).toBe(302);
    }
  });

  it("creates a perfume with a unique slug; without a bottle it is not for sale, the owner's « En stock » kept for the first delivery", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await submit("/parfums?nouveau", { name: "Éclat d'Été", price: "42,50", stock_quantity: "0", stock_status: "in_stock", families: "gourmand" });
      expect(statusOf(response)).toBe(302);
    }
    const { products } = tables();
    const rows = await db().select().from(products).where(eq(products.name, "Éclat d'Été"));
    expect(rows.map((r) => r.slug).sort()).toEqual(["eclat-d-ete", "eclat-d-ete-2"]);
    const created = await productBySlug(rows[0].slug);
    expect(created).toMatchObject({ price_cents: 4250, stock_quantity: 0, stock_status: "in_stock", price_id: `demo_price_${rows[0].id}_4250` });
    expect(isPurchasable(created)).toBe(false);
  });

  it("writes its price, stock and content on the perfume's default format, their one home (decision 105)", async () => {
    const form = { name: "Coffret Lumière", price: "59", stock_quantity: "4", stock_status: "in_stock", families: "floral", content: "Coffret 3 x 10 ml" };
    expect(statusOf(await submit("/parfums?nouveau", form))).toBe(302);
    const created = await productBySlug("coffret-lumiere");
    const { product_formats } = tables();
    expect(await db().select().from(product_formats).where(eq(product_formats.product_id, created.id))).toMatchObject([
      { is_default: true, volume_ml: null, label: "Coffret 3 x 10 ml", price_cents: 5900, stock_quantity: 4, stock_status: "in_stock" },
    ]);
    const edited = await submit(`/parfums/${created.id}`, { ...form, price: "61", content: "75 ml", stock_shown: "4", stock_quantity: "6" });
    expect(statusOf(edited)).toBe(302);
    expect(await perfumeForForm({ id: String(created.id) })).toMatchObject({ price_cents: 6100, stock_quantity: 6, content: "75 ml" });
  });

  it("gives perfumes of one name saved at the same moment a slug each", async () => {
    const { products } = tables();
    const form = { name: "Brume Jumelle", price: "30", stock_quantity: "2", stock_status: "in_stock", families: "floral" };
    const results = await submitTogether("/parfums?nouveau", [form, form, form, form]);
    expect(results.map(locationOf)).toEqual(Array(4).fill(`/${ADMIN_PATH}/parfums`));
    const rows = await db().select({ slug: products.slug }).from(products).where(eq(products.name, "Brume Jumelle"));
    expect(rows.map((r) => r.slug).sort()).toEqual(["brume-jumelle", "brume-jumelle-2", "brume-jumelle-3", "brume-jumelle-4"]);
  });
});

describe("perfume form left open while shoppers buy (decision 100)", () => {
  // Its stock is the default format's, which payments take from: the dialog as shown before the sales.
  const edit = async (perfume: Perfume, values: Record<string, string>) =>
    submit(`/parfums/${perfume.id}`, {
      name: perfume.name,
      price: "39,95",
      stock_quantity: String(perfume.stock_quantity),
      stock_shown: String(perfume.stock_quantity),
      stock_status: "in_stock",
      families: "gourmand",
      ...values,
    });
  const oneOf = async (perfume: Perfume, quantity: number, client?: string) =>
    checkoutAndPay({ lines: [{ id: perfume.id, quantity }], promoCode: null }, client);

  it("a price changed after a sale keeps the sale, and the toast gives the stock now", async () => {
    const shown = await productBySlug("pomme-secrete");
    await oneOf(shown, 2);
    const saved = await edit(shown, { price: "44" });
    expect(statusOf(saved)).toBe(302);
    expect(await productBySlug("pomme-secrete")).toMatchObject({ price_cents: 4400, stock_quantity: shown.stock_quantity - 2 });
    expect((await afterResponse(saved as Response)).toast?.description).toBe(
      `Pomme Secrète. Le stock avait changé entre-temps : il est maintenant de ${shown.stock_quantity - 2}.`,
    );
  });

  it("the owner's restock and a payment at the same moment both count", async () => {
    const shown = await productBySlug("peche-exquise");
    const [saved] = await Promise.all([edit(shown, { stock_quantity: String(shown.stock_quantity + 10) }), oneOf(shown, 3, "198.51.100.9")]);
    expect(statusOf(saved)).toBe(302);
    expect((await productBySlug("peche-exquise")).stock_quantity).toBe(shown.stock_quantity + 7);
    const { product_formats } = tables();
    const [sold] = await db().select().from(product_formats).where(eq(product_formats.product_id, shown.id));
    expect(sold.stock_quantity).toBe(shown.stock_quantity + 7);
  });

  it("refuses a dialog that does not say which stock it showed, beside the field, keeping what was typed", async () => {
    const shown = await productBySlug("ruby-fraise");
    const refused = await edit(shown, { stock_shown: "", stock_quantity: "70", name: "Ruby Fraise Nouvelle" });
    expect(statusOf(refused)).toBe(400);
    const { error, initialValue } = dataOf<Reply>(refused).result;
    expect(error.stock_quantity).toEqual([SHOWN_COUNT_MISSING]);
    expect(initialValue).toMatchObject({ name: "Ruby Fraise Nouvelle", stock_quantity: "70" });
    expect(await productBySlug("ruby-fraise")).toEqual(shown);
  });
});

describeEachStore("perfume form, image refused", (uploads) => {
  it("without JavaScript, a refused file keeps the other values and puts its error on the image field", async () => {
    const cookie = await signedInCookie();
    const storedBefore = await uploads.names();
    const fields = { name: "Brume d'Essai", price: "45,50", stock_quantity: "3", stock_status: "in_stock", families: "floral", top_notes: "Bergamote" };
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const refusals = [
      { file: new File([big], "grand.png", { type: "image/png" }), message: "L'image ne doit pas dépasser 5MB" },
      { file: new File(["pas une image"], "notes.png", { type: "image/png" }), message: "Veuillez sélectionner un fichier image valide" },
    ];
    for (const { file, message } of refusals) {
      const result = await runAction(post({ ...fields, imageFile: file }, { cookie, multipart: true, sub: "/parfums?nouveau" }));
      expect(statusOf(result)).toBe(400);
      const { error, initialValue } = dataOf<Reply>(result).result;
      expect(error.image_url).toEqual([message]);
      expect(initialValue).toMatchObject({ name: "Brume d'Essai", price: "45,50", top_notes: ["Bergamote", "", ""], stock_quantity: "3" });
    }
    const { products } = tables();
    expect(await db().select().from(products).where(eq(products.name, "Brume d'Essai"))).toEqual([]);
    // The bytes are checked before anything is written to the store.
    expect(await uploads.names()).toEqual(storedBefore);
  });
});

describe("collection form", () => {
  it("refuses bad, reserved, admin and duplicate slugs", async () => {
    const cases: [string, RegExp][] = [
      ["Pas Bon", /minuscules/],
      ["collections", /réservé/],
      [ADMIN_PATH, /réservé/],
      ["collection-homme", /déjà utilisé/],
    ];
    for (const [slug, message] of cases) {
      const result = await submit("/collections/nouvelle", { name: "Essai", slug, display_order: "1" });
      expect(statusOf(result)).toBe(400);
      expect(dataOf<Reply>(result).result.error.slug?.[0]).toMatch(message);
    }
  });

  it.each(["cgv", "mentions-legales", "confidentialite", "retractation", "healthz"])(
    "refuses the slug %s, whose static page would hide the collection",
    async (slug) => {
      const result = await submit("/collections/nouvelle", { name: "Essai", slug, display_order: "1" });
      expect(statusOf(result)).toBe(400);
      expect(dataOf<Reply>(result).result.error.slug?.[0]).toBe("Ce slug est réservé par le site, choisissez-en un autre");
      const { collections } = tables();
      expect(await db().select().from(collections).where(eq(collections.slug, slug))).toEqual([]);
    },
  );

  it("of two collections saved at once with one slug, keeps the first and says so beside the other's slug", async () => {
    const { collections } = tables();
    const results = await submitTogether(
      "/collections/nouvelle",
      ["Jumelle A", "Jumelle B"].map((name) => ({ name, slug: "jumelle", display_order: "1" })),
    );
    expect(results.map(statusOf).sort()).toEqual([302, 400]);
    const refused = results.find((r) => statusOf(r) === 400)!;
    expect(dataOf<Reply>(refused).result.error.slug).toEqual(["Ce slug est déjà utilisé par une autre collection"]);
    expect(await db().select().from(collections).where(eq(collections.slug, "jumelle"))).toHaveLength(1);
  });

  it("deleting a collection keeps its perfumes, unassigned", async () => {
    const { collections, products } = tables();
    await submit("/collections/nouvelle", { name: "Éphémère", slug: "ephemere", is_active: "on", display_order: "5" });
    const [collection] = await db().select().from(collections).where(eq(collections.slug, "ephemere"));
    await submit("/parfums?nouveau", { name: "Orphelin", price: "10", stock_quantity: "3", stock_status: "in_stock", families: "boise", collection_id: String(collection.id) });
    await submit(`/collections/${collection.id}/supprimer`, {});
    const [orphan] = await db().select().from(products).where(eq(products.name, "Orphelin"));
    expect(orphan.collection_id).toBeNull();
  });
});

describe("promo form", () => {
  it("checks code, value by type and dates", async () => {
    const badCode = await submit("/codes-promo/nouveau", { code: "été 10", discount_type: "percentage", value: "10" });
    expect(dataOf<Reply>(badCode).result.error.code).toEqual(["Lettres, chiffres, - et _ uniquement"]);
    const result = await submit("/codes-promo/nouveau", { code: "ETE10", discount_type: "percentage", value: "120", starts_at: "2026-05-10", ends_at: "2026-05-01" });
    const { error } = dataOf<Reply>(result).result;
    expect(error.value).toEqual(["Un pourcentage entier entre 1 et 100"]);
    expect(error.ends_at).toEqual(["La date de fin doit suivre la date de début"]);
    const fixed = await submit("/codes-promo/nouveau", { code: "moins5", discount_type: "fixed", value: "0" });
    expect(dataOf<Reply>(fixed).result.error.value).toEqual(["Un montant en euros supérieur à 0"]);
  });

  it("stores uppercase codes with fixed amounts in cents and refuses duplicates", async () => {
    expect(statusOf(await submit("/codes-promo/nouveau", { code: "moins5", discount_type: "fixed", value: "5", is_active: "on", max_uses: "10" }))).toBe(302);
    const { promo_codes } = tables();
    const [stored] = await db().select().from(promo_codes).where(eq(promo_codes.code, "MOINS5"));
    expect(stored).toMatchObject({ discount_value: 500, max_uses: 10, is_active: true });
    const dup = await submit("/codes-promo/nouveau", { code: "MOINS5", discount_type: "fixed", value: "5" });
    expect(dataOf<Reply>(dup).result.error.code).toEqual(["Ce code existe déjà"]);
  });

  it("of one code created twice at the same moment, keeps one and answers the other beside its field", async () => {
    const { promo_codes } = tables();
    const form = { code: "DOUBLE", discount_type: "percentage", value: "15" };
    const results = await submitTogether("/codes-promo/nouveau", [form, form, form]);
    expect(results.map(statusOf).sort()).toEqual([302, 400, 400]);
    for (const refused of results.filter((r) => statusOf(r) === 400)) {
      expect(dataOf<Reply>(refused).result.error.code).toEqual(["Ce code existe déjà"]);
    }
    expect(await db().select().from(promo_codes).where(eq(promo_codes.code, "DOUBLE"))).toHaveLength(1);
  });
});

describe("best sellers", () => {
  it("refuses a fifth best seller on the server", async () => {
    const { products } = tables();
    const [candidate] = await db().select().from(products).where(eq(products.is_best_seller, false)).limit(1);
    const response = (await submit("/parfums/best-sellers", { intent: "add", productId: String(candidate.id) })) as Response;
    expect(response.status).toBe(302);
    expect(await db().select().from(products).where(eq(products.is_best_seller, true))).toHaveLength(4);
  });

  it("with one place free, lets only one of three parallel additions take it", async () => {
    const { products } = tables();
    const [leaving] = await db().select().from(products).where(eq(products.is_best_seller, true)).limit(1);
    await submit("/parfums/best-sellers", { intent: "remove", productId: String(leaving.id) });
    const candidates = await db().select().from(products).where(eq(products.is_best_seller, false)).limit(3);
    const results = await submitTogether("/parfums/best-sellers", candidates.map((c) => ({ intent: "add", productId: String(c.id) })));
    expect(results.map(locationOf)).toEqual(Array(3).fill(`/${ADMIN_PATH}/parfums`));
    expect(await db().select().from(products).where(eq(products.is_best_seller, true))).toHaveLength(4);
  });
});
