import Database from "better-sqlite3";
import { expect, test, testDatabasePath } from "./fixtures";

/** A collection of 30 perfumes of this test alone, written straight into the project's database. */
function insertLargeCollection(slug: string) {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    const { lastInsertRowid } = db
      .prepare("insert into collections (slug, name, description, display_order) values (?, ?, 'Trente parfums.', 99)")
      .run(slug, `Collection ${slug}`);
    const add = db.prepare("insert into products (slug, name, collection_id, image_url) values (?, ?, ?, '/images/perfumes/bahia.svg')");
    // Its price and stock live on the default format the trigger made (decision 105).
    const price = db.prepare("update product_formats set volume_ml = 50, price_cents = 3995, stock_status = 'in_stock', stock_quantity = 5 where product_id = ? and is_default = 1");
    for (let i = 1; i <= 30; i++) price.run(add.run(`${slug}-${i}`, `Parfum ${slug} ${String(i).padStart(2, "0")}`, lastInsertRowid).lastInsertRowid);
  } finally {
    db.close();
  }
}

test("a large collection is shown 24 perfumes at a time, with page links that work without JavaScript", { tag: "@nojs" }, async ({ page }, testInfo) => {
  const slug = `grande-${testInfo.project.name}-${Date.now().toString(36)}`;
  insertLargeCollection(slug);

  await page.goto(`/${slug}`);
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(24);
  const pages = page.getByRole("navigation", { name: "Pages de la collection" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

  await pages.getByRole("link", { name: "Page suivante" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}\\?page=2$`));
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText(`Parfum ${slug} 25`);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Page suivante" })).toHaveCount(0);

  await pages.getByRole("link", { name: "Page précédente" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(cards.first()).toContainText(`Parfum ${slug} 01`);
});
