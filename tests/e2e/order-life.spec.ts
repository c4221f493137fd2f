import Database from "better-sqlite3";
import { mailTo, payInDemoMode, payOnDemoPage, useProjectMailbox } from "./demo-orders";
import { REFUND_AMOUNT_WITH_TOTAL } from "../../app/lib/orders/order-forms";
import { ADMIN, expect, expectNoA11yViolations, expectToast, normaliseSpaces, openCart, signIn, test, testDatabasePath } from "./fixtures";
import { lookAt } from "./look-at";

// The journeys of an order read mail: each project's server mails one port, so only one worker
// of a project may listen there at a time (stock-alerts.spec.ts waits for this spec, or the reverse).
const mailbox = useProjectMailbox();

function stockOf(slug: string): number {
  const db = new Database(testDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select f.stock_quantity from products p join product_formats f on f.product_id = p.id and f.is_default = 1 where p.slug = ?").get(slug) as { stock_quantity: number }).stock_quantity;
  } finally {
    db.close();
  }
}

test("paid in demo mode, confirmed by email, shipped with tracking, refunded with the bottle back in stock", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.slow();
  const email = `helene.${testInfo.project.name}.${Date.now().toString(36)}@exemple.fr`;
  // A perfume no other spec buys, so its stock moves only with this test.
  const reference = await payInDemoMode(page, "corail-etincelant", { email, name: "Hélène Fontaine", address: "8 avenue Montaigne", postalCode: "75008", city: "Paris" });

  const confirmation = await mailTo(mailbox(), email, new RegExp(`Confirmation de votre commande ${reference}`));
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
  await expect(sheet).toContainText(/CGV acceptées.*\(version du \d{1,2} \p{L}+ \d{4}(, révision \d+)?\)/u);
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

  const shipped = await mailTo(mailbox(), email, new RegExp(`Votre commande ${reference} est expédiée`));
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

  const refund = await mailTo(mailbox(), email, new RegExp(`Remboursement de votre commande ${reference}`));
  expect(refund.text).toContain("intégralement remboursée");
  await expect(sheet.getByRole("list", { name: "Emails de la commande" })).toContainText("Avis de remboursement");

  await sheet.getByRole("link", { name: /Fiche de commande et facture/ }).click();
  await expect(page.getByRole("heading", { name: "Facture" })).toBeVisible();
  await expect(page.getByText(/^F-\d{6}$/)).toBeVisible();
  await expect(page.getByText(/dont TVA 20/)).toBeVisible();
});

test("a shopper opens the order from the email link, withdraws, and the owner refunds it", { tag: "@nojs" }, async ({ page }, testInfo) => {
  test.slow();
  const email = `ines.${testInfo.project.name}.${Date.now().toString(36)}@exemple.fr`;
  const reference = await payInDemoMode(page, "ananas-royal", { email, name: "Inès Roussel", address: "3 quai Saint-Vincent", postalCode: "69001", city: "Lyon" });

  const confirmation = await mailTo(mailbox(), email, new RegExp(`Confirmation de votre commande ${reference}`));
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
  await lookAt(page, "suivi-commande-375.png", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Commande ${reference}` })).toBeVisible();
  await expect(page.getByText("Payée, en préparation")).toBeVisible();
  await expectNoA11yViolations(page);
  await lookAt(page, "commande-1280.png", { fullPage: true });

  await page.getByRole("main").getByRole("link", { name: "Renoncer au contrat ici" }).click();
  await expect(page.getByLabel("Référence de commande")).toHaveValue(reference);
  await expect(page.getByText(/Flacons ouverts/)).toBeVisible();
  await page.getByLabel("Motif (facultatif)").fill("Le sillage est trop discret");
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByRole("checkbox", { name: /Ananas Royal/ })).toBeChecked();
  await expectNoA11yViolations(page);
  await lookAt(page, "confirmer-1280.png", { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await lookAt(page, "confirmer-375.png", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Confirmer la rétractation" }).click();
  await expectToast(page, "Rétractation enregistrée");
  await expect(page.getByRole("heading", { name: "Rétractation envoyée" })).toBeVisible();

  const ack = await mailTo(mailbox(), email, /Accusé de réception de votre rétractation/);
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

test("the refund form says what « Rembourser » will give back, and an amount beside « Total » refunds nothing", { tag: "@nojs" }, async ({ page, jsEnabled }, testInfo) => {
  test.slow();
  const email = `jeanne.${testInfo.project.name}.${Date.now().toString(36)}@exemple.fr`;
  const reference = await payInDemoMode(page, "peche-exquise", { email, name: "Jeanne Morel", address: "5 rue Oberkampf", postalCode: "75011", city: "Paris" });
  await signIn(page);
  await page.goto(`${ADMIN}/commandes?q=${reference}`);
  await page.getByRole("link", { name: `Voir la commande ${reference}` }).first().click();
  const sheet = page.getByRole("dialog", { name: `Commande ${reference}` });
  const amount = sheet.getByLabel("Montant partiel (€)");
  if (jsEnabled) await expect(sheet.getByRole("button", { name: /^Rembourser 39,95\s€ à Jeanne Morel$/ })).toBeVisible();
  await amount.fill("10");
  if (jsEnabled) {
    // Typing an amount chooses the partial refund, and the button says it before anything is sent.
    await expect(sheet.getByLabel("Partiel", { exact: true })).toBeChecked();
    await expect(sheet.getByRole("button", { name: /^Rembourser 10,00\s€ à Jeanne Morel$/ })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await sheet.getByRole("button", { name: /^Rembourser 10,00/ }).scrollIntoViewIfNeeded();
    await lookAt(page, "remboursement-375.png");
    await page.setViewportSize({ width: 1280, height: 800 });
    await sheet.getByRole("group", { name: "Montant" }).scrollIntoViewIfNeeded();
    await lookAt(page, "remboursement-1280.png");
    // Back to « Total » with the amount still there: the button no longer names an amount.
    await sheet.getByLabel(/^Total/).check();
    await expect(sheet.getByRole("button", { name: "Rembourser", exact: true })).toBeVisible();
  } else {
    await expect(sheet.getByLabel(/^Total/)).toBeChecked();
  }
  await sheet.getByRole("button", { name: /^Rembourser/ }).click();
  await expect(sheet.getByText(REFUND_AMOUNT_WITH_TOTAL)).toBeVisible();
  await expect(amount).toHaveValue("10");
  await expectNoA11yViolations(page);
  await page.reload();
  await expect(sheet).toContainText("Payée");
  await expect(sheet.getByRole("list", { name: "Historique de la commande" })).not.toContainText("Remboursement");
});

for (const width of [1280, 375]) {
  // Without JavaScript both widths post the same forms: the phone width is the one run there.
  test(`a 100 ml chosen, added, paid on the demo page and named in the order and its email (${width} px)`, { tag: width === 375 ? "@nojs" : [] }, async ({ page, jsEnabled }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const email = `format.${testInfo.project.name}.${width}.${Date.now().toString(36)}@exemple.fr`;
    // A perfume in three formats that no other spec buys (decision 093's seed).
    await page.goto("/products/mystere-emeraude");
    const formats = page.getByRole("group", { name: "Format" });
    await expect(formats.getByRole("radio")).toHaveCount(3);
    await formats.getByRole("radio", { name: /^100 ml/ }).check();
    if (jsEnabled) {
      // The price shown follows the choice at once, and the address names it so it can be shared.
      await expect(page.getByTestId("product-price")).toContainText("59,00");
      await expect(page).toHaveURL(/\?format=100ml$/);
    }
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expectToast(page, "Produit ajouté");

    const cart = await openCart(page);
    await expect(cart.getByTestId("cart-format")).toHaveText("100 ml");
    expect(normaliseSpaces(await cart.getByTestId("cart-total").textContent())).toBe("59,00 €");
    await expectNoA11yViolations(page);
    await cart.getByRole("button", { name: "Commander" }).click();
    await expect(page).toHaveURL(/\/paiement-demo\/MS-/);
    await expect(page.getByText("Mystère Émeraude (100 ml)")).toBeVisible();
    await expectNoA11yViolations(page);
    const reference = await payOnDemoPage(page, { email, name: "Léa Marchand", address: "5 rue du Bac", postalCode: "75007", city: "Paris" });
    await expect(page.getByText("Mystère Émeraude (100 ml)")).toBeVisible();

    const confirmation = await mailTo(mailbox(), email, new RegExp(`Confirmation de votre commande ${reference}`));
    expect(confirmation.text).toContain("1 x Mystère Émeraude (100 ml)");

    await signIn(page);
    await page.goto(`${ADMIN}/commandes?q=${reference}`);
    await page.getByRole("link", { name: `Voir la commande ${reference}` }).first().click();
    await expect(page.getByRole("dialog", { name: `Commande ${reference}` })).toContainText("Mystère Émeraude (100 ml)");
    await lookAt(page, `commande-format-${width}.png`, { fullPage: true });
  });
}
