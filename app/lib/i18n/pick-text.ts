import type { Lang } from "./lang";

/**
 * A catalogue text as a page in `lang` shows it (decision 168): the English twin on an English
 * page when the owner wrote one, else the French text. `lang` is set only when the text is not in
 * the page's language, so `<p lang={picked.lang}>` marks a French fallback on an English page and
 * adds nothing on a French one.
 */
export type PickedText = { text: string; lang?: "fr" };

export function pickText(lang: Lang, fr: string, en: string | null | undefined): PickedText {
  if (lang === "fr") return { text: fr };
  return en?.trim() ? { text: en } : { text: fr, lang: "fr" };
}
