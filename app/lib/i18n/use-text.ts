import { useLocation, useMatches } from "@remix-run/react";
import { langOf, type Lang } from "./lang";
import { layoutTexts } from "./layout-texts";

/** A route's texts, resolved on the server for the page's language (`textsFor`, decision 170). */
export type Texts = Readonly<Record<string, string>>;

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
