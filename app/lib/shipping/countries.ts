import { sortByFrenchName } from "../format/french-sort";

/**
 * The countries the shop may ever deliver to: the 27 Member States and Monaco (decision 161).
 * The code is ISO 3166-1 alpha-2 as Stripe and the address forms write it (Greece is « GR »,
 * never the Commission's « EL »). The time zone gives the destination's own calendar day, on which
 * a VAT rate changes (decision 158); `frenchVat` marks where French VAT applies whatever the
 * threshold: France and Monaco, which the VAT directive treats as France (art. 7).
 */
export const COUNTRIES = [
  { code: "FR", name: "France", timeZone: "Europe/Paris", frenchVat: true },
  { code: "MC", name: "Monaco", timeZone: "Europe/Monaco", frenchVat: true },
  { code: "AT", name: "Autriche", timeZone: "Europe/Vienna", frenchVat: false },
  { code: "BE", name: "Belgique", timeZone: "Europe/Brussels", frenchVat: false },
  { code: "BG", name: "Bulgarie", timeZone: "Europe/Sofia", frenchVat: false },
  { code: "CY", name: "Chypre", timeZone: "Asia/Nicosia", frenchVat: false },
  { code: "CZ", name: "Tchéquie", timeZone: "Europe/Prague", frenchVat: false },
  { code: "DE", name: "Allemagne", timeZone: "Europe/Berlin", frenchVat: false },
  { code: "DK", name: "Danemark", timeZone: "Europe/Copenhagen", frenchVat: false },
  { code: "EE", name: "Estonie", timeZone: "Europe/Tallinn", frenchVat: false },
  { code: "ES", name: "Espagne", timeZone: "Europe/Madrid", frenchVat: false },
  { code: "FI", name: "Finlande", timeZone: "Europe/Helsinki", frenchVat: false },
  { code: "GR", name: "Grèce", timeZone: "Europe/Athens", frenchVat: false },
  { code: "HR", name: "Croatie", timeZone: "Europe/Zagreb", frenchVat: false },
  { code: "HU", name: "Hongrie", timeZone: "Europe/Budapest", frenchVat: false },
  { code: "IE", name: "Irlande", timeZone: "Europe/Dublin", frenchVat: false },
  { code: "IT", name: "Italie", timeZone: "Europe/Rome", frenchVat: false },
  { code: "LT", name: "Lituanie", timeZone: "Europe/Vilnius", frenchVat: false },
  { code: "LU", name: "Luxembourg", timeZone: "Europe/Luxembourg", frenchVat: false },
  { code: "LV", name: "Lettonie", timeZone: "Europe/Riga", frenchVat: false },
  { code: "MT", name: "Malte", timeZone: "Europe/Malta", frenchVat: false },
  { code: "NL", name: "Pays-Bas", timeZone: "Europe/Amsterdam", frenchVat: false },
  { code: "PL", name: "Pologne", timeZone: "Europe/Warsaw", frenchVat: false },
  { code: "PT", name: "Portugal", timeZone: "Europe/Lisbon", frenchVat: false },
  { code: "RO", name: "Roumanie", timeZone: "Europe/Bucharest", frenchVat: false },
  { code: "SE", name: "Suède", timeZone: "Europe/Stockholm", frenchVat: false },
  { code: "SI", name: "Slovénie", timeZone: "Europe/Ljubljana", frenchVat: false },
  { code: "SK", name: "Slovaquie", timeZone: "Europe/Bratislava", frenchVat: false },
] as const;

type Country = (typeof COUNTRIES)[number];
export type CountryCode = Country["code"];

const BY_CODE = new Map<string, Country>(COUNTRIES.map((c) => [c.code, c]));

/** The codes, as a Zod enum takes them. */
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export function isCountryCode(value: string): value is CountryCode {
  return BY_CODE.has(value);
}

export function countryName(code: string): string {
  return countryOf(code).name;
}

/** The country of an ISO code the shop knows; anything else is a programming error, not input. */
export function countryOf(code: string): Country {
  const country = BY_CODE.get(code);
  if (!country) throw new Error(`Pays inconnu de la boutique : ${code}`);
  return country;
}

/** The countries in French alphabetical order, as a list or a select shows them. */
export function countriesByName(): Country[] {
  return sortByFrenchName([...COUNTRIES]);
}
