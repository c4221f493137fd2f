import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config";

export { E2E, expect };

/** Intl's French currency format uses narrow no-break spaces; tests compare with plain spaces. */
export function normaliseSpaces(text: string | null) {
  return (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ").trim();
}

export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

type Fixtures = { jsEnabled: boolean };

/** Tests call expectNoA11yViolations on every page they visit. */
export const test = base.extend<Fixtures>({
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
});

/** The flash message of the last action: a Radix toast with JS, a status region without. */
export function toastRegion(page: Page) {
  return page.locator('[role="status"], [role="alert"], li[role="status"]').filter({ hasNotText: /^$/ });
}
