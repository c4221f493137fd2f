import { expect, expectNoA11yViolations, test } from "./fixtures";
import { lookAt } from "./look-at";


/** Chooses a format as each browser can: the radio with JavaScript, the shared address without. */
async function chooseFormat(page: import("@playwright/test").Page, jsEnabled: boolean, slug: string, volume: number) {
  if (jsEnabled) await page.getByRole("radio", { name: new RegExp(`^${volume} ml`) }).check();
  else await page.goto(`/products/${slug}?format=${volume}ml`);
  await expect(page.getByRole("radio", { name: new RegExp(`^${volume} ml`) })).toBeChecked();
}

test("the demo bottle shows the chosen format's size, never « 50 ml » drawn on a 10 ml", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.goto("/products/magie-noir");
  const bottle = page.getByRole("img", { name: /^Flacon du parfum Magie Noir/ });
  await expect(bottle).toHaveAttribute("src", "/images/perfumes/magie-noir.svg");
  await expect(bottle).toHaveAccessibleName("Flacon du parfum Magie Noir, 50 ml");

  await chooseFormat(page, jsEnabled, "magie-noir", 10);
  await expect(bottle).toHaveAttribute("src", "/images/perfumes/magie-noir-10ml.svg");
  await expect(bottle).toHaveAccessibleName("Flacon du parfum Magie Noir, 10 ml");
  // The drawing really is of a 10 ml: its label and its own name say so, and nowhere 50 ml.
  const drawing = await page.request.get("/images/perfumes/magie-noir-10ml.svg");
  expect(drawing.headers()["content-type"]).toBe("image/svg+xml");
  const svg = await drawing.text();
  expect(svg).toContain("EAU DE PARFUM · 10 ml");
  expect(svg).toContain("Eau de parfum 10 ml");
  expect(svg).not.toContain("50 ml");
  expect(await bottle.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await chooseFormat(page, jsEnabled, "magie-noir", 100);
  await expect(bottle).toHaveAttribute("src", "/images/perfumes/magie-noir-100ml.svg");
  // A name that is no drawing's, or no size's, is not served.
  expect((await page.request.get("/images/perfumes/inconnu-10ml.svg")).status()).toBe(404);
  expect((await page.request.get("/images/perfumes/coffret-decouverte-10ml.svg")).status()).toBe(404);
});

for (const width of [1280, 375]) {
  test(`at ${width} px, « Ajouter au panier » says what was added, with « Voir le panier » and « Commander »`, { tag: "@nojs" }, async ({ page, jsEnabled }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/products/magie-noir");
    await lookAt(page, `product-page-${testInfo.project.name}-${width}.png`, { fullPage: true });
    // One line of promises under the button, each a link to its explanation on the page.
    const promises = page.getByRole("list", { name: "Nos services" });
    // Delivery as the cart's default method keeps it, then returns; samples and wrap follow the owner's gift settings.
    await expect(promises.getByRole("link").nth(0)).toHaveText("Livraison offerte en 2 à 3 jours ouvrés");
    await expect(promises.getByRole("link").nth(1)).toHaveText("Retours sous 14 jours");
    await expect(promises.getByRole("link").filter({ hasText: "Échantillons offerts" }).or(promises.getByRole("link").filter({ hasText: /^Emballage cadeau/ })).first()).toBeVisible();
    for (const link of await promises.getByRole("link").all()) {
      const target = (await link.getAttribute("href"))!;
      await expect(page.locator(target)).toBeAttached();
    }
    await promises.getByRole("link", { name: "Retours sous 14 jours" }).click();
    await expect(page.locator("#retours")).toBeInViewport();
    await expect(page.locator("#retours")).toContainText("Un flacon resté scellé peut être retourné");

    await chooseFormat(page, jsEnabled, "magie-noir", 10);
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    const added = page.getByRole("status").filter({ hasText: "Ajouté à votre panier" });
    await expect(added).toContainText("Ajouté à votre panier : Magie Noir, 10 ml");
    // Read where the shopper is: at the top of the page the browser loads again, under the button with JavaScript (focused).
    await expect(added).toBeInViewport();
    if (jsEnabled) await expect(added).toBeFocused();
    await expect(added.getByRole("link", { name: "Voir le panier" })).toHaveAttribute("href", "/cart");
    await expect(added.getByRole("button", { name: "Commander" })).toBeVisible();
    await lookAt(page, `product-added-${testInfo.project.name}-${width}.png`);
    await expectNoA11yViolations(page);

    if (jsEnabled) {
      // The drawer opens in place, on the line just added.
      await added.getByRole("link", { name: "Voir le panier" }).click();
      const drawer = page.getByRole("dialog", { name: "Votre panier" });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId("cart-format")).toHaveText(["10 ml"]);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    }
    // « Commander » starts the payment of the cart as it is, as the cart's own button does.
    await added.getByRole("button", { name: "Commander" }).click();
    await expect(page).toHaveURL(/\/paiement-demo\//);
  });
}
