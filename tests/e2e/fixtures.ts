import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { createCookie } from "@remix-run/node";
import Database from "better-sqlite3";
import { expect, test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { dbPathOf, E2E, serverOf } from "../../playwright.config";
import { htmlErrors } from "./html-checker";

export { E2E, expect };

/** A 1x1 PNG: small, real, and recognised by its magic bytes. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Intl's French currency format uses narrow no-break spaces; tests compare with plain spaces. */
export function normaliseSpaces(text: string | null) {
  return (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ").trim();
}

/** One script-enabled context per browser (i.e. per worker) for auditing JavaScript-off pages. */
const auditContexts = new WeakMap<Browser, Promise<BrowserContext>>();

function auditContext(browser: Browser) {
  let context = auditContexts.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true, locale: "fr-FR" });
    auditContexts.set(browser, context);
  }
  return context;
}

/**
 * axe runs as a page script, which a JavaScript-disabled page never executes: there, it audits a
 * copy of the same HTML and styles in a script-enabled page whose own scripts are blocked.
 */
async function pageToAudit(page: Page): Promise<{ page: Page; close: () => Promise<void> }> {
  if (base.info().project.use.javaScriptEnabled !== false) return { page, close: async () => {} };
  const copy = await (await auditContext(page.context().browser()!)).newPage();
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  // A page reached by a form post is committed (its URL shown) before its streamed body has all
  // arrived: copy it once the browser has the whole document.
  await page.waitForLoadState("load");
  const url = page.url();
  const html = await page.content();
  await copy.route("**/*", (route) =>
    route.request().resourceType() === "script" ? route.abort() : route.continue(),
  );
  await copy.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
  await copy.goto(url);
  return { page: copy, close: () => copy.close() };
}

/**
 * Called by accessibility.spec.ts, once per page template and project, not by the journeys. The
 * sweep passes `expect.soft`, so one page's violations do not stop the audit of the next pages.
 */
export async function expectNoA11yViolations(page: Page, check: typeof expect = expect) {
  const target = await pageToAudit(page);
  // Legacy mode runs axe once in the page instead of opening a blank page per audit: these pages
  // have no frames, and it halves the time of every audit.
  const results = await new AxeBuilder({ page: target.page })
    .setLegacyMode(true)
    .analyze()
    .finally(target.close);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  check(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The Nu Html Checker's errors on the document as the server sent it (the DOM after scripts ran
 * would hide what the browser repaired): the JS-on project checks it, once per template.
 */
export async function expectValidHtml(
  response: { text: () => Promise<string>; url: () => string },
  check: typeof expect = expect,
) {
  check(await htmlErrors(await response.text()), `Nu Html Checker sur ${response.url()}`).toEqual([]);
}

type Fixtures = { jsEnabled: boolean; noCspViolation: void };

/**
 * A client address of its own for each test (the servers trust X-Forwarded-For, TRUST_PROXY in
 * playwright.config.ts): the shop's per-address limits (20 checkouts in 10 minutes) are meant for
 * one shopper, and the whole suite, all from 127.0.0.1, passed them.
 */
function addressOf(testId: string, retry: number): string {
  const digest = createHash("sha256").update(`${testId}:${retry}`).digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

/** The specs' `test`: `jsEnabled` says which project runs it. */
export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": addressOf(testInfo.testId, testInfo.retry) });
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  // A script the policy refused (a hash or nonce missing, decision 097) leaves the page without
  // JavaScript, which tests of forms that also work without it would not notice.
  noCspViolation: [
    async ({ page }, use) => {
      const refusals: string[] = [];
      page.on("console", (message) => {
        // The page's address with each refusal: a test that visits several pages names the culprit.
        if (message.type() === "error" && message.text().includes("Content Security Policy")) {
          refusals.push(`${page.url()}: ${message.text()}`);
        }
      });
      await use();
      expect(refusals, "scripts refused by the Content-Security-Policy").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The flash message of the last action: with JS, the open Radix toast in its "Notifications"
 * viewport; without JS (or before hydration), the status or alert region rendered in the HTML.
 */
function toastRegion(page: Page) {
  return page
    .locator('li[data-state="open"], div[role="status"], div[role="alert"]')
    .filter({ hasText: /\S/ });
}

/** Waits for the toast titled `title` (and, when given, its message). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = toastRegion(page).filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/** The header's cart control; its accessible name carries the item count ("Panier, 2 articles"). */
export function cartButton(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Panier/ });
}

/**
 * Opens the cart from the header: the drawer dialog with JS, the /cart page without. Returns the
 * region that holds the cart's content and controls.
 */
export async function openCart(page: Page) {
  await cartButton(page).click();
  if (base.info().project.use.javaScriptEnabled !== false) {
    const drawer = page.getByRole("dialog", { name: "Votre panier" });
    await expect(drawer).toBeVisible();
    return drawer;
  }
  await expect(page).toHaveURL(/\/cart$/);
  return page.getByRole("main");
}

/**
 * This project's own test database (the servers of playwright.config.ts keep it under tests/.tmp;
 * E2E_TMP_DIR follows a config that moves it).
 */
export function testDatabasePath() {
  return path.resolve(dbPathOf(serverOf(base.info().project)));
}

/** The address segment the server gave the perfume of that name, read from this project's database. */
export function perfumeSlug(name: string) {
  const db = new Database(testDatabasePath(), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select slug from products where name = ?").get(name) as { slug: string }).slug;
  } finally {
    db.close();
  }
}

export const ADMIN = `/${E2E.adminPath}`;

/** The admin's perfume list searched for one name: the list shows 50 perfumes a page (decision 131). */
export const perfumeListFor = (name: string) => `${ADMIN}/parfums?q=${encodeURIComponent(name)}`;

export const dashboardHeading = (page: Page) => page.getByRole("heading", { name: "Interface d'Administration" });

/**
 * Signs this page's browser in as the admin of playwright.config.ts through a stored session, as
 * app/lib/auth/session.server.ts keeps them: a row in admin_sessions and its id in the signed
 * `__admin` cookie. Signing in through the form costs a production scrypt hash; admin.spec.ts
 * does it once, where the form itself is under test.
 */
export async function addAdminSession(page: Page) {
  const id = randomBytes(32).toString("base64url");
  const db = new Database(testDatabasePath(), { fileMustExist: true });
  try {
    db.prepare(
      "insert into admin_sessions (id, admin_id, expires_at) select ?, id, unixepoch() + 3600 from admins where email = ?",
    ).run(id, E2E.adminEmail);
  } finally {
    db.close();
  }
  const signed = await createCookie("__admin", { secrets: [E2E.sessionSecret] }).serialize(id);
  const value = signed.slice(signed.indexOf("=") + 1, signed.indexOf(";"));
  await page.context().addCookies([{ name: "__admin", value, url: base.info().project.use.baseURL! }]);
}

/** A stored session, then the dashboard, where the journeys start. */
export async function signIn(page: Page) {
  await addAdminSession(page);
  await page.goto(ADMIN);
  await expect(dashboardHeading(page)).toBeVisible();
}

/** The console's errors, hydration mismatches among them (a text differing between server and browser). */
export function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The header's cart link on an English page. */
export const englishCart = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
