// First-load weight of a page, as a browser pays it: the page is loaded in Chromium until the
// network is idle (so the modules its modules import and the chunks loaded after hydration count),
// and each same-origin document, script and stylesheet it fetched is weighed as the server sends
// it to a browser (which announces brotli and gzip, as Chromium does). Fonts and images apart.
import http from "node:http";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../lib/chromium.mjs";

const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const WEIGHED = new Set(["document", "script", "stylesheet"]);

/** The compressed body's size as it travels. */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": BROWSER_ENCODINGS } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} a répondu ${res.statusCode}`));
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => resolve({ bytes, encoding: res.headers["content-encoding"] ?? "aucun" }));
      })
      .on("error", reject);
  });
}

/** Every same-origin document, script and stylesheet Chromium fetches for `path`, each once. */
export async function fetchedByBrowser(base, path) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const origin = new URL(base).origin;
    const urls = new Set();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && WEIGHED.has(request.resourceType())) urls.add(url.pathname + url.search);
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    return [...urls];
  } finally {
    await browser.close();
  }
}

export async function firstLoadWeight(base, path) {
  const parts = [];
  for (const url of await fetchedByBrowser(base, path)) {
    parts.push({ name: url === path ? `HTML ${path}` : url, ...(await wireBytes(`${base}${url}`)) });
  }
  return parts;
}
