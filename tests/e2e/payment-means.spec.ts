import { ADMIN, expect, expectNoA11yViolations, signIn, test } from "./fixtures";
import { lookAtBothWidths } from "./look-at";

// Decision 162 (step 10): « Moyens de paiement proposés », a legal fact the CGV and help quote. A
// list without cards and PayPal would contradict SPEC's help sentence: refused beside the field,
// by the browser's script or by the server without it, and nothing is saved.

test("a list of payment means without cards and PayPal is refused beside its field", { tag: "@nojs" }, async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN}/informations-legales`);
  const payment = page.getByRole("group", { name: "Paiement" });
  const field = payment.getByLabel("Moyens de paiement proposés");
  await field.fill("Bancontact, iDEAL");
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(page.getByRole("group", { name: "Paiement" }).getByLabel("Moyens de paiement proposés")).toHaveAccessibleDescription(
    /Listez les moyens séparés par des virgules, carte bancaire et PayPal compris/,
  );
  await expectNoA11yViolations(page);
  await lookAtBothWidths(page, "payment-means-refused", page.getByRole("group", { name: "Paiement" }));
});
