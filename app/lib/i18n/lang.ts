/** The shop's languages: French at SPEC.md's addresses, English under `/en` (decision 167). */
export type Lang = "fr" | "en";

const EN_PREFIX = /^\/en(?=\/|$)/;

/**
 * The French pages that exist in English too, as remix.config.js gives `en?` to their routes
 * (docs/i18n-plan.md adds them step by step; a unit test holds the two lists together), the
 * payment pages with the order their address names. One pattern: it is in every first load, where
 * a set and a list of prefixes cost more bytes (decision 170, « Step 8's weight »).
 */
const ENGLISH_PAGES = /^\/(cart|checkout|success|cancel|mentions-legales|cgv|confidentialite|retractation|accessibilite|(paiement-demo|commande\/confirmation)\/[^/]+)?$/;

/** The page's language is its address, nothing else: no cookie, no `Accept-Language` (decision 167). */
export function langOf(pathname: string): Lang {
  return EN_PREFIX.test(pathname) ? "en" : "fr";
}

/** The French address of a page: its path without the `/en` prefix. */
export function frenchPath(pathname: string): string {
  return pathname.replace(EN_PREFIX, "") || "/";
}

/** Whether the page at this French path exists in English. */
export function hasEnglish(path: string): boolean {
  return ENGLISH_PAGES.test(path.split(/[?#]/)[0]);
}

/** A French path as written in the page's language: prefixed with `/en` when that page is English. */
export function localePath(lang: Lang, path: string): string {
  if (lang === "fr" || !hasEnglish(path)) return path;
  return path.startsWith("/?") || path === "/" ? `/en${path.slice(1)}` : `/en${path}`;
}

/**
 * A link from a page of `lang`: to the page in that language when it exists, otherwise to the
 * French page, marked `hreflang="fr"` and followed as a new document (the layout's texts of a
 * language are loaded with its documents only).
 */
export function localeLink(lang: Lang, path: string): { to: string; hrefLang?: "fr"; reloadDocument?: true } {
  if (lang === "fr") return { to: path };
  return hasEnglish(path) ? { to: localePath(lang, path) } : { to: path, hrefLang: "fr", reloadDocument: true };
}

/**
 * The same page in the other language, query string kept (the switcher, the alternates), or null
 * when that page does not exist in both languages.
 */
export function otherLanguage(pathname: string, search = ""): { lang: Lang; href: string } | null {
  const french = frenchPath(pathname);
  if (!hasEnglish(french)) return null;
  return langOf(pathname) === "en" ? { lang: "fr", href: `${french}${search}` } : { lang: "en", href: `${localePath("en", french)}${search}` };
}

/**
 * Every language version of a page that exists in both, French first, then `x-default` (the
 * French page: the shop's own language, for a visitor whose language is neither): what the
 * `Link` headers and the sitemap list (decision 167). Null for a page in French only.
 */
export function pageVersions(frenchPath: string): readonly (readonly [hreflang: Lang | "x-default", path: string])[] | null {
  if (!hasEnglish(frenchPath)) return null;
  return [["fr", frenchPath], ["en", localePath("en", frenchPath)], ["x-default", frenchPath]];
}
