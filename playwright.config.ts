import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

export const E2E = {
  adminPath: "admin-e2e-0123456789abcdefghijklmnop",
  adminEmail: "admin@maison-sillage.test",
  adminPassword: "motdepasse-e2e-solide",
  sessionSecret: "e2e-session-secret-0123456789abcdef",
} as const;

const chromiumPath = "/usr/bin/chromium";
const launchOptions = {
  ...(fs.existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** One server and one database per project, so the JS and no-JS runs never share state. */
function server(port: number, name: string) {
  return {
    command: "node node_modules/@remix-run/serve/dist/cli.js build/index.js",
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      DATABASE_PATH: `tests/.tmp/e2e-${name}/shop.db`,
      UPLOADS_DIR: `tests/.tmp/e2e-${name}/uploads`,
      ADMIN_PATH: E2E.adminPath,
      ADMIN_EMAIL: E2E.adminEmail,
      ADMIN_PASSWORD: E2E.adminPassword,
      SESSION_SECRET: E2E.sessionSecret,
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  use: { trace: "retain-on-failure", locale: "fr-FR", launchOptions },
  projects: [
    {
      name: "js",
      use: { ...devices["Desktop Chrome"], baseURL: "http://127.0.0.1:3101", javaScriptEnabled: true },
    },
    {
      name: "nojs",
      use: { ...devices["Desktop Chrome"], baseURL: "http://127.0.0.1:3102", javaScriptEnabled: false },
    },
  ],
  webServer: [server(3101, "js"), server(3102, "nojs")],
});
