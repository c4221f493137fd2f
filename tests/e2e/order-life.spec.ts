import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { smtpPortOf } from "../../playwright.config";
import { SmtpSink, type ReceivedMail } from "../fakes/smtp-sink";
import { ADMIN, expect, expectToast, openCart, signIn, test, testDatabasePath } from "./fixtures";

let sink: SmtpSink;

// Each project's server mails its own port: this worker's sink receives what its server sends.
// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; this one needs none.
test.beforeAll(async ({}, testInfo) => {
  sink = await new SmtpSink(smtpPortOf(testInfo.project.name as "js" | "nojs")).start();
});

test.afterAll(async () => {
  await sink.stop();
});

function stockOf(slug: string): number {
  const db = new Database(testDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select stock_quantity from products where slug = ?").get(slug) as { stock_quantity: number }).stock_quantity;
  } finally {
    db.close();
  }
}

/** The one message to `to` whose subject matches, once the server's sender delivered it. */
async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  await expect.poll(() => sink.to(to).filter((m) => subject.test(m.subject)).length, { timeout: 20_000 }).toBe(1);
  return sink.to(to).find((m) => subject.test(m.subject))!;
}

async function payInDemoMode(page: Page, email: string) {
  // A perfume no other spec buys, so its stock moves only with this test.
  await page.goto("/products/corail-etincelant");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");
  const cart = await openCart(page);
  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nom complet").fill("Hélène Fontaine");
  await page.getByLabel("Adresse").fill("8 avenue Montaigne");
  await page.getByLabel("Code postal").fill("75008");
  await page.getByLabel("Ville").fill("Paris");
  // The terms checkbox comes with the legal pages; tick it wherever it is there.
  const terms = page.getByLabel(/conditions générales de vente/i);
  if (await terms.count()) await terms.check();
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/success\?order=MS-/);
  return new URL(page.url()).searchParams.get("order")!;
}

test("paid in demo mode, confirmed by email, shipped with tracking, refunded with the bottle back in stock", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.slow();
  const email = `helene.${testInfo.project.name}.${Date.now().toString(36)}@exemple.fr`;
  const reference = await payInDemoMode(page, email);

  const confirmation = await mailTo(email, new RegExp(`Confirmation de votre commande ${reference}`));
  expect(confirmation.text).toContain("1 x Corail Étincelant");
  expect(confirmation.text).toContain("8 avenue Montaigne");
  expect(confirmation.text).toContain("14 jours");
  expect(confirmation.text).toMatch(/https?:\/\/[^\s]+\/retractation/);
  expect(confirmation.html).toContain("/cgv");

  await signIn(page);
  await page.goto(`${ADMIN}/commandes?q=${reference}`);
  await expect(page.getByRole("search", { name: "Rechercher des commandes" }).getByLabel("Rechercher")).toHaveValue(reference);
  await page.getByRole("link", { name: `Voir la commande ${reference}` }).first().click();
  const sheet = page.getByRole("dialog", { name: `Commande ${reference}` });
  await expect(sheet).toContainText("Payée");
  // The terms ticked on the demo page are on record, with their version.
  await expect(sheet).toContainText(/CGV acceptées.*\(version du \d{1,2} \p{L}+ \d{4}\)/u);
  await expect(sheet.getByRole("list", { name: "Historique de la commande" })).toContainText("Paiement reçu");

  // Shipping needs its tracking number: refused first, in French, next to the field.
  await sheet.getByLabel("Transporteur").fill("Colissimo");
  await sheet.getByRole("button", { name: "Marquer expédiée" }).click();
  await expect(sheet.getByText("Le numéro de suivi est obligatoire")).toBeVisible();
  await sheet.getByLabel("Numéro de suivi").fill("6A00012345678");
  await sheet.getByLabel("Lien de suivi").fill("https://www.laposte.fr/outils/suivre-vos-envois?code=6A00012345678");
  await sheet.getByRole("button", { name: "Marquer expédiée" }).click();
  await expectToast(page, "Commande expédiée", reference);
  await expect(sheet).toContainText("Expédiée");
  await expect(sheet.getByRole("list", { name: "Historique de la commande" })).toContainText("Colissimo, suivi 6A00012345678");

  const shipped = await mailTo(email, new RegExp(`Votre commande ${reference} est expédiée`));
  expect(shipped.text).toContain("Colissimo");
  expect(shipped.text).toContain("6A00012345678");
  expect(shipped.html).toContain("https://www.laposte.fr/outils/suivre-vos-envois?code=6A00012345678");

  const stock = stockOf("corail-etincelant");
  await sheet.getByLabel(/^Total/).check();
  await sheet.getByRole("group", { name: "Flacons remis en stock" }).getByLabel(/Corail/).fill("1");
  await sheet.getByRole("button", { name: "Rembourser" }).click();
  await expectToast(page, "Remboursement effectué", reference);
  await expect(sheet).toContainText("Remboursée");
  await expect(sheet.getByRole("list", { name: "Historique de la commande" })).toContainText("Flacons remis en stock");
  expect(stockOf("corail-etincelant")).toBe(stock + 1);

  const refund = await mailTo(email, new RegExp(`Remboursement de votre commande ${reference}`));
  expect(refund.text).toContain("intégralement remboursée");
  await expect(sheet.getByRole("list", { name: "Emails de la commande" })).toContainText("Avis de remboursement");

  await sheet.getByRole("link", { name: /Fiche de commande et facture/ }).click();
  await expect(page.getByRole("heading", { name: "Facture" })).toBeVisible();
  await expect(page.getByText(/^F-\d{6}$/)).toBeVisible();
  await expect(page.getByText(/dont TVA 20/)).toBeVisible();
});
