import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, expectNoA11yViolations, expectToast, expectValidHtml, normaliseSpaces, openCart, test, testDatabasePath } from "./fixtures";
import { lookAtBothWidths } from "./look-at";
import { mailTo, useProjectMailbox } from "./demo-orders";
import { pdfText } from "../integration/pdf-text";

// Issue 46, step 4 of docs/eu-sales-plan.md: the shopper chooses the delivery country in the cart
// (decision 161). The journeys' shop sells to France alone (decision 173): this fixture opens the
// seeded « Belgique et Luxembourg » in this project's database for the test, and closes it after.
// The shop then serves Belgium and Luxembourg: their packaging registrations come with the zone, so
// the legal facts other specs count meanwhile (legal.spec.ts: « 0 Information légale à compléter »)
// do not change.

function setBelgiumZone(active: boolean) {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    db.transaction(() => {
      db.prepare("update shipping_zones set is_active = ? where name = 'Belgique et Luxembourg'").run(active ? 1 : 0);
      // Registered with the OSS since January: a Belgian sale is taxed in Belgium (decision 157).
      db.prepare("update shop_settings set oss_registered_on = ?").run(active ? "2026-01-01" : null);
      for (const country of ["BE", "LU"]) {
        if (active) db.prepare("insert or ignore into packaging_registrations (country, register, number, note) values (?, 'Essai', 'E2E-1', 'delivery-country.spec.ts')").run(country);
        else db.prepare("delete from packaging_registrations where country = ? and note = 'delivery-country.spec.ts'").run(country);
      }
    })();
  } finally {
    db.close();
  }
}

test.beforeEach(() => setBelgiumZone(true));
test.afterEach(() => setBelgiumZone(false));

const textOf = async (page: Page, testId: string) => normaliseSpaces(await page.getByTestId(testId).first().textContent());

const mailbox = useProjectMailbox();

test("a shopper picks Belgique in the cart, sees the methods and the VAT line change, pays with a Belgian address and gets the invoice at Belgium's rate", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.goto("/products/saphir-bleu");
  await page.getByRole("button", { name: "Ajouter au panier" }).click();
  await expectToast(page, "Produit ajouté");

  let cart = await openCart(page);
  const country = cart.getByLabel("Pays de livraison");
  await expect(country).toHaveValue("FR");
  await expect(cart.getByRole("radio", { name: /Livraison express en Île-de-France/ })).toBeVisible();
  const frenchVat = await textOf(page, "cart-vat");
  await expect(cart.getByText("TVA incluse (taux du pays de livraison)")).toBeVisible();

  await country.selectOption({ label: "Belgique" });
  if (!jsEnabled) await cart.getByRole("button", { name: "Changer de pays" }).click();
  await expectToast(page, "Livraison : Belgique");
  if (!jsEnabled) cart = page.getByRole("main");
  await expect(cart.getByLabel("Pays de livraison")).toHaveValue("BE");
  await expect(cart.getByRole("radio", { name: /Livraison standard UE/ })).toBeChecked();
  await expect(cart.getByRole("radio", { name: /Livraison express/ })).toHaveCount(0);
  expect(await textOf(page, "cart-shipping")).toBe("9,90 €");
  expect(await textOf(page, "cart-vat")).not.toBe(frenchVat);
  await expectNoA11yViolations(page);
  // The cart page as the server sends it, with the select (the sweep sees a France-only shop).
  if (jsEnabled) await expectValidHtml(await page.request.get("/cart"));
  await lookAtBothWidths(page, "delivery-country-cart");

  await cart.getByRole("button", { name: "Commander" }).click();
  await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
  await expect(page.getByTestId("delivery-country")).toHaveText("Belgique");
  // It ends this order (tests/integration/checkout.test.ts): only its presence here.
  await expect(page.getByRole("button", { name: "à modifier dans le panier" })).toBeVisible();
  await page.getByLabel("Email").fill("lea.dubois@example.be");
  await page.getByLabel("Nom complet").fill("Léa Dubois");
  await page.getByLabel("Adresse").fill("Rue Neuve 12");
  await page.getByLabel("Code postal").fill("75004");
  await page.getByLabel("Ville").fill("Bruxelles");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Payer" }).click();
  // Belgium's rule, not France's: four digits.
  await expect(page.getByText("Le code postal belge comporte 4 chiffres")).toBeVisible();
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "delivery-country-demo-page");

  await page.getByLabel("Code postal").fill("1000");
  await page.getByLabel("J'ai lu et j'accepte les conditions générales de vente").check();
  await page.getByRole("button", { name: "Payer" }).click();
  await expect(page).toHaveURL(/\/success\?order=MS-/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement réussi !" })).toBeVisible();

  // The invoice the confirmation leads to is Belgium's: 21 %, the OSS mention (issue 46, step 11).
  const reference = new URL(page.url()).searchParams.get("order")!;
  const confirmation = await mailTo(mailbox(), "lea.dubois@example.be", new RegExp(`Confirmation de votre commande ${reference}`));
  const tracking = /https?:\/\/\S+(\/suivi-commande\/[\w.-]+)/.exec(confirmation.text)![1];
  const invoice = await page.request.get(`${tracking}/facture.pdf`);
  expect(invoice.status()).toBe(200);
  const text = normaliseSpaces(await pdfText(await invoice.body()));
  expect(text).toContain("Vente à distance — TVA Belgique 21 % (guichet unique OSS)");
  expect(text).toContain("Belgique");
  expect(text).not.toContain("20 %");
});
