import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, tables } from "~/lib/platform/database.server";
import { addPackagingRegistration } from "~/lib/legal/packaging-registrations.server";
import { chooseShipping, listDeliveryPromises } from "~/lib/shipping/shipping-methods.server";
import { STALE_SAVE } from "~/lib/shipping/zone-rules";
import type { ZoneView } from "~/components/admin/shipping-tab";
import { fillSellerIdentity } from "./checkout-helpers";
import { ADMIN_PATH, BASE, dataOf, locationOf, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";

// Issue 46, step 3 of docs/eu-sales-plan.md: the owner's « Zones et modes de livraison » (decision 161).

let cookie: string;

beforeAll(async () => {
  cookie = await signedInCookie();
  await fillSellerIdentity();
});

/** A post of the admin's form, a field given several times (the countries' boxes) as an array. */
function submit(sub: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return runAction(new Request(`${BASE}/${ADMIN_PATH}${sub}`, { method: "POST", headers: { Cookie: cookie }, body }));
}

const fieldErrors = (answer: unknown) => dataOf<{ result: { error: Record<string, string[]> } }>(answer).result.error;

async function zones(): Promise<ZoneView[]> {
  return dataOf<{ rows: ZoneView[] }>(await runLoader(`${ADMIN_PATH}/livraison`, cookie)).rows;
}
const zoneNamed = async (name: string) => (await zones()).find((z) => z.name === name)!;

async function methodNamed(name: string) {
  const { shipping_methods } = tables();
  const [method] = await db().select().from(shipping_methods).where(eq(shipping_methods.name, name)).orderBy(asc(shipping_methods.id));
  return method;
}

describe("zones and their methods", () => {
  it("the tests' shop holds France with today's methods, active, and the demo's zones abroad, closed (tests/france-only.ts): France's shoppers see what they saw", async () => {
    const listed = await zones();
    expect(listed.map((z) => [z.name, z.countries, z.is_active, z.methods.map((m) => m.name)])).toEqual([
      ["France métropolitaine", ["FR"], true, ["Livraison standard", "Livraison express en Île-de-France"]],
      ["Belgique et Luxembourg", ["BE", "LU"], false, ["Livraison standard UE"]],
      ["Allemagne et Pays-Bas", ["DE", "NL"], false, ["Livraison standard UE"]],
      ["Italie et Espagne", ["ES", "IT"], false, ["Livraison standard UE"]],
    ]);
    expect(listed.map((z) => z.warning)).toEqual([null, null, null, null]);
    const { options } = await chooseShipping("FR", undefined, 3995);
    expect(options.map((o) => [o.name, o.delayText, o.costCents])).toEqual([
      ["Livraison standard", "2 à 3 jours ouvrés", 0],
      ["Livraison express en Île-de-France", "48 h", 990],
    ]);
    expect(await listDeliveryPromises()).toEqual([
      "Livraison standard : livré en 2 à 3 jours ouvrés",
      "Livraison express en Île-de-France : livré en 48 h",
    ]);
  });

  it("refuses to activate a zone while one of its countries has no packaging registration, naming it beside « Active »", async () => {
    const answer = await submit("/livraison/zones/nouvelle", { name: "Monaco", countries: ["MC"], is_active: "on", display_order: "5" });
    expect(statusOf(answer)).toBe(400);
    expect(fieldErrors(answer).is_active).toEqual([
      "Identifiant d'emballages manquant pour : Monaco. Ajoutez leur enregistrement dans Informations légales, section « Emballages (REP) par pays », avant d'activer la zone.",
    ]);
    expect((await zones()).map((z) => z.name)).not.toContain("Monaco");
    const benelux = await submit("/livraison/zones/nouvelle", { name: "Benelux", countries: ["BE", "NL"], is_active: "on", display_order: "6" });
    expect(fieldErrors(benelux).is_active).toEqual([
      "Identifiant d'emballages manquant pour : Belgique, Pays-Bas. Ajoutez leur enregistrement dans Informations légales, section « Emballages (REP) par pays », avant d'activer la zone.",
    ]);
  });

  it("the owner creates a zone, then a method in it with its delay in working days, road transport and the countries it serves", async () => {
    await addPackagingRegistration({ country: "MC", register: "Principauté de Monaco", number: "MC-2026-001", note: "" });
    const created = await submit("/livraison/zones/nouvelle", { name: "Monaco", countries: ["MC"], is_active: "on", display_order: "5" });
    expect(statusOf(created)).toBe(302);
    expect(locationOf(created)).toBe(`/${ADMIN_PATH}/livraison`);
    const monaco = await zoneNamed("Monaco");
    expect(monaco).toMatchObject({ countries: ["MC"], is_active: true, methods: [] });

    const method = await submit("/livraison/nouvelle", {
      zone_id: String(monaco.id),
      name: "Coursier Monaco",
      delay_min_days: "2",
      delay_max_days: "3",
      road_only: "on",
      countries: ["MC"],
      price: "6.90",
      free_above: "150",
      is_active: "on",
      display_order: "0",
    });
    expect(statusOf(method)).toBe(302);
    expect(await methodNamed("Coursier Monaco")).toMatchObject({
      zone_id: monaco.id,
      delay_text: "",
      delay_min_days: 2,
      delay_max_days: 3,
      road_only: true,
      countries: ["MC"],
      price_cents: 690,
      free_above_cents: 15000,
    });
    expect((await zoneNamed("Monaco")).methods.map((m) => m.name)).toEqual(["Coursier Monaco"]);
    // France's cart is not Monaco's.
    expect((await chooseShipping("FR", undefined, 3995)).options.map((o) => o.name)).not.toContain("Coursier Monaco");
  });

  it("refuses a method limited to countries outside its zone, beside the countries", async () => {
    const belgium = await zoneNamed("Belgique et Luxembourg");
    const answer = await submit("/livraison/nouvelle", { zone_id: String(belgium.id), name: "Hors zone", countries: ["DE"], price: "9", display_order: "0" });
    expect(statusOf(answer)).toBe(400);
    expect(fieldErrors(answer).countries).toEqual(["Cochez seulement des pays de la zone « Belgique et Luxembourg », ou aucun pour tous."]);
    expect(await methodNamed("Hors zone")).toBeUndefined();
  });

  it("refuses a country already in another active zone, with a French message beside the countries", async () => {
    const answer = await submit("/livraison/zones/nouvelle", { name: "France et Monaco", countries: ["FR", "MC"], is_active: "on", display_order: "0" });
    expect(statusOf(answer)).toBe(400);
    expect(fieldErrors(answer).countries).toEqual([
      "France est déjà dans la zone active « France métropolitaine » : un pays ne peut être que dans une zone active.",
    ]);
    expect((await zones()).map((z) => z.name)).not.toContain("France et Monaco");
    // Inactive, the owner may prepare it while the other zone serves France.
    expect(statusOf(await submit("/livraison/zones/nouvelle", { name: "France et Monaco", countries: ["FR", "MC"], display_order: "9" }))).toBe(302);
    expect(await zoneNamed("France et Monaco")).toMatchObject({ is_active: false, countries: ["FR", "MC"] });
  });

  it("warns on a zone abroad whose methods are not all « transport routier »", async () => {
    const germany = await zoneNamed("Allemagne et Pays-Bas");
    const answer = await submit("/livraison/nouvelle", { zone_id: String(germany.id), name: "Express aérien", delay_min_days: "1", delay_max_days: "2", price: "25", is_active: "on", display_order: "1" });
    expect(statusOf(answer)).toBe(302);
    expect((await zoneNamed("Allemagne et Pays-Bas")).warning).toBe(
      "Zone hors de France : « Express aérien » n'est pas marqué « Transport routier ». Le parfum est une marchandise dangereuse : vérifiez que le transporteur l'accepte par la route.",
    );
    expect((await zoneNamed("France métropolitaine")).warning).toBeNull();
  });

  it("opens a zone abroad once each of its countries has its packaging registration: its countries are served from the next request", async () => {
    const italy = await zoneNamed("Italie et Espagne");
    const form = { name: italy.name, countries: italy.countries, is_active: "on", display_order: String(italy.display_order), version: String(italy.version) };
    expect(fieldErrors(await submit(`/livraison/zones/${italy.id}`, form)).is_active).toEqual([
      "Identifiant d'emballages manquant pour : Espagne, Italie. Ajoutez leur enregistrement dans Informations légales, section « Emballages (REP) par pays », avant d'activer la zone.",
    ]);
    expect(await zoneNamed("Italie et Espagne")).toMatchObject({ is_active: false, version: italy.version });
    await addPackagingRegistration({ country: "ES", register: "Registro de Productores de Productos", number: "ENV/2026/000000001", note: "" });
    await addPackagingRegistration({ country: "IT", register: "CONAI", number: "IT-CONAI-0001", note: "" });
    expect(statusOf(await submit(`/livraison/zones/${italy.id}`, form))).toBe(302);
    expect(await zoneNamed("Italie et Espagne")).toMatchObject({ is_active: true });
    expect((await chooseShipping("IT", undefined, 3995)).options.map((o) => [o.name, o.costCents])).toEqual([["Livraison standard UE", 1290]]);
  });

  it("refuses a save from a page older than the zone or the method, so the change made meanwhile stays", async () => {
    const belgium = await zoneNamed("Belgique et Luxembourg");
    const form = { name: "Benelux sud", countries: ["BE", "LU"], display_order: "1", version: String(belgium.version) };
    expect(statusOf(await submit(`/livraison/zones/${belgium.id}`, form))).toBe(302);
    const stale = await submit(`/livraison/zones/${belgium.id}`, { ...form, name: "Belgique seule", countries: ["BE"] });
    expect(statusOf(stale)).toBe(400);
    expect(fieldErrors(stale).name).toEqual([STALE_SAVE]);
    expect(STALE_SAVE).toBe("Modifié entre-temps ailleurs : rechargez la page avant d'enregistrer.");
    expect(await zoneNamed("Benelux sud")).toMatchObject({ countries: ["BE", "LU"] });

    const standard = await methodNamed("Livraison standard");
    const edit = { zone_id: String(standard.zone_id), name: "Livraison standard", delay_text: "2 à 3 jours ouvrés", price: "0", is_active: "on", display_order: "0" };
    expect(statusOf(await submit(`/livraison/${standard.id}`, { ...edit, version: String(standard.version) }))).toBe(302);
    // The list's « Désactiver » moves the version too: a dialog opened before it cannot undo it.
    const seen = (await methodNamed("Livraison standard")).version;
    expect(statusOf(await submit("/livraison", { id: String(standard.id), active: "false" }))).toBe(302);
    const late = await submit(`/livraison/${standard.id}`, { ...edit, price: "4.90", version: String(seen) });
    expect(statusOf(late)).toBe(400);
    expect(fieldErrors(late).name).toEqual([STALE_SAVE]);
    expect(await methodNamed("Livraison standard")).toMatchObject({ is_active: false, price_cents: 0 });
  });
});
