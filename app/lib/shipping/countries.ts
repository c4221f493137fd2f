import { sortByFrenchName } from "../format/french-sort";

/**
 * The countries the shop may ever deliver to: the 27 Member States of the European Union and
 * Monaco (decision 161), by ISO 3166-1 alpha-2 code, with their French names.
 */
export const COUNTRIES = {
  AT: "Autriche",
  BE: "Belgique",
  BG: "Bulgarie",
  CY: "Chypre",
  CZ: "Tchéquie",
  DE: "Allemagne",
  DK: "Danemark",
  EE: "Estonie",
  ES: "Espagne",
  FI: "Finlande",
  FR: "France",
  GR: "Grèce",
  HR: "Croatie",
  HU: "Hongrie",
  IE: "Irlande",
  IT: "Italie",
  LT: "Lituanie",
  LU: "Luxembourg",
  LV: "Lettonie",
  MC: "Monaco",
  MT: "Malte",
  NL: "Pays-Bas",
  PL: "Pologne",
  PT: "Portugal",
  RO: "Roumanie",
  SE: "Suède",
  SI: "Slovénie",
  SK: "Slovaquie",
} as const;

export type CountryCode = keyof typeof COUNTRIES;

export function isCountryCode(value: string): value is CountryCode {
  return Object.hasOwn(COUNTRIES, value);
}

/** The countries in French alphabetical order of their names, as a select lists them. */
export const COUNTRIES_BY_NAME: readonly { code: CountryCode; name: string }[] = sortByFrenchName(
  (Object.keys(COUNTRIES) as CountryCode[]).map((code) => ({ code, name: COUNTRIES[code] })),
);
