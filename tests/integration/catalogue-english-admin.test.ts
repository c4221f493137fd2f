import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, tables, withTransaction } from "~/lib/platform/database.server";
import { ownerDesk } from "~/lib/use-cases/owner-desk.server";
import { ADMIN_PATH, dataOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { productBySlug } from "./checkout-helpers";
import { SELLER_IDENTITY } from "../seller-identity";

// Issue 47, step 5 (decision 168): the owner's « … (anglais) » fields, through each form's one
// schema, saved and read back on the next request; refused beside the field, the rest kept; the
// perfumes « À traduire » listed and counted on the desk.

type Reply = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };

let cookie: string;
beforeAll(async () => {
  cookie = await signedInCookie();
});

const submit = (sub: string, fields: Record<string, string>) => runAction(post(fields, { cookie, sub }));
const load = async <T,>(sub: string) => dataOf<T>(await runLoader(`${ADMIN_PATH}${sub}`, cookie));

const PERFUME = { name: "Santal Minuit", price: "45", stock_quantity: "3", stock_status: "in_stock", families: "boise", short_description: "Un santal crémeux.", full_description: "Un bois de santal de Mysore sur un fond de vanille." };
const ENGLISH = {
  name_en: "Santal Minuit",
  short_description_en: "A creamy sandalwood.",
  full_description_en: "Mysore sandalwood over vanilla.",
  usage_tips_en: "On the pulse points.",
  warnings_en: "Flammable. Keep away from the eyes.",
};

describe("the perfume dialog's English fields", () => {
  it("saves them and shows them in the dialog on the next request", async () => {
    expect(statusOf(await submit("/parfums?nouveau", { ...PERFUME, ...ENGLISH, usage_tips: "Sur les points de pulsation." }))).toBe(302);
    const { id } = await productBySlug("santal-minuit");
    const { product } = await load<{ product: Record<string, unknown> }>(`/parfums/${id}`);
    expect(product).toMatchObject(ENGLISH);
    // Emptied, an English text is gone again: the page shows the French one.
    expect(statusOf(await submit(`/parfums/${id}`, { ...PERFUME, ...ENGLISH, full_description_en: "", stock_shown: "3" }))).toBe(302);
    expect((await load<{ product: Record<string, unknown> }>(`/parfums/${id}`)).product).toMatchObject({ full_description_en: null, short_description_en: "A creamy sandalwood." });
  });

  it("refuses a too-long English text beside its field, in French, keeping everything typed and writing nothing", async () => {
    const result = await submit("/parfums?nouveau", { ...PERFUME, name: "Trop Long", ...ENGLISH, short_description_en: "x".repeat(301) });
    expect(statusOf(result)).toBe(400);
    const { error, initialValue } = dataOf<Reply>(result).result;
    expect(error).toEqual({ short_description_en: ["Description courte (anglais) : 300 caractères maximum"] });
    expect(initialValue).toMatchObject({ name: "Trop Long", full_description_en: ENGLISH.full_description_en, short_description: PERFUME.short_description });
    const { products } = tables();
    expect(await db().select().from(products).where(eq(products.name, "Trop Long"))).toEqual([]);
  });
});

describe("« À traduire »", () => {
  it("lists the perfumes whose English name or description is empty, counts them on the desk, and a translation takes one off", async () => {
    const before = (await ownerDesk()).perfumesToTranslate;
    expect(statusOf(await submit("/parfums?nouveau", { ...PERFUME, name: "Cuir Pâle", short_description_en: "Pale leather." }))).toBe(302);
    expect((await ownerDesk()).perfumesToTranslate).toBe(before + 1);

    type List = { products: { name: string; missing_en: number }[]; list: { filter: string | null; total: number } };
    const listed = await load<List>("/parfums?filtre=a-traduire&q=cuir");
    expect(listed.list).toMatchObject({ filter: "a-traduire", total: 1 });
    // Name, full description, warnings (the standard French text): short description written, no tips.
    expect(listed.products).toEqual([expect.objectContaining({ name: "Cuir Pâle", missing_en: 3 })]);

    const { id } = await productBySlug("cuir-pale");
    const saved = await submit(`/parfums/${id}`, { ...PERFUME, name: "Cuir Pâle", ...ENGLISH, name_en: "Pale Leather", stock_shown: "3" });
    expect(statusOf(saved)).toBe(302);
    expect((await ownerDesk()).perfumesToTranslate).toBe(before);
    expect((await load<List>("/parfums?filtre=a-traduire&q=cuir")).list.total).toBe(0);
    expect((await load<List>("/parfums?q=cuir")).products).toEqual([expect.objectContaining({ name: "Cuir Pâle", missing_en: 0 })]);
  });
});

describe("the other forms' English fields", () => {
  it("a format's label and set contents", async () => {
    const { id } = await productBySlug("minuit-profond");
    const sub = `/parfums/${id}/formats`;
    const long = await submit(sub, { intent: "add", label: "Recharge", label_en: "x".repeat(41), price: "45", stock_quantity: "5", stock_status: "in_stock" });
    expect(statusOf(long)).toBe(400);
    expect(dataOf<Reply>(long).result.error).toEqual({ label_en: ["Libellé (anglais) : 40 caractères maximum"] });
    expect(dataOf<Reply>(long).result.initialValue).toMatchObject({ label: "Recharge", price: "45" });
    expect(statusOf(await submit(sub, { intent: "add", label: "Recharge", label_en: "Refill", price: "45", stock_quantity: "5", stock_status: "in_stock" }))).toBe(302);
    const { product_formats } = tables();
    const [refill] = await db().select().from(product_formats).where(eq(product_formats.label, "Recharge"));
    expect(refill).toMatchObject({ label_en: "Refill", set_contents_en: null });
    const { formats } = await load<{ formats: { label: string | null; label_en: string | null }[] }>(sub);
    expect(formats.find((f) => f.label === "Recharge")).toMatchObject({ label_en: "Refill" });
  });

  it("a photo's alternative text", async () => {
    const { id } = await productBySlug("minuit-profond");
    const { product_images } = tables();
    const [photo] = await withTransaction((tx) => tx.insert(product_images).values({ product_id: id, url: "/uploads/profil.webp", alt: "Le flacon de profil" }).returning());
    const sub = `/parfums/${id}/photos`;
    const long = await submit(sub, { intent: "alt", photoId: String(photo.id), alt: "Le flacon de côté", alt_en: "x".repeat(161) });
    expect(statusOf(long)).toBe(400);
    expect(dataOf<Reply>(long).result.error).toEqual({ alt_en: ["Texte alternatif (anglais) : 160 caractères maximum"] });
    expect(statusOf(await submit(sub, { intent: "alt", photoId: String(photo.id), alt: "Le flacon de côté", alt_en: "The bottle from the side" }))).toBe(302);
    const { photos } = await load<{ photos: { id: number; alt: string; alt_en: string | null }[] }>(sub);
    expect(photos.find((p) => p.id === photo.id)).toMatchObject({ alt: "Le flacon de côté", alt_en: "The bottle from the side" });
  });

  it("a collection's name and description", async () => {
    const fields = { name: "Collection Nuit", slug: "collection-nuit", description: "Pour le soir.", is_active: "on", display_order: "9" };
    const long = await submit("/collections/nouvelle", { ...fields, name_en: "x".repeat(121) });
    expect(statusOf(long)).toBe(400);
    expect(dataOf<Reply>(long).result.error).toEqual({ name_en: ["Nom (anglais) : 120 caractères maximum"] });
    expect(dataOf<Reply>(long).result.initialValue).toMatchObject({ name: "Collection Nuit", description: "Pour le soir." });
    expect(statusOf(await submit("/collections/nouvelle", { ...fields, name_en: "Night Collection", description_en: "For the evening." }))).toBe(302);
    const { collections } = tables();
    const [saved] = await db().select().from(collections).where(eq(collections.slug, "collection-nuit"));
    const { row: collection } = await load<{ row: Record<string, unknown> }>(`/collections/${saved.id}`);
    expect(collection).toMatchObject({ name: "Collection Nuit", name_en: "Night Collection", description_en: "For the evening." });
  });

  it("a shipping method's name and delay", async () => {
    const { shipping_zones, shipping_methods } = tables();
    const [zone] = await db().select().from(shipping_zones).orderBy(asc(shipping_zones.id)).limit(1);
    const fields = { zone_id: String(zone.id), name: "Coursier Paris", delay_text: "Le jour même", price: "12", is_active: "on", display_order: "7" };
    const long = await submit("/livraison/nouvelle", { ...fields, delay_text_en: "x".repeat(81) });
    expect(statusOf(long)).toBe(400);
    expect(dataOf<Reply>(long).result.error).toEqual({ delay_text_en: ["Délai en toutes lettres (anglais) : 80 caractères maximum"] });
    expect(statusOf(await submit("/livraison/nouvelle", { ...fields, name_en: "Paris courier", delay_text_en: "Same day" }))).toBe(302);
    const [saved] = await db().select().from(shipping_methods).where(eq(shipping_methods.name, "Coursier Paris"));
    expect(saved).toMatchObject({ name_en: "Paris courier", delay_text_en: "Same day" });
    const { row: method } = await load<{ row: Record<string, unknown> }>(`/livraison/${saved.id}`);
    expect(method).toMatchObject({ name_en: "Paris courier", delay_text_en: "Same day" });
  });

  it("the legal facts' English delivery zones", async () => {
    const long = await submit("/informations-legales", { ...SELLER_IDENTITY, delivery_zones_text_en: "x".repeat(2001) });
    expect(statusOf(long)).toBe(400);
    expect(dataOf<Reply>(long).result.error).toEqual({ delivery_zones_text_en: ["2000 caractères maximum"] });
    expect(statusOf(await submit("/informations-legales", { ...SELLER_IDENTITY, delivery_zones_text_en: "Metropolitan France and Monaco." }))).toBe(302);
    const { shop_settings } = tables();
    const [settings] = await db().select().from(shop_settings);
    expect(settings).toMatchObject({ delivery_zones_text: SELLER_IDENTITY.delivery_zones_text, delivery_zones_text_en: "Metropolitan France and Monaco." });
  });
});

describe("« Notes et familles (anglais) »", () => {
  type Terms = { rows: { kind: string; fr: string; label: string; en: string | null }[] };

  it("lists every family and every note a perfume carries, those without an English name first, and saves one", async () => {
    const before = (await load<Terms>("/notes-et-familles")).rows;
    expect(before.filter((t) => t.kind === "family")).toHaveLength(10);
    expect(before).toContainEqual(expect.objectContaining({ kind: "family", fr: "boise", label: "Boisé", en: "Woody" }));
    const untranslated = before.findIndex((t) => t.en);
    expect(before.slice(untranslated).every((t) => t.en)).toBe(true);

    const { id } = await productBySlug("minuit-profond");
    expect(statusOf(await submit(`/parfums/${id}`, { ...PERFUME, name: "Minuit Profond", top_notes: "Baie de genièvre", stock_shown: "3" }))).toBe(302);
    const note = (await load<Terms>("/notes-et-familles")).rows.find((t) => t.fr === "Baie de genièvre");
    expect(note).toMatchObject({ kind: "note", en: null });
    const dialog = await load<{ term: { label: string } }>(`/notes-et-familles/traduire?type=note&fr=${encodeURIComponent("baie de genièvre")}`);
    expect(dialog.term.label).toBe("Baie de genièvre");

    const sub = `/notes-et-familles/traduire?type=note&fr=${encodeURIComponent("Baie de genièvre")}`;
    const long = await submit(sub, { kind: "note", fr: "Baie de genièvre", en: "x".repeat(41) });
    expect(statusOf(long)).toBe(400);
    expect(dataOf<Reply>(long).result.error).toEqual({ en: ["Nom anglais : 40 caractères maximum"] });
    expect(dataOf<Reply>(long).result.initialValue).toMatchObject({ fr: "Baie de genièvre" });

    expect(statusOf(await submit(sub, { kind: "note", fr: "Baie de genièvre", en: "Juniper berry" }))).toBe(302);
    const after = (await load<Terms>("/notes-et-familles")).rows;
    expect(after.find((t) => t.fr === "Baie de genièvre")).toMatchObject({ en: "Juniper berry" });
    // Cleared, the note is to translate again and its row is gone.
    expect(statusOf(await submit(sub, { kind: "note", fr: "Baie de genièvre", en: "" }))).toBe(302);
    expect((await load<Terms>("/notes-et-familles")).rows.find((t) => t.fr === "Baie de genièvre")).toMatchObject({ en: null });
    const { olfactory_terms } = tables();
    expect(await db().select().from(olfactory_terms).where(eq(olfactory_terms.fr, "Baie de genièvre"))).toEqual([]);
  });

  it("answers 404 for a note no perfume carries, and saves nothing for it", async () => {
    const missing = await runLoader(`${ADMIN_PATH}/notes-et-familles/traduire?type=note&fr=Inconnue`, cookie);
    expect(statusOf(missing)).toBe(404);
    const sub = "/notes-et-familles/traduire?type=note&fr=Inconnue";
    expect(statusOf(await submit(sub, { kind: "note", fr: "Inconnue", en: "Unknown" }))).toBe(302);
    const { olfactory_terms } = tables();
    expect(await db().select().from(olfactory_terms).where(eq(olfactory_terms.fr, "Inconnue"))).toEqual([]);
  });
});
