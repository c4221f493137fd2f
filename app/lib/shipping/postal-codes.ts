import type { CountryCode } from "./countries";

/**
 * Decision 161's postal-code rules, shared by the address form in the browser and its action on
 * the server. A code in a territory outside the EU's VAT area (directive 2006/112/EC, art. 6 and 7:
 * the Canary Islands, Ceuta, Heligoland, Livigno…) or outside metropolitan France is refused naming
 * the territory, so the shopper knows it is not a typing mistake. A country with no rule yet is
 * refused: its rule comes with the first zone that includes it.
 */
type Rule = {
  shape: RegExp;
  invalid: string;
  /** Why a well-shaped code is refused: the territory it lies in, where the shop does not deliver. */
  refused?: (code: string) => string | undefined;
};

const notDelivered = (territory: string | undefined) => territory && `Nous ne livrons pas ${territory}`;

const TERRITORIES_DE: Record<string, string> = { "27498": "Helgoland", "78266": "Büsingen" };
const TERRITORIES_ES: Record<string, string> = { "35": "les îles Canaries", "38": "les îles Canaries", "51": "Ceuta", "52": "Melilla" };
const TERRITORIES_IT: Record<string, string> = { "23041": "Livigno", "22061": "Campione d'Italia", "00120": "le Vatican" };
const SAN_MARINO = "Saint-Marin";
const OVERSEAS = "l'outre-mer";

/**
 * The places each country's rule refuses by name: the CGV and help name them wherever the shop
 * delivers to their country, since Stripe's page learns it only after payment (decision 172).
 */
export const EXCLUDED_TERRITORIES: Partial<Record<CountryCode, readonly string[]>> = {
  FR: [OVERSEAS],
  DE: Object.values(TERRITORIES_DE),
  IT: [...Object.values(TERRITORIES_IT), SAN_MARINO],
  ES: [...new Set(Object.values(TERRITORIES_ES))],
};

const fiveDigits = (country: string) => `Le code postal ${country} comporte 5 chiffres`;

const RULES: Partial<Record<CountryCode, Rule>> = {
  FR: {
    shape: /^\d{5}$/,
    invalid: "Le code postal doit comporter 5 chiffres",
    refused: (code) =>
      code.startsWith("980") ? "Ce code postal est celui de Monaco, pas de la France"
      : /^9[78]/.test(code) ? notDelivered(OVERSEAS)
      : undefined,
  },
  MC: { shape: /^980\d{2}$/, invalid: "Le code postal de Monaco s'écrit 980 suivi de 2 chiffres" },
  BE: { shape: /^[1-9]\d{3}$/, invalid: "Le code postal belge comporte 4 chiffres" },
  LU: { shape: /^(L-)?\d{4}$/, invalid: "Le code postal luxembourgeois comporte 4 chiffres (L-1234)" },
  DE: {
    shape: /^\d{5}$/,
    invalid: fiveDigits("allemand"),
    refused: (code) => notDelivered(TERRITORIES_DE[code]),
  },
  NL: {
    shape: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
    invalid: "Le code postal néerlandais s'écrit 4 chiffres et 2 lettres (1234 AB)",
  },
  IT: {
    shape: /^\d{5}$/,
    invalid: fiveDigits("italien"),
    refused: (code) => notDelivered(code.startsWith("4789") ? SAN_MARINO : TERRITORIES_IT[code]),
  },
  ES: {
    shape: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
    invalid: "Le code postal espagnol comporte 5 chiffres, dont la province de 01 à 52",
    refused: (code) => notDelivered(TERRITORIES_ES[code.slice(0, 2)]),
  },
};

/** What is wrong with a postal code for a delivery to `country`, or null when the shop delivers there. */
export function postalCodeError(country: CountryCode, postalCode: string): string | null {
  const rule = RULES[country];
  if (!rule) return "Nous ne livrons pas encore ce pays";
  const code = postalCode.trim().toUpperCase();
  if (!rule.shape.test(code)) return rule.invalid;
  return rule.refused?.(code) || null;
}
