import { describe, expect, it } from "vitest";
import { langOfPath } from "~/lib/i18n/path-lang";

describe("langOfPath: the language of a page by its path (decision 167)", () => {
  it("`/en` and every path under it are English", () => {
    for (const path of ["/en", "/en/", "/en/collections", "/en/products/minuit-profond", "/en/newsletter"]) expect(langOfPath(path), path).toBe("en");
  });

  it("every other path is French, the shop's default: another language, a longer word, another case", () => {
    for (const path of ["/", "", "/collections", "/products/minuit-profond", "/de/collections", "/english", "/en-gb/collections", "/enfant", "/EN/collections", "/fr/en", "en"]) {
      expect(langOfPath(path), path).toBe("fr");
    }
  });
});
