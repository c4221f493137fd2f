import { ADMIN, expect, expectNoA11yViolations, expectToast, signIn, test, perfumeSlug } from "./fixtures";
import { lookAt } from "./look-at";


for (const width of [1280, 375]) {
  test(`at ${width} px a perfume's page tells its composition and precautions in a disclosure opened by keyboard`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/products/bahia");
    const section = page.getByRole("region", { name: "Composition et précautions" });
    const summary = section.locator("summary");
    await expect(summary).toBeVisible();
    // Closed at first: the INCI list is in the HTML but not shown until asked for.
    await expect(section.getByText("Alcohol Denat.")).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(section.getByText(/^Alcohol Denat\., Parfum \(Fragrance\), Aqua \(Water\), Limonene/)).toBeVisible();
    await expect(section.getByText("Allergènes à déclarer")).toBeVisible();
    await expect(section.getByText(/^Inflammable/)).toBeVisible();
    await expect(section.getByText("Personne responsable")).toBeVisible();
    await expect(section.getByText(/Référence MS-\d{3}-50/)).toBeVisible();
    await expect(page.getByText("Extrait de parfum").first()).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Product", sku: expect.stringMatching(/^MS-/), category: "Extrait de parfum" });
    await expectNoA11yViolations(page);
    await lookAt(section, `composition-${testInfo.project.name}-${width}.png`);
  });
}

test("the owner fills in a perfume's facts; a wrong EAN and HTML in the INCI list are refused in French, values kept", async ({ page, jsEnabled }, testInfo) => {
  const name = `Faits ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto(`${ADMIN}/parfums/nouveau`);
  const dialog = page.getByRole("dialog", { name: "Nouveau parfum" });
  await dialog.getByLabel("Nom du parfum", { exact: true }).fill(name);
  await dialog.getByLabel("Chypré").check();
  await dialog.getByLabel("Prix").fill("52");
  await dialog.getByLabel("Quantité en stock").fill("3");
  await expect(dialog.getByLabel("Précautions d'emploi", { exact: true })).toHaveValue(/^Inflammable/);
  await dialog.getByLabel("Concentration").selectOption({ label: "Eau de toilette" });
  await dialog.getByLabel("Ingrédients (INCI)").fill("Alcohol Denat., <b>Parfum</b>");
  await dialog.getByText("Les 24 allergènes historiques").click();
  await dialog.getByLabel("Linalool", { exact: true }).check();
  await dialog.getByLabel("Référence").fill("FA-01");
  await dialog.getByLabel("EAN (facultatif)").fill("4006381333932");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Pas de balises HTML : retirez les caractères < et >")).toBeVisible();
  await expect(dialog.getByText("EAN invalide : le dernier chiffre (clé de contrôle) ne correspond pas")).toBeVisible();
  await expect(dialog.getByLabel("Ingrédients (INCI)")).toHaveValue("Alcohol Denat., <b>Parfum</b>");
  await expect(dialog.getByLabel("EAN (facultatif)")).toHaveValue("4006381333932");
  await expect(dialog.getByLabel("Linalool", { exact: true })).toBeChecked();
  await expect(dialog.getByLabel("Concentration")).toHaveValue("eau_de_toilette");
  await expectNoA11yViolations(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.getByLabel("Ingrédients (INCI)").scrollIntoViewIfNeeded();
    await lookAt(page, `dialog-${testInfo.project.name}-${width}.png`);
  }

  await dialog.getByLabel("Ingrédients (INCI)").fill("Alcohol Denat., Parfum (Fragrance), Aqua (Water), Linalool");
  await dialog.getByLabel("EAN (facultatif)").fill("4006381333931");
  if (jsEnabled) await expect(dialog.getByText("EAN invalide")).toBeHidden();
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Parfum créé", name);

  await page.goto(`/products/${perfumeSlug(name)}`);
  const section = page.getByRole("region", { name: "Composition et précautions" });
  await section.locator("summary").click();
  await expect(section.getByText("Alcohol Denat., Parfum (Fragrance), Aqua (Water), Linalool")).toBeVisible();
  await expect(section.getByText("Référence FA-01 · EAN 4006381333931")).toBeVisible();
  // The new perfume's content ("50ml", the form's default) is its default format's volume, named "50 ml" (decisions 093, 105).
  await expect(section.getByText("Eau de toilette, 50 ml")).toBeVisible();
});
