import { ADMIN, expect, expectNoA11yViolations, expectToast, expectValidHtml, normaliseSpaces, signIn, test } from "./fixtures";
import { lookAtBothWidths } from "./look-at";

// Decision 165. Each project its own country: both run on the same shop, and France is the
// legal journey's (legal.spec.ts).
const COUNTRY = {
  js: { name: "Allemagne", register: "LUCID (Zentrale Stelle Verpackungsregister)", number: "DE1234567890123", corrected: "DE3210987654321" },
  nojs: { name: "Italie", register: "CONAI", number: "IT-4455667", corrected: "IT-7766554" },
};

test("the owner adds a country's packaging registration, corrects it, sees it in the mentions légales and removes it", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  const country = COUNTRY[jsEnabled ? "js" : "nojs"];
  const shot = (name: string) => lookAtBothWidths(page, `packaging-${name}`, page.getByRole("region", { name: "Emballages (REP) par pays" }));
  await signIn(page);
  await page.goto(`${ADMIN}/informations-legales`);
  const section = page.getByRole("region", { name: "Emballages (REP) par pays" });
  const adding = section.getByRole("group", { name: "Ajouter un pays" });
  await adding.getByLabel("Pays").selectOption({ label: country.name });
  await adding.getByLabel("Registre ou organisme *").fill(country.register);
  await adding.getByRole("button", { name: "Ajouter ce pays" }).click();
  // Refused beside the field: by the browser's script, or by the server without it.
  await expect(adding.getByLabel("Numéro d'enregistrement *")).toHaveAccessibleDescription(/Indiquez le numéro d'enregistrement/);
  await expectNoA11yViolations(page);
  await shot("refused");

  await adding.getByLabel("Numéro d'enregistrement *").fill(country.number);
  await adding.getByRole("button", { name: "Ajouter ce pays" }).click();
  await expectToast(page, `Enregistrement ajouté : ${country.name}`);
  const row = section.getByRole("group", { name: country.name, exact: true });
  await expect(row.getByLabel("Numéro d'enregistrement *")).toHaveValue(country.number);
  await expect(adding.getByLabel("Pays").getByRole("option", { name: country.name, exact: true })).toHaveCount(0);
  await expect(adding.getByLabel("Numéro d'enregistrement *")).toHaveValue("");

  await row.getByLabel("Numéro d'enregistrement *").fill(country.corrected);
  await row.getByRole("button", { name: `Mettre à jour : ${country.name}` }).click();
  await expectToast(page, `Enregistrement mis à jour : ${country.name}`);
  await expect(section.getByRole("group", { name: country.name, exact: true }).getByLabel("Numéro d'enregistrement *")).toHaveValue(country.corrected);
  await expectNoA11yViolations(page);
  // The page with a country's row, as the server sends it (the template's audit sees none).
  if (jsEnabled) await expectValidHtml(await page.request.get(page.url()));
  await shot("saved");

  await page.goto("/mentions-legales");
  expect(normaliseSpaces(await page.getByRole("main").textContent())).toContain(`${country.name} — ${country.register}, n° ${country.corrected}`);

  await page.goto(`${ADMIN}/informations-legales`);
  await section.getByRole("group", { name: country.name, exact: true }).getByRole("button", { name: `Retirer : ${country.name}` }).click();
  await expectToast(page, `Enregistrement retiré : ${country.name}`);
  await expect(section.getByRole("group", { name: country.name, exact: true })).toHaveCount(0);
});
