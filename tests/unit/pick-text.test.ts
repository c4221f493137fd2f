import { describe, expect, it } from "vitest";
import { pickText } from "~/lib/i18n/pick-text";

// Decision 168: one rule for every catalogue text an English page shows.
describe("pickText", () => {
  it("gives the English text on an English page when the owner wrote one, unmarked", () => {
    expect(pickText("en", "Un bois sombre.", "A dark wood.")).toEqual({ text: "A dark wood." });
  });

  it("gives the French text marked lang=fr on an English page when the English one is missing or blank", () => {
    for (const en of [null, undefined, "", "  \n"]) expect(pickText("en", "Un bois sombre.", en)).toEqual({ text: "Un bois sombre.", lang: "fr" });
  });

  it("gives the French text unmarked on a French page, whatever the English one", () => {
    expect(pickText("fr", "Un bois sombre.", "A dark wood.")).toEqual({ text: "Un bois sombre." });
    expect(pickText("fr", "Un bois sombre.", null)).toEqual({ text: "Un bois sombre." });
  });
});
