import type { Locator, Page } from "@playwright/test";
import { ADMIN, expect, expectNoA11yViolations, expectToast, signIn, test } from "./fixtures";
import { lookAt } from "./look-at";

const OFFICIAL_SENTENCE = "Protection offerte par la";

/** A stand-in for the Commission's file: an SVG as plain as theirs (no script, no outside reference). */
const ARTWORK_SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 595 842"><rect width="595" height="128" fill="#034ea2"/><text x="187" y="70" fill="#fff">GARANTIE</text></svg>',
);

/** The reproduction on a product page: one image of the whole notice, its text as the image's name (decision 151). */
const reproduction = (page: Page) => page.getByRole("region", { name: "Garantie légale dans l'UE" }).getByRole("img", { name: /^Garantie légale Protection offerte par la garantie légale minimale/ });

for (const width of [1280, 375]) {
  test(`at ${width} px the product page shows its pictures and « Ajouter au panier », then the EU notice in full beside « Livraison et retours »`, { tag: "@nojs" }, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/products/minuit-profond");
    const notice = page.getByRole("region", { name: "Garantie légale dans l'UE" });
    await expect(notice).toBeVisible();
    // The annex's own words, every one of them, are the image's text alternative.
    const image = reproduction(page);
    const alt = (await image.getAttribute("alt"))!;
    for (const words of [OFFICIAL_SENTENCE, "garantie légale minimale de", "Que faire", "Contactez le vendeur dès que possible pour signaler le problème;", "label GARAN"]) {
      expect(alt).toContain(words);
    }
    await expect(notice.getByRole("link", { name: "europa.eu/youreurope/garanties" })).toHaveAttribute("href", "https://europa.eu/youreurope/garanties");
    // Not carried by the page: a file of its own, named after its content and kept a year.
    await expect(notice.locator("svg")).toHaveCount(0);
    const file = await page.request.get((await image.getAttribute("src"))!);
    expect(file.headers()["content-type"]).toBe("image/svg+xml");
    expect(file.headers()["cache-control"]).toContain("immutable");
    expect(await file.text()).toContain(OFFICIAL_SENTENCE);
    // 41.7 KB when the page drew the notice itself (docs/benchmark.md).
    expect(Buffer.byteLength(await page.content())).toBeLessThan(36_000);

    // The bottle, its price and « Ajouter au panier » come first; the notice in the section that explains delivery and returns.
    const service = page.getByRole("region", { name: "Livraison et retours" });
    await expect(service.getByRole("region", { name: "Garantie légale dans l'UE" })).toBeVisible();
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const noticeTop = await top(notice);
    for (const first of [page.getByRole("img", { name: /^Flacon du parfum Minuit Profond/ }), page.getByTestId("product-price"), page.getByRole("button", { name: "Ajouter au panier" })]) {
      expect(await top(first)).toBeLessThan(noticeTop);
    }
    expect(await page.evaluate(() => {
      const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Ajouter au panier")!;
      const notes = document.getElementById("notes-title")!;
      const box = document.querySelector('[data-testid="legal-guarantee-notice"]')!;
      const after = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      // Nothing legal between the button and the notes: the notice comes after both.
      return after(button, notes) && after(notes, box);
    })).toBe(true);
    expect(noticeBox(await notice.boundingBox(), width)).toBe(true);
    await notice.scrollIntoViewIfNeeded();
    await lookAt(page, `guarantee-notice-${testInfo.project.name}-${width}.png`);
    await expectNoA11yViolations(page);
  });
}

/** Legible: the whole width of a phone, a generous column on a wide screen. */
function noticeBox(box: { width: number } | null, width: number) {
  return box !== null && box.width > (width === 375 ? 300 : 380);
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
  await expect(reproduction(page)).toBeVisible();
});
