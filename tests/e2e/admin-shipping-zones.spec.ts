import type { Locator } from "@playwright/test";
import { ADMIN, expect, expectNoA11yViolations, expectToast, signIn, test } from "./fixtures";
import { lookAt, lookAtBothWidths, shotsWanted } from "./look-at";

// Issue 46, step 3 of docs/eu-sales-plan.md: the owner adds a zone and a method to it on
// « Zones et modes de livraison », the same real forms with JavaScript and without (decision 161).

test("the owner adds a zone, is refused its activation abroad, then adds a road method to it", { tag: "@nojs" }, async ({ page }, testInfo) => {
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
  // Belgium is opened for a while by delivery-country.spec.ts, which may run meanwhile.
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
  await expect(zoneDialog.getByText("Les zones hors de France seront disponibles avec les nouvelles conditions de vente")).toBeVisible();
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
});

test("a zone whose country has no packaging registration is refused its activation, with a link to the legal facts' section", { tag: "@nojs" }, async ({ page }, testInfo) => {
  // Monaco: a home country (no guard) that no spec registers, so the refusal is the packaging one.
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
