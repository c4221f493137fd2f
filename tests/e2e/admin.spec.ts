import type { Page, TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import {
  ADMIN,
  E2E,
  dashboardHeading,
  expect,
  expectToast,
  normaliseSpaces,
  openCart,
  perfumeListFor,
  PNG,
  signIn,
  test,
  testDatabasePath,
} from "./fixtures";
import { openCartSection } from "./cart-sections";

const NOT_AN_IMAGE = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("pas une image") };

/** Names no other test (or earlier run on the same database) has used. */
function unique(testInfo: TestInfo) {
  return `${testInfo.project.name}${Date.now().toString(36)}`;
}

async function openTab(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Sections de l'administration" }).getByRole("link", { name }).click();
  await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
}

async function addToCart(page: Page, slug: string) {
  await page.goto(`/products/${slug}`);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
}

test("sign-in refuses a wrong password, opens the dashboard, and sign-out closes it", { tag: "@nojs" }, async ({ page }) => {
  await page.goto(ADMIN);
  await expect(page).toHaveTitle(/Administration/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.getByLabel("Email").fill(E2E.adminEmail);
  await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Erreur de connexion" });
  await expect(alert).toContainText("Email ou mot de passe incorrect.");
  await expect(dashboardHeading(page)).toHaveCount(0);

  await page.getByLabel("Mot de passe").fill(E2E.adminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(dashboardHeading(page)).toBeVisible();
  // The first screen is the owner's dashboard (decision 153), at its own address.
  await expect(page).toHaveURL(`${ADMIN}/tableau-de-bord`);
  await expect(page.getByRole("heading", { level: 2, name: "Tableau de bord" })).toBeVisible();
  await expect(page.getByText(`Connecté en tant que ${E2E.adminEmail}`)).toBeVisible();
  await expect(page.getByText("Accès Sécurisé")).toBeVisible();
  await expectToast(page, "Connexion réussie", "Redirection vers l'admin...");

  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await page.goto(`${ADMIN}/commandes`);
  await expect(dashboardHeading(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  const csv = await page.request.get(`${ADMIN}/commandes.csv`);
  expect(csv.status()).toBe(404);
});

test("on a phone, the tabs and 'Nouveau Parfum' fit: the button reads 'Ajouter'", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  await openTab(page, "Produits");
  const create = page.getByRole("main").locator('a[href$="/parfums?nouveau"]');
  await expect(create).toBeVisible();
  await expect(create).toHaveAccessibleName("Ajouter");
  await expect(page.getByRole("link", { name: "Nouveau Parfum" })).toHaveCount(0);
  for (const tab of ["Produits", "Collections", "Commandes", "Codes Promo"]) {
    await expect(page.getByRole("navigation", { name: "Sections de l'administration" }).getByRole("link", { name: tab })).toBeInViewport();
  }
});

test("a new collection and perfume with an uploaded image reach the storefront, then go out of stock", { tag: "@nojs" }, async ({ page, jsEnabled }, testInfo) => {
  test.slow();
  const id = unique(testInfo);
  const collectionName = `Collection Essai ${id}`;
  const slug = `essai-${id.toLowerCase()}`;
  const perfume = `Sillage Essai ${id}`;
  await signIn(page);

  await openTab(page, "Collections");
  await page.getByRole("link", { name: "Nouvelle collection" }).click();
  const collectionDialog = page.getByRole("dialog", { name: "Nouvelle collection" });
  await expect(collectionDialog).toBeVisible();
  await collectionDialog.getByLabel("Nom", { exact: true }).fill(collectionName);
  if (jsEnabled) await expect(collectionDialog.getByLabel("Slug")).toHaveValue(`collection-essai-${id.toLowerCase()}`);
  await collectionDialog.getByLabel("Slug").fill("Pas Un Slug");
  await collectionDialog.getByRole("button", { name: "Créer" }).click();
  await expect(collectionDialog.getByText("Lettres minuscules, chiffres et tirets uniquement")).toBeVisible();
  await expect(collectionDialog.getByLabel("Nom", { exact: true })).toHaveValue(collectionName);
  await collectionDialog.getByLabel("Slug").fill(slug);
  await collectionDialog.getByLabel("Description", { exact: true }).fill("Une collection créée par les tests.");
  await collectionDialog.getByLabel("Ordre d'affichage").fill("9");
  await collectionDialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Collection créée", collectionName);
  await expect(page.getByRole("row", { name: new RegExp(collectionName) })).toContainText(`/${slug}`);

  await openTab(page, "Produits");
  await page.getByRole("link", { name: "Nouveau Parfum" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau parfum" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Ajouter une image")).toBeVisible();
  await expect(dialog.getByText("PNG, JPG, WEBP jusqu'à 5MB")).toBeVisible();
  await expect(dialog.getByPlaceholder("Coller une URL d'image")).toBeVisible();
  await dialog.getByLabel("Nom du parfum", { exact: true }).fill(perfume);
  await dialog.getByLabel("Collection").selectOption({ label: collectionName });
  await dialog.getByLabel("Description courte", { exact: true }).fill("Un sillage d'essai.");
  await dialog.getByLabel("Boisé", { exact: true }).check();
  await dialog.getByLabel("Note de tête 1").fill("Bergamote");
  await dialog.getByLabel("Prix").fill("45.5");
  await dialog.getByLabel("Quantité en stock").fill("12");

  // A refused file: checked in the browser with JS, by its bytes on the server without.
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles(NOT_AN_IMAGE);
  if (jsEnabled) {
    await expectToast(page, "Erreur", "Veuillez sélectionner un fichier image valide");
  } else {
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expect(dialog.getByText("Veuillez sélectionner un fichier image valide")).toBeVisible();
  }
  await expect(dialog.getByLabel("Nom du parfum", { exact: true })).toHaveValue(perfume);
  await expect(dialog.getByLabel("Prix")).toHaveValue("45.5");
  await expect(dialog.getByLabel("Note de tête 1")).toHaveValue("Bergamote");

  await fileInput.setInputFiles({ name: "flacon.png", mimeType: "image/png", buffer: PNG });
  if (jsEnabled) {
    await expectToast(page, "Image uploadée", "L'image a été uploadée avec succès");
    await expect(dialog.getByRole("img", { name: "Aperçu de l'image du parfum" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Supprimer l'image" })).toBeVisible();
  }
  // A server-side error after the upload keeps the image and every typed value.
  await dialog.getByLabel("Prix").fill("");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Indiquez un prix en euros")).toBeVisible();
  await expect(dialog.getByLabel("Nom du parfum", { exact: true })).toHaveValue(perfume);
  await expect(dialog.getByRole("img", { name: "Aperçu de l'image du parfum" })).toBeVisible();
  await dialog.getByLabel("Prix").fill("45.5");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Parfum créé", perfume);

  const row = page.getByRole("row", { name: new RegExp(perfume) });
  await expect(row).toContainText(collectionName);
  expect(normaliseSpaces(await row.textContent())).toContain("45,50 €");
  const src = await row.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/uploads\/product-images\/\d+-[a-z0-9]+-1x1\.png$/);
  const image = await page.request.get(src!);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");

  await page.goto("/collections");
  await expect(page.getByRole("heading", { name: collectionName })).toBeVisible();
  await expect(page.getByRole("link", { name: perfume })).toBeVisible();
  await page.goto(`/${slug}`);
  await expect(page.getByRole("heading", { name: collectionName })).toBeVisible();
  await expect(page.getByText("En rupture de stock", { exact: true })).toHaveCount(0);
  // The collection's only card opens its grid: its image is the page's largest paint, fetched at
  // once (decision 130); the cards after the first stay lazy.
  const cardImage = page.getByRole("img", { name: `Flacon du parfum ${perfume}` });
  await expect(cardImage).toHaveAttribute("fetchpriority", "high");
  await expect(cardImage).not.toHaveAttribute("loading", "lazy");
  await expect(cardImage).toHaveAttribute("width", "1");
  await page.getByRole("link", { name: perfume }).click();
  await expect(page.getByRole("heading", { level: 1, name: perfume })).toBeVisible();
  // The main image comes first, in AVIF or WebP from the variants stored at upload.
  const mainImage = page.getByRole("img", { name: `Flacon du parfum ${perfume}` });
  await expect(mainImage).toHaveAttribute("fetchpriority", "high");
  await expect(mainImage).not.toHaveAttribute("loading", "lazy");
  const avif = page.locator('picture source[type="image/avif"]');
  await expect(avif).toHaveAttribute("srcset", /^\/uploads\/product-images\/\d+-[a-z0-9]+-1x1-1\.avif 1w$/);
  const variant = await page.request.get((await avif.getAttribute("srcset"))!.split(" ")[0]);
  expect(variant.headers()["content-type"]).toBe("image/avif");
  const productUrl = page.url();
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeEnabled();

  await page.goto(perfumeListFor(perfume));
  await page.getByRole("link", { name: `Modifier ${perfume}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier le parfum" });
  await expect(edit.getByLabel("Nom du parfum", { exact: true })).toHaveValue(perfume);
  await expect(edit.getByRole("img", { name: "Aperçu de l'image du parfum" })).toHaveAttribute("src", src!);
  await edit.getByLabel("Statut du stock").selectOption({ label: "En rupture" });
  await edit.getByRole("button", { name: "Modifier" }).click();
  await expectToast(page, "Parfum modifié", perfume);
  await expect(page.getByRole("row", { name: new RegExp(perfume) })).toContainText("En rupture");

  await page.goto(productUrl);
  await expect(page.getByText("En rupture de stock", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeDisabled();
  await page.goto(`/${slug}`);
  await expect(page.getByText("En rupture de stock", { exact: true })).toBeVisible();
});

test("a new promo code applies in the cart", async ({ page }, testInfo) => {
  const code = `E2E-${unique(testInfo).toUpperCase()}`;
  await signIn(page);
  await openTab(page, "Codes Promo");
  await page.getByRole("link", { name: "Nouveau code" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau code promo" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Code", { exact: true }).fill(code);
  await dialog.getByLabel("Type de réduction").selectOption({ label: "Pourcentage" });
  await dialog.getByLabel("Valeur").fill("150");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Un pourcentage entier entre 1 et 100")).toBeVisible();
  await expect(dialog.getByLabel("Code", { exact: true })).toHaveValue(code);
  await dialog.getByLabel("Valeur").fill("10");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Code promo créé", code);
  await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText("0 / ∞");

  await addToCart(page, "minuit-profond");
  const cart = await openCart(page);
  await openCartSection(cart, "Code promo");
  await cart.getByLabel("Code promo").fill(code);
  await cart.getByRole("button", { name: "Appliquer" }).click();
  await expectToast(page, "Code appliqué !", "Vous économisez 10%");
  await expect(cart.getByText(`Code ${code} appliqué`)).toBeVisible();
  await openCartSection(cart, "Code promo");
  await expect(cart.getByRole("button", { name: "Retirer" })).toBeVisible();
});

test("best sellers: remove one, add one, the fifth is refused", async ({ page }) => {
  await signIn(page);
  await openTab(page, "Produits");
  const card = page.getByRole("region", { name: /Best Sellers/ });
  await expect(card.getByRole("heading", { name: "Best Sellers (4/4)" })).toBeVisible();
  const removed = (await card.getByRole("button", { name: /^Retirer / }).first().getAttribute("aria-label"))!
    .replace(/^Retirer /, "")
    .replace(/ des best sellers$/, "");
  // The home page is rendered (and cached) before each change, which must show on the next visit.
  const homeBestSellers = async () => {
    await page.goto("/");
    return page.getByRole("region", { name: "Nos best-sellers" }).getByRole("link", { name: removed, exact: true });
  };
  await expect(await homeBestSellers()).toBeVisible();
  await page.goto(`${ADMIN}/parfums`);
  await card.getByRole("button", { name: `Retirer ${removed} des best sellers` }).click();
  await expectToast(page, "Best seller retiré");
  await expect(card.getByRole("heading", { name: "Best Sellers (3/4)" })).toBeVisible();
  await expect(card.getByRole("button", { name: `Retirer ${removed} des best sellers` })).toHaveCount(0);
  await expect(await homeBestSellers()).toHaveCount(0);
  await page.goto(`${ADMIN}/parfums`);

  await card.getByRole("link", { name: "Ajouter" }).click();
  const dialog = page.getByRole("dialog", { name: "Ajouter un best seller" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: `Ajouter ${removed} aux best sellers` }).click();
  await expectToast(page, "Best seller ajouté");
  await expect(card.getByRole("heading", { name: "Best Sellers (4/4)" })).toBeVisible();
  await expect(await homeBestSellers()).toBeVisible();
  await page.goto(`${ADMIN}/parfums`);

  await card.getByRole("link", { name: "Ajouter" }).click();
  const fifth = page.getByRole("dialog", { name: "Ajouter un best seller" }).getByRole("button", { name: /aux best sellers$/ }).first();
  const fifthName = (await fifth.getAttribute("aria-label"))!.replace(/^Ajouter /, "").replace(/ aux best sellers$/, "");
  await fifth.click();
  await expectToast(page, "Limite atteinte", "4 best sellers maximum");
  await expect(card.getByRole("heading", { name: "Best Sellers (4/4)" })).toBeVisible();
  await expect(card.getByRole("button", { name: `Retirer ${fifthName} des best sellers` })).toHaveCount(0);
});

test("an order paid in demo mode shows in Commandes and in the CSV", async ({ page }, testInfo) => {
  const customer = `Client ${unique(testInfo)}`;
  await addToCart(page, "bahia");
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await page.getByLabel("Email").fill("client@exemple.fr");
  await page.getByLabel("Nom complet").fill(customer);
  await page.getByLabel("Adresse").fill("1 rue de la Paix");
  await page.getByLabel("Code postal").fill("75002");
  await page.getByLabel("Ville").fill("Paris");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/success\?order=MS-/);
  const reference = new URL(page.url()).searchParams.get("order")!;

  await signIn(page);
  await openTab(page, "Commandes");
  const row = page.getByRole("row", { name: new RegExp(customer) });
  await expect(row).toContainText(reference);
  await expect(row).toContainText("Payée");
  await expect(row).toContainText("1 × Bahia");
  await expect(page.getByRole("img", { name: /Chiffre d'affaires des 30 derniers jours/ })).toBeVisible();
  await row.getByRole("link", { name: `Voir la commande ${reference}` }).click();
  const detail = page.getByRole("dialog", { name: `Commande ${reference}` });
  await expect(detail).toContainText("1 rue de la Paix");
  await expect(detail).toContainText("client@exemple.fr");

  const csv = await page.request.get(`${ADMIN}/commandes.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const body = await csv.text();
  expect(body).toContain("Référence;Date;Statut;Client");
  const line = body.split(/\r?\n/).find((l) => l.includes(reference));
  expect(line).toContain(customer);
  expect(line).toContain("Bahia");
});

/** No sideways scrolling: the page is never wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, `largeur de ${page.url()}`).toBeLessThanOrEqual(viewport);
}

for (const width of [375, 1280]) {
  // The no-JS project runs the forms once, at desktop width; the phone width is about layout.
  test(`at ${width} px every admin screen fits; edit, delete and Corriger prix work`, width === 1280 ? { tag: "@nojs" } : {}, async ({ page }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const id = unique(testInfo);
    await signIn(page);
    await openTab(page, "Produits");
    const main = page.getByRole("main");

    // Corriger prix, from the perfumes list.
    await page.getByRole("button", { name: "Corriger prix" }).click();
    await expectToast(page, "Prix corrigés");

    // Every list and "new" dialog.
    for (const [section, create, dialogName] of [
      ["Produits", "/parfums?nouveau", "Nouveau parfum"],
      ["Collections", "/collections/nouvelle", "Nouvelle collection"],
      ["Codes Promo", "/codes-promo/nouveau", "Nouveau code promo"],
    ] as const) {
      await openTab(page, section);
      await expectNoSidewaysScroll(page);
      await main.locator(`a[href$="${create}"]`).click();
      const dialog = page.getByRole("dialog", { name: dialogName });
      await expect(dialog).toBeVisible();
      await expectNoSidewaysScroll(page);
      await dialog.getByRole("link", { name: "Annuler" }).click();
      await expect(dialog).toHaveCount(0);
    }
    await openTab(page, "Commandes");
    await expectNoSidewaysScroll(page);

    // A collection edited, then deleted.
    await page.goto(`${ADMIN}/collections/nouvelle`);
    const name = `Éphémère ${id}`;
    const created = page.getByRole("dialog", { name: "Nouvelle collection" });
    await created.getByLabel("Nom", { exact: true }).fill(name);
    await created.getByLabel("Slug").fill(`ephemere-${id.toLowerCase()}`);
    await created.getByRole("button", { name: "Créer" }).click();
    await expectToast(page, "Collection créée", name);
    await page.goto(`${ADMIN}/collections`);
    await main.getByRole("link", { name: `Modifier ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Modifier la collection" });
    await expect(edit.getByLabel("Nom", { exact: true })).toHaveValue(name);
    await edit.getByLabel("Ordre d'affichage").fill("42");
    await edit.getByRole("button", { name: "Modifier" }).click();
    await expectToast(page, "Collection modifiée", name);
    // A fresh page: the toast in the corner may sit over the last row's actions.
    await page.goto(`${ADMIN}/collections`);
    await main.getByRole("link", { name: `Supprimer ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Supprimer la collection" });
    await expect(confirm).toContainText(name);
    await expectNoSidewaysScroll(page);
    await confirm.getByRole("button", { name: "Supprimer définitivement" }).click();
    await expectToast(page, "Collection supprimée");
    await expect(main.getByRole("link", { name: `Modifier ${name}` })).toHaveCount(0);

    // A promo code edited and deleted.
    const code = `TEL-${id.toUpperCase()}`;
    await page.goto(`${ADMIN}/codes-promo/nouveau`);
    const promo = page.getByRole("dialog", { name: "Nouveau code promo" });
    await promo.getByLabel("Code", { exact: true }).fill(code);
    await promo.getByLabel("Valeur").fill("15");
    await promo.getByRole("button", { name: "Créer" }).click();
    await expectToast(page, "Code promo créé", code);
    await page.goto(`${ADMIN}/codes-promo`);
    await main.getByRole("link", { name: `Modifier ${code}` }).click();
    const promoEdit = page.getByRole("dialog", { name: "Modifier le code promo" });
    await expect(promoEdit.getByLabel("Code", { exact: true })).toHaveValue(code);
    await promoEdit.getByLabel("Utilisations max.").fill("3");
    await promoEdit.getByRole("button", { name: "Modifier" }).click();
    await expectToast(page, "Code promo modifié", code);
    await page.goto(`${ADMIN}/codes-promo`);
    await main.getByRole("link", { name: `Supprimer ${code}` }).click();
    await page.getByRole("dialog", { name: "Supprimer le code promo" }).getByRole("button", { name: "Supprimer définitivement" }).click();
    await expectToast(page, "Code promo supprimé", code);

    // A perfume deleted.
    const perfume = `Éclair ${id}`;
    await page.goto(`${ADMIN}/parfums/nouveau`);
    const form = page.getByRole("dialog", { name: "Nouveau parfum" });
    await form.getByLabel("Nom du parfum", { exact: true }).fill(perfume);
    await form.getByLabel("Floral").check();
    await form.getByLabel("Prix").fill("20");
    await form.getByLabel("Quantité en stock").fill("2");
    await form.getByRole("button", { name: "Créer" }).click();
    await expectToast(page, "Parfum créé", perfume);
    await page.goto(perfumeListFor(perfume));
    await main.getByRole("link", { name: `Supprimer ${perfume}` }).click();
    const sure = page.getByRole("dialog", { name: "Supprimer le parfum" });
    await sure.getByRole("button", { name: "Supprimer définitivement" }).click();
    await expectToast(page, "Parfum supprimé", perfume);
    await expect(main.getByRole("link", { name: `Modifier ${perfume}` })).toHaveCount(0);

    // Sign-out, from the admin's own frame (no shop header there).
    await expect(page.getByRole("banner")).toHaveCount(0);
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

/** `count` perfumes without price nor ingredient list, named `Borne {id} NNN`; the returned function removes them. */
function addPerfumes(id: string, count: number): () => void {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    const add = db.prepare("insert into products (slug, name) values (?, ?)");
    db.transaction(() => {
      for (let i = 1; i <= count; i++) add.run(`borne-${id.toLowerCase()}-${i}`, `Borne ${id} ${String(i).padStart(3, "0")}`);
    })();
  } finally {
    db.close();
  }
  return () => {
    const cleanup = new Database(testDatabasePath(), { fileMustExist: true });
    try {
      cleanup.prepare("delete from products where slug like ?").run(`borne-${id.toLowerCase()}-%`);
    } finally {
      cleanup.close();
    }
  };
}

// Decision 131: with a large catalogue, a busy browser left « Nouveau Parfum » on « Chargement... »:
// the dialog's code was fetched on the click and the whole list was loaded and redrawn behind it.
// Timed under a slowed CPU, that proof failed on slower machines (issue 44); the cause is checked
// instead, whatever the machine's speed: opening the dialog fetches no code and does not load the
// list again (decision 154; the frame's loaders above it may revalidate, the 300 rows do not).
test("with 300 more perfumes, « Nouveau Parfum » opens without loading the list again, and « Parfum créé » shows", async ({ page }, testInfo) => {
  test.slow();
  const id = unique(testInfo);
  const removePerfumes = addPerfumes(id, 300);
  try {
    await signIn(page);
    await page.goto(`${ADMIN}/parfums`);
    // The owner clicks once the screen has settled (hydrated), as in the trace of the issue.
    await page.waitForLoadState("networkidle");
    const asked: string[] = [];
    page.on("request", (request) => asked.push(request.url()));

    await page.getByRole("link", { name: "Nouveau Parfum" }).click();
    const dialog = page.getByRole("dialog", { name: "Nouveau parfum" });
    await expect(dialog).toBeVisible();
    expect(asked.filter((url) => !/\.data\?/.test(url) || new URL(url).searchParams.get("_routes")?.split(",").includes("routes/$slug._admin.parfums"))).toEqual([]);
    const perfume = `Brise ${id}`;
    await dialog.getByLabel("Nom du parfum", { exact: true }).fill(perfume);
    await dialog.getByLabel("Description courte", { exact: true }).fill("Un sillage d'essai.");
    await dialog.getByLabel("Boisé", { exact: true }).check();
    await dialog.getByLabel("Note de tête 1").fill("Bergamote");
    await dialog.getByLabel("Prix").fill("45.5");
    await dialog.getByLabel("Quantité en stock").fill("12");
    await dialog.getByRole("button", { name: "Créer" }).click();
    await expectToast(page, "Parfum créé", perfume);
    await expect(page.getByRole("row", { name: new RegExp(perfume) })).toBeVisible();
  } finally {
    removePerfumes();
  }
});
