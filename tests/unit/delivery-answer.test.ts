import { describe, expect, it } from "vitest";
import { deliveryAnswer } from "~/lib/shipping/shipping-rules";

describe("the help page's delivery answer", () => {
  it("says, as SPEC.md does, shipping in 24-48 h, the methods' delays and metropolitan France", () => {
    const answer = deliveryAnswer(["Livraison standard : livré en 2 à 3 jours ouvrés", "Express Île-de-France : livré en 48 h"]);
    expect(answer).toBe(
      "Votre commande est expédiée sous 24 à 48 h ouvrées. Livraison standard : livré en 2 à 3 jours ouvrés. Express Île-de-France : livré en 48 h. Nous livrons en France métropolitaine.",
    );
  });
});
