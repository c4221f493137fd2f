import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, expectNoA11yViolations, test, testDatabasePath } from "./fixtures";
import { lookAt } from "./look-at";


// Perfumes classified whatever the seed says, so the journey knows what each filter lists.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; this one needs none.
test.beforeAll(({}) => {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    db.prepare(`update products set families = '["gourmand","ambre"]' where slug in ('bahia', 'corail-etincelant')`).run();
  } finally {
    db.close();
  }
});

/**
 * The filters the page shows at this width: one panel, a column on a wide screen (its summary
 * hidden, its content shown), a disclosure to open on a phone.
 */
async function filters(page: Page) {
  const disclosure = page.locator("details").filter({ has: page.locator("summary", { hasText: /^Filtrer/ }) });
  await expect(disclosure).toHaveCount(1);
  const summary = disclosure.locator("summary");
  if ((await summary.isVisible()) && !(await disclosure.evaluate((d) => (d as HTMLDetailsElement).open))) await summary.click();
  const nav = disclosure.getByRole("navigation", { name: "Filtres" });
  await expect(nav).toBeVisible();
  return nav;
}

for (const width of [1280, 375]) {
  // Without JavaScript both widths post the same GET forms: the phone width is the one run there.
  test(`at ${width} px a shopper searches from the header, filters by family, sorts and opens a result`, { tag: width === 375 ? "@nojs" : [] }, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    if (width >= 1024) {
      const field = page.getByRole("search", { name: "Recherche rapide", exact: true }).getByLabel("Rechercher un parfum");
      await field.fill("Vanille");
      await field.press("Enter");
    } else {
      await page.getByRole("banner").getByRole("link", { name: "Rechercher un parfum" }).click();
      await page.getByLabel("Nom, note ou famille olfactive").fill("Vanille");
      await page.getByRole("button", { name: "Rechercher" }).click();
    }
    await expect(page).toHaveURL(/\/recherche\?q=Vanille$/);
    await expect(page.getByLabel("Nom, note ou famille olfactive")).toHaveValue("Vanille");
    const results = page.getByRole("main").getByRole("list").filter({ has: page.getByRole("article") });
    await expect(results.getByRole("heading", { name: "Bahia" })).toBeVisible();
    await expect(results.locator("mark", { hasText: /^Vanille$/ }).first()).toBeVisible();

    await (await filters(page)).getByRole("link", { name: /^Gourmand/ }).click();
    await expect(page).toHaveURL(/famille=gourmand/);
    // Every perfume listed has a bottle under 50 €: that choice would list the same ones, so it is
    // shown with its count but is no link (decision 120).
    const priceChoice = (await filters(page)).locator(".facet", { hasText: /^Moins de 50 €/ });
    await expect(priceChoice).toBeVisible();
    await expect(priceChoice).not.toHaveAttribute("href");
    await page.getByLabel("Trier par").selectOption({ label: "Prix décroissant" });
    await page.getByRole("button", { name: "Trier" }).click();
    await expect(page).toHaveURL(/q=Vanille.*famille=gourmand.*tri=prix-decroissant/);
    // The count read out is the number of cards listed (fewer than a page here).
    const count = page.getByRole("status").filter({ hasText: /parfums?$/ });
    const cards = results.getByRole("article");
    await expect(cards.getByRole("link", { name: "Bahia" })).toBeVisible();
    expect(await count.textContent()).toBe(`${await cards.count()} parfum${(await cards.count()) > 1 ? "s" : ""}`);
    await expectNoA11yViolations(page);
    await lookAt(page, `search-${testInfo.project.name}-${width}.png`, { fullPage: true });

    await cards.getByRole("link", { name: "Bahia" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bahia" })).toBeVisible();
  });
}

test("with no result the page says so, keeps the query and suggests the families", { tag: "@nojs" }, async ({ page }) => {
  await page.goto("/recherche?q=introuvable");
  await expect(page.getByText("Aucun parfum ne correspond à « introuvable ».")).toBeVisible();
  await expect(page.getByLabel("Nom, note ou famille olfactive")).toHaveValue("introuvable");
  await page.getByRole("link", { name: "Gourmand", exact: true }).click();
  await expect(page).toHaveURL(/\/recherche\?famille=gourmand$/);
  await expect(page.getByRole("article").getByRole("link", { name: "Bahia" })).toBeVisible();
  await expectNoA11yViolations(page);

  // A query is text, never markup: shown as typed, no element made of it.
  await page.goto(`/recherche?q=${encodeURIComponent(`<b>introuvable</b> "'; --`)}`);
  await expect(page.getByText(`Aucun parfum ne correspond à « <b>introuvable</b> "'; -- ».`)).toBeVisible();
  await expect(page.getByRole("main").locator("b")).toHaveCount(0);
});

test("the header's suggestions work with the keyboard alone", async ({ page }) => {
  await page.goto("/");
  // A plain search field until it is first focused; then its suggestions' code arrives and the
  // same field becomes a combobox (decision 126).
  const combobox = page.getByRole("search", { name: "Recherche rapide", exact: true }).getByLabel("Rechercher un parfum");
  for (let i = 0; i < 20 && !(await combobox.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(combobox).toBeFocused();
  await expect(combobox).toHaveAttribute("role", "combobox");
  await page.keyboard.type("bahi");
  const list = page.getByRole("listbox", { name: "Suggestions de parfums" });
  await expect(list.getByRole("option", { name: /Bahia/ })).toBeVisible();
  await expect(page.getByText("1 parfum trouvé")).toBeAttached();
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await expectNoA11yViolations(page);
  await page.keyboard.press("ArrowDown");
  await expect(combobox).toHaveAttribute("aria-activedescendant", "header-search-option-0");
  await expect(list.getByRole("option", { name: /Bahia/ })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/products\/bahia$/);

  await combobox.focus();
  await page.keyboard.type("vanil");
  await expect(list.getByRole("option").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/recherche\?q=vanil$/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("« carte cadeau » typed in the header finds the gift card and the discovery set, never « aucun parfum »", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.goto("/");
  const field = page.getByRole("search", { name: "Recherche rapide", exact: true }).getByLabel("Rechercher un parfum");
  if (jsEnabled) {
    await field.click();
    await page.keyboard.type("carte cadeau");
    const list = page.getByRole("listbox", { name: "Suggestions de parfums" });
    await expect(list.getByRole("option", { name: /Carte cadeau/ })).toBeVisible();
    await expect(list.getByRole("option", { name: /Coffret Découverte/ })).toBeVisible();
    await expect(list.getByRole("option", { name: "Aucun parfum trouvé" })).toHaveCount(0);
    await expect(page.getByText("2 idées cadeau")).toBeAttached();
    await page.keyboard.press("Escape");
  } else {
    await field.fill("carte cadeau");
  }
  await field.press("Enter");
  await expect(page).toHaveURL(/\/recherche\?q=carte(\+|%20)cadeau$/);
  const offers = page.getByRole("region", { name: "Idées cadeaux" });
  await expect(offers.getByRole("link", { name: /Coffret Découverte/ })).toHaveAttribute("href", "/products/coffret-decouverte");
  await expect(page.getByText(/Aucun parfum ne correspond/)).toHaveCount(0);
  await expectNoA11yViolations(page);
  await offers.getByRole("link", { name: /Carte cadeau/ }).click();
  await expect(page).toHaveURL(/\/carte-cadeau$/);
});
