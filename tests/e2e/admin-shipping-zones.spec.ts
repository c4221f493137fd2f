import type { Locator } from "@playwright/test";
import { ADMIN, expect, expectNoA11yViolations, expectToast, signIn, test } from "./fixtures";
import { lookAt, lookAtBothWidths, shotsWanted } from "./look-at";

// Issue 46, step 3 of docs/eu-sales-plan.md: the owner adds a zone and a method to it on
// « Zones et modes de livraison », the same real forms with JavaScript and without (decision 161).

test("the owner adds a zone abroad and a road method to it, opens it once its packaging registration is given, and a shopper can choose its country", { tag: "@nojs" }, async ({ page, jsEnabled }, testInfo) => {
  const project = testInfo.project.name;
  const zoneName = `Portugal ${project} ${Date.now().toString(36)}`;
  // A list in full; a dialog as the owner sees it, scrolled to its top, then to its buttons.
  const shot = async (name: string, dialog?: Locator) => {
    if (!shotsWanted()) return;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const file = (part: string) => `shipping-zones-${name}${part}-${width}.png`;
      if (!dialog) {
        await lookAt(page, file(""), { fullPage: true });
        continue;
      }
      await dialog.getByRole("heading").scrollIntoViewIfNeeded();
      await lookAt(page, file(""));
      await dialog.getByRole("button", { name: "Créer" }).scrollIntoViewIfNeeded();
      await lookAt(page, file("-end"));
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  await signIn(page);
  await page.goto(`${ADMIN}/livraison`);
  await expect(page.getByRole("heading", { name: "Zones et modes de livraison" })).toBeVisible();
  const france = page.getByRole("region", { name: /^France métropolitaine/ });
  await expect(france.getByRole("list", { name: "Modes de livraison : France métropolitaine" })).toContainText("Livraison express en Île-de-France");
  // The journeys' shop sells to France alone (tests/e2e/france-only.ts); Belgium is opened for a
  // while by delivery-country.spec.ts, which may run meanwhile.
  await expect(page.getByRole("region", { name: /^Italie et Espagne/ })).toContainText("Inactive");
  await expectNoA11yViolations(page);
  await shot("list");

  await page.getByRole("link", { name: "Nouvelle zone" }).click();
  const zoneDialog = page.getByRole("dialog", { name: "Nouvelle zone de livraison" });
  await expect(zoneDialog).toBeVisible();
  await zoneDialog.getByLabel("Nom de la zone").fill(zoneName);
  await zoneDialog.getByRole("checkbox", { name: "Portugal" }).check();
  await zoneDialog.getByRole("checkbox", { name: "Active" }).check();
  await zoneDialog.getByRole("button", { name: "Créer" }).click();
  await expect(
    zoneDialog.getByText("Identifiant d'emballages manquant pour : Portugal. Ajoutez leur enregistrement dans Informations légales, section « Emballages (REP) par pays », avant d'activer la zone."),
  ).toBeVisible();
  await expect(zoneDialog.getByRole("checkbox", { name: "Portugal" })).toBeChecked();
  await expectNoA11yViolations(page);
  await shot("zone-refused", zoneDialog);

  await zoneDialog.getByRole("checkbox", { name: "Active" }).uncheck();
  await zoneDialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Zone de livraison créée", zoneName);
  const zone = page.getByRole("region", { name: new RegExp(`^${zoneName}`) });
  await expect(zone).toContainText("Inactive");
  await expect(zone).toContainText("Portugal");

  await zone.getByRole("link", { name: `Ajouter un mode à ${zoneName}` }).click();
  const methodDialog = page.getByRole("dialog", { name: "Nouveau mode de livraison" });
  await expect(methodDialog.getByLabel("Zone")).toHaveValue(/\d+/);
  await expect(methodDialog.getByLabel("Zone").locator("option:checked")).toHaveText(zoneName);
  await methodDialog.getByLabel("Nom", { exact: true }).fill("Route Portugal");
  await methodDialog.getByLabel("Délai minimum (jours ouvrés)").fill("5");
  await methodDialog.getByLabel("Délai maximum (jours ouvrés)").fill("8");
  await methodDialog.getByLabel("Prix TTC").fill("14.90");
  await methodDialog.getByRole("checkbox", { name: "Portugal" }).check();
  await methodDialog.getByRole("checkbox", { name: "Transport routier" }).check();
  await expectNoA11yViolations(page);
  await shot("method-dialog", methodDialog);
  await methodDialog.getByRole("button", { name: "Créer" }).click();
  await expectToast(page, "Mode de livraison créé", "Route Portugal");
  const methods = zone.getByRole("list", { name: `Modes de livraison : ${zoneName}` });
  await expect(methods).toContainText("Route Portugal");
  await expect(methods).toContainText("5 à 8 jours ouvrés");
  await expect(methods).toContainText("Transport routier");
  await expect(methods).toContainText("Seulement : Portugal");
  await expect(zone.getByText("n'est pas marqué « Transport routier »")).toHaveCount(0);
  await shot("zone-added");

  // Portugal's packaging registration given, the zone opens: the shop now delivers there.
  await page.goto(`${ADMIN}/informations-legales`);
  const packaging = page.getByRole("region", { name: "Emballages (REP) par pays" });
  // Added by this test's first try, when it runs again.
  if ((await packaging.getByRole("group", { name: "Portugal", exact: true }).count()) === 0) {
    const adding = packaging.getByRole("group", { name: "Ajouter un pays" });
    await adding.getByLabel("Pays").selectOption({ label: "Portugal" });
    await adding.getByLabel("Registre ou organisme *").fill("Agência Portuguesa do Ambiente");
    await adding.getByLabel("Numéro d'enregistrement *").fill(`PT-${project}-0001`);
    await adding.getByRole("button", { name: "Ajouter ce pays" }).click();
    await expectToast(page, "Enregistrement ajouté : Portugal");
  }
  await page.goto(`${ADMIN}/livraison`);
  await zone.getByRole("link", { name: `Modifier la zone ${zoneName}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Modifier la zone" });
  await editDialog.getByRole("checkbox", { name: "Active" }).check();
  await editDialog.getByRole("button", { name: "Modifier" }).click();
  await expectToast(page, "Zone de livraison modifiée", zoneName);
  await expect(zone).not.toContainText("Inactive");

  try {
    await page.goto("/products/saphir-bleu");
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await expectToast(page, "Produit ajouté");
    await page.goto("/cart");
    const cart = page.getByRole("main");
    await cart.getByLabel("Pays de livraison").selectOption({ label: "Portugal" });
    if (!jsEnabled) await cart.getByRole("button", { name: "Changer de pays" }).click();
    await expectToast(page, "Livraison : Portugal");
    await expect(cart.getByRole("radio", { name: /Route Portugal/ })).toBeChecked();
    await expect(cart.getByTestId("cart-shipping").first()).toHaveText(/14,90\s€/);
  } finally {
    // Closed again, so the other journeys' shop sells to France alone.
    await page.goto(`${ADMIN}/livraison`);
    await zone.getByRole("link", { name: `Modifier la zone ${zoneName}` }).click();
    await editDialog.getByRole("checkbox", { name: "Active" }).uncheck();
    await editDialog.getByRole("button", { name: "Modifier" }).click();
    await expectToast(page, "Zone de livraison modifiée", zoneName);
  }
  await expect(zone).toContainText("Inactive");
});

test("a zone whose country has no packaging registration is refused its activation, with a link to the legal facts' section", { tag: "@nojs" }, async ({ page }, testInfo) => {
  // Monaco: a country no spec registers.
  const zoneName = `Monaco ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page);
  await page.goto(`${ADMIN}/livraison/zones/nouvelle`);
  const zoneDialog = page.getByRole("dialog", { name: "Nouvelle zone de livraison" });
  await zoneDialog.getByLabel("Nom de la zone").fill(zoneName);
  await zoneDialog.getByRole("checkbox", { name: "Monaco" }).check();
  await zoneDialog.getByRole("checkbox", { name: "Active" }).check();
  await zoneDialog.getByRole("button", { name: "Créer" }).click();
  await expect(zoneDialog.getByText("Identifiant d'emballages manquant pour : Monaco. Ajoutez leur enregistrement dans Informations légales")).toBeVisible();
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "shipping-zones-packaging-refused", zoneDialog);
  await zoneDialog.getByRole("link", { name: "Compléter les emballages (REP) par pays" }).click();
  await expect(page).toHaveURL(/\/informations-legales#packaging-title$/);
  await expect(page.getByRole("region", { name: "Emballages (REP) par pays" })).toBeVisible();
  await page.goto(`${ADMIN}/livraison`);
  await expect(page.getByRole("region", { name: new RegExp(`^${zoneName}`) })).toHaveCount(0);
});
