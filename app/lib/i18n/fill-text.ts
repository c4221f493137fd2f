import type { Lang } from "./lang";

/**
 * A text sent with its `{{placeholders}}` (`textsFor(…, { withValues: true })`), its values put in:
 * the same in the server's render and the browser's, where the cart's counts and amounts change
 * between two answers. Values are written as given (they are formatted in the page's language).
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};

/** The key of a count's plural form in the language (`key_one`, `key_other`…), as i18next names them. */
export function pluralKey(lang: Lang, key: string, count: number): string {
  return `${key}_${(rules[lang] ??= new Intl.PluralRules(lang)).select(count)}`;
}

/**
 * A text with one value that is French whatever the page's language (an owner's name not yet
 * translated, decision 168): around it the text, the value itself marked `lang="fr"` on a page
 * in another language. On a French page, the text with its value, as `fillText` writes it.
 */
export function withFrenchValue(lang: Lang, text: string, name: string, value: string): string | readonly [before: string, value: string, after: string] {
  if (lang === "fr") return fillText(text, { [name]: value });
  const [before, after = ""] = text.split(`{{${name}}}`);
  return [before, value, after];
}
