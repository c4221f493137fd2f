import { ADMIN, expect, expectNoA11yViolations, expectToast, signIn, test } from "./fixtures";

// « Taux de TVA » (decision 158): the owner adds a rate from a future day, a past day refused
// beside the date, then deletes the rate still to come. Plain forms, so both projects run it.

test("the owner adds a future VAT rate, a past day refused, then deletes it", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  // Each project its own day, so the two runs never meet on the shared database.
  const day = jsEnabled ? "2099-03-01" : "2099-04-01";
  const spoken = jsEnabled ? "1 mars 2099" : "1 avril 2099";
  await signIn(page);
  // The list and the empty dialog are audited with the other admin screens (accessibility.spec.ts).
  await page.goto(`${ADMIN}/taux-tva`);
  await expect(page.getByRole("heading", { name: "Taux de TVA", level: 2 })).toBeVisible();
  const table = page.getByRole("table", { name: "Taux de TVA par pays" });
  await expect(table.getByRole("row", { name: /^Finlande/ })).toContainText("25,5\u00a0% depuis le 1 septembre 2024");

  await page.getByRole("link", { name: "Nouveau taux" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau taux de TVA" });
  await dialog.getByLabel("Pays").selectOption({ label: "Luxembourg" });
  await dialog.getByLabel("Taux (%)").fill("18");
  await dialog.getByLabel("Applicable à partir du").fill("2020-01-01");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Un taux ne peut commencer qu'après aujourd'hui : une facture émise ne change jamais")).toBeVisible();
  await expectNoA11yViolations(page);

  await dialog.getByLabel("Applicable à partir du").fill(day);
  await dialog.getByLabel("Source").fill("Essai de bout en bout");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Taux de TVA ajouté", `Luxembourg : 18\u00a0% à partir du ${spoken}`);
  const luxembourg = table.getByRole("row", { name: /^Luxembourg/ });
  await expect(luxembourg).toContainText(`18\u00a0% à partir du ${spoken}`);
  await expect(luxembourg).toContainText("17\u00a0% depuis le 1 janvier 2024");

  await luxembourg.getByRole("link", { name: `Supprimer le taux de 18\u00a0% à partir du ${spoken}` }).click();
  await page.getByRole("button", { name: "Supprimer définitivement" }).click();
  await expectToast(page, "Taux de TVA supprimé");
  await expect(luxembourg).not.toContainText(spoken);
});

test("the screen fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page);
  await page.goto(`${ADMIN}/taux-tva`);
  const cards = page.getByRole("list", { name: "Taux de TVA par pays" });
  await expect(cards.getByRole("listitem").filter({ hasText: "Finlande" })).toContainText("25,5\u00a0% depuis le 1 septembre 2024");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Nouveau taux" }).click();
  await expect(page.getByRole("dialog", { name: "Nouveau taux de TVA" }).getByLabel("Pays")).toBeVisible();
});
