import { useLocation, useMatches } from "@remix-run/react";
import { langOf, type Lang } from "./lang";
import frenchLayout from "./layout-fr";

/** A route's texts, resolved on the server for the page's language (`textsFor`, decision 170). */
export type Texts = Readonly<Record<string, string>>;

/**
 * The layout's texts. Not in every page's data: sent with each document they took 2.4 KB of
 * `/collections`' 40 KB (decision 170, its third way). French in the first load, as every page
 * but `/en` needs them at once (loaded on demand, they were one more request, at high priority,
 * before every page could hydrate). English in the document of an English page (`layoutTextsJson`,
 * read back before hydrating by `readLayoutTexts`): there brotli finds most of them already in
 * the page's visible text, where a chunk of their own cost /en 568 bytes. The server holds both
 * (`holdLayoutTexts`, texts.server.ts). Their texts with values (the brand, the cart's count) are
 * resolved in the root's data, which the hook reads after them; a unit test holds the others
 * equal to i18next's resolution.
 */
const layouts: Partial<Record<Lang, Texts>> = { fr: frenchLayout };

/** The element of an English page's document that carries its layout's texts. */
export const LAYOUT_TEXTS_ID = "layout-texts";

export function holdLayoutTexts(lang: Lang, texts: Texts): void {
  layouts[lang] = texts;
}

/** What an English page's document carries, as a JSON script safe inside HTML; none for French. */
export function layoutTextsJson(lang: Lang): string | null {
  return lang === "fr" ? null : JSON.stringify(layoutTexts(lang)).replaceAll("<", "\\u003c");
}

/** In the browser before hydrating: the texts the document carries, for an English page. */
export function readLayoutTexts(lang: Lang): void {
  const json = lang === "fr" ? null : document.getElementById(LAYOUT_TEXTS_ID)?.textContent;
  if (json) layouts[lang] = JSON.parse(json) as Texts;
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
