import type { Page } from "@playwright/test";
import { smtpPortOf } from "../../playwright.config";
import { SmtpSink, type ReceivedMail } from "../fakes/smtp-sink";
import { ADMIN, expect, expectNoA11yViolations, expectToast, openCart, signIn, test } from "./fixtures";

let sink: SmtpSink;

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; this one needs none.
test.beforeAll(async ({}, testInfo) => {
  sink = await new SmtpSink(smtpPortOf(testInfo.project.name as "js" | "nojs")).start();
});

test.afterAll(async () => {
  await sink.stop();
});

async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  await expect.poll(() => sink.to(to).filter((m) => subject.test(m.subject)).length, { timeout: 20_000 }).toBe(1);
  return sink.to(to).find((m) => subject.test(m.subject))!;
}

async function payInDemoMode(page: Page, email: string) {
  await page.goto("/products/ananas-royal");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nom complet").fill("Inès Roussel");
  await page.getByLabel("Adresse").fill("3 quai Saint-Vincent");
  await page.getByLabel("Code postal").fill("69001");
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByLabel(/conditions générales de vente/i).check();
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/success\?order=MS-/);
  return new URL(page.url()).searchParams.get("order")!;
}

test("a shopper opens the order from the email link, withdraws, and the owner refunds it", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.slow();
  const email = `ines.${testInfo.project.name}.${Date.now().toString(36)}@exemple.fr`;
  const reference = await payInDemoMode(page, email);

  const confirmation = await mailTo(email, new RegExp(`Confirmation de votre commande ${reference}`));
  const link = /https?:\/\/\S+(\/suivi-commande\/[\w.-]+)/.exec(confirmation.text)![1];

  // The footer link and the lookup form, as a shopper without the email would use them.
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Suivre ma commande" }).click();
  await page.getByLabel("Référence de commande").fill("MS-00000-00000");
  await page.getByLabel("Email utilisé lors de la commande").fill(email);
  await page.getByRole("button", { name: "Voir ma commande" }).click();
  await expect(page.getByText("Aucune commande ne correspond")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath("suivi-commande-375.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Commande ${reference}` })).toBeVisible();
  await expect(page.getByText("Payée, en préparation")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("commande-1280.png"), fullPage: true });

  await page.getByRole("main").getByRole("link", { name: "Renoncer au contrat ici" }).click();
  await expect(page.getByLabel("Référence de commande")).toHaveValue(reference);
  await expect(page.getByText(/Flacons ouverts/)).toBeVisible();
  await page.getByLabel("Motif (facultatif)").fill("Le sillage est trop discret");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByRole("checkbox", { name: /Ananas Royal/ })).toBeChecked();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("confirmer-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath("confirmer-375.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Confirmer la rétractation" }).click();
  await expectToast(page, "Rétractation enregistrée");
  await expect(page.getByRole("heading", { name: "Rétractation envoyée" })).toBeVisible();

  const ack = await mailTo(email, /Accusé de réception de votre rétractation/);
  expect(ack.text).toContain("Ananas Royal");
  expect(ack.text).toMatch(/\(heure de Paris\)/);

  await signIn(page);
  await page.goto(`${ADMIN}/commandes?retractation=1&q=${reference}`);
  await expect(page.getByRole("checkbox", { name: "Rétractation demandée" })).toBeChecked();
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: `Voir la commande ${reference}` }).first().click();
  const sheet = page.getByRole("dialog", { name: `Commande ${reference}` });
  await expect(sheet.getByRole("heading", { name: "Rétractation demandée" })).toBeVisible();
  await expect(sheet).toContainText(/À rembourser au plus tard le \d{2}\/\d{2}\/\d{4}/);
  await expect(sheet.getByRole("group", { name: "Flacons remis en stock" }).getByLabel(/Ananas/)).toHaveValue("1");
  await sheet.getByLabel(/^Total/).check();
  await sheet.getByRole("button", { name: "Rembourser" }).click();
  await expectToast(page, "Remboursement effectué", reference);
  await expect(sheet).toContainText("Remboursée");
});
