import { useLocation, useMatches } from "@remix-run/react";
import { langOf, type Lang } from "./lang";

/** A route's texts, resolved on the server for the page's language (`textsFor`, decision 170). */
export type Texts = Readonly<Record<string, string>>;

const layouts: Partial<Record<Lang, Texts>> = {};

/**
 * The layout's texts of one language. Not in every page's data: sent with each document they took
 * 2.4 KB of `/collections`' 40 KB (decision 170, its third way). One chunk per language, kept a year
 * by the browser: the browser loads its page's before hydrating (entry.client), the server both at
 * start. Its texts with values (the brand, the cart's count) are resolved in the root's data,
 * which the hook reads after them; a unit test holds the others equal to i18next's resolution.
 */
export async function loadLayoutTexts(lang: Lang): Promise<void> {
  layouts[lang] = (await (lang === "en" ? import("./layout-en") : import("./layout-fr"))).default;
}

/** The layout's texts of a language loaded here (a page changing language is a new document). */
export function layoutTexts(lang: Lang): Texts {
  return layouts[lang] ?? {};
}

/** The page's language, read from its address (decision 167). */
export function useLang(): Lang {
  return langOf(useLocation().pathname);
}

/**
 * The layout's texts and those of every matched route that sends some (the root's texts with
 * values, the page's own), read the same way in the server's render and the browser's hydration:
 * no library in the browser (decision 166).
 */
export function useText(): (key: string) => string {
  const texts: Record<string, string> = { ...layoutTexts(useLang()) };
  for (const match of useMatches()) Object.assign(texts, (match.data as { texts?: Texts } | undefined)?.texts);
  return (key) => {
    const text = texts[key];
    if (text !== undefined) return text;
    // A key no route sent: a test fails on it; a shopper never meets it once the tests pass.
    if (process.env.NODE_ENV !== "production") throw new Error(`texte manquant : ${key}`);
    return key;
  };
}
