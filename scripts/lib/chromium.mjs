// How this project launches Chromium (Playwright's tests, the page-load audits and the bench's
// page weight): Debian's build when it is installed (Playwright cannot download its own here),
// with the flags that keep a headless browser from reaching out to the network by itself.
// Debian's `chromium-headless-shell` first: the same engine without the full browser around it,
// which is what Playwright itself runs headless (decision 134); else the full `chromium`.
import fs from "node:fs";

const DEBIAN_CHROMIUM = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file));

export const chromiumLaunchOptions = {
  ...(DEBIAN_CHROMIUM ? { executablePath: DEBIAN_CHROMIUM } : {}),
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
