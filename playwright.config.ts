import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions as launchOptions } from "./scripts/lib/chromium.mjs";

export const E2E = {
  adminPath: "admin-e2e-0123456789abcdefghijklmnop",
  adminEmail: "admin@maison-sillage.test",
  adminPassword: "motdepasse-e2e-solide",
  sessionSecret: "e2e-session-secret-0123456789abcdef",
} as const;

// E2E_PORT moves both servers (JS on it, JS off on the next port) when 3101/3102 are taken.
const basePort = Number(process.env.E2E_PORT ?? 3101);

// E2E_TMP_DIR moves the servers' databases, uploads and mail, so parallel runs never share them.
const tmpDir = process.env.E2E_TMP_DIR ?? "tests/.tmp";

/**
 * Each project's server sends its mail to an SMTP server on this port (1,000 above the project's
 * HTTP port), which tests/e2e/mail-sinks.ts runs for the whole suite and files in `mailDirOf`:
 * every worker reads it at once (each test mails an address of its own).
 */
export function smtpPortOf(project: "js" | "nojs") {
  return basePort + (project === "js" ? 0 : 1) + 1000;
}

export function mailDirOf(project: "js" | "nojs") {
  return `${tmpDir}/mail-${project}`;
}

/** The specs that open a zone abroad: their own projects, after the French journeys (below). */
const ABROAD_SPECS = ["**/admin-shipping-zones.spec.ts", "**/delivery-country.spec.ts", "**/legal-abroad.spec.ts", "**/multi-purpose-gift-cards.spec.ts"];

/** The server a project's tests run against: its own, or the one of the project it follows. */
export function serverOf(project: { name: string; metadata: { server?: "js" | "nojs" } }): "js" | "nojs" {
  return project.metadata.server ?? (project.name as "js" | "nojs");
}

/** Each project's server's SQLite database. */
export function dbPathOf(project: "js" | "nojs") {
  return `${tmpDir}/e2e-${project}/shop.db`;
}

/** One server and one database per project, so the JS and no-JS runs never share state. */
function server(port: number, name: "js" | "nojs") {
  return {
    // As a deploy: migrate, then remix-serve with the request log (not `npm start`, which would
    // also read a developer's .env).
    command:
      "node scripts/db-migrate.mjs && node --import ./scripts/serve-preload.mjs node_modules/@remix-run/serve/dist/cli.js build/index.js",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      DATABASE_PATH: dbPathOf(name),
      UPLOADS_DIR: `${tmpDir}/e2e-${name}/uploads`,
      ADMIN_PATH: E2E.adminPath,
      ADMIN_EMAIL: E2E.adminEmail,
      ADMIN_PASSWORD: E2E.adminPassword,
      SESSION_SECRET: E2E.sessionSecret,
      SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(name)}`,
      // Each test sends an address of its own (tests/e2e/fixtures.ts), so per-address limits
      // count one test's requests, as they count one shopper's.
      TRUST_PROXY: "1",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: ["./tests/e2e/mail-sinks.ts", "./tests/e2e/france-only.ts"],
  // Generous for a loaded 2-core box: a no-JS page audit copies the page into a second context.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  // Reduced motion: the hero's floating bottles repaint without a GPU for as long as a test stays
  // on `/` (a fifth of a core, measured); the hero's own test looks at them still, as a phone with
  // reduced motion shows them.
  // A trace records every frame and the DOM at each step: half the suite's CPU (measured on
  // checkout and storefront: 65 s against 35 s). CI records it only when a failed test runs again.
  use: {
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    locale: "fr-FR",
    launchOptions,
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "js",
      testIgnore: ABROAD_SPECS,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${basePort}`, javaScriptEnabled: true },
    },
    {
      name: "nojs",
      testIgnore: ABROAD_SPECS,
      // Only the journeys whose behaviour differs without JavaScript (forms posted by the browser,
      // the cart page instead of the drawer); the rest is the same page either way (docs/testing.md).
      grep: /@nojs/,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${basePort + 1}`, javaScriptEnabled: false },
    },
    // The journeys that open a zone abroad on their server for a while, once the French journeys
    // on it are done: an order placed meanwhile would take the terms with zones abroad, and the
    // cart would show the country (the shops sell to France alone otherwise: tests/e2e/france-only.ts).
    {
      name: "js-abroad",
      testMatch: ABROAD_SPECS,
      dependencies: ["js"],
      metadata: { server: "js" },
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${basePort}`, javaScriptEnabled: true },
    },
    {
      name: "nojs-abroad",
      testMatch: ABROAD_SPECS,
      dependencies: ["nojs"],
      metadata: { server: "nojs" },
      grep: /@nojs/,
      use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${basePort + 1}`, javaScriptEnabled: false },
    },
  ],
  webServer: [server(basePort, "js"), server(basePort + 1, "nojs")],
});
