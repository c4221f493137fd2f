import fs from "node:fs/promises";
import Database from "better-sqlite3";
import { payInDemoMode } from "./demo-orders";
import { ADMIN, expect, expectNoA11yViolations, expectToast, signIn, test, testDatabasePath } from "./fixtures";
import { lookAt } from "./look-at";


/** The owner shipped and delivered it: nothing left to do for this order. */
function markDelivered(reference: string) {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    db.prepare("update orders set status = 'delivered', shipped_at = unixepoch(), delivered_at = unixepoch() where reference = ?").run(reference);
  } finally {
    db.close();
  }
}

test(
  "the owner finds a customer, exports their data as JSON and HTML, and erases it once the order is closed",
  { tag: "@nojs" },
  async ({ page }, testInfo) => {
    const email = `rgpd-${testInfo.project.name}-${Date.now().toString(36)}@example.fr`;
    const reference = await payInDemoMode(page, "bahia", {
      email,
      name: "Hélène Données",
      address: "5 rue de la Paix",
      postalCode: "75002",
      city: "Paris",
    });

    await signIn(page);
    await page.getByRole("navigation", { name: "Sections de l'administration" }).getByRole("link", { name: "Clients" }).click();
    await expect(page.getByRole("heading", { name: "Clients", level: 2 })).toBeVisible();

    // An address that is not one is refused by the server in French, next to the field, kept as typed.
    await page.goto(`${ADMIN}/clients?email=helene`);
    await expect(page.getByText("Adresse email invalide")).toBeVisible();
    await expect(page.getByLabel("Adresse email du client")).toHaveValue("helene");

    await page.getByLabel("Adresse email du client").fill(email.toUpperCase());
    await page.keyboard.press("Enter");
    const found = page.getByRole("region", { name: `Données de ${email}` });
    await expect(found).toBeVisible();
    await expect(found.getByRole("link", { name: reference })).toBeVisible();
    await expect(found.getByText("Hélène Données", { exact: true })).toBeVisible();
    await expect(found.getByText(/^Facture F-\d{6}/)).toBeVisible();
    await expectNoA11yViolations(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await lookAt(page, `clients-${testInfo.project.name}-${width}.png`, { fullPage: true });
    }

    const asJson = page.waitForEvent("download");
    await found.getByRole("button", { name: "Exporter en JSON" }).click();
    const json = await asJson;
    expect(json.suggestedFilename()).toMatch(/^donnees-client-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await fs.readFile((await json.path())!, "utf8"));
    expect(file).toMatchObject({ email, commandes: [expect.objectContaining({ reference, nom: "Hélène Données" })] });

    const asHtml = page.waitForEvent("download");
    await found.getByRole("button", { name: "Exporter en page lisible (HTML)" }).click();
    const html = await fs.readFile((await (await asHtml).path())!, "utf8");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(reference);

    // The erasure asks for a confirmation, then refuses while the order still has to be shipped.
    const erasure = found.getByRole("button", { name: "Effacer les données de ce client" });
    await erasure.click();
    await expect(page.getByText("Cochez la case pour confirmer l'effacement")).toBeVisible();
    await page.getByLabel(`Je confirme l'effacement des données de ${email}`).check();
    await erasure.click();
    await expect(page.getByRole("alert").filter({ hasText: "Effacement impossible" })).toContainText(`la commande ${reference} est en cours`);

    markDelivered(reference);
    await page.getByLabel(`Je confirme l'effacement des données de ${email}`).check();
    await page.getByRole("button", { name: "Effacer les données de ce client" }).click();
    await expectToast(page, "Données effacées", "1 commande et 1 email anonymisés ; 1 document comptable conservé.");

    const journal = page.getByRole("region", { name: "Journal des exports et effacements" });
    await expect(journal.getByRole("row").filter({ hasText: "Effacement" }).filter({ hasText: reference })).toBeVisible();
    await expect(journal.getByRole("row").filter({ hasText: "Export" }).filter({ hasText: reference })).toHaveCount(2);
    await expect(journal).not.toContainText(email);

    await page.getByLabel("Adresse email du client").fill(email);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Plus aucune donnée à effacer : seuls restent les documents comptables.")).toBeVisible();
    await expectNoA11yViolations(page);
  },
);
