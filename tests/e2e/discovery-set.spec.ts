import { mailTo, payOnDemoPage, useProjectMailbox } from "./demo-orders";
import { ADMIN, expect, expectNoA11yViolations, expectToast, normaliseSpaces, openCart, signIn, test } from "./fixtures";
import { openCartSection } from "./cart-sections";
import { lookAt } from "./look-at";

// The journey reads mail: one worker of a project listens on its port at a time (demo-orders.ts).
const mailbox = useProjectMailbox();


// Without JavaScript the cart is its own page and the code a plain form post: the journey differs.
test("a discovery set bought on the demo page, its code received by email, then used on a 100 ml", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.slow();
  const project = testInfo.project.name;
  const email = `coffret.${project}.${Date.now().toString(36)}@exemple.fr`;
  const buyer = { email, name: "Inès Garnier", address: "8 rue de Lille", postalCode: "75007", city: "Paris" };

  // The set's page lists its vials and says what comes back.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/products/coffret-decouverte");
  const set = page.getByRole("region", { name: "Coffret découverte" });
  await expect(set.getByRole("listitem")).toHaveCount(5);
  await expect(set).toContainText("bon à usage unique");
  await lookAt(page, `produit-coffret-375-${project}.png`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await lookAt(page, `produit-coffret-1280-${project}.png`, { fullPage: true });
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  await (await openCart(page)).getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  const setReference = await payOnDemoPage(page, buyer);

  // The confirmation carries the code, its value and its end date.
  const confirmation = await mailTo(mailbox(), email, new RegExp(`Confirmation de votre commande ${setReference}`));
  const code = /COFFRET-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(confirmation.text)?.[0];
  expect(code, confirmation.text).toBeTruthy();
  expect(normaliseSpaces(confirmation.text)).toContain(`${code} : 25,00 € à valoir sur un grand format`);

  // A 100 ml paid in part by the code, typed in the cart's « Code promo » field.
  await page.goto("/products/bois-automne?format=100ml");
  await expect(page.getByText("Ce grand format peut être réglé avec le bon d'un coffret découverte.")).toBeVisible();
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  const cart = await openCart(page);
  await openCartSection(cart, "Code promo");
  await cart.getByLabel("Code promo").fill(code!.toLowerCase());
  await cart.getByRole("button", { name: "Appliquer" }).click();
  await expectToast(page, "Code appliqué !", "25,00");
  await expect(cart.getByText(`Code ${code} appliqué`)).toBeVisible();
  await lookAt(page, `panier-bon-1280-${project}.png`, { fullPage: true });
  await expectNoA11yViolations(page);
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await expect(page.getByText(`Réduction (code ${code})`)).toBeVisible();
  const bottleReference = await payOnDemoPage(page, buyer);
  const bottleMail = await mailTo(mailbox(), email, new RegExp(`Confirmation de votre commande ${bottleReference}`));
  expect(normaliseSpaces(bottleMail.text)).toContain(`Réduction (code ${code}) : −25,00 €`);

  // The set's packing slip prints the code, now used.
  await signIn(page);
  await page.goto(`${ADMIN}/commandes?q=${setReference}`);
  await page.getByRole("link", { name: `Voir la commande ${setReference}` }).first().click();
  await expect(page.getByRole("dialog", { name: `Commande ${setReference}` }).getByTestId("set-voucher")).toContainText(`${code} : 25,00 €`);
  await page.getByRole("link", { name: "Fiche de commande et facture (à imprimer)" }).click();
  await expect(page.getByTestId("set-voucher")).toContainText("(utilisé)");
  await expectNoA11yViolations(page);
  await lookAt(page, `fiche-coffret-1280-${project}.png`, { fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await lookAt(page, `fiche-coffret-375-${project}.png`, { fullPage: true });

  // The owner's side of the set: its vials and its voucher's validity on the formats screen.
  await page.goto(`${ADMIN}/parfums`);
  await page.getByRole("link", { name: "Formats de Coffret Découverte" }).first().click();
  await expect(page.getByLabel("Contenu du coffret", { exact: true }).first()).toHaveValue(/Minuit Profond 2 ml/);
  await expect(page.getByLabel("Validité du bon (mois)").first()).toHaveValue("6");
  // The dialog scrolls on its own: its first format, the set, is what the owner edits here.
  const dialog = page.getByRole("dialog", { name: "Formats de Coffret Découverte" });
  await lookAt(dialog.getByRole("listitem").first(), `formats-coffret-375-${project}.png`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(dialog).toBeVisible();
  await lookAt(dialog.getByRole("listitem").first(), `formats-coffret-1280-${project}.png`);
});
