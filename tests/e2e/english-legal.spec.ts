import { consoleErrors, expect, expectNoA11yViolations, expectValidHtml, normaliseSpaces, test } from "./fixtures";
import { lookAtBothWidths } from "./look-at";

// The legal pages in English under /en (docs/i18n-plan.md step 7, decision 169): the footer's
// English links lead to them, each passes axe and the HTML checker, with JavaScript and without.

const PAGES = [
  { link: "Legal notice", path: "/mentions-legales", heading: "Legal notice", shows: "Publisher of the website" },
  { link: "Terms and conditions of sale", path: "/cgv", heading: "General terms and conditions of sale", shows: "12. Languages of the contract" },
  { link: "Right of withdrawal", path: "/retractation", heading: "Right of withdrawal", shows: "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract" },
  { link: "Privacy and cookies", path: "/confidentialite", heading: "Privacy policy", shows: "Retention periods" },
  { link: "Accessibility: not compliant", path: "/accessibilite", heading: "Accessibility statement", shows: "Compliance status" },
];

test("the footer's English legal links lead to the English legal pages, and their links out to pages still French say so", { tag: "@nojs" }, async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto("/en");
  for (const legal of PAGES) {
    await page.getByRole("navigation", { name: "Legal information" }).getByRole("link", { name: legal.link }).click();
    await expect(page).toHaveURL(new RegExp(`/en${legal.path}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.heading);
    expect(normaliseSpaces(await page.getByRole("main").textContent())).toContain(legal.shows);
  }
  // The withdrawal function is English with the after-sale pages (step 8): until then, the French page, marked.
  await page.goto("/en/cgv");
  const online = page.getByRole("main").getByRole("link", { name: "Withdraw from contract here" });
  await expect(online).toHaveAttribute("href", "/renoncer");
  await expect(online).toHaveAttribute("hreflang", "fr");
  await page.getByRole("main").getByRole("link", { name: "withdrawal form" }).click();
  await expect(page).toHaveURL(/\/en\/retractation$/);
  await expect(page.getByRole("heading", { name: "Model withdrawal form" })).toBeVisible();
  // The switcher leads to the same page in French.
  await page.getByRole("banner").getByRole("link", { name: "Français", exact: true }).first().click();
  await expect(page).toHaveURL(/\/retractation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Droit de rétractation");
  await expect(page.getByRole("heading", { name: "Formulaire de rétractation" })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const legal of PAGES) {
  test(`/en${legal.path} passes axe and the HTML checker, at 1280 and 375 px`, { tag: "@nojs" }, async ({ page, jsEnabled }) => {
    const response = await page.goto(`/en${legal.path}`);
    expect(response?.status()).toBe(200);
    await expectNoA11yViolations(page);
    if (jsEnabled && response) await expectValidHtml(response);
    await lookAtBothWidths(page, `legal-en${legal.path.replace("/", "-")}`);
  });
}
