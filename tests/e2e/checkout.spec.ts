import Database from "better-sqlite3";
import type { Locator, Page } from "@playwright/test";
import { expect, expectToast, normaliseSpaces, openCart, test, testDatabasePath } from "./fixtures";
import { openCartSection } from "./cart-sections";

/** Stock is not shown to shoppers: read it from this project's own test database. */
function stockOf(slug: string): number {
  const db = new Database(testDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("select f.stock_quantity from products p join product_formats f on f.product_id = p.id and f.is_default = 1 where p.slug = ?").get(slug) as
      | { stock_quantity: number }
      | undefined;
    if (!row) throw new Error(`parfum ${slug} absent`);
    return row.stock_quantity;
  } finally {
    db.close();
  }
}

async function addToCart(page: Page, slug: string) {
  await page.goto(`/products/${slug}`);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
}

/** The demo page's buyer fields, as Claire Martin fills them. */
async function fillBuyer(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nom complet").fill("Claire Martin");
  await page.getByLabel("Adresse").fill("12 rue des Rosiers");
  await page.getByLabel("Code postal").fill("75004");
  await page.getByLabel("Ville").fill("Paris");
}

async function applyCode(page: Page, cart: Locator, code: string) {
  await openCartSection(cart, "Code promo");
  await cart.getByLabel("Code promo").fill(code);
  await cart.getByRole("button", { name: "Appliquer" }).click();
}

test("two perfumes, BIENVENUE10, Commander, Payer: paid, cart emptied, stock decremented", { tag: "@nojs" }, async ({ page }) => {
  const before = { saphir: stockOf("saphir-bleu"), jardin: stockOf("jardin-orient") };

  await addToCart(page, "saphir-bleu");
  await addToCart(page, "jardin-orient");

  const cart = await openCart(page);
  await applyCode(page, cart, "BIENVENUE10");
  await expectToast(page, "Code appliqué !", "Vous économisez 10%");
  await openCartSection(cart, "Code promo");
  await expect(cart.getByRole("button", { name: "Appliquer" })).toBeDisabled();
  expect(normaliseSpaces(await cart.getByTestId("cart-total").textContent())).toBe("71,91 €");

  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement de votre commande" })).toBeVisible();
  await expect(page.getByRole("note", { name: "Mode démonstration" })).toBeVisible();
  const items = page.getByRole("list", { name: "Articles de la commande" });
  await expect(items).toContainText("Saphir Bleu");
  await expect(items).toContainText("Jardin d");
  expect(normaliseSpaces(await page.getByTestId("order-total").textContent())).toBe("71,91 €");

  await fillBuyer(page, "claire.martin@example.fr");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Payer" }).click();

  await expect(page).toHaveURL(/\/success\?order=MS-/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement réussi !" })).toBeVisible();
  await expect(page.getByText("Vous allez recevoir un email de confirmation")).toBeVisible();
  const reference = new URL(page.url()).searchParams.get("order");
  await expect(page.getByRole("heading", { name: `Commande ${reference}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Articles de la commande" })).toContainText("Saphir Bleu");
  await expect(page.getByRole("link", { name: "Panier, 0 article" })).toBeVisible();

  expect(stockOf("saphir-bleu")).toBe(before.saphir - 1);
  expect(stockOf("jardin-orient")).toBe(before.jardin - 1);

  await page.goto("/cart");
  await expect(page.getByRole("main").getByText("Votre panier est vide")).toBeVisible();
});

test("the demo page shows a field's error next to it and pays nothing", { tag: "@nojs" }, async ({ page }) => {
  await addToCart(page, "bahia");
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  // The browser accepts an address without a domain extension; the shop's schema does not.
  await fillBuyer(page, "claire@localhost");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Adresse email invalide");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
});

test("the demo page says a company needs its SIREN, and asks for it when only a name is given (decision 138)", { tag: "@nojs" }, async ({ page }) => {
  await addToCart(page, "bahia");
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  const company = page.getByRole("group", { name: "Facture au nom d'une société (facultatif)" });
  await expect(company).toContainText("Sans SIREN, l'achat est celui d'un particulier.");
  await fillBuyer(page, "claire@example.fr");
  await page.getByLabel("Raison sociale").fill("Atelier Parfum");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page.getByLabel("SIREN")).toHaveAccessibleDescription(/^Indiquez le SIREN de la société, ou son numéro de TVA intracommunautaire/);
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
});

test("Annuler on the demo page goes to 'Paiement annulé' and keeps the cart", { tag: "@nojs" }, async ({ page }) => {
  const before = stockOf("peche-exquise");
  await addToCart(page, "peche-exquise");
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await page.getByRole("button", { name: "Annuler" }).click();

  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement annulé" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Panier, 1 article" })).toBeVisible();
  expect(stockOf("peche-exquise")).toBe(before);

  const again = await openCart(page);
  await expect(again.getByRole("list", { name: "Articles du panier" })).toContainText("Pêche Exquise");
});

test("cart and checkout error toasts: blank code, invalid code, empty cart", { tag: "@nojs" }, async ({ page }) => {
  await addToCart(page, "reve-azur");
  // The /cart page in both projects: it is the drawer's no-JS fallback and a page of its own.
  await page.goto("/cart");
  const cart = page.getByRole("main");

  await applyCode(page, cart, "   ");
  await expectToast(page, "Erreur", "Veuillez entrer un code promo");

  await applyCode(page, cart, "nimporte");
  await expectToast(page, "Code invalide", "Ce code promo n'est pas valide");

  // The cart is emptied elsewhere (another tab) while this page still offers "Commander".
  await page.request.post("/cart", { form: { intent: "clear" } });
  await cart.getByRole("button", { name: "Commander" }).click();
  await expectToast(page, "Panier vide", "Ajoutez des articles à votre panier avant de procéder au paiement.");
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("main").getByText("Votre panier est vide")).toBeVisible();
});
