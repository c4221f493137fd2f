import Database from "better-sqlite3";
import { expect, expectNoA11yViolations, expectValidHtml, test, testDatabasePath } from "./fixtures";
import { lookAtBothWidths } from "./look-at";

// Issue 46, step 10 of docs/eu-sales-plan.md (decision 162): the CGV and help describe deliveries
// abroad while a zone abroad is active. The journeys' shop sells to France alone (decision 173):
// this fixture opens the seeded « Italie et Espagne » (no other spec opens it) with its countries'
// packaging registrations, so the legal facts other specs count do not change, and closes it after.

function setItalySpainZone(active: boolean) {
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    db.transaction(() => {
      db.prepare("update shipping_zones set is_active = ? where name = 'Italie et Espagne'").run(active ? 1 : 0);
      for (const country of ["ES", "IT"]) {
        if (active) db.prepare("insert or ignore into packaging_registrations (country, register, number, note) values (?, 'Essai', 'E2E-2', 'legal-abroad.spec.ts')").run(country);
        else db.prepare("delete from packaging_registrations where country = ? and note = 'legal-abroad.spec.ts'").run(country);
      }
    })();
  } finally {
    db.close();
  }
}

test.beforeEach(() => setItalySpainZone(true));
test.afterEach(() => setItalySpainZone(false));

test("with a zone abroad, the CGV and help say where, how and at what return cost the shop delivers", { tag: "@nojs" }, async ({ page, jsEnabled }) => {
  await page.goto("/cgv");
  const main = page.getByRole("main");
  await expect(main.getByText("Italie et Espagne :", { exact: true })).toBeVisible();
  await expect(main.getByText("Nous ne livrons pas les îles Canaries, Ceuta, Melilla, Campione d'Italia, Livigno, le Vatican ni Saint-Marin.")).toBeVisible();
  // Another journey of this project may open its own zone meanwhile: its estimate joins ours.
  await expect(main.getByText(/nous l'estimons au plus à [^.]*12,90\s€ depuis la zone Italie et Espagne/)).toBeVisible();
  await expect(main.getByText(/article 6 du règlement \(CE\) n° 593\/2008, « Rome I »/)).toBeVisible();
  await expectNoA11yViolations(page);
  if (jsEnabled) await expectValidHtml(await page.request.get("/cgv"));
  await lookAtBothWidths(page, "legal-abroad-cgv");

  await page.goto("/help#livraison-a-l-etranger");
  const abroad = main.locator("details", { has: page.locator("#livraison-a-l-etranger") });
  await expect(abroad).toHaveAttribute("open", "");
  await expect(abroad.locator("summary")).toContainText("Livrez-vous à l'étranger ?");
  // Another journey of this project may open its own zone meanwhile: the list holds ours among theirs.
  await expect(abroad.getByText(/nous livrons les pays suivants : [^.]*Espagne[^.]*Italie[^.]*\./)).toBeVisible();
  await expect(abroad.getByRole("link", { name: "conditions générales de vente" })).toHaveAttribute("href", "/cgv");
  await expectNoA11yViolations(page);
  if (jsEnabled) await expectValidHtml(await page.request.get("/help"));
  await lookAtBothWidths(page, "legal-abroad-help", abroad);
});
