import type { Locator, Page } from "@playwright/test";
import { openCartSection } from "./cart-sections";
import {
  cartButton,
  expect,
  expectNoA11yViolations,
  expectToast,
  normaliseSpaces,
  openCart,
  test,
} from "./fixtures";
import { lookAt } from "./look-at";


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
  // Folded under its title until the shopper opens it.
  await expect(cart.locator("summary", { hasText: "Code promo" })).toBeVisible();

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

/** Puts a perfume's default format in the cart as the product page's form posts it, without the page. */
async function addToCart(page: Page, slug: string) {
  const html = await (await page.request.get(`/products/${slug}`)).text();
  const field = (name: string) => new RegExp(`name="${name}" value="(\\d+)"`).exec(html)![1];
  const answer = await page.request.post("/cart", {
    form: { intent: "add", productId: field("productId"), formatId: field("formatId"), redirectTo: "/cart" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
}

const SECTIONS = ["Offrir", "Échantillons offerts", "Code promo", "Carte cadeau", "Rappel du panier"];

test("« Commander » stays in view in the drawer at 375 × 731 with five lines and every option open", async ({ page }) => {
  for (const slug of ["minuit-profond", "bahia", "el-jedha", "ananas-royal", "ruby-fraise"]) await addToCart(page, slug);
  await page.setViewportSize({ width: 375, height: 731 });
  await page.goto("/collections");
  const cart = await openCart(page);
  await expect(line(cart, "Ruby Fraise")).toHaveCount(1);
  const commander = cart.getByRole("button", { name: "Commander" });
  await expect(commander).toBeInViewport({ ratio: 1 });
  await expectNoA11yViolations(page);
  await line(cart, "Ruby Fraise").scrollIntoViewIfNeeded();
  await lookAt(page, `tiroir-375-replie.png`);

  // Every option set and open: the amounts grow a row each, the sections under the lines.
  const offer = await openCartSection(cart, "Offrir");
  await offer.getByLabel("Emballage cadeau").check();
  await expect(cart.getByTestId("cart-gift-wrap")).toBeVisible();
  const samples = await openCartSection(cart, "Échantillons offerts");
  // A perfume whose bottle is in the cart is never its sample (decision 150).
  await expect(samples.getByLabel("Minuit Profond")).toHaveCount(0);
  await samples.getByLabel("Saphir Bleu").check();
  await expect(cart.locator("dl")).toContainText("Saphir Bleu");
  const promo = await openCartSection(cart, "Code promo");
  await promo.getByLabel("Code promo").fill("BIENVENUE10");
  await promo.getByRole("button", { name: "Appliquer" }).click();
  await expectToast(page, "Code appliqué !");
  await expect(promo.locator("summary")).toContainText("Code BIENVENUE10 appliqué");
  for (const title of SECTIONS) await expect(await openCartSection(cart, title)).toHaveAttribute("open", "");
  await expect(offer.locator("summary")).toContainText("Emballage cadeau");
  await expect(samples.locator("summary")).toContainText("1 choisi");

  await expect(commander).toBeInViewport({ ratio: 1 });
  await expect(cart).toContainText("Sous-total (5 articles)");
  // The screenshots show the drawer, not the toast passing over its footer.
  await expect(page.getByText("Code appliqué !", { exact: true })).toBeHidden({ timeout: 10_000 });
  // The options run below the fold: only the drawer's body scrolls, under its footer.
  await line(cart, "Minuit Profond").scrollIntoViewIfNeeded();
  const reminder = cart.getByLabel("Courriel pour ce rappel");
  await expect(reminder).not.toBeInViewport();
  await lookAt(page, `tiroir-375-haut.png`);
  await reminder.scrollIntoViewIfNeeded();
  await expect(reminder).toBeInViewport();
  await expect(commander).toBeInViewport({ ratio: 1 });
  await expectNoA11yViolations(page);
  await lookAt(page, `tiroir-375-bas.png`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(commander).toBeInViewport({ ratio: 1 });
  await lookAt(page, `tiroir-1280.png`);
});

test("the cart page folds its options, each opening on demand, an error opening its own, and « Commander » works", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  const project = jsEnabled ? "js" : "nojs";
  for (const slug of ["rose-merveilleuse", "pomme-secrete"]) await addToCart(page, slug);
  await page.setViewportSize({ width: 375, height: 731 });
  await page.goto("/cart");
  const cart = page.getByRole("main");
  // Folded: the lines, the amounts and « Commander » come first, each option's field out of the way.
  await expect(cart.getByLabel("Code promo")).toBeHidden();
  await expect(cart.getByRole("button", { name: "Commander" })).toBeVisible();
  await expectNoA11yViolations(page);
  await lookAt(page, `page-${project}-375-fermee.png`, { fullPage: true });

  const promo = await openCartSection(cart, "Code promo");
  await promo.getByLabel("Code promo").fill("bienvenue10");
  await promo.getByRole("button", { name: "Appliquer" }).click();
  await expectToast(page, "Code appliqué !");
  // Applied, it says so in its title, open or not.
  await expect(cart.locator("summary", { hasText: "Code promo" })).toContainText("Code BIENVENUE10 appliqué");
  await expectTotal(cart, "71,91 €");

  // A message without the wrap is refused next to its field, in its section, open.
  const offer = await openCartSection(cart, "Offrir");
  await offer.getByLabel(/Message pour la carte/).fill("Bon anniversaire");
  await offer.getByRole("button", { name: "Enregistrer l'option cadeau" }).click();
  const message = cart.getByLabel(/Message pour la carte/);
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(cart.getByText("Cochez « Emballage cadeau » pour joindre un message.")).toBeVisible();
  await expect(cart.locator("details", { has: page.getByLabel(/Message pour la carte/) })).toHaveAttribute("open", "");
  await expect(message).toHaveValue("Bon anniversaire");

  for (const title of SECTIONS) await openCartSection(cart, title);
  await expectNoA11yViolations(page);
  await lookAt(page, `page-${project}-375-ouverte.png`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await lookAt(page, `page-${project}-1280.png`, { fullPage: true });

  // The wrap ticked, the message typed goes with « Commander », the code with it.
  await offer.getByLabel("Emballage cadeau").check();
  // With JavaScript the tick is saved at once: « Commander » waits for the amounts to show it.
  if (jsEnabled) await expect(cart.getByTestId("cart-gift-wrap")).toBeVisible();
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await expect(page.getByRole("main")).toContainText("BIENVENUE10");
  await expect(page.getByTestId("order-gift-message")).toHaveText("Bon anniversaire");
});
