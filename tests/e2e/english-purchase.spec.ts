import { consoleErrors, englishCart, expect, expectNoA11yViolations, expectToast, expectValidHtml, test } from "./fixtures";
import { lookAtBothWidths } from "./look-at";

// The purchase in English (docs/i18n-plan.md step 8, first part), with JavaScript and without: the
// cart opened on an English page, « Order », the demo payment page in English, the English success
// page; axe and the HTML checker on each, pictures at 1280 and 375 px.

test("a shopper orders in English on the demo page and sees the English confirmation", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  const errors = consoleErrors(page);
  // The product page is French until step 6 of the plan: the bottle is added there, the cart opened in English.
  await page.goto("/products/minuit-profond");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");

  await page.goto("/en");
  await expect(englishCart(page)).toHaveAccessibleName("Cart, 1 item");
  await englishCart(page).click();
  const cart = jsEnabled ? page.getByRole("dialog", { name: "Your cart" }) : page.getByRole("main");
  if (jsEnabled) await expect(cart).toBeVisible();
  else await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(cart.getByRole("link", { name: "Minuit Profond" })).toBeVisible();
  await expect(cart.getByTestId("cart-total")).toHaveText("€39.95");
  // A second bottle from the English cart: its amounts follow, in English.
  await cart.getByRole("button", { name: "Increase quantity" }).click();
  await expect(cart.getByTestId("cart-total")).toHaveText("€79.90");
  await expect(cart.getByText("Subtotal (2 items)")).toBeVisible();

  if (!jsEnabled) {
    const response = await page.goto("/en/cart");
    await expectNoA11yViolations(page);
    if (response) await expectValidHtml(response);
  } else {
    await expectNoA11yViolations(page);
  }
  await lookAtBothWidths(page, "cart-en");

  await cart.getByRole("button", { name: "Order", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/paiement-demo\/MS-/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Payment (demonstration) | Maison Sillage");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment for your order");
  await expect(page.getByRole("note", { name: "Demonstration mode" })).toBeVisible();
  await expectNoA11yViolations(page);
  if (jsEnabled) {
    const response = await page.reload();
    if (response) await expectValidHtml(response);
  }
  await lookAtBothWidths(page, "demo-payment-en");

  // Refused in English, beside the field, with and without JavaScript.
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await page.getByLabel("Email").fill("claire.martin@example.fr");
  await page.getByLabel("Full name").fill("Claire Martin");
  await page.getByLabel("Street address").fill("12 rue des Rosiers");
  await page.getByLabel("Postcode").fill("75004");
  await page.getByLabel("Town or city").fill("Paris");
  await page.getByLabel("I have read and accept the terms and conditions of sale").check();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page).toHaveURL(/\/en\/success\?order=MS-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment successful!");
  await expect(page.getByTestId("order-total")).toHaveText("€79.90");
  await expect(englishCart(page)).toHaveAccessibleName("Cart, 0 items");
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "success-en");
  // Without JavaScript the refused form's page is a 400 answer, by design; nothing else may be logged.
  expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
});

test("the French purchase is unchanged: Commander, Payer, Paiement réussi !", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.goto("/products/minuit-profond");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await page.getByRole("banner").getByRole("link", { name: /^Panier/ }).click();
  const cart = jsEnabled ? page.getByRole("dialog", { name: "Votre panier" }) : page.getByRole("main");
  await expect(cart.getByTestId("cart-total")).toHaveText("39,95\u00a0€");
  await expect(cart.getByText("Sous-total (1 article)")).toBeVisible();
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/^[^?]*\/paiement-demo\/MS-/);
  expect(new URL(page.url()).pathname.startsWith("/en")).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement de votre commande");
  await page.getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement annulé");
  await lookAtBothWidths(page, "cancel-fr");
  await page.goto("/en/cancel");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment cancelled");
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "cancel-en");
});
