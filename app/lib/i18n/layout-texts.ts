import type { Lang } from "./lang";
import type { Texts } from "./use-text";

const loaded: Partial<Record<Lang, Texts>> = {};

/**
 * The layout's texts of one language, without those with values (the brand, the cart's count:
 * resolved by i18next in the root's data instead). Not in every page's data: sent with each
 * document they took 2.4 KB of `/collections`' 40 KB (decision 170, its third way). One chunk per
 * language, kept a year by the browser: the browser loads its page's before hydrating
 * (entry.client), the server both at start; a unit test holds each text equal to i18next's.
 */
export async function loadLayoutTexts(lang: Lang): Promise<void> {
  const { default: all } = await (lang === "en" ? import("./layout-en") : import("./layout-fr"));
  loaded[lang] = Object.fromEntries(Object.entries(all).filter(([, text]) => !text.includes("{{")));
}

/** The layout's texts of a language loaded here (a page changing language is a new document). */
export function layoutTexts(lang: Lang): Texts {
  return loaded[lang] ?? {};
}
