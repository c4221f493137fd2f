import type { TFunction } from "i18next";
import { INTL_LOCALE } from "../format/money";
import { formatPrice } from "../format/money";
import type { Lang } from "../i18n/lang";
import type { Block } from "../legal/legal-document";
import { countryName } from "../shipping/countries";
import { EXCLUDED_TERRITORIES } from "../shipping/postal-codes";
import { returnEstimateCents, type ZoneAbroad } from "../shipping/zones-abroad";

// The CGV's sentences on the zones abroad (decision 162, « Step 10, built »), in the page's
// language: the words of eu-sales-texts.ts, which help says in French, and the same facts. Written
// from the active zones only: with France alone none of it is shown.

/** What the CGV's builders write with: the page's language, its texts and a method's offer. */
export type TermsWriter = { lang: Lang; t: TFunction; offer: (method: ZoneAbroad["methods"][number]) => string };

const englishRegions = new Intl.DisplayNames(["en"], { type: "region" });

/** A country as the page's language names it: the shop's French list, or Intl's English name. */
export function countryIn(lang: Lang, code: string): string {
  return lang === "fr" ? countryName(code) : (englishRegions.of(code) ?? countryName(code));
}

const and = (lang: Lang, items: string[]) => new Intl.ListFormat(INTL_LOCALE[lang], { type: "conjunction" }).format(items);

/**
 * A zone as the CGV name it. In French the owner's name, followed by its countries unless the name
 * already says them all; in English its countries (the owner names zones in French only).
 */
function zoneLabel({ lang, t }: TermsWriter, zone: ZoneAbroad): string {
  const countries = and(lang, zone.countries.map((c) => countryIn(lang, c)));
  if (lang === "en") return countries;
  return zone.countries.every((c) => zone.name.includes(countryName(c))) ? zone.name : t("xZoneNamed", { name: zone.name, countries });
}

/** A territory as the page's language names it: the catalogue's twin of postal-codes.ts's French name. */
function territoryIn({ lang, t }: TermsWriter, french: string): string {
  if (lang === "fr") return french;
  const key = TERRITORY_KEYS.find((k) => t(k, { lng: "fr" }) === french);
  return key ? t(key) : french;
}

const TERRITORY_KEYS = ["terrOverseas", "terrCanaries", "terrCeuta", "terrMelilla", "terrLivigno", "terrCampione", "terrVatican", "terrSanMarino", "terrHelgoland", "terrBusingen"];

/** The territories of the served countries the shop does not deliver (decision 172), if any. */
function territoriesSentence(w: TermsWriter, zones: ZoneAbroad[]): string | null {
  const territories = [...new Set(zones.flatMap((zone) => zone.countries.flatMap((c) => EXCLUDED_TERRITORIES[c] ?? [])))].map((place) => territoryIn(w, place));
  if (territories.length === 0) return null;
  const places = territories.length < 2 ? territories.join("") : w.t("xNeither", { list: territories.slice(0, -1).join(", "), last: territories.at(-1) });
  return w.t("xNotDelivered", { places });
}

/** Decision 161's sentence on dangerous goods, said only when every method abroad is « transport routier ». */
function roadSentence(w: TermsWriter, zones: ZoneAbroad[]): string | null {
  return zones.every((zone) => zone.methods.every((m) => m.road_only)) ? w.t("xRoad") : null;
}

/** One zone's methods, a method limited to some of its countries saying which. */
function zoneOffers(w: TermsWriter, zone: ZoneAbroad): string[] {
  return zone.methods.map((m) =>
    m.countries.length > 0 ? w.t("xOnly", { countries: and(w.lang, m.countries.map((c) => countryIn(w.lang, c))), offer: w.offer(m) }) : w.offer(m),
  );
}

/** The CGV's « 6. La livraison » blocks for the zones abroad, after France's. */
export function deliveryAbroadTerms(w: TermsWriter, zones: ZoneAbroad[]): Block[] {
  return [
    w.t("xDelivery"),
    ...zones.flatMap((zone): Block[] => [w.t("xZone", { zone: zoneLabel(w, zone) }), { list: zoneOffers(w, zone) }]),
    ...[roadSentence(w, zones), territoriesSentence(w, zones)].filter((s): s is string => s !== null),
    w.t("xSameTerms"),
  ];
}

/** The return from abroad (L221-5, 1° and L221-23; directive 2011/83/EU, recital 36): a maximum per zone, its dearest delivery. */
export function returnAbroadTerms(w: TermsWriter, zones: ZoneAbroad[]): string {
  const estimates = zones.map((zone) => w.t("xEstimate", { price: formatPrice(returnEstimateCents(zone), w.lang), zone: zoneLabel(w, zone) }));
  return w.t("xReturn", { estimates: and(w.lang, estimates) });
}
