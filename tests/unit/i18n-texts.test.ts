import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/i18n/lang";

import { CATALOGUES, textsFor, textWith, type Namespace } from "~/lib/i18n/texts.server";
import { TOAST_TEXTS } from "~/lib/i18n/toast-texts";
import { layoutTexts } from "~/lib/i18n/use-text";

const LANGS = Object.keys(CATALOGUES) as Lang[];
const NAMESPACES = Object.keys(CATALOGUES.fr) as Namespace[];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const catalogue = (lang: Lang, ns: Namespace): Record<string, string> => CATALOGUES[lang][ns];
// Plural forms differ by language (French has « many »): the texts are compared by their base key.
const bases = (lang: Lang, ns: Namespace) => [...new Set(Object.keys(catalogue(lang, ns)).map((key) => key.replace(PLURAL, "")))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map(([, name]) => name).sort();

describe("both catalogues say the same things (decision 170)", () => {
  for (const ns of NAMESPACES) {
    it(`${ns}: the same keys, none empty, the same placeholders`, () => {
      expect(bases("en", ns)).toEqual(bases("fr", ns));
      for (const [key, fr] of Object.entries(catalogue("fr", ns))) {
        const en = catalogue("en", ns)[key] ?? catalogue("en", ns)[key.replace(PLURAL, "_other")];
        expect(fr.trim(), `fr ${ns}:${key}`).not.toBe("");
        expect(en.trim(), `en ${ns}:${key}`).not.toBe("");
        expect(placeholders(en), `${ns}:${key}`).toEqual(placeholders(fr));
      }
    });

    it(`${ns}: every plural text has each form the language's plural rules ask for`, () => {
      for (const lang of LANGS) {
        const keys = Object.keys(catalogue(lang, ns));
        const plurals = new Set(keys.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, "")));
        for (const base of plurals) {
          for (const form of new Intl.PluralRules(lang).resolvedOptions().pluralCategories) {
            expect(keys, `${lang} ${ns}:${base}_${form}`).toContain(`${base}_${form}`);
          }
        }
      }
    });
  }

  it("the layout's and a page's keys never meet: useText merges them", () => {
    const layout = Object.keys(CATALOGUES.fr.layout);
    for (const key of Object.keys(CATALOGUES.fr.home)) expect(layout, key).not.toContain(key);
    // The purchase's pages merge the layout's, the cart's (the root's data, with a cart), their own.
    const merged = ["layout", "cart", "cartPage", "checkout"] as const;
    const seen = new Map<string, string>();
    for (const ns of merged) {
      for (const key of Object.keys(CATALOGUES.fr[ns])) {
        expect(seen.get(key), `${ns}:${key}`).toBeUndefined();
        seen.set(key, ns);
      }
    }
  });
});

describe("SPEC.md's home and layout sentences, word for word in locales/fr", () => {
  const values = NAMESPACES.flatMap((ns) => Object.values(catalogue("fr", ns)));
  const SENTENCES = [
    // Layout: the navigation, the error screen, the footer (SPEC.md « Layout »), DESIGN.md's withdrawal link.
    "Accueil",
    "Nos Collections",
    "Qui sommes-nous",
    "Aide",
    "Contact",
    "Unexpected Application Error!",
    "Renoncer au contrat ici",
    // Home (SPEC.md « Home »).
    "Des Parfums qui Marquent les Esprits",
    "Fragrances d'exception",
    "Tenue longue durée",
    "Livraison express en Île-de-France",
    "Qualité Premium",
    "Livraison 48h",
    "Tenue 12h+",
    "Collection Fruitée disponible !",
    "Découvrir nos Parfums",
    "Best-Sellers",
    "Aucun parfum disponible pour le moment",
  ];
  for (const sentence of SENTENCES) it(sentence, () => expect(values).toContain(sentence));

  it("Tous droits réservés (the footer's copyright line)", () => {
    expect(values.some((value) => value.includes("Tous droits réservés"))).toBe(true);
  });
});

describe("texts resolved by i18next on the server", () => {
  it("a key absent from the catalogues throws under test", () => {
    expect(() => textWith("fr", "layout", "absent")).toThrow(/texte manquant/);
    expect(() => textWith("en", "home", "absent")).toThrow(/texte manquant/);
  });

  it("the brand and the founding year are filled in, a count picks its plural form", () => {
    expect(textsFor("fr", "home").houseH).toBe("La Maison Sillage");
    expect(textsFor("fr", "home").since).toBe("Depuis 2023");
    expect(textWith("fr", "layout", "logo")).toBe("Maison Sillage, accueil");
    expect([0, 1, 2].map((count) => textWith("fr", "layout", "cart", { count }))).toEqual(["Panier, 0 article", "Panier, 1 article", "Panier, 2 articles"]);
    // Asked again, the same values give the same text (the memo), other values their own.
    expect([2, 1, 2].map((count) => textWith("fr", "layout", "cart", { count }))).toEqual(["Panier, 2 articles", "Panier, 1 article", "Panier, 2 articles"]);
    expect(textWith("en", "layout", "cart", { count: 2 })).toBe("Cart, 2 items");
  });

  it("a text with values of its own is not sent unresolved", () => {
    expect(textsFor("fr", "home")).not.toHaveProperty("rating");
    expect(Object.values(textsFor("fr", "home")).join("")).not.toContain("{{");
  });

  it("the texts sent in the browser's chunks are i18next's, in each language", () => {
    for (const lang of LANGS) {
      // The texts with values (the logo's, the cart's) are resolved in the root's data, read after these.
      const layout = textsFor(lang, "layout");
      expect(Object.keys(layout).length, lang).toBeGreaterThan(30);
      for (const [key, text] of Object.entries(layout)) {
        if (!catalogue(lang, "layout")[key].includes("{{")) expect(layoutTexts(lang)[key], `${lang}:${key}`).toBe(text);
      }
      expect(TOAST_TEXTS[lang]).toEqual(textsFor(lang, "toast"));
    }
  });
});
