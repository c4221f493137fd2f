import Database from "better-sqlite3";
import { mailTo, useProjectMailbox } from "./demo-orders";
import { ADMIN, expect, expectNoA11yViolations, expectToast, signIn, test, testDatabasePath } from "./fixtures";

// Reads mail: see demo-orders.ts for how it shares the project's SMTP port with order-life.spec.ts.
const mailbox = useProjectMailbox();

// A perfume no other spec opens; its 100 ml is this spec's own (decision 095).
const SLUG = "pomme-secrete";

/** Both formats of the perfume out of stock, as the owner left them: the shopper has to choose. */
function outOfStock(): number {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    const { id } = db.prepare("select id from products where slug = ?").get(SLUG) as { id: number };
    const exists = db.prepare("select 1 from product_formats where product_id = ? and volume_ml = 100").get(id);
    if (!exists) db.prepare("insert into product_formats (product_id, volume_ml, price_cents, position) values (?, 100, 7900, 1)").run(id);
    db.prepare("update product_formats set stock_quantity = 0, stock_status = 'out_of_stock' where product_id = ?").run(id);
    return id;
  } finally {
    db.close();
  }
}

// Without JavaScript the forms post and redirect the same way at both widths: one width there.
for (const width of [1280, 375]) {
  test(`a shopper asks to be told, confirms from the email, the owner restocks, the alert arrives (${width} px)`, { tag: width === 375 ? "@nojs" : [] }, async ({ page }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const productId = outOfStock();
    const email = `alerte.${testInfo.project.name}.${width}.${Date.now().toString(36)}@exemple.fr`;

    await page.goto(`/products/${SLUG}`);
    const form = page.getByRole("region", { name: "Me prévenir du retour" });
    const formats = form.getByRole("group", { name: "Format attendu" });
    await expect(formats.getByRole("radio")).toHaveCount(2);
    await formats.getByRole("radio", { name: "100 ml" }).check();
    await form.getByLabel("Votre email").fill("lea@");
    await form.getByRole("button", { name: "Me prévenir du retour" }).click();
    await expect(form.getByText("Adresse email invalide")).toBeVisible();
    await expect(form.getByText("Cochez la case pour accepter de recevoir cet email")).toBeVisible();
    // What was typed and chosen stays, with or without JavaScript.
    await expect(form.getByLabel("Votre email")).toHaveValue("lea@");
    await expect(formats.getByRole("radio", { name: "100 ml" })).toBeChecked();
    await expectNoA11yViolations(page);

    await form.getByLabel("Votre email").fill(email);
    await form.getByLabel(/J'accepte que Maison Sillage m'envoie un seul email/).check();
    await form.getByRole("button", { name: "Me prévenir du retour" }).click();
    await expectToast(page, "Alerte demandée", "cliquez sur son lien pour confirmer");
    await expect(page).toHaveURL(/\?format=100ml$/);
    // Accepted: the form is empty again, so nothing invites a second request.
    await expect(form.getByLabel("Votre email")).toHaveValue("");

    const confirmation = await mailTo(mailbox(), email, /^Confirmez votre alerte : Pomme Secrète \(100 ml\)$/);
    const link = /https?:\/\/\S+\/alertes-stock\/[A-Za-z0-9_-]{43}/.exec(confirmation.text)![0];
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("heading", { level: 1, name: "Confirmer mon alerte" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Confirmer mon alerte" }).click();
    await expectToast(page, "Alerte confirmée");
    await expect(page.getByRole("heading", { level: 1, name: "Alerte confirmée" })).toBeVisible();

    await signIn(page);
    await page.goto(`${ADMIN}/parfums/${productId}/formats`);
    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^100 ml/ }) });
    await expect(row).toContainText("1 client attend le retour de ce format");
    await expectNoA11yViolations(page);
    await row.getByLabel("Quantité en stock").fill("6");
    await row.getByLabel("Statut du stock").selectOption("in_stock");
    await row.getByRole("button", { name: "Enregistrer" }).click();
    await expectToast(page, "Formats", "Format enregistré.");

    const alert = await mailTo(mailbox(), email, /^De retour en stock : Pomme Secrète \(100 ml\)$/);
    const productLink = /https?:\/\/\S+\/products\/pomme-secrete\?format=100ml/.exec(alert.text)![0];
    const stopLink = /https?:\/\/\S+\/alertes-stock\/adresse\/[A-Za-z0-9_-]{43}/.exec(alert.text)![0];
    await page.goto(new URL(productLink).pathname + new URL(productLink).search);
    await expect(page.getByRole("button", { name: "Ajouter au panier" })).toBeEnabled();
    await page.goto(new URL(stopLink).pathname);
    await expect(page.getByText("Aucune demande d'alerte n'attend pour cette adresse")).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
