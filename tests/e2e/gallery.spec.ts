import Database from "better-sqlite3";
import { expect, expectToast, perfumeListFor, PNG, signIn, test, testDatabasePath } from "./fixtures";

/** A perfume of this test alone, with no photo yet, written straight into the project's database. */
function insertPerfume(slug: string, name: string) {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    const { lastInsertRowid } = db
      .prepare("insert into products (slug, name, image_url) values (?, ?, '/images/perfumes/bahia.svg')")
      .run(slug, name);
    // Its price and stock live on the default format the trigger made (decision 105).
    db.prepare("update product_formats set volume_ml = 50, price_cents = 3995, stock_status = 'in_stock', stock_quantity = 5 where product_id = ? and is_default = 1").run(lastInsertRowid);
  } finally {
    db.close();
  }
}

for (const width of [1280, 375]) {
  // The no-JS project runs the uploads once, at desktop width; the phone width is about layout.
  test(`at ${width} px the owner adds, describes and orders photos, and the product page shows them as a gallery`, width === 1280 ? { tag: "@nojs" } : {}, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${testInfo.project.name}-${width}-${Date.now().toString(36)}`;
    const slug = `galerie-${stamp}`;
    const name = `Galerie ${stamp}`;
    insertPerfume(slug, name);
    await signIn(page);
    await page.goto(perfumeListFor(name));
    await page.getByRole("link", { name: `Photos de ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Photos de ${name}` });
    await expect(dialog).toBeVisible();

    // Without a text the photo is refused next to the field, and nothing is added.
    await dialog.getByLabel("Image").setInputFiles({ name: "flacon.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("button", { name: "Ajouter la photo" }).click();
    await expect(dialog.getByText("Décrivez la photo en quelques mots (texte alternatif)")).toBeVisible();

    for (const alt of ["Le flacon posé sur du marbre", "Le coffret ouvert"]) {
      await dialog.getByLabel("Image").setInputFiles({ name: "flacon.png", mimeType: "image/png", buffer: PNG });
      await dialog.getByLabel("Texte alternatif", { exact: true }).fill(alt);
      await dialog.getByRole("button", { name: "Ajouter la photo" }).click();
      await expectToast(page, "Photos", "Photo ajoutée.");
    }
    await dialog.getByRole("button", { name: "Avancer la photo 2" }).click();
    await expectToast(page, "Photos", "Photo avancée.");
    await expect(dialog.getByLabel("Texte alternatif (photo 1)")).toHaveValue("Le coffret ouvert");

    await page.goto(`/products/${slug}`);
    const thumbnails = page.getByRole("list", { name: "Photos du parfum" }).getByRole("link");
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-current", "true");
    await thumbnails.nth(1).click();
    await expect(page).toHaveURL(/\?photo=1$/);
    await expect(page.getByRole("img", { name: "Le coffret ouvert" })).toBeVisible();
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  });
}
