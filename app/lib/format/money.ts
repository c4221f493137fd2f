import type { Lang } from "../i18n/lang";

/**
 * The locale `Intl` writes money, numbers and dates with in each language (« 39,95 € » / « €39.95 »).
 * Here, beside the money it formats most, so that the shop's first load carries no chunk for it.
 */
export const INTL_LOCALE: Readonly<Record<Lang, string>> = { fr: "fr-FR", en: "en-GB" };

const euros: Partial<Record<Lang, Intl.NumberFormat>> = {};

/** The only way money becomes text: integer cents in, "39,95 €" (French, the default) or "€39.95" out. */
export function formatPrice(cents: number, lang: Lang = "fr"): string {
  const euro = (euros[lang] ??= new Intl.NumberFormat(INTL_LOCALE[lang], { style: "currency", currency: "EUR" }));
  return euro.format(cents / 100);
}

/**
 * The price per 100 ml of a bottle, beside its price as French perfumers show it ("79,90 € /
 * 100 ml"), rounded to the cent; nothing for a format that is not a volume (decision 107).
 */
export function pricePer100MlText(cents: number, volumeMl: number | null | undefined): string | null {
  if (!volumeMl) return null;
  return `${formatPrice(Math.round((cents * 100) / volumeMl))} / 100 ml`;
}

/** Parses a French or English decimal euro amount ("39,95", "39.95") into integer cents. */
export function parseEurosToCents(input: string): number | null {
  const normalised = input.trim().replace(/\s|€/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const [whole, fraction = ""] = normalised.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** "-12.34" (or "-12,34"): a signed amount in euros with two decimals, for files software reads. */
export function decimalAmount(cents: number, separator: "." | "," = "."): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}${separator}${String(abs % 100).padStart(2, "0")}`;
}

export function centsToEuroInput(cents: number | null | undefined): string {
  if (cents == null) return "";
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
