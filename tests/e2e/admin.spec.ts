import type { Page, TestInfo } from "@playwright/test";
import { E2E, expect, expectNoA11yViolations, normaliseSpaces, test, toastRegion } from "./fixtures";

const ADMIN = `/${E2E.adminPath}`;

// A 1x1 PNG: small, real, and recognised by its magic bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function unique(testInfo: TestInfo) {
  return `${testInfo.project.name}${Date.now().toString(36)}`;
}

async function signIn(page: Page) {
  await page.goto(ADMIN);
  await page.getByLabel("Email").fill(E2E.adminEmail);
  await page.getByLabel("Mot de passe").fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Interface d'Administration" })).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Sections de l'administration" }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(/tab=/);
}

async function expectToast(page: Page, text: string | RegExp) {
  await expect(toastRegion(page).filter({ hasText: text }).first()).toBeVisible();
}

test("sign-in refuses a wrong password, opens the dashboard, and sign-out closes it", async ({ page }) => {
  await page.goto(ADMIN);
  await expect(page).toHaveTitle(/Administration/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoA11yViolations(page);

  await page.getByLabel("Email").fill(E2E.adminEmail);
  await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Erreur de connexion" });
  await expect(alert).toContainText("Email ou mot de passe incorrect.");
  await expect(page.getByRole("heading", { name: "Interface d'Administration" })).toHaveCount(0);

  await page.getByLabel("Mot de passe").fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("heading", { name: "Interface d'Administration" })).toBeVisible();
  await expect(page.getByText(`Connecté en tant que ${E2E.adminEmail}`)).toBeVisible();
  await expect(page.getByText("Accès Sécurisé")).toBeVisible();
  await expectToast(page, "Connexion réussie");
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await page.goto(`${ADMIN}?tab=commandes`);
  await expect(page.getByRole("heading", { name: "Interface d'Administration" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  const csv = await page.request.get(`${ADMIN}/commandes.csv`);
  expect(csv.status()).toBe(404);
});

test("a wrong admin path looks like an unknown collection", async ({ page }) => {
  const response = await page.goto(`${ADMIN}x`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Collection non trouvée")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a new collection and perfume with an uploaded image reach the storefront, then go out of stock", async ({ page, jsEnabled }, testInfo) => {
  const id = unique(testInfo);
  const collectionName = `Collection Essai ${id}`;
  const slug = `essai-${id.toLowerCase()}`;
  const perfume = `Sillage Essai ${id}`;
  await signIn(page);

  await openTab(page, "Collections");
  await page.getByRole("link", { name: "Nouvelle collection" }).click();
  const collectionDialog = page.getByRole("dialog", { name: "Nouvelle collection" });
  await expect(collectionDialog).toBeVisible();
  await expectNoA11yViolations(page);
  await collectionDialog.getByLabel("Nom").fill(collectionName);
  await collectionDialog.getByLabel("Slug").fill("Pas Un Slug");
  await collectionDialog.getByRole("button", { name: "Créer" }).click();
  await expect(collectionDialog.getByText("Lettres minuscules, chiffres et tirets uniquement")).toBeVisible();
  await collectionDialog.getByLabel("Slug").fill(slug);
  await collectionDialog.getByLabel("Description", { exact: true }).fill("Une collection créée par les tests.");
  await collectionDialog.getByLabel("Ordre d'affichage").fill("9");
  await collectionDialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Collection créée");
  await expect(page.getByRole("row", { name: new RegExp(collectionName) })).toBeVisible();

  await openTab(page, "Produits");
  await page.getByRole("link", { name: "Nouveau Parfum" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau parfum" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("PNG, JPG, WEBP jusqu'à 5MB")).toBeVisible();
  await expect(dialog.getByPlaceholder("Coller une URL d'image")).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByLabel("Nom du parfum").fill(perfume);
  await dialog.getByLabel("Collection").selectOption({ label: collectionName });
  await dialog.getByLabel("Description courte").fill("Un sillage d'essai.");
  await dialog.getByLabel("Notes de tête").fill("Bergamote");
  await dialog.getByLabel("Prix").fill("abc");
  await dialog.getByLabel("Quantité en stock").fill("12");
  await dialog.locator('input[type="file"]').setInputFiles({ name: "flacon.png", mimeType: "image/png", buffer: PNG });
  if (jsEnabled) {
    await expectToast(page, "Image uploadée");
    await expect(dialog.getByRole("button", { name: "Supprimer l'image" })).toBeVisible();
  }
  await dialog.getByLabel("Prix").fill("");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Indiquez un prix en euros")).toBeVisible();
  await expect(dialog.getByLabel("Nom du parfum")).toHaveValue(perfume);
  await dialog.getByLabel("Prix").fill("45.5");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Parfum créé");

  const row = page.getByRole("row", { name: new RegExp(perfume) });
  await expect(row).toContainText(collectionName);
  expect(normaliseSpaces(await row.textContent())).toContain("45,50 €");
  const src = await row.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/uploads\/product-images\/\d+-[a-z0-9]+\.png$/);
  const image = await page.request.get(src!);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");

  await page.goto("/collections");
  await expect(page.getByRole("heading", { name: collectionName })).toBeVisible();
  await expect(page.getByText(perfume)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto(`/${slug}`);
  await expect(page.getByRole("heading", { name: collectionName })).toBeVisible();
  await expect(page.getByText(perfume)).toBeVisible();
  await expect(page.getByText("En rupture de stock")).toHaveCount(0);

  await signIn(page);
  await page.getByRole("link", { name: `Modifier ${perfume}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le parfum" });
  await expect(edit.getByLabel("Nom du parfum")).toHaveValue(perfume);
  await edit.getByLabel("Statut du stock").selectOption({ label: "En rupture" });
  await edit.getByRole("button", { name: "Modifier" }).click();
  await expectToast(page, "Parfum modifié");

  await page.goto(`/${slug}`);
  await expect(page.getByText("En rupture de stock")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a new promo code applies in the cart", async ({ page, jsEnabled }, testInfo) => {
  const code = `E2E-${unique(testInfo).toUpperCase()}`;
  await signIn(page);
  await openTab(page, "Codes Promo");
  await page.getByRole("link", { name: "Nouveau code" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau code promo" });
  await expectNoA11yViolations(page);
  await dialog.getByLabel("Code", { exact: true }).fill(code);
  await dialog.getByLabel("Type de réduction").selectOption({ label: "Pourcentage" });
  await dialog.getByLabel("Valeur").fill("150");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Un pourcentage entier entre 1 et 100")).toBeVisible();
  await dialog.getByLabel("Valeur").fill("10");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Code promo créé");
  await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText("0 / ∞");
  await expectNoA11yViolations(page);

  await page.goto("/products/minuit-profond");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  if (jsEnabled) {
    await page.getByRole("button", { name: /^Panier/ }).click();
  } else {
    await page.goto("/cart");
  }
  await page.getByLabel("Code promo").fill(code);
  await page.getByRole("button", { name: "Appliquer" }).click();
  await expect(page.getByText(`Code ${code} appliqué`)).toBeVisible();
  await expectNoA11yViolations(page);
});

test("best sellers: remove one, add one, the fifth is refused", async ({ page }) => {
  await signIn(page);
  const card = page.getByRole("region", { name: /Best Sellers/ });
  await expect(card.getByRole("heading", { name: "Best Sellers (4/4)" })).toBeVisible();
  const removed = (await card.getByRole("button", { name: /^Retirer / }).first().getAttribute("aria-label"))!
    .replace(/^Retirer /, "")
    .replace(/ des best sellers$/, "");
  await card.getByRole("button", { name: `Retirer ${removed} des best sellers` }).click();
  await expectToast(page, "Best seller retiré");
  await expect(card.getByRole("heading", { name: "Best Sellers (3/4)" })).toBeVisible();

  await card.getByRole("link", { name: "Ajouter" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un best seller" });
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: `Ajouter ${removed} aux best sellers` }).click();
  await expectToast(page, "Best seller ajouté");
  await expect(card.getByRole("heading", { name: "Best Sellers (4/4)" })).toBeVisible();

  await card.getByRole("link", { name: "Ajouter" }).click();
  await page.getByRole("dialog", { name: "Ajouter un best seller" }).getByRole("button", { name: /aux best sellers$/ }).first().click();
  await expectToast(page, "Limite atteinte");
  await expect(card.getByRole("heading", { name: "Best Sellers (4/4)" })).toBeVisible();
});

test("an order paid in demo mode shows in Commandes and in the CSV", async ({ page, jsEnabled }, testInfo) => {
  const customer = `Client ${unique(testInfo)}`;
  await page.goto("/products/bahia");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  if (jsEnabled) await page.getByRole("button", { name: /^Panier/ }).click();
  else await page.goto("/cart");
  await page.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\//);
  await page.getByLabel("Email").fill("client@exemple.fr");
  await page.getByLabel("Nom complet").fill(customer);
  await page.getByLabel("Adresse").fill("1 rue de la Paix");
  await page.getByLabel("Code postal").fill("75002");
  await page.getByLabel("Ville").fill("Paris");
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/success/);

  await signIn(page);
  await openTab(page, "Commandes");
  const row = page.getByRole("row", { name: new RegExp(customer) });
  await expect(row).toContainText("Payée");
  await expect(row).toContainText("Bahia");
  await expect(page.getByRole("img", { name: /Chiffre d'affaires des 30 derniers jours/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await row.getByRole("link", { name: /Voir la commande/ }).click();
  await expect(page.getByRole("dialog", { name: /^Commande / })).toContainText("1 rue de la Paix");

  const csv = await page.request.get(`${ADMIN}/commandes.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const body = await csv.text();
  expect(body).toContain("Référence;Date;Statut;Client");
  expect(body).toContain(customer);
});
