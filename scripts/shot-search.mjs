import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";
const base = process.argv[2];
const browser = await chromium.launch(chromiumLaunchOptions);
for (const js of [true, false]) {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: js });
    for (const [name, url] of [["recherche", "/recherche?q=vanille"], ["vide", "/recherche?q=introuvable"], ["collections", "/collections?famille=gourmand"], ["homme", "/collection-homme"]]) {
      await page.goto(base + url);
      await page.screenshot({ path: `/tmp/shots/${name}-${js ? "js" : "nojs"}-${width}.png`, fullPage: name !== "collections" });
    }
    if (js && width === 1280) {
      await page.goto(base + "/");
      await page.getByRole("combobox", { name: "Rechercher un parfum" }).fill("vanil");
      await page.waitForTimeout(600);
      await page.keyboard.press("ArrowDown");
      await page.screenshot({ path: `/tmp/shots/combobox.png` });
    }
    await page.close();
  }
}
await browser.close();
