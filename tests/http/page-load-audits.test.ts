import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumLaunchOptions } from "../../scripts/lib/chromium.mjs";
import { shopForTests } from "./server";

// The causes Lighthouse (mobile) found on the storefront's pages (issue 33, decision 130), checked
// where they come from rather than by a score: Chrome's Issues panel, layouts forced by our scripts
// while the page loads, and how the largest image of a listing is fetched. Nothing here is timed.

const shop = shopForTests();
const PAGES = ["/", "/collections", "/products/bois-automne", "/help"];
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
});
