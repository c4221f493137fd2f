import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Issue 45: on a phone the shop reads as a perfume house's, with JavaScript and without. */
test.use({ viewport: { width: 375, height: 812 } });

async function boxOf(card: Locator) {
  const box = await card.boundingBox();
  if (!box) throw new Error("card not laid out");
  return box;
}

/** The cards of the page's first grid sit two a row, each with its image, name and price shown. */
async function expectTwoCardsPerRow(page: Page, path: string) {
  await page.goto(path);
  const cards = page.getByRole("main").getByRole("list").filter({ has: page.getByRole("article") }).first().getByRole("article");
  await expect(cards.nth(2), path).toBeVisible();
  const [first, second, third] = await Promise.all([0, 1, 2].map((i) => boxOf(cards.nth(i))));
  expect(Math.abs(first.y - second.y), `${path}: the first two cards share a row`).toBeLessThan(1);
  expect(second.x, `${path}: the second card stands beside the first`).toBeGreaterThanOrEqual(first.x + first.width);
  expect(third.y, `${path}: the third card starts the next row`).toBeGreaterThanOrEqual(first.y + first.height);
  expect(third.x, `${path}: under the first`).toBeCloseTo(first.x, 0);
  expect(first.width, `${path}: a card is half the width, not a sliver`).toBeGreaterThan(150);
  for (const card of [cards.nth(0), cards.nth(1)]) {
    await expect(card.getByRole("img")).toBeVisible();
    await expect(card.getByRole("heading")).toBeVisible();
    await expect(card.getByText(/\d+,\d\d\s€/).first()).toBeVisible();
  }
}

test("listing pages show two cards a row at 375 px", { tag: "@nojs" }, async ({ page }) => {
  for (const path of ["/collections", "/collection-homme", "/recherche?stock=1"]) await expectTwoCardsPerRow(page, path);
});

test("a filter chosen on a phone closes the panel and says how many perfumes match", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.goto("/collections");
  const panel = page.locator("details.finder-filters");
  const summary = panel.locator("summary");
  await summary.click();
  const families = panel.getByRole("navigation", { name: "Filtres" }).getByRole("listitem").filter({ has: page.locator("a") });
  const choice = families.first().getByRole("link");
  const count = Number(await choice.locator("span").first().textContent());
  expect(count).toBeGreaterThan(0);
  await choice.click();
  await expect(page).toHaveURL(/\?.*=/);

  await expect(panel).not.toHaveAttribute("open");
  const status = page.getByRole("main").getByRole("status");
  await expect(status).toHaveText(`${count} parfum${count > 1 ? "s" : ""}`);
  await expect(status).toBeInViewport();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(count);
  // With JavaScript the page stayed where it was: the focus goes back to « Filtrer », not lost in a closed panel.
  if (jsEnabled) await expect(summary).toBeFocused();
});

test.describe("the phone menu", () => {
  test("lists the collections, the gift card, the discovery set and « Suivre ma commande »", { tag: "@nojs" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").locator("summary").click();
    const menu = page.getByRole("navigation", { name: "Navigation mobile" });
    await expect(menu.getByRole("list").first().getByRole("link")).toHaveText(["Accueil", "Nos Collections", "Qui sommes-nous", "Aide", "Contact"]);
    const collections = menu.getByRole("list", { name: "Collections" });
    for (const name of ["Collection Homme", "Collection Femme", "Collection Oud"]) {
      await expect(collections.getByRole("link", { name, exact: true })).toBeVisible();
    }
    const gifts = menu.getByRole("list", { name: "Offrir" });
    await expect(gifts.getByRole("link", { name: "Carte cadeau" })).toHaveAttribute("href", "/carte-cadeau");
    await expect(menu.getByRole("link", { name: "Suivre ma commande" })).toHaveAttribute("href", "/suivi-commande");

    await gifts.getByRole("link", { name: "Coffret Découverte" }).click();
    await expect(page).toHaveURL(/\/products\/coffret-decouverte$/);
    await expect(page.getByRole("heading", { level: 1, name: "Coffret Découverte" })).toBeVisible();
    await expect(menu).toBeHidden();

    await page.getByRole("banner").locator("summary").click();
    await menu.getByRole("list", { name: "Collections" }).getByRole("link", { name: "Collection Oud", exact: true }).click();
    await expect(page).toHaveURL(/\/collection-oud$/);
  });

  test("closes on its backdrop or Escape, the focus back on its button", async ({ page }) => {
    // Tall enough for the backdrop to show under the whole menu.
    await page.setViewportSize({ width: 375, height: 1400 });
    await page.goto("/");
    const toggle = page.getByRole("banner").locator("summary");
    const menu = page.getByRole("navigation", { name: "Navigation mobile" });

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(187, 1380);
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    // By the keyboard alone: open, walk into the links, Escape.
    await toggle.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
