import fs from "node:fs/promises";
import { ADMIN, expect, expectNoA11yViolations, signIn, test } from "./fixtures";
import { lookAtBothWidths } from "./look-at";

// « Livres comptables »: the OSS return and register of a quarter (decision 159). A GET form with
// two submit buttons, so both projects run it: a quarter it cannot read comes back with its
// message beside the field, a good one downloads the file.

test("the owner downloads the OSS return and register of a quarter, a bad quarter refused beside the field", { tag: "@nojs" }, async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN}/livres-comptables`);
  await expect(page.getByRole("heading", { name: "Guichet unique OSS", level: 3 })).toBeVisible();
  const quarter = page.getByLabel("Trimestre (AAAA-Tn)");
  await expect(quarter).toHaveValue(/^\d{4}-T[1-4]$/);

  await quarter.fill("2027-T5");
  await page.getByRole("button", { name: "Déclaration OSS" }).click();
  await expect(page.getByText("Indiquez le trimestre au format AAAA-Tn (par exemple 2027-T1)")).toBeVisible();
  await expect(quarter).toHaveValue("2027-T5");
  await expect(quarter).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, `oss-books-${test.info().project.name}`);

  await quarter.fill("2027-T1");
  const declaration = page.waitForEvent("download");
  await page.getByRole("button", { name: "Déclaration OSS" }).click();
  const file = await declaration;
  expect(file.suggestedFilename()).toBe("declaration-oss-2027-T1.csv");
  expect(await fs.readFile((await file.path())!, "utf8")).toContain("Section;État membre de consommation;Pays;Taux de TVA (%);Trimestre corrigé;Base HT;TVA");

  const register = page.waitForEvent("download");
  await page.getByRole("button", { name: "Registre OSS" }).click();
  expect((await register).suggestedFilename()).toBe("registre-oss-2027-T1.csv");
});
