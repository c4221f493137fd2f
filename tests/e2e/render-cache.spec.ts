import Database from "better-sqlite3";
import type { Locator, Page } from "@playwright/test";
import {
  ADMIN,
  cartButton,
  E2E,
  expect,
  expectToast,
  normaliseSpaces,
  perfumeListFor,
  signIn,
  test,
  testDatabasePath,
} from "./fixtures";

// The render cache (decision 040) keeps documents keyed by URL and loader data; these tests visit
// each page once before a change so that a stale copy would be there to be served.

/** A perfume of this test alone, written straight into the project's database. */
function insertPerfume(slug: string, name: string) {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    const homme = db.prepare("select id from collections where slug = 'collection-homme'").pluck().get();
    const { lastInsertRowid } = db
      .prepare(
        `insert into products (slug, name, short_description, collection_id, image_url, families)
         values (?, ?, 'Un parfum du test du cache.', ?, '/images/perfumes/bahia.svg', '["boise"]')`,
      )
      .run(slug, name, homme);
    // Its price and stock live on the default format the trigger made (decision 105).
    db.prepare("update product_formats set volume_ml = 50, price_cents = 5200, stock_status = 'in_stock', stock_quantity = 5 where product_id = ? and is_default = 1").run(lastInsertRowid);
  } finally {
    db.close();
  }
}

async function editPerfume(page: Page, name: string, change: (dialog: Locator) => Promise<unknown>) {
  await page.goto(perfumeListFor(name));
  await page.getByRole("link", { name: `Modifier ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Modifier le parfum" });
  await change(dialog);
  await dialog.getByRole("button", { name: "Modifier" }).click();
  await expectToast(page, "Parfum modifié", name);
}

const mainText = async (page: Page) => normaliseSpaces(await page.getByRole("main").textContent());

test("price, collection and stock changes in the admin show on the very next request", async ({ page }, testInfo) => {
  test.slow();
  const id = `${testInfo.project.name}${Date.now().toString(36)}`;
  const slug = `cache-${id}`;
  const name = `Sillage Cache ${id}`;
  insertPerfume(slug, name);

  await page.goto(`/products/${slug}`);
  expect(await mainText(page)).toContain("52,00 €");
  await page.goto("/collection-homme");
  expect(await mainText(page)).toContain(`${name}`);
  await page.goto("/collection-femme");
  expect(await mainText(page)).not.toContain(name);

  await signIn(page);
  await editPerfume(page, name, (dialog) => dialog.getByLabel("Prix").fill("61.5"));
  await page.goto(`/products/${slug}`);
  expect(await mainText(page)).toContain("61,50 €");
  await page.goto("/collection-homme");
  expect(await mainText(page)).toContain("61,50 €");

  await editPerfume(page, name, (dialog) => dialog.getByLabel("Collection").selectOption({ label: "Collection Femme" }));
  await page.goto("/collection-homme");
  expect(await mainText(page)).not.toContain(name);
  await page.goto("/collection-femme");
  expect(await mainText(page)).toContain(name);

  await editPerfume(page, name, (dialog) => dialog.getByLabel("Statut du stock").selectOption({ label: "En rupture" }));
  await page.goto(`/products/${slug}`);
  await expect(page.getByText("En rupture de stock", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeDisabled();
});

test("no page ever carries another visitor's cart, toast or admin data", async ({ page, request }) => {
  const pages = ["/", "/collections", "/products/minuit-profond", "/cart", ADMIN];
  await page.goto("/products/minuit-profond");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await signIn(page);
  const admin = await page.goto(ADMIN);
  expect(admin?.headers()["cache-control"]).toBe("private, no-store");
  expect(admin?.headers()["etag"]).toBeUndefined();

  for (const path of pages) {
    const html = normaliseSpaces(await (await request.get(path)).text());
    // The admin's sign-in has its own frame, without the shop's cart.
    if (path !== ADMIN) expect(html, path).toContain('aria-label="Panier, 0 article"');
    expect(html, path).not.toContain("Produit ajouté");
    expect(html, path).not.toContain(E2E.adminEmail);
    expect(html, path).not.toContain("Interface d'Administration");
  }
  // The shopper's own pages still show their cart, whatever the other visitor was served.
  for (const path of pages.slice(0, 3)) {
    await page.goto(path);
    await expect(cartButton(page)).toHaveAccessibleName("Panier, 1 article");
  }
});
