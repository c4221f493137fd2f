import { readFileSync } from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { findLegalText } from "~/lib/documents/legal-texts.server";
import { helpItems } from "~/lib/help/help-faq.server";
import type { LegalDocument } from "~/lib/legal/legal-document";
import { formatTermsVersion, TERMS_VERSION, TERMS_VERSION_ABROAD } from "~/lib/legal/terms";
import { getShopSettings, identityOf, saveShopSettings } from "~/lib/legal/shop-settings.server";
import { loadLegalDocument, termsInForce } from "~/lib/legal-pages/legal-pages.server";
import { SELLER_IDENTITY } from "../seller-identity";
import { dataOf, post, runAction, signedInCookie, statusOf } from "./admin-helpers";
import { checkoutAndPay, productBySlug, useFakeStripe, write } from "./checkout-helpers";
import { sectionsText } from "./legal-text";

// Issue 46, step 10 of docs/eu-sales-plan.md (decision 162, « Step 10, built »): the CGV and help
// say what the shop does abroad only while a zone abroad is active. The tests' shop sells to France
// alone (tests/france-only.ts): these tests open the seeded ones by writing the database, as fixtures do.

useFakeStripe();
let minuit: number;

beforeAll(async () => {
  minuit = (await productBySlug("minuit-profond")).id;
});

const ABROAD = ["Belgique et Luxembourg", "Italie et Espagne"];

/** The two zones open, Italy's with a dearer second road method: the estimate must be its price. */
async function openZonesAbroad() {
  await write(async (tx, { shipping_methods, shipping_zones }) => {
    await tx.update(shipping_zones).set({ is_active: true }).where(inArray(shipping_zones.name, ABROAD));
    const [italy] = await tx.select().from(shipping_zones).where(eq(shipping_zones.name, "Italie et Espagne"));
    await tx.insert(shipping_methods).values({
      zone_id: italy.id,
      name: "Express UE",
      delay_min_days: 2,
      delay_max_days: 3,
      road_only: true,
      price_cents: 1990,
      display_order: 2,
    });
  });
}

afterEach(async () => {
  await write(async (tx, { shipping_methods, shipping_zones }) => {
    await tx.update(shipping_zones).set({ is_active: false }).where(inArray(shipping_zones.name, ABROAD));
    await tx.delete(shipping_methods).where(eq(shipping_methods.name, "Express UE"));
  });
});

const stored = (file: string) => JSON.parse(readFileSync(new URL(`./france-only/${file}`, import.meta.url), "utf8"));
const textOf = (doc: LegalDocument) => [...doc.intro.map(String), sectionsText(doc)].join("\n");

describe("with France alone", () => {
  it("the CGV are word for word those of TERMS_VERSION, and help is unchanged", async () => {
    // The files were written by the code before step 10, with the seller's test identity; the
    // CGV's, once more for each version since (2026-11-28.4: the languages of the contract).
    expect(await loadLegalDocument("cgv")).toEqual(stored(`cgv-${TERMS_VERSION}.json`));
    expect(await helpItems()).toEqual(stored("help.json"));
    expect((await termsInForce()).version).toBe(TERMS_VERSION);
  });
});

describe("with zones abroad active", () => {
  it("the CGV list the zones, their countries and methods, the return estimate from each zone's dearest method, the territories not served and Rome I", async () => {
    await openZonesAbroad();
    const { version, document } = await termsInForce();
    expect(version).toBe(TERMS_VERSION_ABROAD);
    const text = textOf(document);
    expect(text).toContain(`Version du ${formatTermsVersion(TERMS_VERSION_ABROAD)}.`);
    expect(text).toContain("le même prix TTC s'applique quel que soit le pays de livraison. La TVA incluse est celle de la France (20\u00a0%) ou, lorsque la loi le prévoit, celle du pays de livraison");
    expect(text).toContain("Belgique et Luxembourg :\nLivraison standard UE : livré en 3 à 5 jours ouvrés, 9,90\u00a0€ TTC, offerte dès 150,00\u00a0€ d'achat après réduction.");
    expect(text).toContain(
      "Italie et Espagne :\nLivraison standard UE : livré en 4 à 7 jours ouvrés, 12,90\u00a0€ TTC, offerte dès 200,00\u00a0€ d'achat après réduction.\nExpress UE : livré en 2 à 3 jours ouvrés, 19,90\u00a0€ TTC.",
    );
    expect(text).toContain("Hors de France, nos parfums voyagent par la route, en quantités limitées");
    expect(text).toContain("Nous ne livrons pas les îles Canaries, Ceuta, Melilla, Campione d'Italia, Livigno, le Vatican ni Saint-Marin.");
    expect(text).toContain(
      "nous l'estimons au plus à 9,90\u00a0€ depuis la zone Belgique et Luxembourg et 19,90\u00a0€ depuis la zone Italie et Espagne, soit le prix de notre livraison la plus chère vers chaque zone.",
    );
    expect(text).toContain(
      "Si vous résidez dans un autre État membre de l'Union européenne, ce choix ne vous prive pas de la protection que vous assurent les dispositions impératives du droit de votre pays de résidence (article 6 du règlement (CE) n° 593/2008, « Rome I »).",
    );
    expect(text).toContain("Quels que soient votre nationalité, votre pays de résidence ou le pays d'où vous commandez");
    // France's own sentences stay: its methods and its return paragraph.
    expect(text).toContain("Livraison express en Île-de-France");
    expect(text).toContain("Les frais de retour sont à votre charge.");
  });

  it("names a zone's excluded territories only while a zone holds their country", async () => {
    await openZonesAbroad();
    await write((tx, { shipping_zones }) => tx.update(shipping_zones).set({ is_active: false }).where(eq(shipping_zones.name, "Italie et Espagne")));
    const text = textOf(await loadLegalDocument("cgv"));
    expect(text).toContain("Belgique et Luxembourg :");
    expect(text).not.toContain("Italie et Espagne");
    expect(text).not.toContain("Nous ne livrons pas");
    expect(text).toContain("au plus à 9,90\u00a0€ depuis la zone Belgique et Luxembourg, soit");
  });

  it("help lists the zones, the territories and answers « Livrez-vous à l'étranger ? »", async () => {
    await openZonesAbroad();
    const items = await helpItems();
    const answer = (id: string) => JSON.stringify(items.find((i) => i.id === id)?.answer);
    expect(answer("livraison")).toContain("Italie et Espagne — Express UE : livré en 2 à 3 jours ouvrés, 19,90\u00a0€ TTC.");
    expect(answer("livraison")).toContain("Nous ne livrons pas les îles Canaries");
    const abroad = items.find((i) => i.id === "livraison-a-l-etranger")!;
    expect(abroad.question).toBe("Livrez-vous à l'étranger ?");
    expect(JSON.stringify(abroad.answer)).toContain("nous livrons les pays suivants : Belgique, Luxembourg, Espagne et Italie.");
    // SPEC's sentence is still where SPEC puts it.
    expect(answer("commander")).toContain("Nous acceptons les cartes bancaires et PayPal.");
  });

  it("an order paid while they are active keeps the CGV with zones abroad, under their version", async () => {
    await openZonesAbroad();
    const reference = await checkoutAndPay({ lines: [{ id: minuit, quantity: 1 }], promoCode: null });
    const [invoice] = await write((tx, { invoices, orders }) =>
      tx
        .select({ snapshot: invoices.snapshot, termsVersion: orders.terms_version })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.order_id))
        .where(eq(orders.reference, reference)),
    );
    const kept = await findLegalText(invoice.snapshot.termsTextId!);
    expect(kept?.version).toBe(TERMS_VERSION_ABROAD);
    // The order says which version the buyer accepted: the one kept with it.
    expect(invoice.termsVersion).toBe(TERMS_VERSION_ABROAD);
    expect(textOf(kept!.document)).toContain("depuis la zone Italie et Espagne");
    // Closed again, the page is France's text, and the order still has its own.
    await write((tx, { shipping_zones }) => tx.update(shipping_zones).set({ is_active: false }).where(inArray(shipping_zones.name, ABROAD)));
    expect(textOf(await loadLegalDocument("cgv"))).not.toContain("Italie et Espagne");
    expect(textOf((await findLegalText(invoice.snapshot.termsTextId!))!.document)).toContain("Rome I");
  });
});

describe("the payment means the owner lists", () => {
  it("appear in the CGV and help, SPEC's help sentence kept word for word; the list must keep cards and PayPal", async () => {
    const settings = await getShopSettings();
    const id = identityOf(settings);
    await saveShopSettings({ identity: { ...id, payment_means_text: "carte bancaire, PayPal, Bancontact, iDEAL" }, accessibilityRegime: settings.accessibility_regime });
    expect(textOf(await loadLegalDocument("cgv"))).toContain(
      "Le paiement se fait sur la page sécurisée de notre prestataire Stripe, par l'un des moyens de paiement qu'elle vous propose pour votre commande : carte bancaire, PayPal, Bancontact, iDEAL.",
    );
    const payment = JSON.stringify((await helpItems()).find((i) => i.id === "paiement")?.answer);
    expect(payment).toContain("Nous acceptons les cartes bancaires et PayPal. Selon votre commande, la page de paiement vous propose : carte bancaire, PayPal, Bancontact, iDEAL.");
  });
});

describe("the « Moyens de paiement proposés » field", () => {
  it.each(["Bancontact, iDEAL", "carte bancaire", "carte bancaire, PayPal, x"])("refuses « %s » with its rule beside the field and keeps the fact as it was", async (value) => {
    const cookie = await signedInCookie();
    const response = await runAction(post({ ...SELLER_IDENTITY, payment_means_text: value }, { cookie, sub: "/informations-legales" }));
    expect(statusOf(response)).toBe(400);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(response).result.error.payment_means_text).toEqual([
      "Listez les moyens séparés par des virgules, carte bancaire et PayPal compris (la page d'aide les promet), par exemple « carte bancaire, PayPal, Bancontact »",
    ]);
    expect((await getShopSettings()).payment_means_text).toBe("");
  });

  it("takes a list with cards and PayPal from the legal facts' form", async () => {
    const cookie = await signedInCookie();
    const response = await runAction(post({ ...SELLER_IDENTITY, payment_means_text: "Carte bancaire, PayPal, Bancontact" }, { cookie, sub: "/informations-legales" }));
    expect(statusOf(response)).toBe(302);
    expect((await getShopSettings()).payment_means_text).toBe("Carte bancaire, PayPal, Bancontact");
  });
});
