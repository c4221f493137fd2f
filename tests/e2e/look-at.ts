import path from "node:path";
import { test, type Locator, type Page } from "@playwright/test";

/**
 * A picture of what a test reached, for the engineer who looks at the page (E2E_SHOTS=/tmp/shots
 * npx playwright test …), one folder a project: a full-page PNG costs a quarter of a second of the browser's CPU, asserts
 * nothing, and CI runs without the variable.
 */
export async function lookAt(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  if (!shotsWanted()) return;
  await target.screenshot({ path: path.join(process.env.E2E_SHOTS!, test.info().project.name, name), ...options });
}

/** Whether this run draws pictures: a test that moves the page only to draw it skips that too. */
export function shotsWanted(): boolean {
  return Boolean(process.env.E2E_SHOTS);
}

/**
 * The page (or a part of it) at 1280 and 375 px, back at 1280 after: without E2E_SHOTS the
 * viewport is left alone.
 */
export async function lookAtBothWidths(page: Page, name: string, part?: Locator) {
  if (!shotsWanted()) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(part ?? page, `${name}-${width}.png`, part ? {} : { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
