import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium.mjs";
import { otherLanguageTexts, rendered } from "./rendered-check";
import { shopForTests } from "./server";

// The purchase in English (docs/i18n-plan.md step 8, first part) as the built shop serves it:
// /en/cart, « Order », the demo payment page and the pages after it, each whole in its language
// (decision 170's rendered check), the French ones unchanged.

const shop = shopForTests();
const get = (path: string, init?: RequestInit) => fetch(`${shop().url}${path}`, { redirect: "manual", ...init });
const form = (fields: Record<string, string>, cookie: string): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  body: new URLSearchParams(fields),
});
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]);

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});
afterAll(async () => {
  await browser?.close();
});

/** A perfume added from an English page, as its no-JS form posts it: the cart's cookie and the toast's. */
async function addedInEnglish() {
  const product = await (await get("/products/minuit-profond")).text();
  const formatId = /name="formatId" value="(\d+)"/.exec(product)![1];
  const productId = /name="productId" value="(\d+)"/.exec(product)![1];
  const added = await get("/en/cart", form({ intent: "add", productId, formatId, redirectTo: "/en/cart" }, ""));
  expect(added.status).toBe(302);
  expect(added.headers.get("Location")).toBe("/en/cart");
  const cookies = cookiesOf(added);
  return { cart: cookies.find((c) => c.startsWith("__cart="))!, toast: cookies.find((c) => c.startsWith("__toast="))! };
}

/** The page whole in its language: none of the other catalogues' texts, its own title and description. */
async function expectWhole(path: string, lang: "fr" | "en", cookie?: string) {
  const page = await rendered(browser, `${shop().url}${path}`, lang === "en" ? "fr" : "en", cookie);
  expect(otherLanguageTexts(page, lang), path).toEqual([]);
  return page;
}

describe("the purchase in English", () => {
  it("/en/cart: English texts, the add's toast and amounts in English; /cart as before", async () => {
    const { cart, toast } = await addedInEnglish();
    const en = (await (await get("/en/cart", { headers: { Cookie: `${cart}; ${toast}` } })).text()).replace(/\s/g, " ");
    expect(en).toContain('<html lang="en">');
    expect(en).toContain("<title>Cart | Maison Sillage</title>");
    expect(en).toContain('<meta name="description" content="Your cart: your perfumes, your promo code and secure payment."/>');
    expect(en).toContain("Added to your cart");
    expect(en).toContain("€39.95");
    expect(en).toMatch(/<form method="post" action="\/en\/checkout"[^>]*>/);
    expect(en).toMatch(/<button type="submit" class="btn-gold w-full">Order<\/button>/);
    const fr = (await (await get("/cart", { headers: { Cookie: cart } })).text()).replace(/\s/g, " ");
    expect(fr).toContain("<title>Panier | Maison Sillage</title>");
    expect(fr).toContain("39,95 €");
    expect(fr).toMatch(/<form method="post" action="\/checkout"[^>]*>/);
    expect(fr).toMatch(/<button type="submit" class="btn-gold w-full">Commander<\/button>/);

    const page = await expectWhole("/en/cart", "en", cart);
    expect(page).toContain("Subtotal (1 item)");
    // innerText says what is shown: the sections' titles in capitals.
    expect(page).toMatch(/Promo code/i);
    expect(await expectWhole("/cart", "fr", cart)).toContain("Sous-total (1 article)");
    // The empty cart, in the layout's texts.
    expect(await expectWhole("/en/cart", "en")).toContain("Your cart is empty");
    expect(await expectWhole("/cart", "fr")).toContain("Votre panier est vide");
  });

  it("« Order » on /en/checkout leads to the English demo page, « Pay » to the English success page; each whole, the French ones too", async () => {
    const { cart } = await addedInEnglish();
    const ordered = await get("/en/checkout", form({}, cart));
    expect(ordered.status).toBe(303);
    const location = ordered.headers.get("Location") ?? "";
    const [, reference] = /^\/en\/paiement-demo\/(MS-[\w-]+)$/.exec(location) ?? [];
    expect(reference, location).toBeTruthy();
    const checkouts = cookiesOf(ordered).find((c) => c.startsWith("__checkouts="))!;

    const demo = await expectWhole(location, "en");
    expect(demo).toContain("Demonstration mode");
    expect(demo).toContain("I have read and accept the terms and conditions of sale");
    expect(demo).toContain("Amount to pay incl. VAT");
    expect(demo).toContain("× 1 (€39.95 each)");
    await expectWhole(`/paiement-demo/${reference}`, "fr");

    // A refused form answers in the page's language: the one zod schema, its messages from the route's texts.
    const refused = await get(location, form({ intent: "pay", email: "not-an-email" }, ""));
    expect(refused.status).toBe(400);
    const answer = await refused.text();
    expect(answer).toContain("Invalid email address");
    expect(answer).toContain("Please enter your name");
    expect(answer).not.toContain("Adresse email invalide");

    const paid = await get(
      location,
      form({ intent: "pay", email: "claire.martin@example.fr", name: "Claire Martin", address: "12 rue des Rosiers", postalCode: "75004", city: "Paris", terms: "on" }, ""),
    );
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe(`/en/success?order=${reference}`);
    const success = await expectWhole(`/en/success?order=${reference}`, "en", checkouts);
    expect(success).toContain("Payment successful!");
    expect(success).toContain(`Order ${reference}`);
    expect(success).toContain("Total incl. VAT");
    expect(success).toContain("€39.95");
    expect(await expectWhole(`/success?order=${reference}`, "fr", checkouts)).toContain("Paiement réussi !");
  });

  it("/en/cancel and /cancel, each whole; every page of the purchase has its meta in both languages, different", async () => {
    expect(await expectWhole("/en/cancel", "en")).toContain("Payment cancelled");
    expect(await expectWhole("/cancel", "fr")).toContain("Paiement annulé");
    for (const path of ["/cart", "/cancel", "/success"]) {
      const meta = async (url: string) => {
        const html = await (await get(url)).text();
        return [/<title>([^<]+)<\/title>/.exec(html)?.[1], /<meta name="description" content="([^"]+)"/.exec(html)?.[1]];
      };
      const [frTitle, frDescription] = await meta(path);
      const [enTitle, enDescription] = await meta(`/en${path}`);
      expect(frTitle && frDescription && enTitle && enDescription, path).toBeTruthy();
      expect(enTitle, path).not.toBe(frTitle);
      expect(enDescription, path).not.toBe(frDescription);
    }
  });
});
