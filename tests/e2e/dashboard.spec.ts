import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { ADMIN, addAdminSession, expect, expectNoA11yViolations, expectValidHtml, test, testDatabasePath } from "./fixtures";
import { lookAt } from "./look-at";

// The owner's desk (decision 153): the dashboard is the admin's first screen, its tiles lead to
// where the work is done, and the grouped tabs are links a keyboard reaches in order.

/** A paid order not shipped yet, written straight into this project's database; its reference. */
function paidOrderToShip(stamp: string): string {
  const reference = `MS-BUREAU-${stamp}`.toUpperCase();
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    db.prepare(
      `insert into orders (reference, status, subtotal_cents, total_cents, payment_provider, customer_name, customer_email, paid_at, created_at)
       values (?, 'paid', 3995, 3995, 'demo', 'Claire Bureau', 'claire.bureau@example.fr', unixepoch(), unixepoch())`,
    ).run(reference);
  } finally {
    db.close();
  }
  return reference;
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Sections de l'administration" });

test("the owner lands on the dashboard and follows « Commandes à expédier » to the orders to ship", async ({ page }, testInfo) => {
  const reference = paidOrderToShip(`${testInfo.project.name}${Date.now().toString(36)}`);
  await addAdminSession(page);
  const response = (await page.goto(ADMIN))!;
  await expect(page).toHaveURL(`${ADMIN}/tableau-de-bord`);
  await expect(page.getByRole("heading", { level: 2, name: "Tableau de bord" })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Tableau de bord" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "Ventes" }).getByText("Aujourd'hui")).toBeVisible();

  const todo = page.getByRole("region", { name: "À faire" });
  const toShip = todo.getByRole("listitem").filter({ hasText: /à expédier/ });
  await expect(toShip).toContainText(/^[1-9]\d* Commandes? à expédier/);
  for (const label of ["Avis à modérer", "envoyée", "à réapprovisionner", "à compléter", "sans liste d'ingrédients"]) {
    await expect(todo.getByRole("listitem").filter({ hasText: label }).first()).toBeVisible();
  }
  await expectNoA11yViolations(page);
  await expectValidHtml(response);

  await toShip.getByRole("link", { name: "Voir les commandes à expédier" }).click();
  await expect(page).toHaveURL(/\/commandes\?expedier=1$/);
  await expect(page.getByLabel("À expédier")).toBeChecked();
  await expect(page.getByRole("link", { name: `Voir la commande ${reference}` }).first()).toBeVisible();
});

test("the grouped tabs are links in order: Tab reaches each, Enter opens it", async ({ page }) => {
  await addAdminSession(page);
  await page.goto(`${ADMIN}/tableau-de-bord`);
  for (const [group, tabs] of [
    ["Boutique", ["Produits", "Collections", "Notes et familles", "Cadeaux", "Cartes cadeaux"]],
    ["Ventes", ["Commandes", "Clients", "Codes Promo", "Avis", "Newsletter", "Livres comptables"]],
    ["Réglages", ["Livraison", "Informations légales", "Taux de TVA"]],
  ] as const) {
    await expect(nav(page).getByRole("list", { name: group }).getByRole("link")).toHaveText([...tabs]);
  }
  await nav(page).getByRole("link", { name: "Tableau de bord" }).focus();
  for (const name of ["Produits", "Collections", "Notes et familles", "Cadeaux", "Cartes cadeaux", "Commandes"]) {
    await page.keyboard.press("Tab");
    await expect(nav(page).getByRole("link", { name, exact: true })).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/commandes$`));
  await expect(nav(page).getByRole("link", { name: "Commandes", exact: true })).toHaveAttribute("aria-current", "page");
});

for (const width of [1280, 375]) {
  test(`the dashboard at ${width} px fits the screen (screenshot)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await addAdminSession(page);
    await page.goto(ADMIN);
    await expect(page.getByRole("heading", { level: 2, name: "Tableau de bord" })).toBeVisible();
    const [scroll, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll).toBeLessThanOrEqual(viewport);
    await lookAt(page, `dashboard-${width}.png`, { fullPage: true });
  });
}
