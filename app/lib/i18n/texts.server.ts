import i18next, { type TFunction } from "i18next";
import enEmails from "../../../locales/en/emails.json";
import enCheckout from "../../../locales/en/checkout.json";
import enCartPage from "../../../locales/en/cartPage.json";
import enCart from "../../../locales/en/cart.json";
import enHome from "../../../locales/en/home.json";
import enLayout from "../../../locales/en/layout.json";
import enLegal from "../../../locales/en/legal.json";
import enLegalView from "../../../locales/en/legal-view.json";
import enToast from "../../../locales/en/toast.json";
import enToasts from "../../../locales/en/toasts.json";
import frEmails from "../../../locales/fr/emails.json";
import frCheckout from "../../../locales/fr/checkout.json";
import frCartPage from "../../../locales/fr/cartPage.json";
import frCart from "../../../locales/fr/cart.json";
import frHome from "../../../locales/fr/home.json";
import frLayout from "../../../locales/fr/layout.json";
import frLegal from "../../../locales/fr/legal.json";
import frLegalView from "../../../locales/fr/legal-view.json";
import frToast from "../../../locales/fr/toast.json";
import frToasts from "../../../locales/fr/toasts.json";
import { brand } from "~/lib/brand";
import { markShared } from "~/lib/platform/shared-values.server";
import type { Lang } from "./lang";
import { holdLayoutTexts } from "./use-text";
import type { Texts } from "./use-text";

/** The catalogues, imported so the server build holds them: no file is read at request time (decision 166). */
export const CATALOGUES = {
  fr: { layout: frLayout, home: frHome, toast: frToast, emails: frEmails, legal: frLegal, legalView: frLegalView, toasts: frToasts, cart: frCart, cartPage: frCartPage, checkout: frCheckout },
  en: { layout: enLayout, home: enHome, toast: enToast, emails: enEmails, legal: enLegal, legalView: enLegalView, toasts: enToasts, cart: enCart, cartPage: enCartPage, checkout: enCheckout },
} as const satisfies Record<Lang, unknown>;

export type Namespace = keyof (typeof CATALOGUES)["fr"];

const DEFAULT_VALUES = { brand: brand.name, founded: brand.foundedYear, network: brand.socialNetwork, handle: brand.socialHandle };

// A text with values of its own (a count, a rating) is resolved where they are known (`fixedT`),
// not sent unresolved with the others.
const needsValues = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].some(([, name]) => !(name in DEFAULT_VALUES));

// Under test a key used but absent from both catalogues fails the render (decision 170); in
// production i18next shows the French text, or the key, and the log says which.
const strict = process.env.NODE_ENV === "test";
const reported = new Set<string>();

const i18n = i18next.createInstance();
void i18n.init({
  resources: CATALOGUES,
  lng: "fr",
  fallbackLng: "fr",
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables: DEFAULT_VALUES },
  saveMissing: true,
  missingKeyHandler: (lngs, ns, key) => {
    const id = `${lngs.join(",")}:${ns}:${key}`;
    if (strict) throw new Error(`texte manquant : ${id}`);
    if (!reported.has(id)) console.error(`texte manquant : ${id}`);
    reported.add(id);
  },
});

// The server renders pages of both languages: it holds both layouts' texts (the browser its
// page's). The English ones travel in the page: without the texts with values, which the root's
// data brings resolved.
holdLayoutTexts("en", Object.fromEntries(Object.entries(enLayout).filter(([, text]) => !text.includes("{{"))));

/**
 * The server's own `t` for one language and namespace. An email calls it directly: its values (a
 * perfume's name, a link with its token) differ with every message, so `textWith`'s memo would
 * only fill up with them.
 */
export function fixedT(lang: Lang, ns: Namespace): TFunction {
  return i18n.getFixedT(lang, ns);
}

const withValues = new Map<string, string>();

/**
 * A text with its values (a cart's count, a rating), resolved once per distinct values: the home
 * and the root ask on every request, and i18next's interpolation cost a cached page a third of its
 * throughput (`npm run bench`, 2026-11-28). The values are few (counts, ratings); the memo is
 * emptied should a caller ever send many.
 */
export function textWith(lang: Lang, ns: Namespace, key: string, values: Record<string, string | number> = {}): string {
  const id = JSON.stringify([lang, ns, key, values]);
  let text = withValues.get(id);
  if (text === undefined) {
    if (withValues.size >= 1_000) withValues.clear();
    text = fixedT(lang, ns)(key, values);
    withValues.set(id, text);
  }
  return text;
}

const resolved = new Map<string, Texts>();

/**
 * Every text of a namespace resolved for a language, as a route's data carries it to its
 * components (decision 170): computed once, then shared (decision 137). `withValues`: the texts
 * with values of their own come too, their `{{placeholders}}` kept for the component to fill
 * (`fillText`), and every plural form of the language: the cart's counts and amounts change in
 * the browser, between two answers of the server.
 */
export function textsFor(lang: Lang, ns: Namespace, { withValues = false } = {}): Texts {
  const id = `${lang}:${ns}:${withValues}`;
  let texts = resolved.get(id);
  if (!texts) {
    const t = fixedT(lang, ns);
    const own = CATALOGUES[lang][ns] as Texts;
    const keys = Object.entries(withValues ? own : (CATALOGUES.fr[ns] as Texts)).filter(([, text]) => withValues || !needsValues(text)).map(([key]) => key);
    const kept = (key: string) => Object.fromEntries([...own[key].matchAll(/\{\{(\w+)\}\}/g)].filter(([, name]) => !(name in DEFAULT_VALUES)).map(([whole, name]) => [name, whole]));
    texts = Object.fromEntries(keys.map((key) => [key, withValues ? t(key, kept(key)) : t(key)]));
    markShared(texts);
    resolved.set(id, texts);
  }
  return texts;
}
