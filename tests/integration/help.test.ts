import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SET_VOUCHER_RULE } from "~/lib/discovery-sets/set-rules";
import { helpHref } from "~/lib/help/help-anchors";
import { write } from "./checkout-helpers";

// The help page (issue 45, « Help, trust and words »): what a perfume house's shoppers ask, each
// answer under its own anchor, written from the facts the shop keeps elsewhere.
const helpPage = async () => {
  const help = await import("~/routes/help");
  return (await help.loader()).items;
};
/** An answer as one text, French money's narrow no-break spaces read as spaces. */
const answerOf = async (id: string) => JSON.stringify((await helpPage()).find((i) => i.id === id)?.answer ?? null).replace(/\u202f|\u00a0/g, " ");

describe("the help page", () => {
  it("answers each question under its own anchor, SPEC's ordering answer first", async () => {
    const items = await helpPage();
    expect(items.map((i) => i.id)).toEqual([
      "commander",
      "paiement",
      "livraison",
      "suivre-ma-commande",
      "retours",
      "echantillons",
      "coffret-decouverte",
      "carte-cadeau",
      "nous-contacter",
    ]);
    expect(helpHref("delivery")).toBe("/help#livraison");
    expect(JSON.stringify(items[0].answer)).toContain("Nous acceptons les cartes bancaires et PayPal.");
    // Returns: sealed bottles, the online withdrawal and the form; no article number for a shopper.
    const returns = await answerOf("retours");
    expect(returns).toContain("Un flacon resté scellé");
    expect(returns).toContain('"href":"/renoncer"');
    expect(JSON.stringify(items)).not.toMatch(/article L\d|L221-|\bR\d{3}-/);
    expect(await answerOf("coffret-decouverte")).toContain(SET_VOUCHER_RULE);
    expect(await answerOf("suivre-ma-commande")).toContain('"href":"/suivi-commande"');
    expect(await answerOf("carte-cadeau")).toContain("De la part de");
  });

  it("gives each shipping method offered now in France with its delay and price, from the database", async () => {
    expect(await answerOf("livraison")).toContain("Votre commande est expédiée sous 24 à 48 h ouvrées.");
    expect(await answerOf("livraison")).toContain("Livraison standard : livré en 2 à 3 jours ouvrés, offerte.");
    expect(await answerOf("livraison")).toContain("Livraison express en Île-de-France : livré en 48 h, 9,90 € TTC.");
    await write(async (tx, { shipping_methods }) => {
      const [standard] = await tx.select().from(shipping_methods).where(eq(shipping_methods.name, "Livraison standard"));
      await tx
        .insert(shipping_methods)
        .values({ zone_id: standard.zone_id, name: "Point relais", delay_text: "3 à 5 jours ouvrés", price_cents: 490, free_above_cents: 6000, display_order: 2 });
      await tx.update(shipping_methods).set({ is_active: false }).where(eq(shipping_methods.name, "Livraison express en Île-de-France"));
    });
    const delivery = await answerOf("livraison");
    expect(delivery).toContain("Point relais : livré en 3 à 5 jours ouvrés, 4,90 € TTC, offerte dès 60,00 € d'achat après réduction.");
    expect(delivery).not.toContain("Livraison express");
    // The tests' shop sells to France alone (tests/france-only.ts): the closed zones' methods are promised nowhere.
    expect(delivery).not.toContain("Livraison standard UE");
  });

  it("says how many samples the owner offers, and the seller's email beside Instagram once given", async () => {
    await write(async (tx, { shop_settings }) => {
      await tx.update(shop_settings).set({ samples_per_order: 3, contact_email: "bonjour@maison-sillage.fr", contact_phone: "" });
    });
    expect(await answerOf("echantillons")).toContain("jusqu'à 3 échantillons offerts");
    const contact = await answerOf("nous-contacter");
    expect(contact).toContain("@maisonsillage");
    expect(contact).toContain('"href":"mailto:bonjour@maison-sillage.fr"');
    expect(contact).not.toContain("téléphone");
    await write((tx, { shop_settings }) => tx.update(shop_settings).set({ samples_per_order: 0 }));
    expect(await answerOf("echantillons")).toContain("Pas en ce moment.");
  });
});
