import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium.mjs";
import { shopForTests } from "./server";

// The causes Lighthouse (mobile) found on the storefront's pages (issue 33, decision 130), checked
// where they come from rather than by a score: Chrome's Issues panel, layouts forced by our scripts
// while the page loads, and how the largest image of a listing is fetched. Nothing here is timed.

const shop = shopForTests();
const PAGES = ["/help", "/products/magie-noir", "/", "/collections", "/products/bois-automne"];
// A phone's width (the mobile menu and one card a row) and a laptop's.
const WIDTHS = [412, 1280];

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions);
});
afterAll(async () => {
  await browser?.close();
});

async function withPage<T>(width: number, use: (page: Page) => Promise<T>): Promise<T> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  try {
    return await use(page);
  } finally {
    await page.close();
  }
}

type TraceEvent = { name: string; args?: { beginData?: { stackTrace?: { url: string; functionName: string }[] } } };

describe("what Lighthouse reported on the storefront's pages", () => {
  it("Chrome's Issues panel stays empty (it listed Zod's eval probe refused by the CSP on a product page)", async () => {
    for (const path of PAGES) {
      const issues = await withPage(412, async (page) => {
        const found: unknown[] = [];
        const cdp = await page.context().newCDPSession(page);
        cdp.on("Audits.issueAdded", ({ issue }) => found.push(issue));
        await cdp.send("Audits.enable");
        await page.goto(`${shop().url}${path}`, { waitUntil: "networkidle" });
        return found;
      });
      expect(issues, path).toEqual([]);
    }
  });

  it("no script of the shop forces a layout while the page loads and hydrates (the header read the scroll position)", async () => {
    for (const width of WIDTHS) {
      for (const path of PAGES) {
        const forced = await withPage(width, async (page) => {
          await browser.startTracing(page, {
            categories: ["devtools.timeline", "disabled-by-default-devtools.timeline.stack"],
          });
          await page.goto(`${shop().url}${path}`, { waitUntil: "networkidle" });
          const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
          // A style or layout pass that a script asked for carries that script's stack.
          return traceEvents
            .filter((e) => e.name === "Layout" || e.name === "UpdateLayoutTree")
            .flatMap((e) => e.args?.beginData?.stackTrace ?? [])
            .filter((frame) => new URL(frame.url, shop().url).pathname.startsWith("/build/"))
            .map((frame) => `${frame.functionName} ${frame.url}`);
        });
        expect(forced, `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  it("a listing's largest image is fetched at once, not lazily", async () => {
    for (const width of WIDTHS) {
      const lcp = await withPage(width, async (page) => {
        await page.goto(`${shop().url}/collections`, { waitUntil: "networkidle" });
        return page.evaluate(
          () =>
            new Promise<{ tag: string; loading: string; fetchPriority: string }>((resolve) => {
              new PerformanceObserver((list) => {
                const element = (list.getEntries().at(-1) as PerformanceEntry & { element: HTMLImageElement }).element;
                resolve({ tag: element.tagName, loading: element.loading, fetchPriority: element.getAttribute("fetchpriority") ?? "" });
              }).observe({ type: "largest-contentful-paint", buffered: true });
            }),
        );
      });
      expect(lcp, `${width} px`).toEqual({ tag: "IMG", loading: "auto", fetchPriority: "high" });
    }
  });

  it("what the first paint needs is fetched before the modules: the stylesheet and the font first, every script at low priority", async () => {
    for (const path of PAGES) {
      const requests = await withPage(412, async (page) => {
        const seen: { path: string; type: string; priority: string }[] = [];
        const cdp = await page.context().newCDPSession(page);
        cdp.on("Network.requestWillBeSent", ({ request, type }) => {
          const url = new URL(request.url);
          if (url.origin === new URL(shop().url).origin) seen.push({ path: url.pathname, type: type ?? "", priority: request.initialPriority });
        });
        await cdp.send("Network.enable");
        await page.goto(`${shop().url}${path}`, { waitUntil: "networkidle" });
        return seen;
      });
      // Scripts at Chrome's default (high) priority competed with the stylesheet and the first
      // image, and Lighthouse's simulation counted each as blocking the first paint (decision 136).
      const scripts = requests.filter((r) => r.type === "Script");
      expect(scripts.length, path).toBeGreaterThan(3);
      expect(scripts.filter((r) => r.priority !== "Low"), path).toEqual([]);
      expect(requests.find((r) => r.type === "Stylesheet")?.priority, path).toBe("VeryHigh");
      expect(requests.find((r) => r.type === "Font")?.priority, path).toBe("High");
    }
  });

  it("every file a page loads besides its document is kept a year by the browser (named after its content)", async () => {
    for (const path of PAGES) {
      const lifetimes = await withPage(412, async (page) => {
        const found: string[] = [];
        page.on("response", (response) => {
          const url = new URL(response.url());
          const type = response.request().resourceType();
          // The catalogue's pictures are the owner's (uploads, or the demo's under /images/): not ours to fingerprint.
          if (type === "document" || (type === "image" && url.pathname.startsWith("/images/")) || url.origin !== new URL(shop().url).origin) return;
          found.push(`${type} ${url.pathname} ${response.headers()["cache-control"]}`);
        });
        await page.goto(`${shop().url}${path}`, { waitUntil: "networkidle" });
        return found;
      });
      expect(lifetimes.some((line) => line.startsWith("font ")), path).toBe(true);
      expect(lifetimes.some((line) => line.startsWith("image /build/_assets/logo-")), path).toBe(true);
      // The favicon keeps the address browsers also ask for on their own.
      const short = lifetimes.filter((line) => !line.endsWith("public, max-age=31536000, immutable") && !line.startsWith("image /favicon.svg"));
      expect(short, path).toEqual([]);
    }
  });
});
