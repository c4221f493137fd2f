import { payOnDemoPage } from "./demo-orders";
import { ADMIN, expect, expectNoA11yViolations, expectToast, expectValidHtml, normaliseSpaces, openCart, signIn, test } from "./fixtures";
import { openCartSection } from "./cart-sections";
import { lookAt } from "./look-at";

// Typed as a shopper would, markup included: it must come back as these very characters.
const MESSAGE = "<b>Joyeux anniversaire</b>\nMaman, avec tout notre amour";

// Without JavaScript the forms post and redirect the same way at both widths: one width there.
for (const width of [1280, 375]) {
  test(`a perfume wrapped with a message and two samples, paid, and its gift slip printed without prices (${width} px)`, { tag: width === 375 ? "@nojs" : [] }, async ({ page, jsEnabled }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => lookAt(page, `gifts-${name}-${testInfo.project.name}-${width}.png`, { fullPage: true });

    // The owner sets the wrap's price.
    await signIn(page);
    await page.goto(`${ADMIN}/cadeaux`);
    await page.getByLabel("Prix de l'emballage cadeau (€)").fill("4.50");
    await page.getByLabel("Échantillons par commande").fill("2");
    await page.getByRole("button", { name: "Enregistrer" }).first().click();
    await expectToast(page, "Cadeaux enregistrés");
    await expectNoA11yViolations(page);

    await page.goto("/products/bois-automne");
    await page.getByRole("group", { name: "Format" }).getByRole("radio", { name: /^50 ml/ }).check();
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expectToast(page, "Produit ajouté");
    const cart = await openCart(page);

    await openCartSection(cart, "Offrir");
    const offer = cart.getByRole("group", { name: "Offrir" });
    await offer.getByLabel(/Emballage cadeau/).check();
    await offer.getByLabel(/Message pour la carte/).fill(MESSAGE);
    await offer.getByRole("button", { name: "Enregistrer l'option cadeau" }).click();
    await expectToast(page, "Emballage cadeau ajouté");
    expect(normaliseSpaces(await cart.getByTestId("cart-gift-wrap").textContent())).toBe("4,50 €");

    // Three samples ticked: the server refuses, next to the list, and keeps the ticks.
    await openCartSection(cart, "Échantillons offerts");
    const samples = cart.getByRole("group", { name: "Échantillons offerts" });
    for (const name of ["Minuit Profond", "Saphir Bleu", "Rose Merveilleuse"]) await samples.getByLabel(name).check();
    await samples.getByRole("button", { name: "Enregistrer mes échantillons" }).click();
    await expect(samples).toContainText("Vous pouvez choisir au plus 2 échantillons.");
    await expect(samples.getByLabel("Rose Merveilleuse")).toBeChecked();
    await samples.getByLabel("Rose Merveilleuse").uncheck();
    await samples.getByRole("button", { name: "Enregistrer mes échantillons" }).click();
    await expectToast(page, "Échantillons choisis");
    await openCartSection(cart, "Échantillons offerts");
    await expect(samples).not.toContainText("au plus 2");
    await expect(cart.getByText("Minuit Profond, Saphir Bleu")).toBeVisible();
    // The message survived the other form's posts, as typed.
    await expect(cart.getByLabel(/Message pour la carte/)).toHaveValue(MESSAGE);
    expect(normaliseSpaces(await cart.getByTestId("cart-total").textContent())).toBe("44,45 €");
    await expectNoA11yViolations(page);
    // The cart page as sent, with this shopper's cookie: valid HTML with both gift forms filled.
    if (jsEnabled && width === 1280) await expectValidHtml(await page.request.get("/cart"));
    await shot("panier");

    await cart.getByRole("button", { name: "Commander" }).click();
    await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
    expect(normaliseSpaces(await page.getByTestId("order-gift-wrap").textContent())).toBe("4,50 €");
    await expect(page.getByTestId("order-samples")).toHaveText("Minuit Profond, Saphir Bleu");
    await expect(page.getByTestId("order-gift-message")).toHaveText(MESSAGE, { useInnerText: true });
    await expectNoA11yViolations(page);
    const reference = await payOnDemoPage(page, {
      email: `cadeau.${testInfo.project.name}.${width}.${Date.now().toString(36)}@exemple.fr`,
      name: "Inès Garnier",
      address: "3 quai Voltaire",
      postalCode: "75007",
      city: "Paris",
    });

    await page.goto(`${ADMIN}/commandes?q=${reference}`);
    await page.getByRole("link", { name: `Voir la commande ${reference}` }).first().click();
    const sheet = page.getByRole("dialog", { name: `Commande ${reference}` });
    await expect(sheet.getByTestId("admin-gift-message")).toHaveText(MESSAGE, { useInnerText: true });
    await expect(sheet.getByRole("list", { name: "Échantillons offerts" })).toContainText("Minuit Profond");
    await sheet.getByRole("link", { name: /Bon de livraison cadeau/ }).click();

    await expect(page.getByRole("heading", { name: "Bon de livraison" })).toBeVisible();
    await expect(page.getByTestId("gift-card-message")).toHaveText(MESSAGE, { useInnerText: true });
    const slip = page.getByRole("article");
    await expect(slip).toContainText("Bois d'Automne");
    await expect(slip).toContainText("Échantillon offert : Saphir Bleu");
    await expect(slip).toContainText("Inès Garnier");
    // A gift says nothing of what it cost.
    expect(await slip.innerText()).not.toMatch(/€|\d,\d\d/);
    await expectNoA11yViolations(page);
    if (jsEnabled && width === 1280) await expectValidHtml(await page.request.get(page.url()));
    await shot("bon-cadeau");
    if (!jsEnabled) await expect(page.getByRole("link", { name: "Retour à la commande" })).toBeVisible();
  });
}

test("on a phone, the wrap, a message and a sample ticked in the cart go with « Commander » without pressing « Enregistrer… »", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/products/jardin-orient");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  const cart = await openCart(page);
  await openCartSection(cart, "Offrir");
  await openCartSection(cart, "Échantillons offerts");
  const offer = cart.getByRole("group", { name: "Offrir" });
  const wrapPrice = normaliseSpaces(await offer.getByTestId("gift-wrap-price").textContent());
  await offer.getByLabel(/Emballage cadeau/).check();
  // With JavaScript a tick is saved at once: the cart's lines and total follow it.
  if (jsEnabled) expect(normaliseSpaces(await cart.getByTestId("cart-gift-wrap").textContent())).toBe(wrapPrice);
  await cart.getByRole("group", { name: "Échantillons offerts" }).getByLabel("Saphir Bleu").check();
  if (jsEnabled) await expect(cart.locator("dl")).toContainText("Saphir Bleu");
  // The message is typed last and never saved: « Commander » takes it as it stands.
  await offer.getByLabel(/Message pour la carte/).fill("Pour tes trente ans");
  if (jsEnabled) {
    // The drawer with its options, at both widths, as a shopper sees it before « Commander ».
    await offer.scrollIntoViewIfNeeded();
    await lookAt(page, "tiroir-options-375.png");
    await page.setViewportSize({ width: 1280, height: 900 });
    await offer.scrollIntoViewIfNeeded();
    await lookAt(page, "tiroir-options-1280.png");
    await page.setViewportSize({ width: 375, height: 800 });
  }
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  expect(normaliseSpaces(await page.getByTestId("order-gift-wrap").textContent())).toBe(wrapPrice);
  await expect(page.getByTestId("order-samples")).toHaveText("Saphir Bleu");
  await expect(page.getByTestId("order-gift-message")).toHaveText("Pour tes trente ans");
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/cancel/);
  // Back in the cart, the choices are still there, saved.
  const again = await openCart(page);
  await openCartSection(again, "Offrir");
  await expect(again.getByRole("group", { name: "Offrir" }).getByLabel(/Emballage cadeau/)).toBeChecked();
  await expect(again.getByLabel(/Message pour la carte/)).toHaveValue("Pour tes trente ans");
});
