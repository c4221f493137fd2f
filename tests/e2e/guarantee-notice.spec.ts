import { ADMIN, expect, expectNoA11yViolations, expectToast, signIn, test } from "./fixtures";

const SCREENS = process.env.E2E_TMP_DIR ?? "tests/.tmp";
const OFFICIAL_SENTENCE = "Protection offerte par la";

/** A stand-in for the Commission's file: an SVG as plain as theirs (no script, no outside reference). */
const ARTWORK_SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 595 842"><rect width="595" height="128" fill="#034ea2"/><text x="187" y="70" fill="#fff">GARANTIE</text></svg>',
);

for (const width of [1280, 375]) {
  test(`at ${width} px the product page shows the EU notice on the legal guarantee in full, near the price`, { tag: "@nojs" }, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/products/minuit-profond");
    const notice = page.getByRole("region", { name: "Garantie légale dans l'UE" });
    await expect(notice).toBeVisible();
    // The annex's own words, as real text, and the QR code's address as a link.
    for (const words of [OFFICIAL_SENTENCE, "garantie légale minimale de", "Que faire", "Contactez le vendeur dès que possible pour signaler le problème;", "label GARAN"]) {
      await expect(notice.getByText(words, { exact: false }).first()).toBeAttached();
    }
    await expect(notice.getByRole("link", { name: "europa.eu/youreurope/garanties" }).last()).toHaveAttribute("href", "https://europa.eu/youreurope/garanties");
    await expect(notice.getByText("Garantie légale de conformité : 2 ans minimum")).toHaveCount(0);
    // Within the add-to-cart column, the price above it.
    const priceBox = await page.getByTestId("product-price").boundingBox();
    const noticeBox = await notice.boundingBox();
    expect(noticeBox!.y).toBeGreaterThan(priceBox!.y);
    expect(noticeBox!.width).toBeGreaterThan(width === 375 ? 300 : 400);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/guarantee-notice-${testInfo.project.name}-${width}.png`, fullPage: false });
    await expectNoA11yViolations(page);
  });
}

test("/garantie-legale, where the cart, the CGV and the emails point, shows the notice in full", { tag: "@nojs" }, async ({ page }) => {
  await page.goto("/garantie-legale");
  await expect(page.getByRole("heading", { level: 1, name: "Garantie légale" })).toBeVisible();
  const notice = page.getByRole("region", { name: "Garantie légale dans l'UE" });
  // The reproduction, or the official file while the owner's upload test of this project has one.
  await expect(notice.getByText(OFFICIAL_SENTENCE, { exact: true }).or(notice.getByRole("img", { name: /Notice harmonisée/ }))).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the owner uploads the Commission's artwork, which replaces the reproduction, then goes back to it", { tag: "@nojs" }, async ({ page }) => {
  await signIn(page);
  await page.goto(`${ADMIN}/informations-legales`);
  const panel = page.getByRole("region", { name: "Notice de l'UE sur la garantie légale" });
  const back = panel.getByRole("button", { name: "Revenir à la reproduction" });
  if (await back.count()) await back.click();
  await expect(panel.getByText("reproduction affichée")).toBeVisible();

  // A file that is not the notice is refused beside the field.
  await panel.getByLabel("Fichier officiel (SVG ou PNG)").setInputFiles({ name: "notice.txt", mimeType: "text/plain", buffer: Buffer.from("pas une image") });
  await panel.getByRole("button", { name: "Déposer la notice officielle" }).click();
  await expect(page.getByText("Choisissez le fichier SVG ou PNG de la notice publié par la Commission européenne.")).toBeVisible();
  await expectNoA11yViolations(page);

  await panel.getByLabel("Fichier officiel (SVG ou PNG)").setInputFiles({ name: "Legal guarantee_notice FR.svg", mimeType: "image/svg+xml", buffer: ARTWORK_SVG });
  await panel.getByRole("button", { name: "Déposer la notice officielle" }).click();
  await expectToast(page, "Notice officielle de l'UE enregistrée");
  await expect(panel.getByText("fichier officiel affiché")).toBeVisible();

  await page.goto("/products/minuit-profond");
  const notice = page.getByRole("region", { name: "Garantie légale dans l'UE" });
  const artwork = notice.getByRole("img", { name: /Notice harmonisée de l'Union européenne/ });
  await expect(artwork).toHaveAttribute("src", /^\/uploads\/legal-notices\/garantie-legale-fr-\d{13}\.svg$/);
  const response = await page.request.get((await artwork.getAttribute("src"))!);
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expect(await response.body()).toEqual(ARTWORK_SVG);
  await expect(notice.locator("svg")).toHaveCount(0);
  await expect(notice.getByText("Version texte de la notice")).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`${ADMIN}/informations-legales`);
  await panel.getByRole("button", { name: "Revenir à la reproduction" }).click();
  await expectToast(page, "Notice de l'UE : la reproduction est de nouveau affichée");
  await page.goto("/products/minuit-profond");
  await expect(page.getByRole("region", { name: "Garantie légale dans l'UE" }).getByText(OFFICIAL_SENTENCE, { exact: true })).toBeAttached();
});
