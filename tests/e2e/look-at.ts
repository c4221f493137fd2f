import path from "node:path";
import { test, type Locator, type Page } from "@playwright/test";

/**
 * A picture of what a test reached, for the engineer who looks at the page (E2E_SHOTS=/tmp/shots
 * npx playwright test …), one folder a project: a full-page PNG costs a quarter of a second of the browser's CPU, asserts
 * nothing, and CI runs without the variable.
 */
export async function lookAt(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  await target.screenshot({ path: path.join(folder, test.info().project.name, name), ...options });
}

/** The page at 1280 and 375 px, back at 1280 after: without E2E_SHOTS the viewport is left alone. */
export async function lookAtBothWidths(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
