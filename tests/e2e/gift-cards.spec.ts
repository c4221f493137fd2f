import { mailTo, payOnDemoPage, useProjectMailbox } from "./demo-orders";
import { expect, expectNoA11yViolations, expectToast, normaliseSpaces, openCart, test } from "./fixtures";
import { openCartSection } from "./cart-sections";
import { lookAt } from "./look-at";

// Gift cards (decision 116): bought for a friend with a sending date of today, received by email
// through the outbox, then spent on part of the friend's own order. Without JavaScript every
// step is a form post and a redirect, so the journey runs in both projects.
const mailbox = useProjectMailbox();

test("a card bought for a friend arrives by email today and pays part of the friend's order", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}.${Date.now().toString(36)}`;
  const friend = `lea.${stamp}@exemple.fr`;

  await page.goto("/carte-cadeau");
  await expect(page.getByRole("heading", { level: 1, name: "Carte cadeau" })).toBeVisible();
  // The card's look (decision 156): an example until something is typed.
  const preview = page.getByRole("figure");
  await expect(preview).toContainText("Pour Léa");
  await expect(preview).toContainText("De la part de Julie et Marc");
  await page.getByRole("radio", { name: "Autre montant" }).check();
  await page.getByLabel("Autre montant (en euros)").fill("10");
  await page.getByLabel("Nom du destinataire").fill("Léa Dubois");
  await page.getByLabel("Email du destinataire").fill(friend);
  await page.getByLabel("Votre message (facultatif)").fill("Joyeux anniversaire !");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  // Each refusal next to its field, what was typed kept: « De la part de » first, then the amount.
  await expect(page.getByText("Indiquez de la part de qui est la carte.")).toBeVisible();
  await expect(page.getByLabel("Nom du destinataire")).toHaveValue("Léa Dubois");
  await page.getByLabel("De la part de").fill("Camille Roux");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page.getByText(/Indiquez un montant en euros entre 20/)).toBeVisible();
  await expect(page.getByLabel("De la part de")).toHaveValue("Camille Roux");
  await expectNoA11yViolations(page);
  await page.getByLabel("Autre montant (en euros)").fill("20");
  if (testInfo.project.use.javaScriptEnabled !== false) {
    // With JavaScript the preview follows what is typed; without, it stays the example.
    await expect(preview).toContainText("20,00");
    await expect(preview).toContainText("Pour Léa Dubois");
    await expect(preview).toContainText("De la part de Camille Roux");
  }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `carte-cadeau-${width}-${testInfo.project.name}.png`, { fullPage: true });
  }
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectToast(page, "Carte cadeau ajoutée");
  const cart = page.getByRole("main");
  await expect(cart.getByRole("list", { name: "Cartes cadeaux du panier" })).toContainText("Pour Léa Dubois");
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  // Nothing is posted: the page asks the buyer's details for the invoice, and shows no shipping.
  await expect(page.getByRole("heading", { name: "Vos coordonnées" })).toBeVisible();
  await expect(page.getByText("Livraison en France métropolitaine.")).toHaveCount(0);
  await expect(page.getByTestId("order-shipping")).toHaveCount(0);
  await payOnDemoPage(page, { email: `claire.${stamp}@exemple.fr`, name: "Claire Martin", address: "12 rue des Rosiers", postalCode: "75004", city: "Paris" });

  // « De la part de » as typed, not the payer's name.
  const mail = await mailTo(mailbox(), friend, /Camille Roux vous offre une carte cadeau/);
  expect(normaliseSpaces(mail.text)).toContain("20,00 €");
  expect(mail.text).toContain("Joyeux anniversaire !");
  expect(mail.raw).toContain("application/pdf");
  const code = /Votre code : ([A-Z0-9-]{19})/.exec(mail.text)![1];

  // The friend, in the same browser here, buys a bottle and pays 20 € of it with the card.
  await page.goto("/products/minuit-profond");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  const drawer = await openCart(page);
  await openCartSection(drawer, "Carte cadeau");
  const field = drawer.getByLabel("Carte cadeau", { exact: true });
  await field.fill(code.toLowerCase());
  await drawer.getByRole("button", { name: "Utiliser", exact: true }).click();
  await expectToast(page, "Carte cadeau appliquée");
  // With JavaScript the drawer stays open; without, the form comes back to the cart page.
  await expect(drawer.getByTestId("cart-due")).toHaveText(/19,95/);
  await expectNoA11yViolations(page);
  await drawer.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await expect(page.getByText(/Montant TTC à payer/)).toContainText("19,95");
  await payOnDemoPage(page, { email: friend, name: "Léa Dubois", address: "3 quai Saint-Vincent", postalCode: "69001", city: "Lyon" });
  await expect(page.getByText(/Payé par carte cadeau/)).toBeVisible();
});

// Decision 124: a card that covers the whole order skips the payment page; the shop's own page
// takes the address and the CGV. Without JavaScript its field errors come back from the server.
test("a card that pays the whole order is spent on the shop's own confirmation page, no payment page", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}.${Date.now().toString(36)}.full`;
  const friend = `hugo.${stamp}@exemple.fr`;

  await page.goto("/carte-cadeau");
  await page.getByRole("radio", { name: "Autre montant" }).check();
  await page.getByLabel("Autre montant (en euros)").fill("100");
  await page.getByLabel("Nom du destinataire").fill("Hugo Lefèvre");
  await page.getByLabel("De la part de").fill("Claire");
  await page.getByLabel("Email du destinataire").fill(friend);
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole("main").getByRole("button", { name: "Commander" }).click();
  await payOnDemoPage(page, { email: `claire.${stamp}@exemple.fr`, name: "Claire Martin", address: "12 rue des Rosiers", postalCode: "75004", city: "Paris" });
  const code = /Votre code : ([A-Z0-9-]{19})/.exec((await mailTo(mailbox(), friend, /vous offre une carte cadeau/)).text)![1];

  await page.goto("/products/minuit-profond");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  const drawer = await openCart(page);
  await openCartSection(drawer, "Carte cadeau");
  await drawer.getByLabel("Carte cadeau", { exact: true }).fill(code);
  await drawer.getByRole("button", { name: "Utiliser", exact: true }).click();
  await expectToast(page, "Carte cadeau appliquée");
  await drawer.getByRole("button", { name: "Commander" }).click();

  await expect(page).toHaveURL(/\/commande\/confirmation\/MS-/);
  await expect(page.getByRole("heading", { level: 1, name: "Confirmation de votre commande" })).toBeVisible();
  await expect(page.getByText(/Montant TTC à payer/)).toContainText("0,00");
  await page.getByLabel("Email").fill(friend);
  await page.getByLabel("Nom complet").fill("Hugo Lefèvre");
  await page.getByLabel("Adresse").fill("3 quai Saint-Vincent");
  await page.getByLabel("Code postal").fill("69001");
  await page.getByLabel("Ville").fill("Lyon");
  // The CGV not accepted: refused next to the box, the rest kept.
  await page.getByRole("button", { name: "Commander et payer par carte cadeau" }).click();
  await expect(page.getByText("Veuillez accepter les conditions générales de vente pour payer")).toBeVisible();
  await expect(page.getByLabel("Ville")).toHaveValue("Lyon");
  await expectNoA11yViolations(page);
  await page.getByLabel(/conditions générales de vente/i).check();
  await page.getByRole("button", { name: "Commander et payer par carte cadeau" }).click();
  await expect(page).toHaveURL(/\/success\?order=MS-/);
  await expect(page.getByText(/Payé par carte cadeau/)).toBeVisible();
  await expect(page.getByText("Réglé par carte bancaire")).toHaveCount(0);
});
