import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_REVIEWS, DEMO_REVIEWS_STATEMENT } from "~/lib/catalog/demo-reviews";
import { termsPdf } from "~/lib/documents/documents.server";
import { loadLegalDocument } from "~/lib/legal-pages/legal-pages.server";
import { getShopSettings, setDemoReviewsShown } from "~/lib/legal/shop-settings.server";
import { listPackagingRegistrations } from "~/lib/legal/packaging-registrations.server";
import { tables, withTransaction } from "~/lib/platform/database.server";
import { ADMIN_PATH, dataOf, locationOf, post, runAction, runLoader, signedInCookie, statusOf } from "./admin-helpers";
import { pdfText } from "./pdf-text";
import { sectionsText } from "./legal-text";

// Decision 107: the consumer information the shop owes (CGV box, mediator, REP identifier, demo reviews).

const FACTS = {
  mediator_name: "CM2C",
  mediator_url: "https://www.cm2c.net",
  mediator_address: "49 rue de Ponthieu\n75008 Paris",
};
const FRANCE_PACKAGING = { intent: "packaging-add", country: "FR", register: "ADEME (identifiant unique REP)", number: "fr219498_01wcrr" };
const FRANCE_SENTENCE =
  "Identifiant unique REP (emballages ménagers), délivré par l'ADEME en application de l'article L541-10-13 du Code de l'environnement : FR219498_01WCRR.";
const frenchNumber = async () => (await listPackagingRegistrations()).find((r) => r.country === "FR")?.number;
const BOX_TITLE = "Garanties légales de conformité et des vices cachés";
const BOX_START = "Le consommateur dispose d'un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d'apparition d'un défaut de conformité.";
const BOX_END = "Cette garantie donne droit à une réduction de prix si le bien est conservé ou à un remboursement intégral contre restitution du bien.";

let cookie: string;

const settings = () => getShopSettings();


beforeAll(async () => {
  cookie = await signedInCookie();
});

beforeEach(async () => {
  const { packaging_registrations, shop_settings } = tables();
  await withTransaction(async (tx) => {
    await tx.delete(shop_settings);
    await tx.delete(packaging_registrations);
  });
});

describe("the D211-2 guarantee box in the CGV", () => {
  it("is a framed section of its own, word for word, on the page and in the PDF attached to confirmations", async () => {
    const cgv = await loadLegalDocument("cgv");
    const box = cgv.sections.find((s) => s.heading === BOX_TITLE);
    expect(box?.framed).toBe(true);
    const boxText = sectionsText({ ...cgv, sections: [box!] });
    expect(boxText).toContain(BOX_START);
    expect(boxText).toContain("Si le bien est réparé dans le cadre de la garantie légale de conformité, le consommateur bénéficie d'une extension de six mois de la garantie initiale.");
    expect(boxText).toContain("4° La non-conformité du bien persiste en dépit de la tentative de mise en conformité du vendeur restée infructueuse.");
    expect(boxText).toContain(BOX_END);
    const pdf = (await pdfText((await termsPdf())!.content)).replace(/\s+/g, " ");
    for (const sentence of [BOX_TITLE, BOX_START, BOX_END]) expect(pdf).toContain(sentence);
  });
});

describe("the mediator's three coordinates and the packaging's REP identifier", () => {
  it("are missing facts until the owner fills them, then the CGV and the mentions légales show them", async () => {
    const missingLegal = async () => dataOf<{ desk: { missingLegal: string[] } }>(await runLoader(`${ADMIN_PATH}/tableau-de-bord`, cookie)).desk.missingLegal;
    expect(await missingLegal()).toEqual(expect.arrayContaining(["Adresse postale du médiateur", "Identifiant d'emballages manquant pour : France"]));
    expect(sectionsText(await loadLegalDocument("cgv"))).toContain("adresse postale : [à compléter]");

    const saved = await runAction(post(FACTS, { cookie, sub: "/informations-legales" }));
    expect(statusOf(saved)).toBe(302);
    expect(statusOf(await runAction(post(FRANCE_PACKAGING, { cookie, sub: "/informations-legales" })))).toBe(302);
    expect(await settings()).toMatchObject({ mediator_address: "49 rue de Ponthieu\n75008 Paris" });
    expect(await frenchNumber()).toBe("FR219498_01WCRR");
    const after = await missingLegal();
    expect(after).not.toContain("Adresse postale du médiateur");
    expect(after).not.toContain("Identifiant d'emballages manquant pour : France");
    for (const page of ["cgv", "mentions-legales"] as const) {
      const text = sectionsText(await loadLegalDocument(page));
      expect(text, page).toContain("CM2C, site internet : https://www.cm2c.net, adresse postale : 49 rue de Ponthieu, 75008 Paris.");
      expect(text, page).toContain(FRANCE_SENTENCE);
    }
  });

  it("takes several identifiers, one format each", async () => {
    await runAction(post({ ...FRANCE_PACKAGING, number: "FR219498_01WCRR, FR006076_10WIDG" }, { cookie, sub: "/informations-legales" }));
    expect(await frenchNumber()).toBe("FR219498_01WCRR, FR006076_10WIDG");
  });

  it.each(["FR21949_01WCRR", "219498_01WCRR", "FR219498-01WCRR", "FR219498_01WCRR, n/a"])(
    "refuses %s with a French message next to the field, keeps what was typed and writes nothing",
    async (value) => {
      const response = await runAction(post({ ...FRANCE_PACKAGING, number: value }, { cookie, sub: "/informations-legales" }));
      expect(statusOf(response)).toBe(400);
      const { packagingResult } = dataOf<{ packagingResult: { error: Record<string, string[]>; initialValue: Record<string, string> } }>(response);
      expect(packagingResult.error.number).toEqual([
        "Identifiant invalide : FR, 6 chiffres, _, 2 chiffres et 4 caractères, par exemple FR219498_01WCRR",
      ]);
      expect(packagingResult.initialValue.number).toBe(value);
      expect(await frenchNumber()).toBeUndefined();
    },
  );
});

describe("the home's example reviews", () => {
  type Home = { reviews: { items: (typeof DEMO_REVIEWS)[number][]; statement: string } | null };
  const home = async (): Promise<Home> => (await import("~/routes/_index")).loader({ request: new Request("http://localhost/"), params: {}, context: {} });

  it("say they are examples of the demo catalogue; the owner hides them and the home no longer shows them", async () => {
    expect((await home()).reviews).toMatchObject({ items: DEMO_REVIEWS.map((r) => expect.objectContaining(r)), statement: DEMO_REVIEWS_STATEMENT });
    expect(DEMO_REVIEWS.map((r) => r.rating)).toEqual([4.8, 5, 4.9]);
    const panel = dataOf<{ demoReviewsShown: boolean }>(await runLoader(`${ADMIN_PATH}/informations-legales`, cookie));
    expect(panel.demoReviewsShown).toBe(true);

    const hidden = await runAction(post({ intent: "demo-reviews", show: "0" }, { cookie, sub: "/informations-legales" }));
    expect(locationOf(hidden)).toBe(`/${ADMIN_PATH}/informations-legales`);
    expect((await home()).reviews).toBeNull();
    await runAction(post({ intent: "demo-reviews", show: "1" }, { cookie, sub: "/informations-legales" }));
    expect((await home()).reviews?.statement).toBe(DEMO_REVIEWS_STATEMENT);
  });

  it("two hides at once: one changes the setting, the other finds it already done", async () => {
    const changed = await Promise.all([setDemoReviewsShown(false), setDemoReviewsShown(false)]);
    expect(changed.sort()).toEqual([false, true]);
    expect((await settings()).show_demo_reviews).toBe(false);
  });

  it("no one without a session hides them", async () => {
    const refused = await runAction(post({ intent: "demo-reviews", show: "0" }, { sub: "/informations-legales" }));
    expect(statusOf(refused)).toBe(302);
    expect((await settings()).show_demo_reviews).toBe(true);
  });
});
