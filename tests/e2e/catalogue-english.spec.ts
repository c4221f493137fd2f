import { ADMIN, expect, expectNoA11yViolations, expectToast, signIn, test } from "./fixtures";
import { lookAtBothWidths } from "./look-at";

// Issue 47, step 5 (decision 168): the owner writes a perfume's English texts in its dialog and
// finds them there again (Rêve d'Azur, which the journeys of other specs never edit); a too-long one is refused beside its field, the rest kept; the
// « Notes et familles (anglais) » screen. JavaScript on and off: the same forms.

test("the owner fills a perfume's English fields and finds them kept; a too-long one is refused beside its field", { tag: "@nojs" }, async ({ page }, testInfo) => {
  await signIn(page);
  const english = `A light aquatic floral (${testInfo.project.name}).`;
  await page.goto(`${ADMIN}/parfums/8`);
  const dialog = page.getByRole("dialog", { name: "Modifier le parfum" });
  await dialog.getByLabel("Nom du parfum (anglais)").fill("Azure Dream");
  await dialog.getByLabel("Description courte (anglais)").fill(english);
  await dialog.getByLabel("Conseils d'utilisation (anglais)").fill("Spray on the neck before an evening out.");
  await dialog.getByRole("button", { name: "Modifier" }).click();
  await expectToast(page, "Parfum modifié", "Rêve d'Azur");

  await page.goto(`${ADMIN}/parfums/8`);
  await expect(dialog.getByLabel("Description courte (anglais)")).toHaveValue(english);
  await expect(dialog.getByLabel("Conseils d'utilisation (anglais)")).toHaveValue("Spray on the neck before an evening out.");
  await expect(dialog.getByLabel("Description courte", { exact: true })).toHaveValue(/floral aquatique/);

  await dialog.getByLabel("Description complète (anglais)").fill("x".repeat(5001));
  await dialog.getByRole("button", { name: "Modifier" }).click();
  await expect(dialog.getByText("Description complète (anglais) : 5000 caractères maximum")).toBeVisible();
  await expect(dialog.getByLabel("Description courte (anglais)")).toHaveValue(english);
  await expect(dialog.getByLabel("Description complète (anglais)")).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "perfume-english-refused", dialog);
});

test("« Notes et familles (anglais) »: the owner names a note in English and the list shows it", { tag: "@nojs" }, async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto(`${ADMIN}/notes-et-familles`);
  await expect(page.getByRole("heading", { name: "Notes et familles (anglais)" })).toBeVisible();
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "olfactory-terms");

  await page.goto(`${ADMIN}/notes-et-familles/traduire?type=note&fr=Bergamote`);
  const dialog = page.getByRole("dialog", { name: "Note « Bergamote » en anglais" });
  const name = `Bergamot ${testInfo.project.name}`;
  await dialog.getByLabel("Nom anglais de « Bergamote »").fill(name);
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "olfactory-term-dialog", dialog);
  await dialog.getByRole("button", { name: "Modifier" }).click();
  await expectToast(page, "Nom anglais enregistré", "Bergamote");
  await expect(page).toHaveURL(new RegExp(`${ADMIN}/notes-et-familles$`));
  await expect(page.getByRole("row", { name: new RegExp(`^Bergamote Note ${name}`) })).toBeVisible();
});

test("the perfumes « À traduire » and their count on the owner's desk", async ({ page }) => {
  await signIn(page);
  await page.goto(ADMIN);
  await page.getByRole("link", { name: "Voir les parfums à traduire" }).click();
  await expect(page).toHaveURL(/\/parfums\?filtre=a-traduire$/);
  await expect(page.getByText(/parfums? à traduire en anglais/)).toBeVisible();
  await lookAtBothWidths(page, "perfumes-to-translate");
});
