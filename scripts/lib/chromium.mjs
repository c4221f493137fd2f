// How this project launches Chromium (Playwright's tests and the bench's page weight): Debian's
// build when it is installed (Playwright cannot download its own here), with the flags that keep
// a headless browser from reaching out to the network by itself.
import fs from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export const chromiumLaunchOptions = {
  ...(fs.existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {}),
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
