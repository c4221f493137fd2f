import type { Page, Response } from "@playwright/test";
import { htmlErrors } from "./html-checker";
import { addAdminSession, ADMIN, E2E, expect, expectNoA11yViolations, expectToast, expectValidHtml, openCart, signIn, test } from "./fixtures";

// Every page template, once: axe on what the visitor gets, and with JavaScript on the Nu Html
// Checker on the document the server sent. The templates are audited in turn in one page per test
// (a page and a context per template cost more than the audit), each in its own step with soft
// checks naming the address, so one page's failure does not hide the next ones'. The journeys in
// the other specs test behaviour and no longer audit each page they pass.

const STOREFRONT = [
  "/collections",
  "/collection-homme",
  "/collection-oud",
  "/products/minuit-profond",
  // A perfume in three formats, one named by the address (decision 093).
  "/products/magie-noir?format=100ml",
  // The demo's discovery set: its vials and what its voucher pays (decision 114).
  "/products/coffret-decouverte",
  "/about",
  "/contact",
  "/help",
  "/success",
  "/cancel",
  "/cart",
  "/mentions-legales",
  "/cgv",
  "/retractation",
  "/confidentialite",
  "/accessibilite",
  "/avis-clients",
  // The invitation's « Ne plus recevoir ces invitations », for a key no address has (reviews.spec.ts follows the email's).
  "/avis/desinscription/cle-inconnue",
  "/suivi-commande",
  "/renoncer",
  "/carte-cadeau",
  // A back-in-stock request's link and the alert's « Ne plus recevoir d'alertes », for no request
  // (the journey of stock-alerts.spec.ts audits them with one).
  "/alertes-stock/jeton-inconnu",
  "/alertes-stock/adresse/cle-inconnue",
  // The newsletter's page, its confirmation link and a reminder's link, for no request (the
  // journeys of newsletter-reminders.spec.ts audit the last two with one).
  "/newsletter",
  "/newsletter/jeton-inconnu",
  "/panier/retrouver/jeton-inconnu",
  "/recherche",
  "/recherche?q=vanille",
  "/collections?famille=gourmand&stock=1",
  "/collection-inexistante",
  "/products/parfum-inexistant",
  "/pas/une/page",
];

/** The admin's screens and dialogs; id 1 is a seeded perfume, collection, promo code, shipping method and zone. */
const ADMIN_SCREENS = [
  // The admin path leads to the dashboard (decision 153); the perfumes list has its own address.
  "",
  "/parfums",
  "/parfums/1/photos",
  "/parfums/2/formats",
  "/parfums/1/supprimer",
  "/parfums/best-sellers",
  "/collections",
  "/collections/nouvelle",
  "/collections/1",
  "/collections/1/supprimer",
  "/notes-et-familles",
  "/notes-et-familles/traduire?type=family&fr=boise",
  "/codes-promo",
  "/codes-promo/nouveau",
  "/codes-promo/1",
  "/codes-promo/1/supprimer",
  "/commandes",
  "/livres-comptables",
  "/livraison",
  "/livraison/nouvelle",
  "/livraison/1",
  "/livraison/zones/nouvelle",
  "/livraison/zones/1",
  "/informations-legales",
  "/taux-tva",
  "/taux-tva/nouveau",
  "/clients",
  "/avis",
  "/cadeaux",
  "/cartes-cadeaux",
  "/newsletter",
].map((path) => `${ADMIN}${path}`);

/**
 * The templates whose markup differs without JavaScript, audited in both projects: "/" (the frame
 * of every storefront page; its header's search field becomes a combobox once focused with
 * JavaScript, audited in that state by tests/e2e/search.spec.ts), and the perfume form's
 * olfactory notes and image field (a file field and a URL field without JavaScript, a button and a
 * preview with it), and the formats editor (a set's fields under their heading without JavaScript,
 * behind « Ce format est un coffret découverte » with it, decision 154). Every other template's DOM after hydration is the server's document (compared
 * on 2026-11-24), so a second audit without JavaScript would repeat the first (docs/testing.md).
 */
const DIFFERS_WITHOUT_JS = { storefront: ["/"], admin: [`${ADMIN}/parfums?nouveau`, `${ADMIN}/parfums/1`, `${ADMIN}/parfums/2/formats`] };

/** Halves of a list: two tests each, spread over both workers. */
function halves<T>(list: T[]) {
  const middle = Math.ceil(list.length / 2);
  return [list.slice(0, middle), list.slice(middle)];
}

// Independent tests: spread over both workers rather than queued in one.
test.describe.configure({ mode: "parallel" });

// The checker's JVM starts with the first document of a worker: slow on a busy machine.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; this one needs none.
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.use.javaScriptEnabled === false) return;
  testInfo.setTimeout(120_000);
  expect(await htmlErrors("<!DOCTYPE html><html lang=fr><title>t</title></html>")).toEqual([]);
});

/** Axe on the page as shown; with JavaScript on, the HTML checker on the document as sent. */
async function checkTemplate(page: Page, response: Response | null, jsEnabled: boolean) {
  expect(response, page.url()).not.toBeNull();
  await expectNoA11yViolations(page);
  if (jsEnabled) await expectValidHtml(response!);
}

/** The same for a page reached by clicks: its document fetched again, with this browser's cookies. */
async function checkCurrentPage(page: Page, jsEnabled: boolean) {
  await expectNoA11yViolations(page);
  if (jsEnabled) await expectValidHtml(await page.request.get(page.url()));
}

/** Each address in turn in this test's page: one step and soft checks per address. */
async function auditEach(page: Page, jsEnabled: boolean, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect.soft(response, path).not.toBeNull();
      if (path.startsWith(ADMIN)) {
        // Signed in: the screen itself, not the sign-in form.
        expect.soft(response?.status(), path).toBe(200);
        await expect.soft(page.getByRole("button", { name: "Se connecter" }), path).toHaveCount(0);
      }
      // The checker runs in its own JVM: it reads the document while axe audits the page.
      await Promise.all([
        expectNoA11yViolations(page, expect.soft),
        jsEnabled && response ? expectValidHtml(response, expect.soft) : undefined,
      ]);
    });
  }
}

/** The storefront's addresses as a visitor, then the admin's as the signed-in owner. */
async function auditTemplates(page: Page, jsEnabled: boolean, storefront: string[], admin: string[]) {
  test.setTimeout(30_000 + 10_000 * (storefront.length + admin.length));
  await auditEach(page, jsEnabled, storefront);
  if (admin.length === 0) return;
  await addAdminSession(page);
  await auditEach(page, jsEnabled, admin);
}

test("the templates whose markup differs without JavaScript", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await auditTemplates(page, jsEnabled, DIFFERS_WITHOUT_JS.storefront, DIFFERS_WITHOUT_JS.admin);
});

for (const [index, paths] of halves(STOREFRONT).entries()) {
  test(`storefront templates, part ${index + 1}`, async ({ page, jsEnabled }) => {
    await auditTemplates(page, jsEnabled, paths, []);
  });
}

for (const [index, paths] of halves(ADMIN_SCREENS).entries()) {
  test(`admin screens, part ${index + 1}`, async ({ page, jsEnabled }) => {
    await auditTemplates(page, jsEnabled, [], paths);
  });
}

test("the phone menu, open", { tag: "@nojs" }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("banner").locator("summary").click();
  await expect(page.getByRole("navigation", { name: "Navigation mobile" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("a perfume added, its toast, and the cart: drawer with JavaScript, page without", { tag: "@nojs" }, async ({ page }) => {
  await page.goto("/products/bahia");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await expectNoA11yViolations(page);
  await openCart(page);
  await expectNoA11yViolations(page);
});

async function fillDemoPayment(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nom complet").fill("Claire Martin");
  await page.getByLabel("Adresse").fill("12 rue des Rosiers");
  await page.getByLabel("Code postal").fill("75004");
  await page.getByLabel("Ville").fill("Paris");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
}

test("checkout: the demo payment page, its field error, the success page, and the order in the admin", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.goto("/products/bahia");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await (await openCart(page)).getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await checkCurrentPage(page, jsEnabled);

  await fillDemoPayment(page, "claire@localhost");
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);

  await fillDemoPayment(page, "claire.martin@example.fr");
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/success\?order=MS-/);
  const reference = new URL(page.url()).searchParams.get("order")!;
  await checkCurrentPage(page, jsEnabled);

  await signIn(page);
  await page.goto(`${ADMIN}/commandes?q=${reference}`);
  await page.getByRole("link", { name: `Voir la commande ${reference}` }).first().click();
  await expect(page.getByRole("dialog", { name: `Commande ${reference}` })).toBeVisible();
  await checkCurrentPage(page, jsEnabled);
  await page.getByRole("link", { name: /Fiche de commande et facture/ }).click();
  await expect(page.getByRole("heading", { name: "Facture" })).toBeVisible();
  await checkCurrentPage(page, jsEnabled);
});

test("admin sign-in, and its error", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await checkTemplate(page, await page.goto(ADMIN), jsEnabled);
  await page.getByLabel("Email").fill(E2E.adminEmail);
  await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Erreur de connexion" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the perfume dialog with a refused note and no family", { tag: "@nojs" }, async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN}/parfums/nouveau`);
  const dialog = page.getByRole("dialog", { name: "Nouveau parfum" });
  await dialog.getByLabel("Nom du parfum", { exact: true }).fill("Parfum à corriger");
  await dialog.getByLabel("Note de cœur 1").fill("Rose; jasmin");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Choisissez au moins une famille olfactive")).toBeVisible();
  await expect(dialog.getByText("Une note par case, sans virgule, point-virgule, barre oblique ni < >")).toBeVisible();
  await expectNoA11yViolations(page);
});

test("an admin form with its errors", { tag: "@nojs" }, async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN}/collections/nouvelle`);
  const dialog = page.getByRole("dialog", { name: "Nouvelle collection" });
  await dialog.getByLabel("Nom", { exact: true }).fill("Collection à corriger");
  await dialog.getByLabel("Slug").fill("Pas Un Slug");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Lettres minuscules, chiffres et tirets uniquement")).toBeVisible();
  await expectNoA11yViolations(page);
});
