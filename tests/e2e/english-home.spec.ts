import type { Page } from "@playwright/test";
import { cartButton, consoleErrors, englishCart, expect, expectNoA11yViolations, expectToast, expectValidHtml, test } from "./fixtures";
import { lookAt, lookAtBothWidths } from "./look-at";

// The home in English under /en, the switcher and the links that lead out of English
// (docs/i18n-plan.md step 3, decision 167), with JavaScript and without.

/** The switcher of the header (wide screens) or of the phone menu (opened first). */
async function switcher(page: Page, name: "English" | "Français") {
  const wide = page.getByRole("banner").getByRole("link", { name, exact: true }).first();
  if (await wide.isVisible()) return wide;
  await page.getByRole("banner").locator("summary").click();
  return page.getByRole("navigation", { name: /^(Navigation mobile|Mobile navigation)$/ }).getByRole("link", { name, exact: true });
}

test("the home in English, its switcher to French and back, its links to pages still French", { tag: "@nojs" }, async ({ page }) => {
  const errors = consoleErrors(page);
  const response = await page.goto("/en");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Home | Maison Sillage");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Perfumes that Leave a Lasting Impression");
  await expect(page.getByRole("heading", { name: "Our best-sellers" })).toBeVisible();
  await expect(englishCart(page)).toHaveAccessibleName("Cart, 0 items");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Withdraw from contract here" })).toHaveAttribute("hreflang", "fr");
  // What is still French on the English home says so: the best-sellers' cards, the contact block, the newsletter form.
  await expect(page.getByRole("contentinfo").locator('[lang="fr"]').getByRole("button", { name: "M'inscrire" })).toBeVisible();

  const toFrench = await switcher(page, "Français");
  await expect(toFrench).toHaveAttribute("hreflang", "fr");
  await expect(toFrench).toHaveAttribute("lang", "fr");
  await toFrench.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des Parfums qui Marquent les Esprits");

  await (await switcher(page, "English")).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Perfumes that Leave a Lasting Impression");

  // A page not yet English: the French page, marked so on the link.
  const collections = page.getByRole("main").getByRole("link", { name: "Discover our Perfumes" });
  await expect(collections).toHaveAttribute("hreflang", "fr");
  await collections.click();
  await expect(page).toHaveURL(/\/collections$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos Collections");
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 0 article");
  expect(errors).toEqual([]);
});

test("the switcher keeps the cart: it is a cookie, the same in both languages", { tag: "@nojs" }, async ({ page }) => {
  await page.goto("/products/minuit-profond");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await page.goto("/");
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 1 article");
  await (await switcher(page, "English")).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(englishCart(page)).toHaveAccessibleName("Cart, 1 item");
  await (await switcher(page, "Français")).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 1 article");
});

test("/en passes axe and the HTML checker, at 1280 and 375 px", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  const response = await page.goto("/en");
  await expectNoA11yViolations(page);
  if (jsEnabled && response) await expectValidHtml(response);
  await lookAtBothWidths(page, "home-en");
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole("banner").locator("summary").click();
  await expect(page.getByRole("navigation", { name: "Mobile navigation" }).getByRole("link", { name: "Français" })).toBeVisible();
  await lookAt(page, "home-en-menu-375.png");
  await page.goto("/");
  await lookAtBothWidths(page, "home-fr");
});
