import Database from "better-sqlite3";
import { mailTo, useProjectMailbox } from "./demo-orders";
import { ADMIN, expect, expectNoA11yViolations, expectToast, openCart, signIn, test, testDatabasePath } from "./fixtures";
import { openCartSection } from "./cart-sections";
import { lookAtBothWidths } from "./look-at";

// Reads mail: see demo-orders.ts for how it shares the project's SMTP port with the other mail specs.
const mailbox = useProjectMailbox();


/** The payment window of `reference` closed two hours ago, as if the shopper had left then. */
function lapse(reference: string) {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    db.prepare("update orders set expires_at = unixepoch() - 7200 where reference = ?").run(reference);
  } finally {
    db.close();
  }
}

test("a shopper subscribes from the footer and confirms from the email; the owner sees the subscriber", { tag: "@nojs" }, async ({ page, jsEnabled }, testInfo) => {
  test.slow();
  const email = `lettre.${testInfo.project.name}.${Date.now().toString(36)}@exemple.fr`;
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Votre courriel").fill("lea@");
  await footer.getByRole("button", { name: "M'inscrire" }).click();
  // With JavaScript the footer answers in place; without, the /newsletter page does (its form has
  // the consent box): the same error beside the field, what was typed kept.
  const form = jsEnabled ? footer : page.getByRole("main");
  await expect(form.getByText("Adresse email invalide")).toBeVisible();
  await expect(form.getByLabel("Votre courriel")).toHaveValue("lea@");
  await expectNoA11yViolations(page);

  await form.getByLabel("Votre courriel").fill(email);
  if (!jsEnabled) await form.getByRole("checkbox", { name: /lettre d'information/ }).check();
  await form.getByRole("button", { name: "M'inscrire" }).click();
  await expectToast(page, "Inscription demandée", "cliquez sur son lien pour confirmer");

  const confirmation = await mailTo(mailbox(), email, /^Confirmez votre inscription/);
  expect(confirmation.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const link = /https?:\/\/\S+\/newsletter\/[A-Za-z0-9_-]{43}/.exec(confirmation.text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Confirmer mon inscription" })).toBeVisible();
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "newsletter-confirm");
  await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expectToast(page, "Inscription confirmée");
  await expect(page.getByRole("heading", { level: 1, name: "Inscription confirmée" })).toBeVisible();

  await signIn(page);
  await page.goto(`${ADMIN}/newsletter`);
  await expect(page.getByRole("region", { name: "Tableau des abonnés confirmés" })).toContainText(email);
  await lookAtBothWidths(page, "admin-newsletter");
});

test("an abandoned demo checkout with the box ticked is reminded once, and the link restores the cart", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.slow();
  const email = `panier.${testInfo.project.name}.${Date.now().toString(36)}@exemple.fr`;
  await page.goto("/products/ruby-fraise");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  const cart = await openCart(page);
  await openCartSection(cart, "Rappel du panier");
  await cart.getByRole("checkbox", { name: /Me rappeler mon panier/ }).check();
  await cart.getByLabel("Courriel pour ce rappel").fill(email);
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  const reference = /\/paiement-demo\/(MS-[^/?#]+)/.exec(page.url())![1];

  // The shopper leaves; the window closes (moved back in time in the database), the sender's next pass reminds.
  lapse(reference);
  const reminder = await mailTo(mailbox(), email, /^Votre panier vous attend$/);
  expect(reminder.text).toContain("Ruby Fraise");
  const link = /https?:\/\/\S+\/panier\/retrouver\/[A-Za-z0-9_-]{43}/.exec(reminder.text)![0];

  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Retrouver mon panier" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Ruby Fraise");
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "restore-cart");
  await page.getByRole("button", { name: "Retrouver mon panier" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectToast(page, "Panier retrouvé");
  await expect(page.getByRole("main")).toContainText("Ruby Fraise");
  await lookAtBothWidths(page, "cart-with-reminder-box");
});
