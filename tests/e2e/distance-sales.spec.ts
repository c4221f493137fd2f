import { ADMIN, addAdminSession, expect, expectNoA11yViolations, expectToast, expectValidHtml, test } from "./fixtures";
import { lookAtBothWidths } from "./look-at";

// « Régime TVA des ventes dans l'UE » and the desk's word on the 10 000 € threshold (decision 157).
// A date far ahead: no sale of the other journeys is taxed by it. Plain forms, so both projects run it.

test("the owner records the OSS registration date, sees it on the desk, then clears it", { tag: "@nojs" }, async ({ page }) => {
  await addAdminSession(page);
  await page.goto(`${ADMIN}/informations-legales`);
  const panel = page.getByRole("region", { name: "Régime TVA des ventes dans l'UE" });
  await expect(panel).toContainText("Non inscrit (TVA française jusqu'au seuil)");
  await panel.getByLabel("Inscrit au guichet unique OSS depuis le").fill("2099-01-01");
  await panel.getByRole("button", { name: "Enregistrer le régime TVA" }).click();
  await expectToast(page, "Régime TVA des ventes dans l'UE enregistré");
  await expect(panel).toContainText("Inscrit au guichet unique OSS depuis le 1 janvier 2099");
  await expect(panel.getByLabel("Inscrit au guichet unique OSS depuis le")).toHaveValue("2099-01-01");
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "oss-registration", panel);

  const response = (await page.goto(`${ADMIN}/tableau-de-bord`))!;
  const banner = page.getByRole("region", { name: /^Ventes à distance UE en \d{4} : / });
  await expect(banner).toContainText("sur 10\u202f000,00\u00a0€");
  await expect(banner).toContainText("Inscription au guichet unique OSS à partir du 1 janvier 2099.");
  await expectNoA11yViolations(page);
  await expectValidHtml(response);
  await lookAtBothWidths(page, "desk-distance-sales");

  await banner.getByRole("link", { name: "Régime TVA des ventes dans l'UE" }).click();
  await panel.getByLabel("Inscrit au guichet unique OSS depuis le").fill("");
  await panel.getByRole("button", { name: "Enregistrer le régime TVA" }).click();
  await expectToast(page, "Régime TVA des ventes dans l'UE enregistré");
  await expect(panel).toContainText("Non inscrit (TVA française jusqu'au seuil)");
  await page.goto(`${ADMIN}/tableau-de-bord`);
  await expect(page.getByRole("heading", { level: 2, name: "Tableau de bord" })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
