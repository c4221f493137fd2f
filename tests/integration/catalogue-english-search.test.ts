import { describe, expect, it } from "vitest";
import { saveOlfactoryTerm } from "~/lib/catalog/olfactory-terms.server";
import { db, tables } from "~/lib/platform/database.server";
import { MARK_END, MARK_START } from "~/lib/search/marks";
import { searchCatalogue } from "~/lib/search/search-index.server";

// Decision 168: the English index of the demo catalogue, on both engines. An English query finds
// perfumes by their English notes and families; the French index is the one it was.

async function slugsFound(query: string, lang?: "fr" | "en") {
  const { products } = tables();
  const slugs = new Map((await db().select({ id: products.id, slug: products.slug }).from(products)).map((p) => [p.id, p.slug]));
  return (await searchCatalogue(query, lang)).map((hit) => slugs.get(hit.id)).sort();
}

const WITH_SANDALWOOD = ["bois-automne", "corail-etincelant", "el-jedha", "jardin-orient"];
// The woody family's six, and Minuit Profond, « un boisé ambré » / « an amber woody scent ».
const WOODY = ["ananas-royal", "bahia", "bois-automne", "el-jedha", "jardin-orient", "magie-noir", "minuit-profond"];

describe("English search", () => {
  it("finds the perfumes by an English note, marked in their English notes", async () => {
    expect(await slugsFound("sandalwood", "en")).toEqual(expect.arrayContaining(WITH_SANDALWOOD));
    const hits = await searchCatalogue("sandalwood", "en");
    expect(hits.some((hit) => hit.notes.includes(`${MARK_START}Sandalwood${MARK_END}`))).toBe(true);
    expect(await slugsFound("tonka bean", "en")).toEqual(["bahia", "minuit-profond"]);
  });

  it("finds the perfumes by an English family, and by an English word of their descriptions", async () => {
    expect(await slugsFound("woody", "en")).toEqual(WOODY);
    expect(await slugsFound("riviera", "en")).toEqual(["reve-azur"]);
  });

  it("leaves the French index as it was: an English word finds nothing there, the French one finds as before", async () => {
    expect(await slugsFound("sandalwood")).toEqual([]);
    expect(await slugsFound("woody")).toEqual([]);
    expect(await slugsFound("santal")).toEqual(expect.arrayContaining(WITH_SANDALWOOD));
    expect(await slugsFound("boisé")).toEqual(WOODY);
  });

  it("follows the owner's dictionary on the next request", async () => {
    await saveOlfactoryTerm({ kind: "note", fr: "Santal", en: "Mysore sandal" });
    expect(await slugsFound("mysore", "en")).toEqual(expect.arrayContaining(WITH_SANDALWOOD));
    await saveOlfactoryTerm({ kind: "family", fr: "boise", en: "Woodland" });
    // Magie Noir was woody by its family alone.
    expect(await slugsFound("woody", "en")).not.toContain("magie-noir");
    expect(await slugsFound("woodland", "en")).toEqual(WOODY.filter((slug) => slug !== "minuit-profond"));
  });
});
