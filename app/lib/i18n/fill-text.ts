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
