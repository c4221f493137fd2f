import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { noteKey } from "~/lib/catalog/olfactory";
import { db, tables } from "~/lib/platform/database.server";
import { searchCatalogue } from "~/lib/search/search-index.server";
import { dataOf, post, runAction, runLoader, signedInCookie, statusOf, ADMIN_PATH } from "./admin-helpers";

type Reply = { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };

const PERFUME = { price: "48", stock_quantity: "5", stock_status: "in_stock" };
const SEPARATORS = "Une note par case, sans virgule, point-virgule, barre oblique ni < >";

async function perfumesWhere(column: "id" | "name", value: number | string) {
  const { products } = tables();
  return db().select().from(products).where(eq(products[column], value));
}

async function submit(sub: string, fields: Record<string, string>) {
  return runAction(post(fields, { cookie: await signedInCookie(), sub }));
}

describe("the perfume dialog's families and notes", () => {
  it("refuses HTML, a comma, 41 characters and no family, in French beside each field, keeping every value", async () => {
    const long = "Bois de santal de Mysore très rare ambrés";
    expect(long).toHaveLength(41);
    const result = await submit("/parfums?nouveau", {
      ...PERFUME,
      name: "Brume Refusée",
      "top_notes[0]": "Bergamote",
      "top_notes[1]": "<b>Rose</b>",
      "top_notes[2]": "Citron, poivre",
      "heart_notes[0]": long,
      "base_notes[0]": "Vanille",
      "base_notes[1]": "",
      "base_notes[2]": "",
    });
    expect(statusOf(result)).toBe(400);
    const { error, initialValue } = dataOf<Reply>(result).result;
    expect(error.families).toEqual(["Choisissez au moins une famille olfactive"]);
    expect(error["top_notes[0]"]).toBeUndefined();
    expect(error["top_notes[1]"]).toEqual([SEPARATORS]);
    expect(error["top_notes[2]"]).toEqual([SEPARATORS]);
    expect(error["heart_notes[0]"]).toEqual(["Une note : 40 caractères maximum"]);
    // What was typed comes back in place, then two spare inputs (a post without JavaScript adds none).
    expect(initialValue.top_notes).toEqual(["Bergamote", "<b>Rose</b>", "Citron, poivre", "", ""]);
    expect(initialValue.heart_notes).toEqual([long, "", ""]);
    expect(initialValue.base_notes).toEqual(["Vanille", "", ""]);
    expect(initialValue.name).toBe("Brume Refusée");
    expect(await perfumesWhere("name", "Brume Refusée")).toEqual([]);
  });

  it("refuses a semicolon, a slash, a family outside the list and more than 30 inputs a tier", async () => {
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`base_notes[${i}]`, `Note ${i}`]));
    const result = await submit("/parfums?nouveau", {
      ...PERFUME,
      name: "Brume Inconnue",
      families: "marin",
      "top_notes[0]": "Bergamote; citron",
      "heart_notes[0]": "Rose/jasmin",
      ...many,
    });
    const { error } = dataOf<Reply>(result).result;
    expect(error["families[0]"]).toEqual(["Famille olfactive inconnue"]);
    expect(error["top_notes[0]"]).toEqual([SEPARATORS]);
    expect(error["heart_notes[0]"]).toEqual([SEPARATORS]);
    expect(error.base_notes).toEqual(["30 notes au plus"]);
  });

  it("stores the families in the list's order and each tier's notes joined, duplicates merged", async () => {
    const response = await submit("/parfums?nouveau", {
      ...PERFUME,
      name: "Brume Classée",
      "families[0]": "gourmand",
      "families[1]": "floral",
      "top_notes[0]": " Bergamote ",
      "top_notes[1]": "bergamote",
      "top_notes[2]": "Poivre   rose",
      "top_notes[3]": "",
      "heart_notes[0]": "Figue de Barbarie",
      "base_notes[0]": "Fève tonka",
      "base_notes[1]": "FEVE TONKA",
      "base_notes[2]": "Vanille",
    });
    expect(statusOf(response)).toBe(302);
    const [row] = await perfumesWhere("name", "Brume Classée");
    expect(row).toMatchObject({
      families: ["floral", "gourmand"],
      top_notes: "Bergamote, Poivre rose",
      heart_notes: "Figue de Barbarie",
      base_notes: "Fève tonka, Vanille",
    });
    // The search index follows the save (maintained by the database, decision 099).
    expect((await searchCatalogue("barbarie")).map((hit) => hit.id)).toContain(row.id);

    // Editing shows the tags one per input, then two spare ones; no note at all is allowed.
    const edit = dataOf<{ product: { families: string[] } }>(await runLoader(`${ADMIN_PATH}/parfums/${row.id}`, await signedInCookie()));
    expect(edit.product.families).toEqual(["floral", "gourmand"]);
    const cleared = await submit(`/parfums/${row.id}`, { ...PERFUME, stock_shown: PERFUME.stock_quantity, name: "Brume Classée", families: "floral", "top_notes[0]": "" });
    expect(statusOf(cleared)).toBe(302);
    expect((await perfumesWhere("id", row.id))[0]).toMatchObject({
      families: ["floral"],
      top_notes: null,
      heart_notes: null,
      base_notes: null,
    });
  });

  it("suggests every note the catalogue uses, once each, in French order", async () => {
    await submit("/parfums?nouveau", { ...PERFUME, name: "Brume Suggérée", families: "floral", "heart_notes[0]": "Écorce d'orange" });
    const cookie = await signedInCookie();
    const [anyPerfume] = await perfumesWhere("name", "Brume Suggérée");
    const listed = dataOf<{ newPerfume: { notes: string[] } }>(await runLoader(`${ADMIN_PATH}/parfums?nouveau`, cookie)).newPerfume.notes;
    const edited = dataOf<{ notes: string[] }>(await runLoader(`${ADMIN_PATH}/parfums/${anyPerfume.id}`, cookie)).notes;
    for (const notes of [listed, edited]) {
      // Seeded perfumes' notes and the one just saved.
      expect(notes).toEqual(expect.arrayContaining(["Bergamote", "Fève tonka", "Musc", "Écorce d'orange"]));
      expect(new Set(notes.map(noteKey)).size).toBe(notes.length);
      expect(notes).toEqual([...notes].sort(new Intl.Collator("fr", { sensitivity: "base" }).compare));
      // French order: the accented É among the E, not after Z.
      expect(notes.indexOf("Écorce d'orange")).toBeLessThan(notes.indexOf("Vanille"));
    }
  });
});
