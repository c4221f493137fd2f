import { describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/format/money";
import { formatLongDay, formatParisDate, formatParisDateTime } from "~/lib/format/paris-time";
import { alternatesHeader } from "~/lib/i18n/alternates.server";
import { frenchPath, hasEnglish, langOf, localeLink, localePath, otherLanguage, pageVersions } from "~/lib/i18n/lang";
import { ratingText } from "~/lib/reviews/paths";

describe("the page's language is its address (decision 167)", () => {
  it("langOf: every other path is French, the shop's default: another language, a longer word, another case", () => {
    for (const path of ["/", "", "/collections", "/products/minuit-profond", "/de/collections", "/english", "/en-gb/collections", "/enfant", "/EN/collections", "/fr/en", "en"]) {
      expect(langOf(path), path).toBe("fr");
    }
  });

  it("langOf: English for /en and below it only", () => {
    expect(langOf("/en")).toBe("en");
    expect(langOf("/en/")).toBe("en");
    expect(langOf("/en/collections")).toBe("en");
    for (const path of ["/", "/collections", "/entretien", "/enfants/en", "/EN"]) expect(langOf(path), path).toBe("fr");
  });

  it("frenchPath drops the prefix", () => {
    expect(frenchPath("/en")).toBe("/");
    expect(frenchPath("/en/cgv")).toBe("/cgv");
    expect(frenchPath("/entretien")).toBe("/entretien");
  });

  it("localePath: a French path in the page's language, English only for a page that exists in English", () => {
    expect(hasEnglish("/")).toBe(true);
    expect(hasEnglish("/?x=1")).toBe(true);
    expect(hasEnglish("/collections")).toBe(false);
    expect(localePath("fr", "/")).toBe("/");
    expect(localePath("en", "/")).toBe("/en");
    expect(localePath("en", "/?x=1")).toBe("/en?x=1");
    expect(localePath("en", "/collections")).toBe("/collections");
    // The purchase (step 8): the cart, the payment pages named by their order, the pages after.
    expect(localePath("en", "/cart")).toBe("/en/cart");
    expect(localePath("en", "/paiement-demo/MS-ABCDE-FGHJK")).toBe("/en/paiement-demo/MS-ABCDE-FGHJK");
    expect(localePath("en", "/success?order=MS-ABCDE-FGHJK")).toBe("/en/success?order=MS-ABCDE-FGHJK");
    expect(hasEnglish("/paiement-demo/")).toBe(false);
    expect(hasEnglish("/suivi-commande")).toBe(false);
  });

  it("localeLink: from an English page, a page not yet English is the French one, marked and loaded anew", () => {
    expect(localeLink("fr", "/collections")).toEqual({ to: "/collections" });
    expect(localeLink("en", "/")).toEqual({ to: "/en" });
    expect(localeLink("en", "/collections")).toEqual({ to: "/collections", hrefLang: "fr", reloadDocument: true });
    // Step 7: the legal pages exist in English; the guarantee notice and the withdrawal function not yet.
    for (const path of ["/mentions-legales", "/cgv", "/confidentialite", "/retractation", "/accessibilite"]) {
      expect(localeLink("en", path), path).toEqual({ to: `/en${path}` });
    }
    for (const path of ["/garantie-legale", "/renoncer", "/avis-clients"]) {
      expect(localeLink("en", path), path).toEqual({ to: path, hrefLang: "fr", reloadDocument: true });
    }
  });

  it("otherLanguage: the same page and query in the other language, or none", () => {
    expect(otherLanguage("/", "?utm=x")).toEqual({ lang: "en", href: "/en?utm=x" });
    expect(otherLanguage("/en")).toEqual({ lang: "fr", href: "/" });
    expect(otherLanguage("/en/", "?a=1")).toEqual({ lang: "fr", href: "/?a=1" });
    expect(otherLanguage("/collections")).toBeNull();
    expect(otherLanguage("/en/nope")).toBeNull();
  });

  it("pageVersions and the Link header: canonical in the page's language, fr, en and x-default alternates", () => {
    expect(pageVersions("/")).toEqual([["fr", "/"], ["en", "/en"], ["x-default", "/"]]);
    expect(pageVersions("/collections")).toBeNull();
    const alternates = '<https://shop.test/>; rel="alternate"; hreflang="fr", <https://shop.test/en>; rel="alternate"; hreflang="en", <https://shop.test/>; rel="alternate"; hreflang="x-default"';
    expect(alternatesHeader("https://shop.test", "/")).toBe(`<https://shop.test/>; rel="canonical", ${alternates}`);
    expect(alternatesHeader("https://shop.test", "/en")).toBe(`<https://shop.test/en>; rel="canonical", ${alternates}`);
    expect(alternatesHeader("https://shop.test", "/collections")).toBeNull();
  });
});

describe("money, numbers and Paris dates in the page's language, French by default", () => {
  it("formats French as before and English with English conventions, in Paris time", () => {
    expect(formatPrice(3995)).toBe("39,95\u00a0€");
    expect(formatPrice(3995, "fr")).toBe(formatPrice(3995));
    expect(formatPrice(3995, "en")).toBe("€39.95");
    expect(ratingText(4.8)).toBe("4,8");
    expect(ratingText(4.8, "en")).toBe("4.8");
    // 23:30 UTC on 31 December is already 1 January in Paris, in both languages.
    const night = new Date("2026-12-31T23:30:00Z");
    expect(formatParisDate(night)).toBe("01/01/2027");
    expect(formatParisDate(night, "en")).toBe("01/01/2027");
    expect(formatParisDateTime(night)).toBe("01/01/2027 00:30");
    expect(formatParisDateTime(night, "en")).toBe("01/01/2027, 00:30");
    expect(formatLongDay("2026-11-26")).toBe("26 novembre 2026");
    expect(formatLongDay("2026-11-26", "en")).toBe("26 November 2026");
  });
});
