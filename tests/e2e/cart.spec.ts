import type { Locator } from "@playwright/test";
import {
  cartButton,
  expect,
  expectToast,
  normaliseSpaces,
  openCart,
  test,
} from "./fixtures";

async function expectTotal(cart: Locator, amount: string) {
  await expect
    .poll(async () => normaliseSpaces(await cart.getByTestId("cart-total").textContent()))
    .toBe(amount);
}

function line(cart: Locator, name: string) {
  return cart.getByRole("list", { name: "Articles du panier" }).getByRole("listitem").filter({ hasText: name });
}

test("home -> collections -> product -> add to cart -> change quantity -> remove", { tag: "@nojs" }, async ({ page }) => {
  await page.goto("/");
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 0 article");

  await page.getByRole("link", { name: "Découvrir nos Parfums" }).click();
  await expect(page).toHaveURL(/\/collections$/);

  await page.getByRole("main").getByRole("link", { name: "Minuit Profond", exact: true }).click();
  await expect(page).toHaveURL(/\/products\/minuit-profond$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minuit Profond");

  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await expect(page).toHaveURL(/\/products\/minuit-profond$/);
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 1 article");

  const cart = await openCart(page);
  const item = line(cart, "Minuit Profond");
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("link", { name: "Minuit Profond" })).toHaveAttribute("href", "/products/minuit-profond");
  await expect(item.getByText("Quantité : 1", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: "Diminuer la quantité" })).toBeDisabled();
  await expectTotal(cart, "39,95 €");

  await item.getByRole("button", { name: "Augmenter la quantité" }).click();
  await expect(item.getByText("Quantité : 2", { exact: true })).toBeVisible();
  await expectTotal(cart, "79,90 €");
  await expect(cart).toContainText("Sous-total (2 articles)");
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 2 articles");

  await item.getByRole("button", { name: "Diminuer la quantité" }).click();
  await expect(item.getByText("Quantité : 1", { exact: true })).toBeVisible();
  await expectTotal(cart, "39,95 €");

  await item.getByRole("button", { name: "Supprimer" }).click();
  await expect(cart.getByText("Votre panier est vide")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 0 article");
});

test("adding a perfume already in the cart raises its quantity; another adds a line", { tag: "@nojs" }, async ({ page }) => {
  for (const slug of ["rose-merveilleuse", "rose-merveilleuse", "el-jedha"]) {
    await page.goto(`/products/${slug}`);
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expectToast(page, "Produit ajouté");
  }
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 3 articles");

  await page.goto("/cart");
  await expect(page).toHaveTitle("Panier | Maison Sillage");
  const cart = page.getByRole("main");
  await expect(line(cart, "Rose Merveilleuse").getByText("Quantité : 2", { exact: true })).toBeVisible();
  await expect(line(cart, "El Jedha").getByText("Quantité : 1", { exact: true })).toBeVisible();
  await expect(cart).toContainText("Sous-total (3 articles)");
  await expectTotal(cart, "119,85 €");
  await expect(cart.getByRole("button", { name: "Commander" })).toBeVisible();
  await expect(cart.getByLabel("Code promo")).toBeVisible();

  await line(cart, "Rose Merveilleuse").getByRole("button", { name: "Supprimer" }).click();
  await expect(line(cart, "Rose Merveilleuse")).toHaveCount(0);
  await expectTotal(cart, "39,95 €");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 1 article");
});

test("the cart survives navigation and a reload", async ({ page }) => {
  await page.goto("/products/bahia");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Aide" }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 1 article");
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName("Panier, 1 article");
  const cart = await openCart(page);
  await expect(line(cart, "Bahia")).toHaveCount(1);
});

test("the header cart opens a drawer with JavaScript and the cart page without", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.goto("/collections");
  const cart = await openCart(page);
  await expect(cart.getByText("Votre panier est vide")).toBeVisible();
  if (!jsEnabled) {
    await expect(page).toHaveTitle("Panier | Maison Sillage");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panier");
    return;
  }
  await expect(page).toHaveURL(/\/collections$/);
  await page.keyboard.press("Escape");
  await expect(cart).toBeHidden();
  await openCart(page);
  await page.getByRole("button", { name: "Fermer le panier" }).click();
  await expect(cart).toBeHidden();
});
