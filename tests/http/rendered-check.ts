import type { Browser } from "@playwright/test";
import { CATALOGUES } from "~/lib/i18n/texts.server";

// Decision 170's rendered check, shared by the tests of the pages each step makes English.

/**
 * What a reader meets on the page, outside the elements marked in the other language: its title,
 * meta description, visible text and labels. `cookie`: a `name=value` the page is asked with (a cart).
 */
export async function rendered(browser: Browser, url: string, other: "fr" | "en", cookie?: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name, value: value.join("="), url }]);
  }
  const page = await context.newPage();
  try {
    await page.goto(url);
    return await page.evaluate((other) => {
      const body = document.body.cloneNode(true) as HTMLElement;
      body.querySelectorAll(`[lang="${other}"]`).forEach((element) => element.remove());
      document.body.replaceWith(body);
      const labels = [...body.querySelectorAll("[alt],[aria-label],[title],[placeholder]")].flatMap((element) =>
        ["alt", "aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
      );
      const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
      return [document.title, description, body.innerText, ...labels].join("\n");
    }, other);
  } finally {
    await context.close();
  }
}

/**
 * Values that say something in one language only: two words or more, or one of five letters or more.
 * The switcher's label is the other language's own name (« English » on a French page, marked
 * lang="en"): a word of that language, which the English CGV say too (« in French or in English »).
 */
export const telling = (lang: "fr" | "en", other: "fr" | "en") =>
  Object.keys(CATALOGUES.fr).flatMap((ns) => {
    const own = CATALOGUES[lang][ns as keyof (typeof CATALOGUES)["fr"]] as Record<string, string>;
    const theirs = CATALOGUES[other][ns as keyof (typeof CATALOGUES)["fr"]] as Record<string, string>;
    return Object.entries(own)
      .filter(([key, text]) => theirs[key] !== text && !text.includes("{{") && !(ns === "layout" && key === "other"))
      .map(([, text]) => text)
      .filter((text) => text.trim().split(/\s+/).length > 1 || text.length >= 5);
  });

/** Whole words: the English « Information » is not the French « Informations ». */
export const found = (page: string, text: string) => new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u").test(page);

/** The texts of the other language's catalogues a page shows: none, when it is whole. */
export const otherLanguageTexts = (page: string, lang: "fr" | "en") => telling(lang === "en" ? "fr" : "en", lang).filter((text) => found(page, text));
