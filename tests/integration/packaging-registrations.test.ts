import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadLegalDocument } from "~/lib/legal-pages/legal-pages.server";
import { db, isPostgres, tables, withTransaction } from "~/lib/platform/database.server";
import { afterResponse } from "./checkout-helpers";
import { sectionsText } from "./legal-text";
import { ADMIN_PATH, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";

// Decision 165: the packaging EPR registration of each country the shop ships to.

const LUCID = { country: "DE", register: "LUCID (Zentrale Stelle Verpackungsregister)", number: "DE5555555555555", note: "Mandataire : Verpackung GmbH, Berlin" };
const FRANCE_SENTENCE =
  "Identifiant unique REP (emballages ménagers), délivré par l'ADEME en application de l'article L541-10-13 du Code de l'environnement : FR219498_01WCRR.";
const BACK = `/${ADMIN_PATH}/informations-legales`;

let cookie: string;

const send = (fields: Record<string, string>, withCookie = true) =>
  runAction(post(fields, { cookie: withCookie ? cookie : undefined, sub: "/informations-legales" }));
const add = (fields: Record<string, string>) => send({ intent: "packaging-add", ...fields });

async function rows() {
  const { packaging_registrations: t } = tables();
  return db()
    .select({ country: t.country, register: t.register, number: t.number, note: t.note, version: t.version })
    .from(t)
    .orderBy(asc(t.country));
}

type Refused = { packagingForm: string; packagingResult: { error: Record<string, string[]> } };


const missingLegal = async () =>
  dataOf<{ desk: { missingLegal: string[] } }>(await runLoader(`${ADMIN_PATH}/tableau-de-bord`, cookie)).desk.missingLegal;

beforeAll(async () => {
  cookie = await signedInCookie();
});

beforeEach(async () => {
  const { packaging_registrations, shop_settings } = tables();
  await withTransaction(async (tx) => {
    await tx.delete(packaging_registrations);
    await tx.delete(shop_settings);
  });
});

describe("France's identifier moved out of the settings (the migration's data statement)", () => {
  async function replay() {
    const dir = isPostgres() ? "drizzle-pg" : "drizzle";
    const file = readdirSync(dir).find((name) => name.endsWith("_packaging_registrations_france.sql"));
    const statement = sql.raw(readFileSync(path.join(dir, file!), "utf8"));
    await withTransaction(async (tx) => {
      if (isPostgres()) await tx.execute(statement);
      else (tx as unknown as { run: (query: typeof statement) => unknown }).run(statement);
    });
  }

  it("makes the owner's identifiers France's row under ADEME's register, and no row from an empty field", async () => {
    const { shop_settings } = tables();
    await withTransaction((tx) => tx.insert(shop_settings).values({ id: 1, rep_identifiers: "" }));
    await replay();
    expect(await rows()).toEqual([]);

    await withTransaction((tx) => tx.update(shop_settings).set({ rep_identifiers: "FR219498_01WCRR, FR006076_10WIDG" }));
    await replay();
    expect(await rows()).toEqual([
      { country: "FR", register: "ADEME (identifiant unique REP)", number: "FR219498_01WCRR, FR006076_10WIDG", note: "", version: 1 },
    ]);
    expect(sectionsText(await loadLegalDocument("cgv"))).toContain(
      "délivré par l'ADEME en application de l'article L541-10-13 du Code de l'environnement : FR219498_01WCRR, FR006076_10WIDG.",
    );
  });
});

describe("the « Emballages (REP) par pays » section", () => {
  it("adds a country's registration, lists it in French order, and says so", async () => {
    const added = await add(LUCID);
    expect(locationOf(added)).toBe(BACK);
    expect((await afterResponse(added as Response)).toast?.title).toBe("Enregistrement ajouté : Allemagne");
    await add({ country: "FR", register: "ADEME (identifiant unique REP)", number: " fr219498_01wcrr " });
    expect(await rows()).toEqual([
      { ...LUCID, version: 1 },
      { country: "FR", register: "ADEME (identifiant unique REP)", number: "FR219498_01WCRR", note: "", version: 1 },
    ]);
    const page = dataOf<{ packagingRegistrations: { country: string }[] }>(await runLoader(`${ADMIN_PATH}/informations-legales`, cookie));
    expect(page.packagingRegistrations.map((r) => r.country)).toEqual(["DE", "FR"]);
  });

  it.each([
    ["an unknown code", { ...LUCID, country: "XX" }, "country", "Choisissez un pays de l'Union européenne ou Monaco"],
    ["a country outside the EU", { ...LUCID, country: "CH" }, "country", "Choisissez un pays de l'Union européenne ou Monaco"],
    ["no country", { ...LUCID, country: "" }, "country", "Choisissez un pays de l'Union européenne ou Monaco"],
    ["an empty number", { ...LUCID, number: "   " }, "number", "Indiquez le numéro d'enregistrement"],
    ["a number of 65 characters", { ...LUCID, number: "D".repeat(65) }, "number", "64 caractères maximum"],
    ["no register", { ...LUCID, register: "" }, "register", "Indiquez le registre ou l'organisme"],
    [
      "France's number not an ADEME identifier",
      { country: "FR", register: "ADEME", number: "FR21949_01WCRR" },
      "number",
      "Identifiant invalide : FR, 6 chiffres, _, 2 chiffres et 4 caractères, par exemple FR219498_01WCRR",
    ],
  ])("refuses %s beside the field, in French, and writes nothing", async (_, fields, field, message) => {
    const refused = await add(fields);
    expect(statusOf(refused)).toBe(400);
    const { packagingForm, packagingResult } = dataOf<Refused>(refused);
    expect(packagingForm).toBe("packaging-nouveau");
    expect(packagingResult.error[field]).toEqual([message]);
    expect(await rows()).toEqual([]);
  });

  it("takes a number of 64 characters, and Monaco", async () => {
    expect(statusOf(await add({ ...LUCID, country: "MC", number: "M".repeat(64) }))).toBe(302);
    expect((await rows())[0]).toMatchObject({ country: "MC", number: "M".repeat(64) });
  });

  it("keeps one row per country: a second one is refused beside the country, even two sent at once", async () => {
    const both = await Promise.all([add(LUCID), add({ ...LUCID, number: "DE6666666666666" })]);
    expect(both.map(statusOf).sort()).toEqual([302, 400]);
    const refused = both.find((r) => statusOf(r) === 400);
    expect(dataOf<Refused>(refused).packagingResult.error.country).toEqual(["Allemagne a déjà un enregistrement : modifiez-le dans sa ligne."]);
    expect(await rows()).toHaveLength(1);
  });

  it("saves a row the page showed, and refuses a save from a page opened before another save", async () => {
    await add(LUCID);
    const first = await send({ intent: "packaging-save", ...LUCID, number: "DE7777777777777", version: "1" });
    expect(locationOf(first)).toBe(BACK);
    expect((await afterResponse(first as Response)).toast?.title).toBe("Enregistrement mis à jour : Allemagne");
    const stale = await send({ intent: "packaging-save", ...LUCID, number: "DE8888888888888", version: "1" });
    expect(locationOf(stale)).toBe(BACK);
    expect((await afterResponse(stale as Response)).toast).toMatchObject({
      title: "Enregistrement non modifié",
      description: "Il a changé entre-temps (dans un autre onglet ou par une autre personne) : voici son état actuel.",
      type: "error",
    });
    expect(await rows()).toEqual([{ ...LUCID, number: "DE7777777777777", version: 2 }]);
  });

  it("refuses an edit's errors beside its own row's fields", async () => {
    await add(LUCID);
    const refused = await send({ intent: "packaging-save", ...LUCID, number: "", version: "1" });
    expect(statusOf(refused)).toBe(400);
    expect(dataOf<Refused>(refused)).toMatchObject({ packagingForm: "packaging-DE", packagingResult: { error: { number: ["Indiquez le numéro d'enregistrement"] } } });
    expect(await rows()).toEqual([{ ...LUCID, version: 1 }]);
  });

  it("removes the row the page showed, not one saved since", async () => {
    await add(LUCID);
    await send({ intent: "packaging-save", ...LUCID, register: "LUCID", version: "1" });
    const stale = await send({ intent: "packaging-remove", country: "DE", version: "1" });
    expect((await afterResponse(stale as Response)).toast?.title).toBe("Enregistrement non modifié");
    expect(await rows()).toHaveLength(1);
    const removed = await send({ intent: "packaging-remove", country: "DE", version: "2" });
    expect((await afterResponse(removed as Response)).toast?.title).toBe("Enregistrement retiré : Allemagne");
    expect(await rows()).toEqual([]);
  });

  it("changes nothing for a visitor without a session", async () => {
    const refused = await send({ intent: "packaging-add", ...LUCID }, false);
    expect(statusOf(refused)).toBe(302);
    expect(locationOf(refused)).not.toBe(BACK);
    expect(await rows()).toEqual([]);
  });
});

describe("the served countries without a registration", () => {
  it("are in the dashboard's missing legal facts, France alone served today, until its row exists", async () => {
    expect(await missingLegal()).toContain("Identifiant d'emballages manquant pour : France");
    await add(LUCID);
    expect(await missingLegal()).toContain("Identifiant d'emballages manquant pour : France");
    const page = dataOf<{ servedWithoutPackaging: string[] }>(await runLoader(`${ADMIN_PATH}/informations-legales`, cookie));
    expect(page.servedWithoutPackaging).toEqual(["FR"]);
    await add({ country: "FR", register: "ADEME (identifiant unique REP)", number: "FR219498_01WCRR" });
    expect((await missingLegal()).filter((fact) => fact.startsWith("Identifiant d'emballages"))).toEqual([]);
  });
});

describe("the legal pages", () => {
  it("print France's identifier as before in the CGV and the mentions, and the other countries' registrations in the mentions only", async () => {
    await add({ country: "FR", register: "ADEME (identifiant unique REP)", number: "FR219498_01WCRR" });
    await add(LUCID);
    await add({ country: "BE", register: "Fost Plus", number: "BE-12345" });
    const mentions = sectionsText(await loadLegalDocument("mentions-legales"));
    expect(mentions).toContain(FRANCE_SENTENCE);
    expect(mentions).toContain(
      "Responsabilité élargie du producteur (emballages) dans les autres pays de livraison : Allemagne — LUCID (Zentrale Stelle Verpackungsregister), n° DE5555555555555 ; Belgique — Fost Plus, n° BE-12345.",
    );
    expect(mentions).not.toContain(LUCID.note);
    const cgv = sectionsText(await loadLegalDocument("cgv"));
    expect(cgv).toContain(FRANCE_SENTENCE);
    expect(cgv).not.toContain("DE5555555555555");
  });

  it("say « [à compléter] » for France while it has no row, and print no line for other countries when none has one", async () => {
    const mentions = sectionsText(await loadLegalDocument("mentions-legales"));
    expect(mentions).toContain("L541-10-13 du Code de l'environnement : [à compléter].");
    expect(mentions).not.toContain("autres pays de livraison");
  });
});
